import { ApiError } from '../../lib/errors/ApiError'
import { createLocalRepository, localStorageKey } from '../../lib/repositories/createLocalRepository'
import type { ListParams, ObservableRepository } from '../../lib/types'

interface Note {
  id: string | number
  title: string
  status?: string | null
  views?: number | null
  createdAt?: string
}

/** An in-memory Storage whose setItem can be made to fail like a full quota. */
class FakeStorage implements Storage {
  private readonly data = new Map<string, string>()
  failWrites = false
  get length(): number { return this.data.size }
  clear(): void { this.data.clear() }
  getItem(key: string): string | null { return this.data.get(key) ?? null }
  key(index: number): string | null { return [...this.data.keys()][index] ?? null }
  removeItem(key: string): void { this.data.delete(key) }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.data.set(key, value)
  }
}

const KEY = localStorageKey('notes')

function seed(items: unknown[], key = KEY): void {
  localStorage.setItem(key, JSON.stringify({ version: 1, items }))
}

function snapshot(storage: Storage = localStorage): Record<string, string | null> {
  const all: Record<string, string | null> = {}
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index) as string
    all[key] = storage.getItem(key)
  }
  return all
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('expected a rejection')
}

// Every method of the repository, called once, to check that all of them refuse alike.
const allCalls = (repository: ObservableRepository<Note>): [string, () => Promise<unknown>][] => [
  ['getCollection', () => repository.getCollection({})],
  ['getItem', () => repository.getItem('1')],
  ['createItem', () => repository.createItem({ title: 'new' })],
  ['updateItem', () => repository.updateItem('1', { title: 'changed' })],
  ['removeItem', () => repository.removeItem('1')],
]

beforeEach(() => localStorage.clear())
afterEach(() => jest.restoreAllMocks())

describe('createLocalRepository — records', () => {
  it('stores records under atrium:resource:<id> as {version: 1, items}', async () => {
    const repository = createLocalRepository<Note>('notes', { generateId: () => 'n1' })
    const created = await repository.createItem({ title: 'First' })
    expect(KEY).toBe('atrium:resource:notes')
    expect(created).toEqual({ id: 'n1', title: 'First' })
    expect(JSON.parse(localStorage.getItem(KEY) as string)).toEqual({ version: 1, items: [{ id: 'n1', title: 'First' }] })
  })

  it('generates distinct string ids by default and keeps given ids as they are', async () => {
    const repository = createLocalRepository<Note>('notes')
    const a = await repository.createItem({ title: 'a' })
    const b = await repository.createItem({ title: 'b' })
    const c = await repository.createItem({ id: 5, title: 'c' })
    expect(typeof a.id).toBe('string')
    expect(a.id).not.toBe(b.id)
    expect(c.id).toBe(5)
    await expect(repository.getItem('5')).resolves.toEqual({ id: 5, title: 'c' })
  })

  it('refuses a second record with the same id (409) and retries a taken generated id', async () => {
    const ids = ['x', 'x', 'y']
    const repository = createLocalRepository<Note>('notes', { generateId: () => ids.shift() as string })
    await repository.createItem({ title: 'a' })
    expect((await rejection(repository.createItem({ id: 'x', title: 'dup' }))).status).toBe(409)
    await expect(repository.createItem({ title: 'b' })).resolves.toMatchObject({ id: 'y' })
  })

  it('returns what JSON stored (no undefined, dates as strings)', async () => {
    const repository = createLocalRepository<Record<string, unknown>>('notes', { generateId: () => 'd' })
    const created = await repository.createItem({ title: 'x', gone: undefined, at: new Date('2024-01-02T03:04:05.000Z') })
    expect(created).toEqual({ id: 'd', title: 'x', at: '2024-01-02T03:04:05.000Z' })
  })

  it('reads, updates (merging, keeping the id) and removes by id', async () => {
    seed([{ id: '1', title: 'One', status: 'draft' }, { id: 2, title: 'Two' }])
    const repository = createLocalRepository<Note>('notes')
    await expect(repository.getItem('1')).resolves.toEqual({ id: '1', title: 'One', status: 'draft' })
    await expect(repository.updateItem('2', { title: 'Deux', id: 'other' })).resolves.toEqual({ id: 2, title: 'Deux' })
    await expect(repository.updateItem('1', { status: 'published' })).resolves.toEqual({ id: '1', title: 'One', status: 'published' })
    await expect(repository.removeItem('1')).resolves.toBeUndefined()
    expect(JSON.parse(localStorage.getItem(KEY) as string).items).toEqual([{ id: 2, title: 'Deux' }])
  })

  it.each<[string, (repository: ObservableRepository<Note>) => Promise<unknown>]>([
    ['getItem', (repository) => repository.getItem('404')],
    ['updateItem', (repository) => repository.updateItem('404', { title: 'x' })],
    ['removeItem', (repository) => repository.removeItem('404')],
  ])('%s of an absent id rejects with 404 naming the id and resource', async (_, call) => {
    seed([{ id: '1', title: 'One' }])
    const error = await rejection(call(createLocalRepository<Note>('notes')))
    expect(error.status).toBe(404)
    expect(error.detail).toContain("'404'")
    expect(error.detail).toContain("resource 'notes'")
    expect(JSON.parse(localStorage.getItem(KEY) as string).items).toEqual([{ id: '1', title: 'One' }])
  })

  it('re-reads storage on every call (another tab may have written)', async () => {
    const repository = createLocalRepository<Note>('notes')
    await expect(repository.getCollection({})).resolves.toEqual({ items: [], total: 0 })
    seed([{ id: 'a', title: 'From another tab' }])
    await expect(repository.getCollection({})).resolves.toEqual({ items: [{ id: 'a', title: 'From another tab' }], total: 1 })
  })

  it('accepts a legacy plain array and writes the versioned format back', async () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: '1', title: 'Old' }]))
    const repository = createLocalRepository<Note>('notes', { generateId: () => '2' })
    await expect(repository.getItem('1')).resolves.toEqual({ id: '1', title: 'Old' })
    await repository.createItem({ title: 'New' })
    expect(JSON.parse(localStorage.getItem(KEY) as string)).toEqual({ version: 1, items: [{ id: '1', title: 'Old' }, { id: '2', title: 'New' }] })
  })

  it('uses a custom key when given', async () => {
    const repository = createLocalRepository<Note>('notes', { key: 'my-notes', generateId: () => 'k' })
    await repository.createItem({ title: 'x' })
    expect(localStorage.getItem('my-notes')).not.toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})

describe('createLocalRepository — getCollection', () => {
  const notes: Note[] = [
    { id: '1', title: 'Banana bread', status: 'draft', views: 10, createdAt: '2024-01-05' },
    { id: '2', title: 'apple pie', status: 'published', views: 2, createdAt: '2024-02-01' },
    { id: '3', title: 'Cherry tart', status: 'published', views: null, createdAt: '2024-01-20' },
    { id: '4', title: 'Apple crumble', status: null, views: 30, createdAt: '2023-12-31' },
    { id: '5', title: 'Date loaf', status: 'archived', views: 2, createdAt: '2024-03-03' },
  ]
  beforeEach(() => seed(notes))

  it.each<[string, ListParams, string[], number]>([
    ['everything in stored order', {}, ['1', '2', '3', '4', '5'], 5],
    ['text search on a field', { filters: { title: { contains: 'APPLE' } } }, ['2', '4'], 2],
    ['a plain value is exact, as a server reads it', { filters: { title: 'APPLE' } }, [], 0],
    ['any of', { filters: { status: ['draft', 'archived'] } }, ['1', '5'], 2],
    ['number equality', { filters: { views: 2 } }, ['2', '5'], 2],
    ['operator gt', { filters: { views: { gt: 5 } } }, ['1', '4'], 2],
    ['operator between on dates', { filters: { createdAt: { between: ['2024-01-01', '2024-01-31'] } } }, ['1', '3'], 2],
    ['operator isNull', { filters: { status: { isNull: true } } }, ['4'], 1],
    ['q searches every string field', { filters: { q: 'arch' } }, ['5'], 1],
    ['sort by string with localeCompare', { order: { title: 'asc' } }, ['4', '2', '1', '3', '5'], 5],
    ['sort by string descending', { order: { title: 'desc' } }, ['5', '3', '1', '2', '4'], 5],
    ['sort by number, null last', { order: { views: 'asc' } }, ['2', '5', '1', '4', '3'], 5],
    ['sort by number descending, null still last', { order: { views: 'desc' } }, ['4', '1', '2', '5', '3'], 5],
    ['several sort keys in order', { order: { views: 'asc', title: 'desc' } }, ['5', '2', '1', '4', '3'], 5],
    ['null status last', { order: { status: 'asc' } }, ['5', '1', '2', '3', '4'], 5],
    ['page 1 of 2 per page', { page: 1, itemsPerPage: 2 }, ['1', '2'], 5],
    ['page 3 of 2 per page', { page: 3, itemsPerPage: 2 }, ['5'], 5],
    ['page past the end', { page: 9, itemsPerPage: 2 }, [], 5],
    ['page without itemsPerPage gives all', { page: 2 }, ['1', '2', '3', '4', '5'], 5],
    ['filter + sort + page, total after filtering', { filters: { status: 'published' }, order: { title: 'asc' }, page: 2, itemsPerPage: 1 }, ['3'], 2],
  ])('%s', async (_, params, ids, total) => {
    const result = await createLocalRepository<Note>('notes').getCollection(params)
    expect(result.items.map((note) => note.id)).toEqual(ids)
    expect(result.total).toBe(total)
  })
})

describe('createLocalRepository — corrupt data', () => {
  it.each<[string, string, RegExp]>([
    ['invalid JSON', '{"version":1,"items":[', /not valid JSON/],
    ['a number', '42', /found a number/],
    ['a string', '"hello"', /found a string/],
    ['null', 'null', /found null/],
    ['missing items', '{"version":1}', /"items" is absent instead of an array/],
    ['items not an array', '{"version":1,"items":{"a":1}}', /"items" is an object instead of an array/],
    ['an item that is not an object', '{"version":1,"items":[{"id":"1"},7]}', /item 1 is a number/],
    ['a legacy array with null', '[null]', /item 0 is null/],
    ['an unknown version', '{"version":2,"items":[]}', /unsupported format version 2/],
  ])('%s: every call rejects clearly and nothing is overwritten', async (_, raw, reason) => {
    localStorage.setItem(KEY, raw)
    seed([{ id: '1', title: 'Fine' }], localStorageKey('other'))
    const before = snapshot()
    const repository = createLocalRepository<Note>('notes')
    for (const [, call] of allCalls(repository)) {
      const error = await rejection(call())
      expect(error.status).toBe(0)
      expect(error.title).toBe('Corrupt local data')
      expect(error.detail).toContain("Local data of resource 'notes' (key atrium:resource:notes) is corrupt")
      expect(error.detail).toMatch(reason)
    }
    expect(snapshot()).toEqual(before)
    const other = createLocalRepository<Note>('other', { generateId: () => '2' })
    await expect(other.getItem('1')).resolves.toEqual({ id: '1', title: 'Fine' })
    await expect(other.createItem({ title: 'Also fine' })).resolves.toEqual({ id: '2', title: 'Also fine' })
    expect(localStorage.getItem(KEY)).toBe(raw)
  })
})

describe('createLocalRepository — storage failures', () => {
  it('a full storage rejects with 507 and leaves the data unchanged', async () => {
    const storage = new FakeStorage()
    storage.setItem(KEY, JSON.stringify({ version: 1, items: [{ id: '1', title: 'Kept' }] }))
    const before = snapshot(storage)
    storage.failWrites = true
    const repository = createLocalRepository<Note>('notes', { storage })
    for (const [name, call] of allCalls(repository).slice(2)) {
      const error = await rejection(call())
      expect([name, error.status]).toEqual([name, 507])
      expect(error.detail).toMatch(/storage is full/i)
      expect(error.detail).toContain("resource 'notes'")
    }
    expect(snapshot(storage)).toEqual(before)
    await expect(repository.getCollection({})).resolves.toEqual({ items: [{ id: '1', title: 'Kept' }], total: 1 })
  })

  it.each<[string, () => ObservableRepository<Note>]>([
    ['options.storage is null', () => createLocalRepository<Note>('notes', { storage: null })],
    ['window.localStorage throws', () => {
      jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => { throw new DOMException('Access denied', 'SecurityError') })
      return createLocalRepository<Note>('notes')
    }],
    ['window.localStorage is null', () => {
      jest.spyOn(window, 'localStorage', 'get').mockReturnValue(null as unknown as Storage)
      return createLocalRepository<Note>('notes')
    }],
  ])('no storage (%s): created fine, every call rejects naming the resource', async (_, make) => {
    const repository = make()
    for (const [, call] of allCalls(repository)) {
      let promise: Promise<unknown> | undefined
      expect(() => { promise = call() }).not.toThrow()
      const error = await rejection(promise as Promise<unknown>)
      expect(error.title).toBe('Local storage unavailable')
      expect(error.detail).toContain("resource 'notes'")
    }
  })
})

describe('createLocalRepository — subscribe', () => {
  it('adds no listener before subscribe is called', () => {
    const add = jest.spyOn(window, 'addEventListener')
    const repository = createLocalRepository<Note>('notes')
    expect(add).not.toHaveBeenCalled()
    const unsubscribe = repository.subscribe(() => undefined)
    expect(add).toHaveBeenCalledWith('storage', expect.any(Function))
    unsubscribe()
  })

  it.each<[string, StorageEventInit, boolean]>([
    ['its own key', { key: KEY }, true],
    ['clear() (key null)', { key: null }, true],
    ['its own key in localStorage', { key: KEY, storageArea: localStorage }, true],
    ['another resource key', { key: localStorageKey('other') }, false],
    ['a key that only starts the same', { key: `${KEY}s` }, false],
    ['its key in sessionStorage', { key: KEY, storageArea: sessionStorage }, false],
  ])('storage event for %s', (_, init, called) => {
    const onChange = jest.fn()
    const unsubscribe = createLocalRepository<Note>('notes').subscribe(onChange)
    window.dispatchEvent(new StorageEvent('storage', init))
    expect(onChange).toHaveBeenCalledTimes(called ? 1 : 0)
    unsubscribe()
  })

  it('unsubscribe stops the calls', () => {
    const onChange = jest.fn()
    const unsubscribe = createLocalRepository<Note>('notes').subscribe(onChange)
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    unsubscribe()
    unsubscribe()
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
