import { configureStore, createSlice, type Middleware } from '@reduxjs/toolkit'
import {
  atriumMiddleware, atriumReducers, createAtriumStore, createViewResource, getViewResource,
  type ApiErrorData, type ChangeEvent, type Collection, type HookContext, type ListParams,
} from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { RUNTIME_PROBE, getAtriumRuntime } from '../../lib/state/atriumRuntime'
import { deferred, flush } from '../support/deferred'
import { memoryRepository, type Article } from '../support/memoryRepository'

const seed: Article[] = [
  { id: '1', title: 'First', status: 'draft' },
  { id: '2', title: 'Second', status: 'published' },
  { id: '3', title: 'Third', status: 'draft' },
]

let counter = 0
const freshId = () => `articles${(counter += 1)}`

afterEach(() => clearViewResources())

describe('endpoints read and write through the repository', () => {
  it('lists, reads, creates, updates and deletes', async () => {
    const { repository, rows } = memoryRepository(seed)
    const articles = createViewResource<Article>(freshId(), { repository })
    const store = createAtriumStore()
    const list = await store.dispatch(articles.endpoints.list.initiate({}))
    expect(list.data?.items.map((a) => a.title)).toEqual(['First', 'Second', 'Third'])
    expect(list.data?.total).toBe(3)
    expect((await store.dispatch(articles.endpoints.read.initiate({ id: '2' }))).data).toEqual(seed[1])
    const created = await store.dispatch(articles.endpoints.create.initiate({ data: { title: 'Fourth' } }))
    expect(created).toEqual({ data: { id: '4', title: 'Fourth', status: 'draft' } })
    await store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { status: 'published' } }))
    expect(rows.get('1')?.status).toBe('published')
    await store.dispatch(articles.endpoints.delete.initiate({ id: '3' }))
    expect(rows.has('3')).toBe(false)
    expect(articles.repository.getItem).toBeInstanceOf(Function)
  })

  it('turns a throwing hook or repository into an ApiError value, never a thrown exception', async () => {
    const { repository } = memoryRepository(seed)
    const articles = createViewResource<Article>(freshId(), {
      repository: { ...repository, getItem: () => { throw new TypeError('boom') } },
      hooks: { beforeList: () => { throw new Error('hook failed') } },
    })
    const store = createAtriumStore()
    const list = await store.dispatch(articles.endpoints.list.initiate({}))
    expect(list.error).toEqual({ name: 'ApiError', status: 0, title: 'Error', detail: 'hook failed' })
    const read = await store.dispatch(articles.endpoints.read.initiate({ id: '1' }))
    expect(read.error).toEqual({ name: 'ApiError', status: 0, title: 'TypeError', detail: 'boom' })
  })

  it('rejects a repository answer that is not a collection with a clear error naming the resource', async () => {
    const id = freshId()
    const articles = createViewResource<Article>(id, { repository: { getCollection: async () => ({ rows: [] }) as unknown as Collection<Article> } })
    const store = createAtriumStore()
    const list = await store.dispatch(articles.endpoints.list.initiate({}))
    expect((list.error as ApiErrorData).detail).toContain(`Resource '${id}'`)
  })
})

describe('hooks', () => {
  it('run before* → repository → after*, in order, async allowed, with the view context', async () => {
    const { repository, calls } = memoryRepository(seed)
    const order: string[] = []
    const contexts: HookContext[] = []
    const wrap = <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) => async (...args: A) => { order.push(name); return fn(...args) }
    const articles = createViewResource<Article>(freshId(), {
      repository: {
        getCollection: wrap('getCollection', repository.getCollection), createItem: wrap('createItem', repository.createItem),
        updateItem: wrap('updateItem', repository.updateItem), removeItem: wrap('removeItem', repository.removeItem),
        getItem: wrap('getItem', repository.getItem),
      },
      hooks: {
        beforeList: async (params) => { order.push('beforeList'); return params },
        beforeRead: async (params) => { order.push('beforeRead'); return params },
        beforeCreate: async (data, context) => { order.push('beforeCreate'); contexts.push(context); return { ...data, title: `${data.title}!` } },
        beforeUpdate: async (data) => { order.push('beforeUpdate'); return { ...data, views: 7 } },
        beforeDelete: async (item) => { order.push('beforeDelete'); return item },
        afterSave: async (item, context) => { order.push(`afterSave:${context.action}`); contexts.push(context); return { ...item, title: item.title.toUpperCase() } },
        afterDelete: async (item) => { order.push(`afterDelete:${item.id}`) },
      },
    })
    const store = createAtriumStore()
    const context = { scope: 'admin', parent: { id: 'p1' } }
    // Unsubscribed at once, so the writes' invalidations refetch nothing and the order stays exact.
    const list = store.dispatch(articles.endpoints.list.initiate({ context }))
    await list
    list.unsubscribe()
    const read = store.dispatch(articles.endpoints.read.initiate({ id: '1' }))
    await read
    read.unsubscribe()
    const created = await store.dispatch(articles.endpoints.create.initiate({ data: { title: 'new' }, context }))
    const updated = await store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { title: 'x' } }))
    await store.dispatch(articles.endpoints.delete.initiate({ id: '2' }))
    expect(order).toEqual([
      'beforeList', 'getCollection', 'beforeRead', 'getItem',
      'beforeCreate', 'createItem', 'afterSave:create',
      'beforeUpdate', 'updateItem', 'afterSave:update',
      'beforeDelete', 'removeItem', 'afterDelete:2',
    ])
    expect(created.data?.title).toBe('NEW!')
    expect(updated.data?.views).toBe(7)
    expect(calls.find((c) => c.method === 'createItem')?.args[0]).toEqual({ title: 'new!' })
    expect(contexts[0]).toEqual({ viewResourceContext: context })
    expect(contexts[1]).toEqual({ viewResourceContext: context, action: 'create' })
  })

  it.each<[string, (params: ListParams) => ListParams | void]>([
    ['sets the same field to another value', (params) => ({ ...params, filters: { status: 'published' } })],
    ['erases every filter', (params) => ({ ...params, filters: {} })],
    ['returns nothing', () => undefined],
  ])('merge the active filter AFTER beforeList, so a hook that %s cannot lift it', async (_name, hook) => {
    const { repository, calls } = memoryRepository(seed)
    const articles = createViewResource<Article>(freshId(), { repository, hooks: { beforeList: hook } })
    const store = createAtriumStore()
    const list = await store.dispatch(articles.endpoints.list.initiate({ filters: { title: 'First' }, context: { filter: { status: 'draft' } } }))
    const sent = calls.find((c) => c.method === 'getCollection')?.args[0] as ListParams
    expect(sent.filters?.status).toBe('draft')
    expect(list.data?.items.every((a) => a.status === 'draft')).toBe(true)
  })

  it('lets a hook add filters beside the active one', async () => {
    const { repository, calls } = memoryRepository(seed)
    const articles = createViewResource<Article>(freshId(), { repository, hooks: { beforeList: (p) => ({ ...p, filters: { ...p.filters, title: 'Third' } }) } })
    await createAtriumStore().dispatch(articles.endpoints.list.initiate({ context: { filter: { status: 'draft' } } }))
    expect((calls[0].args[0] as ListParams).filters).toEqual({ title: 'Third', status: 'draft' })
  })
})

describe('tags', () => {
  it('a successful update refreshes that resource’s lists and stores the answer as its item (no GET of the item), not another resource’s', async () => {
    const a = memoryRepository(seed)
    const b = memoryRepository(seed)
    const articles = createViewResource<Article>(freshId(), { repository: a.repository })
    const others = createViewResource<Article>(freshId(), { repository: b.repository })
    const store = createAtriumStore()
    const subs = [
      store.dispatch(articles.endpoints.list.initiate({})),
      store.dispatch(articles.endpoints.read.initiate({ id: '1' })),
      store.dispatch(others.endpoints.list.initiate({})),
    ]
    await Promise.all(subs)
    await store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { title: 'Changed' } }))
    await flush()
    expect(a.calls.filter((c) => c.method === 'getCollection')).toHaveLength(2)
    expect(a.calls.filter((c) => c.method === 'getItem')).toHaveLength(1)
    expect(b.calls.filter((c) => c.method === 'getCollection')).toHaveLength(1)
    expect(articles.endpoints.read.select({ id: '1' })(store.getState()).data?.title).toBe('Changed')
    subs.forEach((s) => s.unsubscribe())
  })
})

describe('onChange', () => {
  it('publishes { data, action } after every successful create, update and delete, and nothing for a refused write', async () => {
    const { repository } = memoryRepository(seed)
    const articles = createViewResource<Article>(freshId(), {
      repository: { ...repository, updateItem: (id, data) => (id === '404' ? Promise.reject(new Error('refused')) : repository.updateItem(id, data)) },
    })
    const store = createAtriumStore()
    const events: ChangeEvent<Article>[] = []
    const subscription = articles.onChange.subscribe((event) => events.push(event))
    await store.dispatch(articles.endpoints.create.initiate({ data: { title: 'New' } }))
    await store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { title: 'One' } }))
    await store.dispatch(articles.endpoints.update.initiate({ id: '404', data: { title: 'Nope' } }))
    await store.dispatch(articles.endpoints.delete.initiate({ id: '2', item: seed[1] }))
    await store.dispatch(articles.endpoints.delete.initiate({ id: '3' }))
    expect(events).toEqual([
      { action: 'create', data: { id: '4', title: 'New', status: 'draft' } },
      { action: 'update', data: { id: '1', title: 'One', status: 'draft' } },
      { action: 'delete', data: seed[1] },
      { action: 'delete', data: { id: '3' } },
    ])
    subscription.unsubscribe()
    await store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { title: 'Again' } }))
    expect(events).toHaveLength(4)
  })
})

describe('401 from a data call', () => {
  it('reaches the runtime’s onUnauthorized through the unauthorized listener', async () => {
    const articles = createViewResource<Article>(freshId(), { repository: { getCollection: () => Promise.reject(Object.assign(new Error('expired'), { status: 401 })) } })
    const store = createAtriumStore()
    const onUnauthorized = jest.fn()
    getAtriumRuntime(store.dispatch)!.onUnauthorized = onUnauthorized
    const result = await store.dispatch(articles.endpoints.list.initiate({}))
    expect(result.error).toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})

describe('declaration', () => {
  it('resolves by id and alias; a second declaration replaces the first with a development warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const first = createViewResource<Article>('posts', { storage: 'local', alias: 'p' })
    expect(getViewResource('p')).toBe(first)
    expect(first.name).toBe('posts')
    const second = createViewResource<Article>('posts', { storage: 'local', name: 'Posts' })
    expect(getViewResource('posts')).toBe(second)
    expect(getViewResource('p')).toBeUndefined()
    expect(second.name).toBe('Posts')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/'posts' was declared again.*inside a component/)
    warn.mockRestore()
  })

  it('throws, naming the resource, when it has no data source', () => {
    // @ts-expect-error: TypeScript refuses a resource without a data source; this is what a JavaScript caller gets
    expect(() => createViewResource('orphans', {})).toThrow(/resource 'orphans' has no data source.*path.*storage: 'local'.*repository/)
  })
})

describe('store integration', () => {
  it('works in a host store with its own slice plus the two lines, for resources declared after the store', async () => {
    const todos = createSlice({ name: 'todos', initialState: [] as string[], reducers: { added: (state, action: { payload: string }) => { state.push(action.payload) } } })
    const store = configureStore({
      reducer: { todos: todos.reducer, ...atriumReducers },
      middleware: (gDM) => gDM().concat(atriumMiddleware),
    })
    const { repository } = memoryRepository(seed)
    const late = createViewResource<Article>(freshId(), { repository })
    store.dispatch(todos.actions.added('write tests'))
    const list = await store.dispatch(late.endpoints.list.initiate({}))
    expect(list.data?.items).toHaveLength(3)
    expect(store.getState().todos).toEqual(['write tests'])
    expect(Object.keys(store.getState())).toEqual(['todos', 'atrium', 'atriumApi'])
    expect(JSON.parse(JSON.stringify(store.getState()))).toEqual(store.getState())
  })

  it('never probes the store from a data call: the store is checked where AtriumProvider mounts', async () => {
    const probes: unknown[] = []
    const countProbes: Middleware = () => (next) => (action) => {
      if ((action as { type?: unknown }).type === RUNTIME_PROBE) probes.push(action)
      return next(action)
    }
    const store = configureStore({ reducer: { ...atriumReducers }, middleware: (gDM) => gDM().concat(countProbes, atriumMiddleware) })
    const { repository } = memoryRepository(seed)
    const articles = createViewResource<Article>(freshId(), { repository })
    for (const page of [1, 2, 3]) expect((await store.dispatch(articles.endpoints.list.initiate({ page }))).data?.items).toBeDefined()
    await store.dispatch(articles.endpoints.read.initiate({ id: '1' }))
    await store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { title: 'Changed' } }))
    expect(probes).toEqual([])
  })
})
