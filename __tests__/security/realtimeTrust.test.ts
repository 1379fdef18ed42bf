// Issue 16, point 3: realtime trusts only its own hubs. A Mercure hub that a
// `Link` header announces on another origin than the API's (and not listed in
// `realtime.hubOrigins`) is not connected; pushed payloads are validated
// (plain JSON, an `@id` of the resource on its origin, `id` a string or a
// number), and one with `__proto__`, `constructor` or `prototype` keys is
// ignored, without an uncaught error and without touching the cache.
import {
  configureAtrium, createAtriumStore, createViewResource, realtimeSubscribed, type AtriumStore,
} from '../../lib/index'
import { resetHubDiscovery } from '../../lib/repositories/hubDiscovery'
import { clearViewResources } from '../../lib/state/registry'
import { flush } from '../support/deferred'
import { FakeEventSource } from '../support/fakeEventSource'
import { hydraRecord, hydraServer, type HydraRecord } from '../support/hydraServer'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
afterAll(() => recordFigures('security-realtime-trust', figures))

let warn: jest.SpyInstance
beforeEach(() => {
  FakeEventSource.reset()
  resetHubDiscovery()
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
  clearViewResources()
  configureAtrium({})
})

/** The articles resource on a fake API Platform at https://api.test whose answers name `link` as their hub. */
async function withHub(link: string, hubOrigins?: string[]) {
  const server = hydraServer({ articles: [hydraRecord('articles', 1, 'One'), hydraRecord('articles', 2, 'Two')] }, link)
  configureAtrium({ api: { baseUrl: 'https://api.test', fetch: server.fetch }, realtime: { EventSource: FakeEventSource, ...(hubOrigins ? { hubOrigins } : {}) } })
  const articles = createViewResource<HydraRecord>('articles', { path: '/api/articles', realtime: true })
  const store: AtriumStore = createAtriumStore({ persist: false })
  store.dispatch(articles.endpoints.list.initiate({}))
  store.dispatch(articles.endpoints.read.initiate({ id: '1' }))
  await flush()
  store.dispatch(realtimeSubscribed({ resourceId: 'articles' }))
  await flush()
  return { articles, store, server }
}

describe('hubs announced by a Link header', () => {
  const check = tally('Mercure hubs announced on other origins (absolute, protocol-relative, backslash, other schemes): not connected')

  it.each([
    '<https://evil.example/.well-known/mercure>; rel="mercure"',
    '<//evil.example/.well-known/mercure>; rel="mercure"',
    '</\\evil.example/.well-known/mercure>; rel="mercure"',
    '<http://api.test/.well-known/mercure>; rel="mercure"',
    '<https://api.test:8443/.well-known/mercure>; rel="mercure"',
    '<https://api.test.evil.example/hub>; rel="mercure"',
    '<javascript:alert(1)>; rel="mercure"',
    '<data:text/event-stream,data: x>; rel="mercure"',
    '<https://api.test/docs>; rel="doc", <https://evil.example/hub>; rel="mercure"',
  ])('%s: no EventSource is opened', async (link) => {
    await check(async () => {
      await withHub(link)
      expect(FakeEventSource.instances).toEqual([])
    })
  })

  it('the refusal is told to the developer, with the way to allow a hub of theirs', async () => {
    await withHub('<https://told.example/hub>; rel="mercure"')
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/names the Mercure hub https:\/\/told\.example\/hub, which is not on the API's origin.*hubOrigins/))
  })

  it('a hub on the API\'s origin is connected (the control)', async () => {
    await withHub('</.well-known/mercure>; rel="mercure"')
    expect(FakeEventSource.only().url).toMatch(/^https:\/\/api\.test\/\.well-known\/mercure\?topic=/)
  })

  it('a hub on an origin listed in realtime.hubOrigins is connected', async () => {
    await withHub('<https://hub.example/.well-known/mercure>; rel="mercure"', ['https://hub.example'])
    expect(FakeEventSource.only().url).toMatch(/^https:\/\/hub\.example\/\.well-known\/mercure\?/)
  })
})

describe('pushed payloads', () => {
  const check = tally('hostile pushed payloads (prototype keys, foreign @id, odd ids, non-JSON, deep nesting): ignored, cache untouched, nothing thrown')
  const record = hydraRecord('articles', 1, 'Pushed')
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

  it.each<[string, unknown]>([
    ['a __proto__ key', `{"@id":"/api/articles/1","title":"Pushed","__proto__":{"polluted":true}}`],
    ['a constructor key', { ...record, constructor: { prototype: { polluted: true } } }],
    ['a prototype key', { ...record, prototype: { polluted: true } }],
    ['a __proto__ key deep in a field', `{"@id":"/api/articles/1","title":"Pushed","meta":{"tags":[{"__proto__":{"polluted":true}}]}}`],
    ['an @id on another origin', { ...record, '@id': 'https://evil.example/api/articles/1' }],
    ['a protocol-relative @id', { ...record, '@id': '//evil.example/api/articles/1' }],
    ['an @id that is a number', { ...record, '@id': 1 }],
    ['an id that is an object', { ...record, id: { toString: 'x' } }],
    ['an id that is not finite', `{"@id":"/api/articles/1","id":1e999,"title":"Pushed"}`],
    ['nesting 10,000 deep', `{"@id":"/api/articles/1","title":"Pushed","x":${deep(10_000)}}`],
    ['an array', [record]],
    ['not JSON', '{"@id":'],
  ])('%s is ignored', async (_name, payload) => {
    await check(async () => {
      const { articles, store } = await withHub('</.well-known/mercure>; rel="mercure"')
      const source = FakeEventSource.only()
      expect(() => source.emit(payload)).not.toThrow()
      await flush()
      const state = store.getState()
      expect(articles.endpoints.read.select({ id: '1' })(state).data?.title).toBe('One')
      expect(articles.endpoints.list.select({})(state).data?.items.map((item) => item.title)).toEqual(['One', 'Two'])
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.getPrototypeOf(articles.endpoints.read.select({ id: '1' })(state).data)).toBe(Object.prototype)
    })
  })

  it('a valid update is merged (the control)', async () => {
    const { articles, store } = await withHub('</.well-known/mercure>; rel="mercure"')
    FakeEventSource.only().emit(record)
    expect(articles.endpoints.read.select({ id: '1' })(store.getState()).data?.title).toBe('Pushed')
  })

  it('a generic source ignores the same hostile messages', async () => {
    const feed = 'https://api.test/feed'
    configureAtrium({ realtime: { EventSource: FakeEventSource } })
    const rows = [{ id: '1', title: 'One' }]
    const notes = createViewResource<{ id: string; title: string }>('notes', {
      repository: { getCollection: async () => ({ items: rows.map((row) => ({ ...row })) }), getItem: async () => ({ ...rows[0] }) },
      realtime: { url: feed },
    })
    const store = createAtriumStore({ persist: false })
    store.dispatch(notes.endpoints.read.initiate({ id: '1' }))
    store.dispatch(realtimeSubscribed({ resourceId: 'notes' }))
    await flush()
    const source = FakeEventSource.only()
    for (const message of [
      '{"type":"update","id":"1","data":{"title":"Pushed","__proto__":{"polluted":true}}}',
      { type: 'update', id: '1', data: { title: 'Pushed', constructor: { prototype: { polluted: true } } } },
      { type: 'update', id: { evil: true }, data: { title: 'Pushed' } },
      { type: 'update', data: { id: ['1'], title: 'Pushed' } },
    ]) {
      await check(async () => {
        expect(() => source.emit(message)).not.toThrow()
        await flush()
        expect(notes.endpoints.read.select({ id: '1' })(store.getState()).data?.title).toBe('One')
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      })
    }
    source.emit({ type: 'update', id: '1', data: { title: 'Pushed' } })
    expect(notes.endpoints.read.select({ id: '1' })(store.getState()).data?.title).toBe('Pushed')
  })
})
