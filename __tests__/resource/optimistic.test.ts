import { createAtriumStore, createViewResource, type Repository, type ResourceDeclaration } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { preloadResourceWrites } from '../../lib/resource/loadResourceWrites'
import { deferred, flush, type Deferred } from '../support/deferred'
import { memoryRepository, type Article } from '../support/memoryRepository'

const seed: Article[] = [
  { id: '1', title: 'First', status: 'draft' },
  { id: '2', title: 'Second', status: 'published' },
  { id: '3', title: 'Third', status: 'draft' },
]

/** A repository whose writes wait for the test to accept or refuse them. */
function gatedRepository() {
  const memory = memoryRepository(seed)
  const gates: Deferred<void>[] = []
  const gate = async <R>(run: () => Promise<R>) => { const d = deferred<void>(); gates.push(d); await d.promise; return run() }
  const repository: Repository<Article> = {
    ...memory.repository,
    // Pages when asked to (a first page of 2 of the 3 records); the whole list otherwise.
    getCollection: async (params) => {
      const all = await memory.repository.getCollection(params)
      const size = params.itemsPerPage
      if (!size) return all
      const start = ((params.page ?? 1) - 1) * size
      return { items: all.items.slice(start, start + size), total: all.total }
    },
    createItem: (data) => gate(() => memory.repository.createItem(data)),
    updateItem: (id, data) => gate(() => memory.repository.updateItem(id, data)),
    removeItem: (id) => gate(() => memory.repository.removeItem(id)),
  }
  return { ...memory, repository, gates }
}

let n = 0
async function setup(options: ResourceDeclaration<Article> = {}) {
  // The write code loads on demand (the views fetch it once the browser idles, and with every form): once it is
  // there, a write is drawn in its dispatch. A write asked before it came: writeCode.test.ts.
  await preloadResourceWrites()
  const gated = gatedRepository()
  const articles = createViewResource<Article>(`optimistic${(n += 1)}`, { ...options, repository: gated.repository })
  const store = createAtriumStore()
  const subscriptions = [store.dispatch(articles.endpoints.list.initiate({})), store.dispatch(articles.endpoints.read.initiate({ id: '1' }))]
  await Promise.all(subscriptions)
  const list = () => articles.endpoints.list.select({})(store.getState()).data
  const item = () => articles.endpoints.read.select({ id: '1' })(store.getState()).data
  // The repository is reached a few microtasks after the dispatch; wait for its gate.
  const gate = async (index: number) => {
    for (let i = 0; i < 50 && !gated.gates[index]; i += 1) await flush(1)
    return gated.gates[index]
  }
  const accept = async (index: number) => (await gate(index)).resolve()
  const refuse = async (index: number, error: Error) => (await gate(index)).reject(error)
  return { ...gated, accept, refuse, articles, store, list, item, done: () => subscriptions.forEach((s) => s.unsubscribe()) }
}

afterEach(() => clearViewResources())

describe('optimistic writes (default on)', () => {
  it('draws an update in the lists and the item at once, and puts both back exactly when refused', async () => {
    const t = await setup()
    const before = { list: structuredClone(t.list()), item: structuredClone(t.item()) }
    const pending = t.store.dispatch(t.articles.endpoints.update.initiate({ id: '1', data: { title: 'Draft title' } }))
    expect(t.list()?.items[0].title).toBe('Draft title')
    expect(t.item()?.title).toBe('Draft title')
    await t.refuse(0, new Error('refused'))
    const result = await pending
    expect('error' in result && result.error).toMatchObject({ detail: 'refused' })
    expect(t.list()).toEqual(before.list)
    expect(t.item()).toEqual(before.item)
    t.done()
  })

  it('keeps an accepted update and refetches the server’s version', async () => {
    const t = await setup()
    const pending = t.store.dispatch(t.articles.endpoints.update.initiate({ id: '1', data: { title: 'Kept' } }))
    await t.accept(0)
    await pending
    await flush()
    expect(t.list()?.items[0]).toEqual({ id: '1', title: 'Kept', status: 'draft' })
    expect(t.rows.get('1')?.title).toBe('Kept')
    t.done()
  })

  it('draws a create at the top of the first page with the total + 1, and removes it when refused', async () => {
    const t = await setup()
    const before = structuredClone(t.list())
    const pending = t.store.dispatch(t.articles.endpoints.create.initiate({ data: { title: 'Fresh' } }))
    expect(t.list()?.items[0]).toMatchObject({ title: 'Fresh' })
    expect(t.list()?.total).toBe(4)
    await t.refuse(0, new Error('nope'))
    await pending
    expect(t.list()).toEqual(before)
    t.done()
  })

  it('draws no create on a page that does not show the whole list (it lands on a page the API chooses): nothing drawn, then left', async () => {
    const t = await setup()
    // A first page of two of the three records (total 3): where the new one lands is the API's to say.
    const paged = t.store.dispatch(t.articles.endpoints.list.initiate({ page: 1, itemsPerPage: 2 }))
    await paged
    const page = () => t.articles.endpoints.list.select({ page: 1, itemsPerPage: 2 })(t.store.getState()).data
    expect(page()?.items.map((a) => a.id)).toEqual(['1', '2'])
    const before = structuredClone(page())
    const pending = t.store.dispatch(t.articles.endpoints.create.initiate({ data: { title: 'Fresh' } }))
    expect(page()).toEqual(before)
    // The whole list, on one page, draws it at once.
    expect(t.list()?.items[0]).toMatchObject({ title: 'Fresh' })
    await t.accept(0)
    await pending
    paged.unsubscribe()
    t.done()
  })

  it('removes a deleted record at once and puts it back at the same place when refused', async () => {
    const t = await setup()
    const before = structuredClone(t.list())
    const pending = t.store.dispatch(t.articles.endpoints.delete.initiate({ id: '2' }))
    expect(t.list()?.items.map((a) => a.id)).toEqual(['1', '3'])
    expect(t.list()?.total).toBe(2)
    await t.refuse(0, new Error('in use'))
    await pending
    expect(t.list()).toEqual(before)
    t.done()
  })

  it('undoes only the refused write when two overlap', async () => {
    const t = await setup()
    const first = t.store.dispatch(t.articles.endpoints.update.initiate({ id: '1', data: { title: 'A' } }))
    const second = t.store.dispatch(t.articles.endpoints.update.initiate({ id: '1', data: { status: 'published' } }))
    expect(t.list()?.items[0]).toMatchObject({ title: 'A', status: 'published' })
    await t.refuse(1, new Error('refused'))
    await second
    expect(t.list()?.items[0]).toMatchObject({ title: 'A', status: 'draft' })
    await t.accept(0)
    await first
    await flush()
    expect(t.list()?.items[0]).toEqual({ id: '1', title: 'A', status: 'draft' })
    t.done()
  })
})

describe('optimistic off', () => {
  it.each<[string, ResourceDeclaration<Article>]>([
    ['on the resource', { optimistic: false }],
    ['on the update view', { views: { update: { optimistic: false } } }],
  ])('draws nothing before the API answers when turned off %s', async (_where, options) => {
    const t = await setup(options)
    const pending = t.store.dispatch(t.articles.endpoints.update.initiate({ id: '1', data: { title: 'Later' } }))
    expect(t.list()?.items[0].title).toBe('First')
    await t.accept(0)
    await pending
    await flush()
    expect(t.list()?.items[0].title).toBe('Later')
    t.done()
  })

  it('keeps other actions optimistic when only the update view turns it off', async () => {
    const t = await setup({ views: { update: { optimistic: false } } })
    const pending = t.store.dispatch(t.articles.endpoints.delete.initiate({ id: '3' }))
    expect(t.list()?.items).toHaveLength(2)
    await t.accept(0)
    await pending
    t.done()
  })
})
