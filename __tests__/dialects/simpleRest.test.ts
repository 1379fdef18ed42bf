// react-admin's simple REST protocol (ra-data-simple-rest): filter=, range=, sort= JSON, the
// Range header, the total from Content-Range.
import { configureAtrium } from '../../lib/config/configureAtrium'
import { createHttpRepository, simpleRestDialect, type DialectOperation, type DialectRequest } from '../../lib'
import { answer, json, MALFORMED } from './answers'
import { wire } from './wire'

const dialect = simpleRestDialect()
const accept = { Accept: 'application/json' }
const list = (params: Extract<DialectOperation, { type: 'list' }>['params'], path = '/posts'): DialectOperation => ({ type: 'list', path, params })

afterEach(() => configureAtrium({}))

describe('simpleRestDialect requests', () => {
  it.each<[string, DialectOperation, DialectRequest]>([
    ['a list without parameters', list({}), { method: 'GET', url: '/posts', headers: accept }],
    [
      'a page, a sort and filters',
      list({ page: 2, itemsPerPage: 10, order: { title: 'desc' }, filters: { status: 'draft', id: [1, 2], views: { gte: 10, lt: 99 } } }),
      {
        method: 'GET',
        url: `/posts?filter=${encodeURIComponent('{"status":"draft","id":[1,2],"views_gte":10,"views_lt":99}')}&range=${encodeURIComponent('[10,19]')}&sort=${encodeURIComponent('["title","DESC"]')}`,
        headers: { ...accept, Range: 'posts=10-19' },
      },
    ],
    ['the first page', list({ page: 1, itemsPerPage: 25 }, 'admin/comments'), { method: 'GET', url: `/admin/comments?range=${encodeURIComponent('[0,24]')}`, headers: { ...accept, Range: 'comments=0-24' } }],
    ['read', { type: 'read', path: '/posts', id: '123' }, { method: 'GET', url: '/posts/123', headers: accept }],
    ['create', { type: 'create', path: '/posts', data: { title: 'T' } }, { method: 'POST', url: '/posts', headers: accept, body: { title: 'T' } }],
    ['update (PUT)', { type: 'update', path: '/posts', id: '123', data: { title: 'U' } }, { method: 'PUT', url: '/posts/123', headers: accept, body: { title: 'U' } }],
    ['delete', { type: 'delete', path: '/posts', id: '123' }, { method: 'DELETE', url: '/posts/123', headers: accept }],
  ])('%s', (_name, operation, expected) => {
    expect(dialect.buildRequest(operation)).toEqual(expected)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['between', { views: { between: [1, 9] } }, '{"views_gte":1,"views_lte":9}'],
    ['ne', { status: { ne: 'draft' } }, '{"status_neq":"draft"}'],
    ['contains', { title: { contains: 'rust' } }, '{"title_q":"rust"}'],
    ['full-text q', { q: 'rust' }, '{"q":"rust"}'],
    ['a Date', { at: { gt: new Date('2024-01-01T00:00:00Z') } }, '{"at_gt":"2024-01-01T00:00:00.000Z"}'],
  ])('spells %s in the filter JSON', (_name, filters, filter) => {
    expect(dialect.buildRequest(list({ filters })).url).toBe(`/posts?filter=${encodeURIComponent(filter)}`)
  })

  it('names other operators through operatorKey', () => {
    const custom = simpleRestDialect({ operatorKey: (field, operator) => (operator === 'startsWith' ? `${field}_start` : undefined) })
    expect(decodeURIComponent(custom.buildRequest(list({ filters: { title: { startsWith: 'Ru' } } })).url)).toBe('/posts?filter={"title_start":"Ru"}')
  })

  it.each<[string, DialectOperation, string]>([
    ['two sorts', list({ order: { a: 'asc', b: 'desc' } }), 'simpleRest dialect sorts by one field (sort=["field","ASC"]); got 2: a, b'],
    ['an operator without a key', list({ filters: { t: { endsWith: 'x' } } }), "simpleRest dialect cannot express the filter operator 'endsWith' (field 't'); pass simpleRestDialect({ operatorKey })"],
    ['two filters on one key', list({ filters: { v: { gte: 1, between: [2, 3] } } }), "simpleRest dialect cannot send two filters on 'v_gte'"],
    ['a page without a size', list({ page: 2 }), 'simpleRest dialect needs itemsPerPage to ask for page 2'],
    ['a bulk operation', { type: 'deleteMany', path: '/posts', ids: ['1'] }, "simpleRest dialect has no single request for 'deleteMany'"],
  ])('refuses %s', (_name, operation, message) => {
    expect(() => dialect.buildRequest(operation)).toThrow(message)
  })
})

describe('simpleRestDialect answers', () => {
  it('reads the total from Content-Range (posts 0-24/319)', () => {
    expect(dialect.readCollection(json(200, [{ id: 1 }], { 'content-range': 'posts 0-24/319' }))).toEqual({ items: [{ id: 1 }], total: 319 })
  })

  it('reads a list without any total as having none', () => {
    expect(dialect.readCollection(json(200, []))).toEqual({ items: [] })
  })

  it.each(MALFORMED)('readCollection turns %s into an ApiError', (_name, response) => {
    expect(() => dialect.readCollection(response)).toThrow(expect.objectContaining({ name: 'ApiError' }))
  })

  it('reads errors as json-server’s', () => {
    expect(dialect.readError(json(422, { message: 'Invalid', errors: { title: ['Too short'] } })).toJSON())
      .toEqual({ name: 'ApiError', status: 422, detail: 'Invalid', violations: [{ propertyPath: 'title', message: 'Too short' }] })
    expect(dialect.readError(answer(500, '')).detail).toBe('rest: empty answer (HTTP 500)')
  })

  it('on the wire: the Range header goes with the list, and a bulk delete is one DELETE per record', async () => {
    const sent = wire('https://api.test', { body: [{ id: 1 }], headers: { 'content-range': 'posts 0-9/11' } })
    const posts = createHttpRepository<{ id: number }>({ path: 'posts', dialect })
    await expect(posts.getCollection({ page: 1, itemsPerPage: 10 })).resolves.toEqual({ items: [{ id: 1 }], total: 11 })
    expect(sent[0]).toMatchObject({ method: 'GET', url: 'https://api.test/posts?range=[0,9]', headers: { range: 'posts=0-9' } })
    await expect(posts.removeItems!(['1', '2'])).rejects.toMatchObject({ name: 'BulkUnsupported' })
  })
})
