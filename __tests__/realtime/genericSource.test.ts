import { configureAtrium, createAtriumStore, createViewResource, realtimeSubscribed, realtimeUnsubscribed, selectRealtime, type AtriumStore } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { flush } from '../support/deferred'
import { FakeEventSource } from '../support/fakeEventSource'
import { memoryRepository, type Article } from '../support/memoryRepository'

const FEED = 'https://feed.test/events'

function setup(options: { coalesceMs?: number } = { coalesceMs: 0 }) {
  configureAtrium({ realtime: { EventSource: FakeEventSource, ...options } })
  const articleData = memoryRepository([{ id: '1', title: 'One', status: 'draft' }, { id: '2', title: 'Two', status: 'draft' }])
  const noteData = memoryRepository([{ id: '1', title: 'Note', status: 'draft' }])
  const articles = createViewResource<Article>('articles', { repository: articleData.repository, realtime: { url: FEED, topic: 'articles' } })
  const notes = createViewResource<Article>('notes', { repository: noteData.repository, realtime: { url: FEED } })
  const store = createAtriumStore({ persist: false })
  const lists = (data: typeof articleData) => data.calls.filter((call) => call.method === 'getCollection').length
  return { articles, notes, store, articleData, noteData, lists }
}

const subscribe = (store: AtriumStore, resourceId: string) => store.dispatch(realtimeSubscribed({ resourceId }))

beforeEach(() => FakeEventSource.reset())
afterEach(() => {
  jest.useRealTimers()
  clearViewResources()
  configureAtrium({})
})

describe('generic Server-Sent Events source', () => {
  it('opens one EventSource per URL for the resources sharing it, and closes it after the last leaves', async () => {
    const { store } = setup()
    // The realtime code loads on demand; declaring a `realtime` resource started the load.
    await flush()
    expect(FakeEventSource.instances).toHaveLength(0)
    subscribe(store, 'articles')
    subscribe(store, 'notes')
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(FakeEventSource.only().url).toBe(FEED)
    expect(selectRealtime(store.getState())?.connections[FEED]).toEqual({ topics: ['articles'], resources: ['articles', 'notes'], status: 'connecting' })
    store.dispatch(realtimeUnsubscribed({ resourceId: 'articles' }))
    expect(FakeEventSource.live()).toHaveLength(1)
    store.dispatch(realtimeUnsubscribed({ resourceId: 'notes' }))
    expect(FakeEventSource.live()).toHaveLength(0)
    expect(selectRealtime(store.getState())?.connections).toEqual({})
  })

  it('merges an update into cached lists and items, filtering by topic and resource', async () => {
    const { articles, notes, store, lists, articleData, noteData } = setup()
    store.dispatch(articles.endpoints.list.initiate({}))
    store.dispatch(articles.endpoints.read.initiate({ id: '2' }))
    store.dispatch(notes.endpoints.list.initiate({}))
    await flush()
    subscribe(store, 'articles')
    subscribe(store, 'notes')
    const source = FakeEventSource.only()
    source.emit({ type: 'update', topic: 'articles', data: { id: '2', title: 'Pushed' } })
    source.emit({ type: 'update', topic: 'other', data: { id: '1', title: 'Other topic' } })
    let state = store.getState()
    expect(articles.endpoints.list.select({})(state).data?.items.map((item) => item.title)).toEqual(['One', 'Pushed'])
    expect(articles.endpoints.read.select({ id: '2' })(state).data?.title).toBe('Pushed')
    expect(notes.endpoints.list.select({})(state).data?.items.map((item) => item.title)).toEqual(['Other topic'])
    source.emit({ type: 'update', resource: 'notes', id: 1, data: { title: 'Note pushed' } })
    state = store.getState()
    expect(notes.endpoints.list.select({})(state).data?.items.map((item) => item.title)).toEqual(['Note pushed'])
    expect(articles.endpoints.list.select({})(state).data?.items.map((item) => item.title)).toEqual(['One', 'Pushed'])
    await flush()
    expect([lists(articleData), lists(noteData)]).toEqual([1, 1])
  })

  it('refreshes the lists on a create and a delete, and on a message without type for a record it does not hold', async () => {
    const { articles, store, lists, articleData } = setup()
    store.dispatch(articles.endpoints.list.initiate({}))
    await flush()
    subscribe(store, 'articles')
    articleData.rows.set('3', { id: '3', title: 'Three', status: 'draft' })
    FakeEventSource.only().emit({ type: 'create', topic: 'articles', data: { id: '3', title: 'Three' } })
    await flush()
    expect(lists(articleData)).toBe(2)
    expect(articles.endpoints.list.select({})(store.getState()).data?.items).toHaveLength(3)

    articleData.rows.delete('1')
    FakeEventSource.only().emit({ type: 'delete', topic: 'articles', id: '1' })
    await flush()
    expect(lists(articleData)).toBe(3)
    expect(articles.endpoints.list.select({})(store.getState()).data?.items.map((item) => item.id)).toEqual(['2', '3'])

    FakeEventSource.only().emit({ topic: 'articles', id: '9', title: 'Plain record' })
    await flush()
    expect(lists(articleData)).toBe(4)
  })

  it('ignores messages of another shape', async () => {
    const { articles, store, lists, articleData } = setup()
    store.dispatch(articles.endpoints.list.initiate({}))
    await flush()
    subscribe(store, 'articles')
    for (const message of ['{', '[1,2]', '"text"', JSON.stringify({ type: 'rename', topic: 'articles', data: { id: '1' } })]) FakeEventSource.only().emit(message)
    await flush()
    expect(lists(articleData)).toBe(1)
  })

  it('coalesces a burst of 1,000 creates into a handful of refetches on one connection', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] })
    const { articles, store, lists, articleData } = setup({})
    store.dispatch(articles.endpoints.list.initiate({}))
    await jest.advanceTimersByTimeAsync(10)
    subscribe(store, 'articles')
    for (let index = 0; index < 1000; index += 1) {
      FakeEventSource.only().emit({ type: 'create', topic: 'articles', data: { id: `n${index}`, title: 'New' } })
    }
    await jest.advanceTimersByTimeAsync(2000)
    expect(lists(articleData) - 1).toBeLessThanOrEqual(5)
    expect(FakeEventSource.live()).toHaveLength(1)
  })

  it('does nothing without an EventSource, and says so once in development', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { store } = setup()
    configureAtrium({})
    subscribe(store, 'articles')
    subscribe(store, 'notes')
    expect(FakeEventSource.instances).toHaveLength(0)
    expect(warn.mock.calls.filter(([message]) => String(message).includes('no EventSource'))).toHaveLength(1)
    warn.mockRestore()
  })
})
