import { buildSourceUrl } from '../../lib/realtime/createRealtimeConnection'
import { createThrottle } from '../../lib/realtime/createThrottle'
import { reportHttpResponse, resetHubDiscovery } from '../../lib/repositories/hubDiscovery'
import { findMercureHub, getDiscoveredHub, parseLinkHeader } from '../../lib/realtime/mercureHub'
import { matchCollection, readGenericChange, readMercureChange } from '../../lib/realtime/realtimeMessage'

describe('Link header', () => {
  it.each([
    ['a single link', '<https://hub.test/.well-known/mercure>; rel="mercure"', 'https://api.test/api/books', 'https://hub.test/.well-known/mercure'],
    ['a relative hub, resolved against the response URL', '</.well-known/mercure>; rel="mercure"', 'https://api.test/api/books?page=2', 'https://api.test/.well-known/mercure'],
    ['a path-relative hub', '<hub>; rel=mercure', 'https://api.test/api/books', 'https://api.test/api/hub'],
    ['beside other links, in any order', '<https://api.test/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation", <https://hub.test/m>; rel="mercure"', undefined, 'https://hub.test/m'],
    ['a rel list, upper case', '<https://hub.test/m>; title="a, b; c"; REL="preload MERCURE"', undefined, 'https://hub.test/m'],
    ['quoted commas before it', '<https://a.test/x>; title="one, two", <https://hub.test/m>; rel="mercure"', undefined, 'https://hub.test/m'],
    ['no mercure link', '<https://api.test/docs.jsonld>; rel="describedby"', undefined, undefined],
    ['a malformed header', 'rel="mercure"; <oops', undefined, undefined],
  ])('finds the hub in %s', (_case, header, responseUrl, hub) => {
    expect(findMercureHub(header, responseUrl)).toBe(hub)
  })

  it('splits links with their relations', () => {
    expect(parseLinkHeader('<a>; rel="x y", <b>;rel=z;anchor="#c"')).toEqual([{ url: 'a', rel: ['x', 'y'] }, { url: 'b', rel: ['z'] }])
  })

  it('keeps the first hub reported for a path, and ignores responses without headers', () => {
    resetHubDiscovery()
    const headers = (link: string | null) => new Headers(link ? { Link: link } : {})
    reportHttpResponse({ path: '/api/books', url: 'https://api.test/api/books', collectionUrl: 'https://api.test/api/books', headers: headers(null) })
    reportHttpResponse({ path: '/api/books', url: 'https://api.test/api/books', collectionUrl: 'https://api.test/api/books' })
    expect(getDiscoveredHub('/api/books')).toBeUndefined()
    reportHttpResponse({ path: '/api/books', url: 'https://api.test/api/books/1', collectionUrl: '/api/books/', headers: headers('</hub>; rel="mercure"') })
    reportHttpResponse({ path: '/api/books', url: 'https://api.test/api/books', collectionUrl: '/api/books', headers: headers('<https://other.test/hub>; rel="mercure"') })
    expect(getDiscoveredHub('/api/books')).toEqual({ hub: 'https://api.test/hub', collectionIri: 'https://api.test/api/books' })
  })

  it('passes over a response whose Link header only mentions mercure, and keeps the next one naming the hub', () => {
    resetHubDiscovery()
    const report = (link: string) =>
      reportHttpResponse({ path: '/api/books', url: 'https://api.test/api/books', collectionUrl: 'https://api.test/api/books', headers: new Headers({ Link: link }) })
    report('<https://api.test/docs>; rel="mercure-docs"')
    expect(getDiscoveredHub('/api/books')).toBeUndefined()
    report('<https://api.test/m>; rel="mercure"')
    expect(getDiscoveredHub('/api/books')).toEqual({ hub: 'https://api.test/m', collectionIri: 'https://api.test/api/books' })
  })
})

describe('messages', () => {
  it.each([
    ['an update', { '@context': '/c', '@id': '/api/books/1', '@type': 'Book', title: 'T' }, { data: { '@id': '/api/books/1', '@type': 'Book', title: 'T' }, iri: '/api/books/1' }],
    ['a deletion', { '@id': '/api/books/1' }, { kind: 'delete', data: { '@id': '/api/books/1' }, iri: '/api/books/1' }],
    ['a deletion with its type', { '@id': '/api/books/1', '@type': 'Book' }, { kind: 'delete', data: { '@id': '/api/books/1', '@type': 'Book' }, iri: '/api/books/1' }],
    ['no @id', { title: 'T' }, undefined],
    ['not an object', [1], undefined],
    ['not JSON', '{', undefined],
  ])('reads a Mercure event: %s', (_case, data, change) => {
    expect(readMercureChange(typeof data === 'string' ? data : JSON.stringify(data))).toEqual(change)
  })

  it.each([
    ['a full message', { type: 'update', id: 7, resource: 'books', topic: 't', data: { title: 'T' } }, { kind: 'update', id: '7', resource: 'books', topic: 't', data: { title: 'T' } }],
    ['a bare record', { id: 'a', title: 'T', topic: 't' }, { id: 'a', topic: 't', data: { id: 'a', title: 'T' } }],
    ['a delete by id', { type: 'delete', id: 'a' }, { kind: 'delete', id: 'a', data: { id: 'a' } }],
    ['an unknown type', { type: 'upsert', data: {} }, undefined],
    ['data that is not an object', { type: 'update', data: 'x' }, undefined],
    ['not JSON', 'x', undefined],
  ])('reads a generic event: %s', (_case, data, change) => {
    expect(readGenericChange(typeof data === 'string' ? data : JSON.stringify(data))).toEqual(change)
  })

  it('matches an IRI to the collection it lies directly under', () => {
    const collections = [{ collectionIri: 'https://api.test/api/books' }, { collectionIri: 'https://api.test/api/books/1/reviews' }]
    expect(matchCollection('/api/books/1', collections)).toBe(collections[0])
    expect(matchCollection('https://api.test/api/books/1/reviews/9', collections)).toBe(collections[1])
    expect(matchCollection('/api/books', collections)).toBeUndefined()
    expect(matchCollection('/api/bookshelves/1', collections)).toBeUndefined()
  })
})

describe('source URL and throttle', () => {
  it('spells Mercure topics and lastEventID, and leaves a generic URL alone', () => {
    expect(buildSourceUrl('https://h.test/m', true, ['https://a.test/x', 'https://a.test/x/{id}'], 'urn:1'))
      .toBe('https://h.test/m?topic=https%3A%2F%2Fa.test%2Fx&topic=https%3A%2F%2Fa.test%2Fx%2F%7Bid%7D&lastEventID=urn%3A1')
    expect(buildSourceUrl('https://h.test/m?jwt=x', true, ['t'], undefined)).toBe('https://h.test/m?jwt=x&topic=t')
    expect(buildSourceUrl('https://feed.test/e', false, ['t'], 'id')).toBe('https://feed.test/e')
  })

  it('runs at once, then at most once per interval, and cancels cleanly', () => {
    jest.useFakeTimers()
    const run = jest.fn()
    const throttle = createThrottle(run, 100)
    for (let i = 0; i < 50; i += 1) throttle.request()
    expect(run).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(100)
    expect(run).toHaveBeenCalledTimes(2)
    jest.advanceTimersByTime(100)
    expect(run).toHaveBeenCalledTimes(2)
    expect(jest.getTimerCount()).toBe(0)
    throttle.request()
    throttle.request()
    throttle.cancel()
    jest.advanceTimersByTime(500)
    expect(run).toHaveBeenCalledTimes(3)
    expect(jest.getTimerCount()).toBe(0)
    jest.useRealTimers()
  })
})
