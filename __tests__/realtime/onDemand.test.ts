// The realtime code (connections, hub discovery, message parsing) is loaded with a dynamic import(),
// only once a resource sets `realtime` (issue 7's size budget). Each test gets a fresh module registry,
// so that "not loaded yet" really holds at its start.
import { flush } from '../support/deferred'
import { FakeEventSource } from '../support/fakeEventSource'
import { memoryRepository, type Article } from '../support/memoryRepository'

type Atrium = typeof import('../../lib/index')
type Loader = typeof import('../../lib/realtime/loadRealtimeSession')

const SESSION_MODULE = '../../lib/realtime/createRealtimeSession'
const FEED = 'https://feed.test/events'
const OTHER_FEED = 'https://feed.test/other'

function freshAtrium(): { atrium: Atrium; loader: Loader } {
  const atrium = jest.requireActual<Atrium>('../../lib/index')
  const loader = jest.requireActual<Loader>('../../lib/realtime/loadRealtimeSession')
  atrium.configureAtrium({ realtime: { EventSource: FakeEventSource, coalesceMs: 0 } })
  return { atrium, loader }
}

const repository = () => memoryRepository([{ id: '1', title: 'One', status: 'draft' }]).repository

beforeEach(() => {
  jest.resetModules()
  FakeEventSource.reset()
})
afterEach(() => {
  jest.dontMock(SESSION_MODULE)
  jest.restoreAllMocks()
})

describe('realtime code loaded on demand', () => {
  it('is not loaded while no resource sets realtime, and starts loading when one is declared', async () => {
    const { atrium, loader } = freshAtrium()
    const plain = atrium.createViewResource<Article>('plain', { repository: repository() })
    const store = atrium.createAtriumStore({ persist: false })
    store.dispatch(plain.endpoints.list.initiate({}))
    // Even a subscription for a resource without `realtime` fetches nothing.
    store.dispatch(atrium.realtimeSubscribed({ resourceId: 'plain' }))
    await flush()
    expect(loader.loadedRealtimeSession()).toBeUndefined()
    expect(FakeEventSource.instances).toHaveLength(0)

    atrium.createViewResource<Article>('live', { repository: repository(), realtime: { url: FEED } })
    await flush()
    expect(loader.loadedRealtimeSession()).toEqual(expect.any(Function))
    expect(FakeEventSource.instances).toHaveLength(0)
  })

  it('connects a view that subscribed before the code arrived, but not one that left meanwhile', async () => {
    const { atrium } = freshAtrium()
    atrium.createViewResource<Article>('articles', { repository: repository(), realtime: { url: FEED } })
    atrium.createViewResource<Article>('notes', { repository: repository(), realtime: { url: OTHER_FEED } })
    const store = atrium.createAtriumStore({ persist: false })
    store.dispatch(atrium.realtimeSubscribed({ resourceId: 'articles' }))
    store.dispatch(atrium.realtimeSubscribed({ resourceId: 'notes' }))
    store.dispatch(atrium.realtimeUnsubscribed({ resourceId: 'notes' }))
    await flush()
    expect(FakeEventSource.live().map((source) => source.url)).toEqual([FEED])
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(Object.keys(atrium.selectRealtime(store.getState())?.connections ?? {})).toEqual([FEED])

    store.dispatch(atrium.realtimeUnsubscribed({ resourceId: 'articles' }))
    expect(FakeEventSource.live()).toHaveLength(0)
    expect(atrium.selectRealtime(store.getState())?.connections).toEqual({})
  })

  it('says so when the code cannot be fetched, and tries again at the next subscription', async () => {
    let attempts = 0
    jest.doMock(SESSION_MODULE, () => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return jest.requireActual(SESSION_MODULE)
    })
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { atrium } = freshAtrium()
    atrium.createViewResource<Article>('articles', { repository: repository(), realtime: { url: FEED } })
    const store = atrium.createAtriumStore({ persist: false })
    store.dispatch(atrium.realtimeSubscribed({ resourceId: 'articles' }))
    await flush()
    expect(attempts).toBe(1)
    expect(FakeEventSource.instances).toHaveLength(0)
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('the realtime code could not be loaded'), expect.any(TypeError))

    store.dispatch(atrium.realtimeUnsubscribed({ resourceId: 'articles' }))
    store.dispatch(atrium.realtimeSubscribed({ resourceId: 'articles' }))
    await flush()
    expect(attempts).toBe(2)
    expect(FakeEventSource.live().map((source) => source.url)).toEqual([FEED])
  })
})
