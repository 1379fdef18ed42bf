// The resources' write code (hooked creates, updates and deletes, their optimistic drawing) is not in the start's
// code (issue 21): it loads on demand, fetched once the browser idles after the first view and with the record
// views. A write asked before it came waits for it and goes through; one whose code cannot come fails saying so,
// having sent nothing and drawn nothing, and the next write loads it again.
import type * as Atrium from '../../lib/index'
import type * as Loader from '../../lib/resource/loadResourceWrites'
import { errorText } from '../../lib/network/errorText'
import { mayHaveLanded } from '../../lib/network/networkErrors'
import { flush } from '../support/deferred'
import { memoryRepository, type Article } from '../support/memoryRepository'

const WRITES = '../../lib/resource/resourceWrites'
const seed: Article[] = [{ id: '1', title: 'First', status: 'draft' }, { id: '2', title: 'Second', status: 'published' }]

/** Atrium in a module registry of its own, so that its write code is not loaded yet. */
function freshAtrium(): { atrium: typeof Atrium; loader: typeof Loader } {
  let modules!: { atrium: typeof Atrium; loader: typeof Loader }
  jest.isolateModules(() => {
    modules = { atrium: require('../../lib/index') as typeof Atrium, loader: require('../../lib/resource/loadResourceWrites') as typeof Loader }
  })
  return modules
}

async function setup(atrium: typeof Atrium) {
  const memory = memoryRepository(seed)
  const articles = atrium.createViewResource<Article>('writeCode', { repository: memory.repository })
  const store = atrium.createAtriumStore()
  const subscription = store.dispatch(articles.endpoints.list.initiate({}))
  await subscription
  const list = () => articles.endpoints.list.select({})(store.getState()).data
  return { ...memory, articles, store, list, done: () => subscription.unsubscribe() }
}

afterEach(() => {
  jest.dontMock(WRITES)
})

it('a write asked before the write code came waits for it, then is drawn and sent once', async () => {
  const { atrium, loader } = freshAtrium()
  const t = await setup(atrium)
  expect(loader.loadedResourceWrites()).toBeUndefined()
  const pending = t.store.dispatch(t.articles.endpoints.update.initiate({ id: '1', data: { title: 'Renamed' } }))
  // Nothing drawn yet: the code that draws it is on its way.
  expect(t.list()?.items[0].title).toBe('First')
  const result = await pending
  expect('data' in result && result.data).toMatchObject({ id: '1', title: 'Renamed' })
  await flush()
  expect(t.list()?.items[0].title).toBe('Renamed')
  expect(t.calls.filter((call) => call.method === 'updateItem')).toHaveLength(1)
  expect(loader.loadedResourceWrites()).toBeDefined()
  // Loaded, the next write is drawn in its dispatch.
  const next = t.store.dispatch(t.articles.endpoints.update.initiate({ id: '2', data: { title: 'At once' } }))
  expect(t.list()?.items[1].title).toBe('At once')
  await next
  t.done()
})

it('a write whose code cannot be loaded fails saying so, sends and draws nothing, and the next write loads it again', async () => {
  jest.doMock(WRITES, () => { throw new TypeError('Failed to fetch dynamically imported module: /assets/resourceWrites.js') })
  const { atrium } = freshAtrium()
  const t = await setup(atrium)
  const before = structuredClone(t.list())
  const pending = t.store.dispatch(t.articles.endpoints.create.initiate({ data: { title: 'New one', status: 'draft' } }))
  const result = await pending
  expect('error' in result && result.error).toMatchObject({
    name: 'ApiError',
    status: 0,
    title: 'Code not loaded',
    detail: expect.stringMatching(/^The code that saves could not be loaded \(.*Failed to fetch dynamically imported module.*\): nothing was sent\. Try again\.$/),
  })
  // Said as it is, and not taken for a create that may have landed (nothing was sent).
  const error = 'error' in result ? result.error : undefined
  expect(errorText(error)).toMatch(/^The code that saves could not be loaded/)
  expect(mayHaveLanded(error)).toBe(false)
  await flush()
  expect(t.calls.filter((call) => call.method === 'createItem')).toEqual([])
  expect(t.list()).toEqual(before)

  jest.dontMock(WRITES)
  const again = await t.store.dispatch(t.articles.endpoints.create.initiate({ data: { title: 'New one', status: 'draft' } }))
  expect('data' in again && again.data).toMatchObject({ title: 'New one' })
  expect(t.calls.filter((call) => call.method === 'createItem')).toHaveLength(1)
  t.done()
})
