/*
 * A record's tag reads again the lists that hold it, and only those, though lists provide one tag
 * of their own rather than one per record (storing a page of 1,000 records provided 1,001 tags).
 */
import { ApiError, createAtriumStore, createViewResource } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { memoryRepository, type Article } from '../support/memoryRepository'

const seed: Article[] = [{ id: '1', title: 'First', status: 'draft' }, { id: '2', title: 'Second', status: 'published' }, { id: '3', title: 'Third', status: 'published' }]

afterEach(() => clearViewResources())

function setUp() {
  const { repository, calls } = memoryRepository(seed)
  // Updates are refused: a refused optimistic update is undone and asks for the list tag and the record's.
  repository.updateItem = async (id) => { calls.push({ method: 'updateItem', args: [id] }); throw new ApiError({ status: 422, detail: 'Refused' }) }
  const articles = createViewResource<Article>('recordListArticles', { repository })
  const store = createAtriumStore({ persist: false })
  const args = { all: {}, drafts: { filters: { status: 'draft' } }, published: { filters: { status: 'published' } } }
  // Which fetch a list's entry holds: its request id once fulfilled (a fulfilledTimeStamp can repeat
  // within a millisecond, and a wait for it to change then never ends), `undefined` while pending.
  const stamp = (arg: object) => {
    const entry = articles.endpoints.list.select(arg)(store.getState())
    return entry.status === 'fulfilled' ? entry.requestId : undefined
  }
  const refetched = (arg: object, before: string | undefined) => { const now = stamp(arg); return now !== undefined && now !== before }
  const settled = () => new Promise<void>((resolve) => {
    const check = () => {
      const queries = Object.values((store.getState() as { atriumApi: { queries: Record<string, { status: string } | undefined> } }).atriumApi.queries)
      if (queries.every((query) => query?.status !== 'pending')) { stop(); resolve() }
    }
    const stop = store.subscribe(check)
  })
  const listCalls = () => calls.filter((call) => call.method === 'getCollection').map((call) => JSON.stringify((call.args[0] as { filters?: object }).filters ?? {}))
  return { articles, store, args, stamp, refetched, settled, calls, listCalls }
}

describe("a record's tag and the lists that hold it", () => {
  it('reads again the subscribed lists holding the record and its reads, not the other lists', async () => {
    const { articles, store, args, stamp, refetched, settled, calls, listCalls } = setUp()
    const subscriptions = Object.values(args).map((arg) => store.dispatch(articles.endpoints.list.initiate(arg)))
    await Promise.all(subscriptions)
    const read = store.dispatch(articles.endpoints.read.initiate({ id: '2' }))
    await read
    const before = { all: stamp(args.all), drafts: stamp(args.drafts), published: stamp(args.published) }
    calls.length = 0
    const done = settled()
    store.dispatch(articles.api.util.invalidateTags([articles.util.recordTag('2')]))
    await done
    await new Promise<void>((resolve) => {
      const check = () => { if (refetched(args.all, before.all) && refetched(args.published, before.published)) { stop(); resolve() } }
      const stop = store.subscribe(check)
      check()
    })
    expect(listCalls().sort()).toEqual(['{"status":"published"}', '{}'])
    expect(calls.filter((call) => call.method === 'getItem').map((call) => call.args[0])).toEqual(['2'])
    expect(stamp(args.drafts)).toBe(before.drafts)
    for (const subscription of subscriptions) subscription.unsubscribe()
    read.unsubscribe()
  })

  it('drops a cached list nobody shows that holds the record, as RTK Query does with an invalidated entry', async () => {
    const { articles, store, args, calls } = setUp()
    const held = store.dispatch(articles.endpoints.list.initiate(args.published))
    await held
    held.unsubscribe()
    expect(articles.endpoints.list.select(args.published)(store.getState()).status).toBe('fulfilled')
    calls.length = 0
    store.dispatch(articles.api.util.invalidateTags([articles.util.recordTag('3')]))
    // At once, with nothing else in flight: not when the unused entry would have expired anyway.
    expect(articles.endpoints.list.select(args.published)(store.getState()).status).toBe('uninitialized')
    expect(calls).toEqual([])
  })

  it.each([
    ['the list tag and the record tag, together', 'tags'],
    ['a refused optimistic update (undone, then the list tag and the record tag)', 'refused'],
  ])('reads each list once for %s', async (_name, how) => {
    const { articles, store, args, settled, calls, listCalls } = setUp()
    const subscriptions = Object.values(args).map((arg) => store.dispatch(articles.endpoints.list.initiate(arg)))
    await Promise.all(subscriptions)
    calls.length = 0
    const done = settled()
    if (how === 'tags') store.dispatch(articles.api.util.invalidateTags([articles.util.listTag, articles.util.recordTag('2')]))
    else await store.dispatch(articles.endpoints.update.initiate({ id: '2', data: { title: 'Renamed' } }))
    await done
    await new Promise<void>((resolve) => { const check = () => { if (listCalls().length >= 3) { stop(); resolve() } }; const stop = store.subscribe(check); check() })
    await settled()
    // RTK Query delays an invalidation while a request is out: a second one would be pending now.
    const pending = Object.values((store.getState() as { atriumApi: { queries: Record<string, { status: string } | undefined> } }).atriumApi.queries)
      .filter((query) => query?.status === 'pending')
    expect(pending).toEqual([])
    expect(listCalls().sort()).toEqual(['{"status":"draft"}', '{"status":"published"}', '{}'])
    for (const subscription of subscriptions) subscription.unsubscribe()
  })

  it('leaves a list alone that does not hold the record', async () => {
    const { articles, store, args, stamp, refetched, calls } = setUp()
    const subscription = store.dispatch(articles.endpoints.list.initiate(args.drafts))
    await subscription
    const before = stamp(args.drafts)
    calls.length = 0
    store.dispatch(articles.api.util.invalidateTags([articles.util.recordTag('2')]))
    // The same list is then read again through the resource's list tag: an invalidation the record's tag had
    // started would have come first.
    store.dispatch(articles.api.util.invalidateTags([articles.util.listTag]))
    await new Promise<void>((resolve) => {
      const check = () => { if (refetched(args.drafts, before)) { stop(); resolve() } }
      const stop = store.subscribe(check)
      check()
    })
    expect(calls.map((call) => call.method)).toEqual(['getCollection'])
    subscription.unsubscribe()
  })
})
