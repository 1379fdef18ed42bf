import { configureAtrium, createAtriumStore, createViewResource, hydraDialect, localStorageKey, type ApiErrorData } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { flush } from '../support/deferred'

interface Note { id: string; title: string }

afterEach(() => {
  clearViewResources()
  localStorage.clear()
  configureAtrium({})
})

describe("storage: 'local'", () => {
  it('reads and writes local storage under a key containing the resource id', async () => {
    const notes = createViewResource<Note>('notes', { storage: 'local' })
    const store = createAtriumStore()
    const created = await store.dispatch(notes.endpoints.create.initiate({ data: { title: 'Buy milk' } }))
    expect(created.data?.id).toEqual(expect.any(String))
    expect(localStorageKey('notes')).toContain('notes')
    expect(localStorage.getItem(localStorageKey('notes'))).toContain('Buy milk')
    const list = await store.dispatch(notes.endpoints.list.initiate({}))
    expect(list.data).toEqual({ items: [{ id: created.data?.id, title: 'Buy milk' }], total: 1 })
  })

  it('refreshes what is shown when another tab changes the resource (storage event), and only then', async () => {
    const notes = createViewResource<Note>('notes', { storage: 'local' })
    const store = createAtriumStore()
    const subscription = store.dispatch(notes.endpoints.list.initiate({}))
    await subscription
    const shown = () => notes.endpoints.list.select({})(store.getState()).data?.items.map((n) => n.title)
    expect(shown()).toEqual([])
    // Another tab writes the same key, then the browser fires `storage` in this one.
    localStorage.setItem(localStorageKey('notes'), JSON.stringify({ version: 1, items: [{ id: 'x', title: 'From the other tab' }] }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'some-other-key' }))
    await flush()
    expect(shown()).toEqual([])
    window.dispatchEvent(new StorageEvent('storage', { key: localStorageKey('notes') }))
    await flush()
    expect(shown()).toEqual(['From the other tab'])
    subscription.unsubscribe()
  })

  it('reports corrupt data of one resource clearly and leaves the others working', async () => {
    localStorage.setItem(localStorageKey('broken'), '{not json')
    const broken = createViewResource<Note>('broken', { storage: 'local' })
    const fine = createViewResource<Note>('fine', { storage: 'local' })
    const store = createAtriumStore()
    const bad = await store.dispatch(broken.endpoints.list.initiate({}))
    expect((bad.error as ApiErrorData).detail).toMatch(/broken.*corrupt/)
    await store.dispatch(fine.endpoints.create.initiate({ data: { title: 'ok' } }))
    expect((await store.dispatch(fine.endpoints.list.initiate({}))).data?.total).toBe(1)
    expect(localStorage.getItem(localStorageKey('broken'))).toBe('{not json')
  })

  it('lets host repository methods win one method at a time', async () => {
    const notes = createViewResource<Note>('notes', { storage: 'local', repository: { getItem: async (id) => ({ id, title: 'from the host' }) } })
    const store = createAtriumStore()
    await store.dispatch(notes.endpoints.create.initiate({ data: { id: 'a', title: 'stored' } }))
    expect((await store.dispatch(notes.endpoints.read.initiate({ id: 'a' }))).data?.title).toBe('from the host')
    expect((await store.dispatch(notes.endpoints.list.initiate({}))).data?.items[0].title).toBe('stored')
  })
})

describe('path (HTTP API)', () => {
  it('speaks the configured dialect with the configured fetch, read at call time', async () => {
    const requests: Array<{ url: string; method: string; auth: string | null }> = []
    const fetchMock: typeof fetch = async (input, init) => {
      const request = new Request(input as string, init)
      requests.push({ url: request.url, method: request.method, auth: request.headers.get('authorization') })
      return new Response(JSON.stringify({ member: [{ '@id': '/api/books/7', id: 7, title: 'Dune' }], totalItems: 31 }), {
        status: 200, headers: { 'content-type': 'application/ld+json' },
      })
    }
    const books = createViewResource<{ id: number; title: string }>('books', { path: '/books' })
    configureAtrium({ api: { baseUrl: 'http://localhost/api', dialect: hydraDialect(), fetch: fetchMock, getAuthToken: () => 'T0KEN' } })
    const store = createAtriumStore()
    const list = await store.dispatch(books.endpoints.list.initiate({ page: 2, itemsPerPage: 10, order: { title: 'asc' }, filters: { title: 'Dune' } }))
    expect(list.data).toEqual({ items: [{ '@id': '/api/books/7', id: 7, title: 'Dune' }], total: 31 })
    expect(requests[0].method).toBe('GET')
    expect(decodeURIComponent(requests[0].url)).toBe('http://localhost/api/books?page=2&itemsPerPage=10&order[title]=asc&title=Dune')
    expect(requests[0].auth).toBe('Bearer T0KEN')
    expect(books.getId(list.data!.items[0])).toBe('7')
  })

  it('gives a clear ApiError for an HTML error page instead of throwing', async () => {
    configureAtrium({ api: { baseUrl: 'http://localhost', fetch: async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }) } })
    const books = createViewResource('books', { path: '/books' })
    const list = await createAtriumStore().dispatch(books.endpoints.list.initiate({}))
    expect(list.error).toMatchObject({ name: 'ApiError', status: 502 })
    expect((list.error as ApiErrorData).detail).toEqual(expect.any(String))
  })
})
