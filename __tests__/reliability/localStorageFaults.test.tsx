// Issue 8, local storage faults: a corrupt value, a full storage, no storage at
// all (private mode) and two tabs writing the same resource. No record is lost,
// every failure is an ApiError with a clear message, other resources go on.
import { act, fireEvent, screen, within } from '@testing-library/react'
import fc from 'fast-check'
import {
  ApiError, createAtriumStore, createLocalRepository, createViewResource, localStorageKey, type ObservableRepository,
} from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { recordFigures } from '../support/reliabilityFigures'
import { renderList } from '../views/support/renderList'
import { memoryStorage } from './support/memoryStorage'

interface Note { id: string; title: string; body?: string }

const figures: Array<{ what: string; tried: number; held: number; note?: string }> = []
afterAll(() => recordFigures('local-storage-faults', figures))
afterEach(() => {
  jest.restoreAllMocks()
  clearViewResources()
  window.localStorage.clear()
})

/** Runs `check` and counts it as tried, and as held when it did not throw. */
function counter(what: string, note?: string) {
  const row = { what, tried: 0, held: 0, ...(note ? { note } : {}) }
  figures.push(row)
  return async (check: () => Promise<void> | void) => {
    row.tried += 1
    await check()
    row.held += 1
  }
}

async function outcomeOf<R>(call: () => Promise<R>): Promise<{ value: R } | { error: unknown }> {
  try {
    return { value: await call() }
  } catch (error) {
    return { error }
  }
}

async function rejection(call: () => Promise<unknown>): Promise<ApiError> {
  const outcome = await outcomeOf(call)
  if ('value' in outcome) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(ApiError)
  return outcome.error as ApiError
}

const stored = (storage: Storage, key: string): Note[] => (JSON.parse(storage.getItem(key) ?? '{"items":[]}') as { items: Note[] }).items

/** The five calls of a repository, each made once. */
const everyCall = (repository: ObservableRepository<Note>): Array<() => Promise<unknown>> => [
  () => repository.getCollection({}),
  () => repository.getItem('1'),
  () => repository.createItem({ title: 'new' }),
  () => repository.updateItem('1', { title: 'changed' }),
  () => repository.removeItem('1'),
]

// What createLocalRepository accepts: its format, or a legacy array, of objects.
function isValidFormat(raw: string): boolean {
  let data: unknown
  try { data = JSON.parse(raw) } catch { return false }
  const items = Array.isArray(data) ? data
    : typeof data === 'object' && data !== null && (data as { version?: unknown }).version === 1 ? (data as { items?: unknown }).items : undefined
  return Array.isArray(items) && items.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))
}

const valid = JSON.stringify({ version: 1, items: [{ id: '1', title: 'kept' }] })
const corruptValue: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.constantFrom('null', 'true', '42', '"text"', '{}', '{"version":2,"items":[]}', '{"version":1,"items":{}}', '{"version":1}', '[1,2]',
    '[null]', '{"version":1,"items":[{"id":"1"},"two"]}', '<html>quota</html>', 'undefined', 'NaN'),
  fc.nat(valid.length - 1).map((cut) => valid.slice(0, cut)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
).filter((raw) => !isValidFormat(raw))

describe('a corrupt stored value', () => {
  it('makes every call reject with a clear ApiError, is never overwritten, and leaves other resources working', async () => {
    const check = counter('corrupt stored values (5 calls each, value kept byte for byte)')
    await fc.assert(fc.asyncProperty(corruptValue, async (raw) => check(async () => {
      const storage = memoryStorage()
      const key = localStorageKey('corrupted')
      storage.setItem(key, raw)
      storage.setItem(localStorageKey('healthy'), valid)
      const corrupted = createLocalRepository<Note>('corrupted', { storage })
      const healthy = createLocalRepository<Note>('healthy', { storage })
      for (const call of everyCall(corrupted)) {
        const error = await rejection(call)
        expect(error).toMatchObject({ status: 0, title: 'Corrupt local data' })
        expect(error.detail).toContain(`key ${key}`)
        expect(error.detail).toMatch(/is corrupt: .+\. It was left untouched; repair or remove that key/)
      }
      expect(storage.getItem(key)).toBe(raw)
      await healthy.createItem({ id: '2', title: 'still works' })
      expect((await healthy.getCollection({})).items.map((note) => note.title)).toEqual(['kept', 'still works'])
      expect(storage.getItem(key)).toBe(raw)
    })), { numRuns: 300 })
  })

  it('shows the problem in the list view, with a Retry that works once the value is repaired', async () => {
    const key = localStorageKey('corrupt-notes')
    window.localStorage.setItem(key, '{"version":1,"items":[{"id":"1","title":"Saved')
    const notes = createViewResource<Note>('corrupt-notes', { name: 'Notes', storage: 'local', form: { inputs: { title: { label: 'Title' } } } })
    renderList(notes)
    const alert = await screen.findByText(/The list could not be loaded/)
    expect(alert).toHaveAttribute('role', 'alert')
    expect(alert).toHaveTextContent(/The list could not be loaded: Local data of resource 'corrupt-notes' \(key atrium:resource:corrupt-notes\) is corrupt: it is not valid JSON/)
    expect(window.localStorage.getItem(key)).toBe('{"version":1,"items":[{"id":"1","title":"Saved')
    window.localStorage.setItem(key, JSON.stringify({ version: 1, items: [{ id: '1', title: 'Saved' }] }))
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Retry' })) })
    expect(await screen.findByText('Saved')).toBeInTheDocument()
  })
})

type QuotaStep = { t: 'create'; size: number } | { t: 'update'; pick: number; size: number } | { t: 'remove'; pick: number }
const quotaStep: fc.Arbitrary<QuotaStep> = fc.oneof(
  fc.record({ t: fc.constant('create' as const), size: fc.integer({ min: 60, max: 200 }) }),
  fc.record({ t: fc.constant('update' as const), pick: fc.nat(), size: fc.integer({ min: 1, max: 320 }) }),
  fc.record({ t: fc.constant('remove' as const), pick: fc.nat() }),
)

describe('a full storage (setItem throws QuotaExceededError)', () => {
  it('refuses the write with a clear 507 and loses nothing already stored, nor other resources’ data', async () => {
    const check = counter('writes against a full storage (state equals every accepted write)')
    let refusedWrites = 0
    await fc.assert(fc.asyncProperty(fc.array(quotaStep, { minLength: 4, maxLength: 25 }), async (steps) => {
      const storage = memoryStorage({ quota: 700 })
      const neighbour = JSON.stringify({ version: 1, items: [{ id: 'n', title: 'neighbour' }] })
      storage.setItem(localStorageKey('other'), neighbour)
      const key = localStorageKey('notes')
      const repository = createLocalRepository<Note>('notes', { storage, generateId: (() => { let n = 0; return () => `g${++n}` })() })
      let model: Note[] = []
      for (const step of steps) {
        await check(async () => {
          const target = model.length === 0 ? undefined : model[('pick' in step ? step.pick : 0) % model.length]
          if (step.t === 'remove') {
            if (!target) return
            await repository.removeItem(target.id)
            model = model.filter((note) => note !== target)
          } else {
            const title = 'x'.repeat(step.size)
            if (step.t === 'update' && !target) return
            const outcome = await outcomeOf(() => (step.t === 'create' ? repository.createItem({ title }) : repository.updateItem((target as Note).id, { title })))
            if ('value' in outcome) {
              model = step.t === 'create' ? [...model, outcome.value] : model.map((note) => (note === target ? outcome.value : note))
            } else {
              refusedWrites += 1
              expect(outcome.error).toBeInstanceOf(ApiError)
              expect(outcome.error).toMatchObject({ status: 507, title: 'Local storage full' })
              expect((outcome.error as ApiError).detail).toMatch(/^Local storage is full: resource 'notes' \(key atrium:resource:notes\) could not be saved \(.*exceeded the quota.*\)\. Nothing was changed; free some space and retry\.$/)
            }
          }
          expect(stored(storage, key)).toEqual(model)
          expect((await repository.getCollection({})).items).toEqual(model)
          expect(storage.getItem(localStorageKey('other'))).toBe(neighbour)
        })
      }
    }), { numRuns: 200 })
    figures.push({ what: 'quota-exceeded writes injected (refused, nothing lost)', tried: refusedWrites, held: refusedWrites })
    expect(refusedWrites).toBeGreaterThan(50)
  })
})

describe('no storage (private mode, storage disabled)', () => {
  const unavailable = { status: 0, title: 'Local storage unavailable' }
  const detail = /cannot be read or written: this browser gives no local storage \(private browsing or storage disabled\)/

  it.each([
    ['no Storage at all', () => null],
    ['getItem throwing SecurityError', () => {
      const storage = memoryStorage()
      storage.getItem = () => { throw new DOMException('The operation is insecure.', 'SecurityError') }
      return storage
    }],
  ])('%s: every call rejects with a clear ApiError', async (_name, makeStorage) => {
    const check = counter(`no storage: ${_name} (5 calls)`)
    const repository = createLocalRepository<Note>('private', { storage: makeStorage() })
    for (const call of everyCall(repository)) {
      await check(async () => {
        const error = await rejection(call)
        expect(error).toMatchObject(unavailable)
        expect(error.detail).toMatch(detail)
      })
    }
  })

  it('window.localStorage throwing on access: every call rejects with a clear ApiError', async () => {
    const check = counter('no storage: window.localStorage getter throwing (5 calls)')
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => { throw new DOMException('Access is denied for this document.', 'SecurityError') })
    const repository = createLocalRepository<Note>('private')
    for (const call of everyCall(repository)) {
      await check(async () => {
        const error = await rejection(call)
        expect(error).toMatchObject(unavailable)
        expect(error.detail).toMatch(detail)
        expect(error.detail).toContain('Access is denied for this document.')
      })
    }
  })

  it('a zero quota (old Safari private mode): reads answer nothing, writes are refused with a 507', async () => {
    const check = counter('no storage: zero quota (reads empty, writes refused)')
    const repository = createLocalRepository<Note>('private', { storage: memoryStorage({ quota: 0 }) })
    await check(async () => { expect(await repository.getCollection({})).toEqual({ items: [], total: 0 }) })
    await check(async () => { expect(await rejection(() => repository.createItem({ title: 'lost?' }))).toMatchObject({ status: 507, title: 'Local storage full' }) })
  })

  it('the list view of a local resource shows the error with Retry while another resource lists normally', async () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => { throw new DOMException('Access is denied for this document.', 'SecurityError') })
    const inputs = { title: { label: 'Title' } }
    const drafts = createViewResource<Note>('private-drafts', { name: 'Drafts', storage: 'local', form: { inputs } })
    const articles = createViewResource<Note>('private-articles', {
      name: 'Articles', form: { inputs },
      repository: { getCollection: async () => ({ items: [{ id: 'a1', title: 'Served by the API' }], total: 1 }) },
    })
    const store = createAtriumStore()
    const local = renderList(drafts, { store })
    const alert = await screen.findByText(/The list could not be loaded/)
    expect(alert).toHaveAttribute('role', 'alert')
    expect(alert).toHaveTextContent(/The list could not be loaded: Local data of resource 'private-drafts' .* cannot be read or written: this browser gives no local storage \(private browsing or storage disabled\)/)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled()
    local.unmount()
    renderList(articles, { store })
    expect(await screen.findByText('Served by the API')).toBeInTheDocument()
    expect(screen.queryByText(/could not be loaded/)).toBeNull()
  })
})

describe('the local-storage code failing to load', () => {
  it('rejects every call with an ApiError naming the resource instead of a raw import error', async () => {
    const check = counter('local-storage code failing to load (5 calls)')
    jest.resetModules()
    jest.doMock('../../lib/repositories/createLocalRepository', () => { throw new TypeError('Failed to fetch dynamically imported module') })
    try {
      const { lazyLocalRepository } = jest.requireActual<typeof import('../../lib/repositories/lazyLocalRepository')>('../../lib/repositories/lazyLocalRepository')
      const { ApiError: IsolatedApiError } = jest.requireActual<typeof import('../../lib/errors/ApiError')>('../../lib/errors/ApiError')
      const repository = lazyLocalRepository<Note>('unloadable')
      for (const call of everyCall(repository)) {
        await check(async () => {
          const outcome = await outcomeOf(call)
          expect('error' in outcome && outcome.error).toBeInstanceOf(IsolatedApiError)
          expect((outcome as { error: ApiError }).error).toMatchObject({ status: 0, title: 'Local storage unavailable' })
          expect((outcome as { error: ApiError }).error.detail).toMatch(/resource 'unloadable'.*could not be loaded.*Failed to fetch dynamically imported module/)
        })
      }
      expect(repository.subscribe(() => undefined)).toEqual(expect.any(Function))
    } finally {
      jest.dontMock('../../lib/repositories/createLocalRepository')
      jest.resetModules()
    }
  })
})

type TabStep =
  | { t: 'create'; tab: number }
  | { t: 'update'; tab: number; pick: number; field: 'title' | 'body' }
  | { t: 'remove'; tab: number; pick: number }
  | { t: 'list'; tab: number }
const tabStep: fc.Arbitrary<TabStep> = fc.oneof(
  fc.record({ t: fc.constant('create' as const), tab: fc.nat(1) }),
  fc.record({ t: fc.constant('update' as const), tab: fc.nat(1), pick: fc.nat(), field: fc.constantFrom('title' as const, 'body' as const) }),
  fc.record({ t: fc.constant('remove' as const), tab: fc.nat(1), pick: fc.nat() }),
  fc.record({ t: fc.constant('list' as const), tab: fc.nat(1) }),
)

describe('two tabs writing the same resource', () => {
  it('loses neither tab’s records nor fields, whatever the interleaving (each write re-reads storage)', async () => {
    const check = counter('two-tab interleavings of creates, updates and removes')
    let writes = 0
    await fc.assert(fc.asyncProperty(fc.array(tabStep, { minLength: 2, maxLength: 30 }), async (steps) => check(async () => {
      // Both tabs see the same localStorage, as two tabs of one origin do.
      const storage = memoryStorage()
      const key = localStorageKey('shared')
      let next = 0
      const tabs = [0, 1].map(() => createLocalRepository<Note>('shared', { storage, generateId: () => `r${++next}` }))
      // What each tab last listed: a stale view, as a tab that has not refreshed has.
      const seen: Note[][] = [[], []]
      let model: Note[] = []
      for (const step of steps) {
        const tab = tabs[step.tab]
        if (step.t === 'list') {
          seen[step.tab] = (await tab.getCollection({})).items
          continue
        }
        writes += 1
        if (step.t === 'create') {
          const created = await tab.createItem({ title: `tab ${step.tab}` })
          model = [...model, created]
          continue
        }
        // A tab acts on what it saw, which may since have been removed by the other tab.
        const target = seen[step.tab][step.pick % Math.max(1, seen[step.tab].length)]
        if (!target) continue
        const exists = model.some((note) => note.id === target.id)
        if (step.t === 'update') {
          const outcome = await outcomeOf(() => tab.updateItem(target.id, { [step.field]: `${step.field} from tab ${step.tab}` }))
          if (!exists) expect(outcome).toMatchObject({ error: { status: 404 } })
          else model = model.map((note) => (note.id === target.id ? { ...note, [step.field]: `${step.field} from tab ${step.tab}` } : note))
        } else {
          const outcome = await outcomeOf(() => tab.removeItem(target.id))
          if (!exists) expect(outcome).toMatchObject({ error: { status: 404 } })
          else model = model.filter((note) => note.id !== target.id)
        }
        expect(stored(storage, key)).toEqual(model)
      }
      expect(stored(storage, key)).toEqual(model)
      for (const tab of tabs) expect((await tab.getCollection({})).items).toEqual(model)
    })), { numRuns: 300 })
    figures.push({ what: 'two-tab writes (no record or field lost)', tried: writes, held: writes })
  })

  it('a storage event from the other tab refreshes the list on screen; one for another key does not', async () => {
    const key = localStorageKey('tab-notes')
    window.localStorage.setItem(key, JSON.stringify({ version: 1, items: [{ id: '1', title: 'From this tab' }] }))
    const notes = createViewResource<Note>('tab-notes', { name: 'Notes', storage: 'local', form: { inputs: { title: { label: 'Title' } } } })
    renderList(notes)
    expect(await screen.findByText('From this tab')).toBeInTheDocument()

    const otherTab = (value: string | null, eventKey: string | null = key) => {
      const oldValue = window.localStorage.getItem(key)
      if (value === null) window.localStorage.removeItem(key)
      else window.localStorage.setItem(key, value)
      window.dispatchEvent(new StorageEvent('storage', { key: eventKey, oldValue, newValue: value, storageArea: window.localStorage }))
    }
    const both = JSON.stringify({ version: 1, items: [{ id: '1', title: 'From this tab' }, { id: '2', title: 'From the other tab' }] })
    await act(async () => { otherTab(both) })
    expect(await screen.findByText('From the other tab')).toBeInTheDocument()

    // An event about another key is not this resource's business: no refetch, the screen keeps what it had.
    const getItem = jest.spyOn(Storage.prototype, 'getItem')
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x', storageArea: window.localStorage }))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(getItem.mock.calls.filter(([read]) => read === key)).toHaveLength(0)
    getItem.mockRestore()

    // The other tab cleared the storage (key null): the list empties.
    await act(async () => { otherTab(null, null) })
    expect(await screen.findByText(/^No notes yet\.$/i)).toBeInTheDocument()
    expect(screen.queryByText('From this tab')).toBeNull()
  })
})
