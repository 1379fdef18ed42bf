/*
 * What issue 19's types promise at run time: a list without an argument, records
 * read and written by a number id, `resource.util` over the resource's own cache,
 * `listTab`, and a store that keeps the host's reducers.
 */
import { createSlice } from '@reduxjs/toolkit'
import { createAtriumStore, createViewResource, listTab, type Collection, type Repository } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { memoryRepository, type Article } from '../support/memoryRepository'

interface Invoice { id: number; number: string; total: number }

/** Invoices with number ids, as a JSON API gives them; the repository receives ids as strings (from URLs). */
function invoiceRepository(rows: Invoice[]) {
  const calls: string[] = []
  const find = (id: string) => {
    const row = rows.find((invoice) => String(invoice.id) === id)
    if (!row) throw Object.assign(new Error(`no invoice ${id}`), { status: 404 })
    return row
  }
  const repository: Repository<Invoice> = {
    getCollection: async () => ({ items: rows.map((row) => ({ ...row })), total: rows.length }),
    getItem: async (id) => { calls.push(`get ${typeof id} ${id}`); return { ...find(id) } },
    createItem: async (data) => ({ id: rows.length + 1, number: '', total: 0, ...data }),
    updateItem: async (id, data) => { calls.push(`update ${typeof id} ${id}`); return Object.assign(find(id), data) },
    removeItem: async (id) => { calls.push(`remove ${typeof id} ${id}`); rows.splice(rows.indexOf(find(id)), 1) },
  }
  return { repository, calls }
}

const seed: Article[] = [{ id: '1', title: 'First', status: 'draft' }, { id: '2', title: 'Second', status: 'published' }]
let counter = 0
const freshId = (name: string) => `${name}${(counter += 1)}`

afterEach(() => clearViewResources())

describe('typed resources at run time', () => {
  it('lists without an argument, as with `{}`', async () => {
    const { repository, calls } = memoryRepository(seed)
    const articles = createViewResource<Article>(freshId('articles'), { repository })
    const store = createAtriumStore({ persist: false })
    const bare = await store.dispatch(articles.endpoints.list.initiate())
    expect(bare.data?.items.map((article) => article.title)).toEqual(['First', 'Second'])
    expect(calls.find((call) => call.method === 'getCollection')?.args[0]).toEqual({})
  })

  it('reads, updates and deletes by a number id, handing the repository the id as a string', async () => {
    const { repository, calls } = invoiceRepository([{ id: 7, number: 'F-7', total: 70 }, { id: 8, number: 'F-8', total: 80 }])
    const invoices = createViewResource<Invoice>(freshId('invoices'), { repository })
    const store = createAtriumStore({ persist: false })
    const byNumber = await store.dispatch(invoices.endpoints.read.initiate({ id: 7 }))
    expect(byNumber.data).toEqual({ id: 7, number: 'F-7', total: 70 })
    const byString = await store.dispatch(invoices.endpoints.read.initiate({ id: '7' }))
    expect(byString.data).toEqual(byNumber.data)
    await store.dispatch(invoices.endpoints.update.initiate({ id: 7, data: { total: 71 } }))
    await store.dispatch(invoices.endpoints.delete.initiate({ id: 8 }))
    expect(calls).toEqual(['get string 7', 'get string 7', 'update string 7', 'remove string 8'])
    expect(invoices.endpoints.read.select({ id: 7 })(store.getState()).data?.total).toBe(71)
  })

  it('changes the cached list and record through `util`, and undoes the change', async () => {
    const { repository } = memoryRepository(seed)
    const articles = createViewResource<Article>(freshId('articles'), { repository })
    const store = createAtriumStore({ persist: false })
    await store.dispatch(articles.endpoints.list.initiate({ page: 1 }))
    await store.dispatch(articles.endpoints.read.initiate({ id: '2' }))
    const cachedList = () => articles.endpoints.list.select({ page: 1 })(store.getState()).data as Collection<Article>
    const patch = store.dispatch(articles.util.updateList({ page: 1 }, (draft) => { draft.items.unshift({ id: '9', title: 'Drafted', status: 'draft' }) }))
    expect(cachedList().items.map((article) => article.id)).toEqual(['9', '1', '2'])
    patch.undo()
    expect(cachedList().items.map((article) => article.id)).toEqual(['1', '2'])
    const recordPatch = store.dispatch(articles.util.updateRecord('2', (draft) => { draft.title = 'Renamed' }))
    expect(articles.endpoints.read.select({ id: '2' })(store.getState()).data?.title).toBe('Renamed')
    recordPatch.undo()
    expect(articles.endpoints.read.select({ id: '2' })(store.getState()).data?.title).toBe('Second')
    expect(articles.util.listTag).toEqual({ type: articles.id, id: 'LIST' })
    expect(articles.util.recordTag('2')).toEqual({ type: articles.id, id: '2' })
  })

  it('reads again what `util` tags invalidate', async () => {
    const { repository, rows, calls } = memoryRepository(seed)
    const articles = createViewResource<Article>(freshId('articles'), { repository })
    const store = createAtriumStore({ persist: false })
    const subscription = store.dispatch(articles.endpoints.list.initiate())
    await subscription
    rows.set('3', { id: '3', title: 'Third', status: 'draft' })
    store.dispatch(articles.api.util.invalidateTags([articles.util.listTag]))
    await new Promise<void>((resolve) => {
      const stop = store.subscribe(() => {
        if (articles.endpoints.list.select()(store.getState()).data?.items.length === 3) { stop(); resolve() }
      })
    })
    expect(calls.filter((call) => call.method === 'getCollection')).toHaveLength(2)
    subscription.unsubscribe()
  })

  it('builds a list tab with the sub-resource, its filter and defaults', () => {
    const comments = createViewResource<{ id: string; article: string; body: string }>(freshId('comments'), { path: '/api/comments' })
    const tab = listTab(comments, { label: 'Comments', filter: (article: Article) => ({ article: article.id }) })
    expect(tab.label).toBe('Comments')
    expect(tab.resource).toBe(comments)
    expect(tab.filter?.(seed[0])).toEqual({ article: '1' })
  })

  it('keeps the host reducers in the store it creates', () => {
    const todos = createSlice({ name: 'todos', initialState: [] as string[], reducers: { added: (state, action: { payload: string }) => { state.push(action.payload) } } })
    const store = createAtriumStore({ reducer: { todos: todos.reducer }, persist: false })
    store.dispatch(todos.actions.added('Typed'))
    expect(store.getState().todos).toEqual(['Typed'])
    expect(store.getState().atrium).toBeDefined()
  })
})
