import {
  configureAtrium, createAtriumStore, createViewResource, realtimeSubscribed, realtimeUnsubscribed, selectRealtime, type AtriumStore,
} from '../../lib/index'
import { resetHubDiscovery } from '../../lib/repositories/hubDiscovery'
import { clearViewResources } from '../../lib/state/registry'
import { flush } from '../support/deferred'
import { FakeEventSource } from '../support/fakeEventSource'
import { hydraRecord, hydraServer, type HydraRecord } from '../support/hydraServer'

const HUB = 'https://api.test/.well-known/mercure'
const ARTICLES = 'https://api.test/api/articles'
const COMMENTS = 'https://api.test/api/comments'

let server: ReturnType<typeof hydraServer>

function setup(options: { coalesceMs?: number } = {}) {
  server = hydraServer({
    articles: [hydraRecord('articles', 1, 'One'), hydraRecord('articles', 2, 'Two')],
    comments: [hydraRecord('comments', 1, 'Hi')],
  })
  configureAtrium({ api: { baseUrl: 'https://api.test', fetch: server.fetch }, realtime: { EventSource: FakeEventSource, ...options } })
  const articles = createViewResource<HydraRecord>('articles', { path: '/api/articles', realtime: true })
  const comments = createViewResource<HydraRecord>('comments', { path: '/api/comments', realtime: true })
  const store = createAtriumStore({ persist: false })
  return { articles, comments, store }
}

const subscribe = (store: AtriumStore, resourceId: string) => store.dispatch(realtimeSubscribed({ resourceId }))
const unsubscribe = (store: AtriumStore, resourceId: string) => store.dispatch(realtimeUnsubscribed({ resourceId }))

beforeEach(() => {
  FakeEventSource.reset()
  resetHubDiscovery()
})
afterEach(() => {
  jest.useRealTimers()
  clearViewResources()
  configureAtrium({})
})

describe('Mercure connections', () => {
  it('opens nothing at import, at store creation or on a read, before a view subscribes', async () => {
    const { articles, store } = setup()
    store.dispatch(articles.endpoints.list.initiate({}))
    await flush()
    expect(FakeEventSource.instances).toHaveLength(0)
    expect(selectRealtime(store.getState())).toEqual({ connections: {}, remoteChanges: {} })
  })

  it('discovers the hub from the Link header of the first response, resolving a relative hub URL', async () => {
    const { articles, store } = setup()
    subscribe(store, 'articles')
    expect(FakeEventSource.instances).toHaveLength(0)
    store.dispatch(articles.endpoints.list.initiate({}))
    await flush()
    const source = FakeEventSource.only()
    expect(source.url.startsWith(`${HUB}?`)).toBe(true)
    expect(source.topics).toEqual([ARTICLES, `${ARTICLES}/{id}`])
    expect(selectRealtime(store.getState())?.connections[HUB]).toEqual({ topics: [ARTICLES, `${ARTICLES}/{id}`], resources: ['articles'], status: 'connecting' })
    source.open()
    expect(selectRealtime(store.getState())?.connections[HUB]?.status).toBe('open')
  })

  it('shares one EventSource per hub, adding and removing topics as views come and go, and closes it after the last', async () => {
    const { articles, comments, store } = setup()
    store.dispatch(articles.endpoints.list.initiate({}))
    store.dispatch(comments.endpoints.list.initiate({}))
    await flush()
    subscribe(store, 'articles')
    subscribe(store, 'comments')
    subscribe(store, 'articles')
    expect(FakeEventSource.live()).toHaveLength(1)
    expect(FakeEventSource.only().topics).toEqual([ARTICLES, `${ARTICLES}/{id}`, COMMENTS, `${COMMENTS}/{id}`])

    unsubscribe(store, 'comments')
    expect(FakeEventSource.live()).toHaveLength(1)
    expect(FakeEventSource.only().topics).toEqual([ARTICLES, `${ARTICLES}/{id}`])

    unsubscribe(store, 'articles')
    expect(FakeEventSource.live()).toHaveLength(1)
    unsubscribe(store, 'articles')
    expect(FakeEventSource.live()).toHaveLength(0)
    expect(FakeEventSource.instances.every((source) => source.closed)).toBe(true)
    expect(selectRealtime(store.getState())?.connections).toEqual({})
  })

  it('passes lastEventID when it reopens the connection, so no event is lost', async () => {
    const { articles, comments, store } = setup()
    store.dispatch(articles.endpoints.list.initiate({}))
    store.dispatch(comments.endpoints.list.initiate({}))
    await flush()
    subscribe(store, 'articles')
    expect(FakeEventSource.only().lastEventID).toBeNull()
    FakeEventSource.only().emit(hydraRecord('articles', 1, 'One'), { lastEventId: 'urn:uuid:42' })
    subscribe(store, 'comments')
    expect(FakeEventSource.only().lastEventID).toBe('urn:uuid:42')
  })

  it('reopens with lastEventID after the source gives up, and leaves transient errors to the EventSource', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] })
    const { articles, store } = setup()
    store.dispatch(articles.endpoints.list.initiate({}))
    await jest.advanceTimersByTimeAsync(10)
    subscribe(store, 'articles')
    const first = FakeEventSource.only()
    first.open()
    first.emit(hydraRecord('articles', 3, 'Three'), { lastEventId: 'e7' })
    first.fail()
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(selectRealtime(store.getState())?.connections[HUB]?.status).toBe('reconnecting')
    first.fail({ fatal: true })
    await jest.advanceTimersByTimeAsync(1000)
    expect(FakeEventSource.instances).toHaveLength(2)
    expect(FakeEventSource.only().lastEventID).toBe('e7')
    FakeEventSource.only().open()
    expect(selectRealtime(store.getState())?.connections[HUB]?.status).toBe('open')
  })
})

describe('Mercure events', () => {
  async function connected(options: { coalesceMs?: number } = {}) {
    const context = setup(options)
    const { articles, store } = context
    store.dispatch(articles.endpoints.list.initiate({}))
    store.dispatch(articles.endpoints.read.initiate({ id: '1' }))
    await flush()
    subscribe(store, 'articles')
    return { ...context, source: FakeEventSource.only() }
  }

  it('merges an update into the cached list and item without refetching', async () => {
    const { articles, store, source } = await connected()
    const before = server.requests.length
    source.emit({ '@context': '/api/contexts/Article', ...hydraRecord('articles', 1, 'Pushed') })
    const state = store.getState()
    expect(articles.endpoints.list.select({})(state).data?.items.map((item) => item.title)).toEqual(['Pushed', 'Two'])
    expect(articles.endpoints.read.select({ id: '1' })(state).data?.title).toBe('Pushed')
    await flush()
    expect(server.requests.length).toBe(before)
  })

  it('refetches the lists on a deletion (an event with @id only)', async () => {
    const { articles, store, source } = await connected()
    server.collections.articles.splice(0, 1)
    source.emit({ '@id': '/api/articles/1' })
    await flush()
    expect(server.listRequests('articles')).toBe(2)
    expect(articles.endpoints.list.select({})(store.getState()).data?.items.map((item) => item.id)).toEqual([2])
  })

  it('refetches the lists on a create (a record no cached list or item holds)', async () => {
    const { articles, store, source } = await connected()
    server.collections.articles.push(hydraRecord('articles', 3, 'Three'))
    source.emit(hydraRecord('articles', 3, 'Three'))
    await flush()
    expect(server.listRequests('articles')).toBe(2)
    expect(articles.endpoints.list.select({})(store.getState()).data?.items).toHaveLength(3)
  })

  it('ignores events for resources it does not serve and data that is not JSON-LD', async () => {
    const { source } = await connected()
    source.emit(hydraRecord('comments', 1, 'Elsewhere'))
    source.emit('not json')
    source.emit({ title: 'no @id' })
    await flush()
    expect(server.listRequests('articles')).toBe(1)
  })

  it('coalesces a burst of 1,000 events into a handful of list refetches, on one live connection', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] })
    const context = setup()
    const { articles, store } = context
    store.dispatch(articles.endpoints.list.initiate({}))
    await jest.advanceTimersByTimeAsync(10)
    subscribe(store, 'articles')
    const source = FakeEventSource.only()
    for (let index = 0; index < 1000; index += 1) {
      const record = hydraRecord('articles', 100 + index, `Burst ${index}`)
      server.collections.articles.push(record)
      source.emit(index % 10 === 0 ? { '@id': record['@id'] } : record, { lastEventId: `e${index}` })
    }
    await jest.advanceTimersByTimeAsync(2000)
    const refetches = server.listRequests('articles') - 1
    expect(refetches).toBe(2) // leading and trailing
    expect(refetches).toBeGreaterThanOrEqual(1)
    expect(refetches).toBeLessThanOrEqual(5)
    expect(FakeEventSource.live()).toHaveLength(1)
    expect(articles.endpoints.list.select({})(store.getState()).data?.items).toHaveLength(1002)
  })

  it('refetches at most once per configured interval while events keep coming', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] })
    const { articles, store } = setup({ coalesceMs: 1000 })
    store.dispatch(articles.endpoints.list.initiate({}))
    await jest.advanceTimersByTimeAsync(10)
    subscribe(store, 'articles')
    for (let tick = 0; tick < 30; tick += 1) {
      FakeEventSource.only().emit(hydraRecord('articles', 500 + tick, 'New'))
      await jest.advanceTimersByTimeAsync(100)
    }
    await jest.advanceTimersByTimeAsync(1000)
    // 3 s of events at 1 s intervals: the leading refetch, then one per interval.
    expect(server.listRequests('articles') - 1).toBeLessThanOrEqual(4)
  })

  it('stops coalescing timers when the last view leaves', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] })
    const { articles, store } = setup()
    store.dispatch(articles.endpoints.list.initiate({}))
    await jest.advanceTimersByTimeAsync(10)
    subscribe(store, 'articles')
    FakeEventSource.only().emit(hydraRecord('articles', 9, 'New'))
    FakeEventSource.only().emit(hydraRecord('articles', 10, 'New'))
    const timers = jest.getTimerCount()
    unsubscribe(store, 'articles')
    expect(jest.getTimerCount()).toBe(timers - 1)
    await jest.advanceTimersByTimeAsync(1000)
    // The leading refetch ran; the trailing one was dropped with the timer.
    expect(server.listRequests('articles')).toBe(2)
  })
})
