import { createAtriumStore, createViewResource, type ResourceHooks } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { memoryRepository, type Article } from '../support/memoryRepository'

const seed: Article[] = [
  { id: '1', title: 'First', status: 'draft' },
  { id: '2', title: 'Second', status: 'published' },
]

let counter = 0
const freshId = () => `hooked${(counter += 1)}`

afterEach(() => {
  clearViewResources()
  jest.restoreAllMocks()
})

function setup(hooks: ResourceHooks<Article>) {
  const memory = memoryRepository(seed)
  const articles = createViewResource<Article>(freshId(), { repository: memory.repository, hooks })
  return { ...memory, articles, store: createAtriumStore() }
}

describe("hooks receive and return the seed's values", () => {
  it('beforeRead(params) → params: given { id }, the returned id is read', async () => {
    const received: unknown[] = []
    const { articles, store, calls } = setup({ beforeRead: (params) => { received.push(params); return { id: '2' } } })
    const read = await store.dispatch(articles.endpoints.read.initiate({ id: '1' }))
    expect(received).toEqual([{ id: '1' }])
    expect(calls.find((call) => call.method === 'getItem')?.args[0]).toBe('2')
    expect(read.data?.title).toBe('Second')
  })

  it('beforeUpdate(data) → data: given the changed fields with the id; what it returns is sent, without that id', async () => {
    const received: unknown[] = []
    const { articles, store, calls, rows } = setup({
      beforeUpdate: (data) => { received.push(data); return { ...data, views: 3 } },
    })
    await store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { title: 'Renamed' } }))
    expect(received).toEqual([{ title: 'Renamed', id: '1' }])
    expect(calls.find((call) => call.method === 'updateItem')?.args).toEqual(['1', { title: 'Renamed', views: 3 }])
    expect(rows.get('1')).toMatchObject({ title: 'Renamed', views: 3 })
  })

  it('beforeUpdate returning nothing keeps the change as it was', async () => {
    const { articles, store, calls } = setup({ beforeUpdate: () => undefined })
    await store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { title: 'Kept' } }))
    expect(calls.find((call) => call.method === 'updateItem')?.args).toEqual(['1', { title: 'Kept' }])
  })

  it('beforeDelete(item) → item and afterDelete(item): given the record, the id of the record returned is deleted', async () => {
    const before: unknown[] = []
    const after: unknown[] = []
    const { articles, store, calls } = setup({
      beforeDelete: (item) => { before.push(item); return item },
      afterDelete: (item) => { after.push(item) },
    })
    await store.dispatch(articles.endpoints.delete.initiate({ id: '1', item: seed[0] }))
    expect(before).toEqual([seed[0]])
    expect(after).toEqual([seed[0]])
    expect(calls.find((call) => call.method === 'removeItem')?.args[0]).toBe('1')
  })

  it('beforeDelete of a record never read is given { id }', async () => {
    const before: unknown[] = []
    const { articles, store } = setup({ beforeDelete: (item) => { before.push(item) } })
    await store.dispatch(articles.endpoints.delete.initiate({ id: '2' }))
    expect(before).toEqual([{ id: '2' }])
  })
})

describe("Atrium 0.1's shapes still work for one release, with one development warning", () => {
  it.each<[string, ResourceHooks<Article>, (store: ReturnType<typeof setup>) => Promise<unknown>, string, unknown[]]>([
    [
      'beforeRead returning an id',
      { beforeRead: (() => '2') as unknown as ResourceHooks<Article>['beforeRead'] },
      ({ articles, store }) => store.dispatch(articles.endpoints.read.initiate({ id: '1' })),
      'getItem', ['2'],
    ],
    [
      'beforeUpdate returning { id, data }',
      { beforeUpdate: (() => ({ id: '2', data: { title: 'Old shape' } })) as unknown as ResourceHooks<Article>['beforeUpdate'] },
      ({ articles, store }) => store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { title: 'x' } })),
      'updateItem', ['2', { title: 'Old shape' }],
    ],
    [
      'beforeDelete returning an id',
      { beforeDelete: (() => '2') as unknown as ResourceHooks<Article>['beforeDelete'] },
      ({ articles, store }) => store.dispatch(articles.endpoints.delete.initiate({ id: '1' })),
      'removeItem', ['2'],
    ],
  ])('%s', async (_name, hooks, run, method, args) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const setupResult = setup(hooks)
    await run(setupResult)
    await run(setupResult)
    expect(setupResult.calls.filter((call) => call.method === method)[0].args).toEqual(args)
    const warnings = warn.mock.calls.map(([text]) => String(text)).filter((text) => text.includes('the shape of Atrium 0.1'))
    expect(warnings).toHaveLength(1)
  })
})
