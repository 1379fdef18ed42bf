import { ApiError } from '../../lib/errors/ApiError'
import { createLocalRepository, localStorageKey } from '../../lib/repositories/createLocalRepository'
import { lastParsed } from '../../lib/repositories/lastParsed'

interface Note {
  id: string
  title: string
  tags?: string[]
}

const KEY = localStorageKey('notes')
const seed = (items: Note[]): string => {
  const raw = JSON.stringify({ version: 1, items })
  localStorage.setItem(KEY, raw)
  return raw
}

beforeEach(() => localStorage.clear())
afterEach(() => jest.restoreAllMocks())

describe('createLocalRepository — parsing the stored string', () => {
  it('parses the stored string once while it does not change', async () => {
    const raw = seed([{ id: '1', title: 'One' }, { id: '2', title: 'Two' }])
    const parse = jest.spyOn(JSON, 'parse')
    const repository = createLocalRepository<Note>('notes')
    await repository.getCollection({ filters: { title: 'o' } })
    await repository.getCollection({ filters: { title: 'tw' } })
    await repository.getItem('2')
    expect(parse.mock.calls.filter(([text]) => text === raw)).toHaveLength(1)
  })

  it('sees at once what another tab wrote, even a change of the same length', async () => {
    seed([{ id: '1', title: 'Aaa' }])
    const repository = createLocalRepository<Note>('notes')
    await expect(repository.getItem('1')).resolves.toEqual({ id: '1', title: 'Aaa' })
    seed([{ id: '1', title: 'Bbb' }])
    await expect(repository.getItem('1')).resolves.toEqual({ id: '1', title: 'Bbb' })
    await expect(repository.getCollection({})).resolves.toEqual({ items: [{ id: '1', title: 'Bbb' }], total: 1 })
  })

  it('hands out copies: changing a returned record changes neither storage nor the next read', async () => {
    seed([{ id: '1', title: 'One', tags: ['a'] }])
    const repository = createLocalRepository<Note>('notes')
    const listed = (await repository.getCollection({})).items[0]
    listed.title = 'changed'
    listed.tags?.push('b')
    const read = await repository.getItem('1')
    expect(read).toEqual({ id: '1', title: 'One', tags: ['a'] })
    read.title = 'changed again'
    await expect(repository.getCollection({})).resolves.toEqual({ items: [{ id: '1', title: 'One', tags: ['a'] }], total: 1 })
  })

  it('still refuses data corrupted after a good read, and reads it again once repaired', async () => {
    seed([{ id: '1', title: 'One' }])
    const repository = createLocalRepository<Note>('notes')
    await repository.getCollection({})
    localStorage.setItem(KEY, '{"version":1,"items":[')
    const failure = await repository.getCollection({}).then(() => undefined, (error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).title).toBe('Corrupt local data')
    seed([{ id: '1', title: 'One' }])
    await expect(repository.getCollection({})).resolves.toEqual({ items: [{ id: '1', title: 'One' }], total: 1 })
  })

  it('reads its own writes', async () => {
    seed([{ id: '1', title: 'One' }])
    const repository = createLocalRepository<Note>('notes', { generateId: () => '2' })
    await repository.getCollection({})
    await repository.createItem({ title: 'Two' })
    await repository.updateItem('1', { title: 'Uno' })
    await expect(repository.getCollection({})).resolves.toEqual({ items: [{ id: '1', title: 'Uno' }, { id: '2', title: 'Two' }], total: 2 })
    await repository.removeItem('2')
    await expect(repository.getCollection({})).resolves.toEqual({ items: [{ id: '1', title: 'Uno' }], total: 1 })
  })
})

describe('lastParsed', () => {
  it('parses a new string, remembers it, and does not remember a parse that throws', () => {
    const cache = lastParsed<number>()
    const parse = jest.fn((raw: string) => {
      if (raw === 'bad') throw new Error('bad')
      return raw.length
    })
    expect(cache.get('abc', parse)).toBe(3)
    expect(cache.get('abc', parse)).toBe(3)
    expect(parse).toHaveBeenCalledTimes(1)
    expect(() => cache.get('bad', parse)).toThrow('bad')
    expect(() => cache.get('bad', parse)).toThrow('bad')
    // A failed parse leaves the last good one remembered.
    expect(cache.get('abc', parse)).toBe(3)
    expect(parse).toHaveBeenCalledTimes(3)
    cache.clear()
    expect(cache.get('abc', parse)).toBe(3)
    expect(parse).toHaveBeenCalledTimes(4)
  })
})
