import type { DialectOperation, DialectRequest } from '../../lib/dialects/Dialect'
import { ApiError } from '../../lib/errors/ApiError'
import { restDialect } from '../../lib'
import { answer, caught, json, MALFORMED } from './answers'

const dialect = restDialect()
const accept = { Accept: 'application/json' }

describe('restDialect requests', () => {
  it.each<[string, DialectOperation, DialectRequest]>([
    ['list without parameters', { type: 'list', path: '/posts', params: {} }, { method: 'GET', url: '/posts', headers: accept }],
    [
      'list with page, size, one sort and a filter',
      { type: 'list', path: '/posts', params: { page: 2, itemsPerPage: 10, order: { title: 'asc' }, filters: { status: 'draft' } } },
      { method: 'GET', url: '/posts?_page=2&_limit=10&_sort=title&_order=asc&status=draft', headers: accept },
    ],
    [
      'list with two sorts',
      { type: 'list', path: '/posts', params: { order: { title: 'asc', views: 'desc' } } },
      { method: 'GET', url: '/posts?_sort=title,views&_order=asc,desc', headers: accept },
    ],
    ['read', { type: 'read', path: '/posts', id: '1' }, { method: 'GET', url: '/posts/1', headers: accept }],
    ['read with an id to encode', { type: 'read', path: '/posts/', id: 'a b' }, { method: 'GET', url: '/posts/a%20b', headers: accept }],
    ['create', { type: 'create', path: '/posts', data: { title: 'T' } }, { method: 'POST', url: '/posts', headers: accept, body: { title: 'T' } }],
    ['update', { type: 'update', path: '/posts', id: '1', data: { title: 'U' } }, { method: 'PATCH', url: '/posts/1', headers: accept, body: { title: 'U' } }],
    ['delete', { type: 'delete', path: '/posts', id: '1' }, { method: 'DELETE', url: '/posts/1', headers: accept }],
  ])('spells %s', (_name, operation, expected) => {
    expect(dialect.buildRequest(operation)).toEqual(expected)
  })
})

describe('restDialect filters', () => {
  const urlOf = (filters: Record<string, unknown>): string => dialect.buildRequest({ type: 'list', path: '/posts', params: { filters } }).url

  it.each<[string, Record<string, unknown>, string]>([
    ['a plain value (equals)', { status: 'draft' }, '/posts?status=draft'],
    ['an array (any of)', { status: ['draft', 'review'] }, '/posts?status=draft&status=review'],
    ['eq', { status: { eq: 'draft' } }, '/posts?status=draft'],
    ['in', { id: { in: [1, 2] } }, '/posts?id=1&id=2'],
    ['ne', { status: { ne: 'draft' } }, '/posts?status_ne=draft'],
    ['gte', { views: { gte: 10 } }, '/posts?views_gte=10'],
    ['lte', { views: { lte: 20 } }, '/posts?views_lte=20'],
    ['between', { views: { between: [10, 20] } }, '/posts?views_gte=10&views_lte=20'],
    ['between open at the end', { views: { between: [10, ''] } }, '/posts?views_gte=10'],
    ['contains, escaped for the regular expression', { title: { contains: 'C++ (v2.0)' } }, '/posts?title_like=C%5C%2B%5C%2B%20%5C(v2%5C.0%5C)'],
    ['startsWith', { title: { startsWith: 'Hello' } }, '/posts?title_like=%5EHello'],
    ['full-text q', { q: 'rust' }, '/posts?q=rust'],
    ['a nested field', { 'author.name': 'Ann' }, '/posts?author.name=Ann'],
    ['a Date', { createdAt: { gte: new Date('2024-01-01T00:00:00Z') } }, '/posts?createdAt_gte=2024-01-01T00:00:00.000Z'],
    ['empty values skipped', { a: '', b: null, c: undefined, d: [] }, '/posts'],
  ])('spells %s', (_name, filters, url) => {
    expect(urlOf(filters)).toBe(url)
  })

  it('escapes every regular-expression character of contains', () => {
    const special = '\\^$.*+?()[]{}|'
    const url = urlOf({ t: { contains: special } })
    const pattern = decodeURIComponent(url.split('t_like=')[1])
    expect(new RegExp(pattern, 'i').test(`x${special}y`)).toBe(true)
    expect(new RegExp(pattern, 'i').test('xy')).toBe(false)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['lt', { views: { lt: 5 } }, "rest dialect cannot express the filter operator 'lt' (field 'views'); json-server filters with _gte, _lte, _ne and _like only"],
    ['gt', { views: { gt: 5 } }, "rest dialect cannot express the filter operator 'gt' (field 'views')"],
    ['isNull', { cover: { isNull: true } }, "rest dialect cannot express the filter operator 'isNull' (field 'cover')"],
    ['an unknown operator', { views: { near: 5 } }, "rest dialect cannot express the filter operator 'near' (field 'views')"],
  ])('refuses %s, naming it', (_name, filters, message) => {
    expect(() => urlOf(filters)).toThrow(message)
  })
})

describe('restDialect readings', () => {
  it('reads the total from X-Total-Count', () => {
    expect(dialect.readCollection(json(200, [{ id: 1 }], { 'x-total-count': '57' }))).toEqual({ items: [{ id: 1 }], total: 57 })
  })

  it('reads a list without X-Total-Count as having no total', () => {
    expect(dialect.readCollection(json(200, []))).toEqual({ items: [] })
  })

  it('refuses an X-Total-Count that is not a count', () => {
    const error = caught(() => dialect.readCollection(json(200, [], { 'x-total-count': 'lots' }))) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.detail).toBe('rest: expected the \'X-Total-Count\' header to be a non-negative integer, got "lots" (HTTP 200)')
  })

  it.each([...MALFORMED, ['an object', json(200, { data: [] })] as const])('readCollection turns %s into an ApiError', (_name, response) => {
    const error = caught(() => dialect.readCollection(response)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.detail).toMatch(/^rest: expected a JSON array, got .+ \(HTTP 200\)$/)
  })

  it.each([...MALFORMED, ['an array', json(200, [])] as const])('readItem turns %s into an ApiError', (_name, response) => {
    const error = caught(() => dialect.readItem(response)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.detail).toMatch(/^rest: expected a JSON object, got /)
  })

  it('uses the primary key as the id', () => {
    expect(dialect.getId({ id: 1 })).toBe('1')
    expect(restDialect({ primaryKey: '_id' }).getId({ _id: 'x' })).toBe('x')
    expect(caught(() => dialect.getId({ _id: 'x' }))).toBeInstanceOf(ApiError)
  })
})

describe('restDialect errors', () => {
  it.each<[string, ReturnType<typeof json>, Record<string, unknown>]>([
    ["json-server's 404 (an empty object)", json(404, {}), { status: 404, detail: 'rest: not found (HTTP 404)' }],
    [
      'field errors as a map of lists',
      json(422, { message: 'Validation failed', errors: { title: ['Title is required', 'Title is too short'], views: 'must be positive' } }),
      {
        status: 422,
        detail: 'Validation failed',
        violations: [
          { propertyPath: 'title', message: 'Title is required' },
          { propertyPath: 'title', message: 'Title is too short' },
          { propertyPath: 'views', message: 'must be positive' },
        ],
      },
    ],
    [
      'field errors as a list',
      json(400, { error: 'Bad request', errors: [{ field: 'title', message: 'required' }, { path: ['seo', 'title'], message: 'too long' }] }),
      {
        status: 400,
        detail: 'Bad request',
        violations: [{ propertyPath: 'title', message: 'required' }, { propertyPath: 'seo.title', message: 'too long' }],
      },
    ],
    ['a plain-text answer', answer(500, 'Internal Server Error', { 'content-type': 'text/plain' }), { status: 500, detail: 'rest: unexpected non-JSON answer (HTTP 500): Internal Server Error' }],
    ['an empty body', answer(503, ''), { status: 503, detail: 'rest: empty answer (HTTP 503)' }],
  ])('reads %s', (_name, response, expected) => {
    const error = dialect.readError(response)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.toJSON()).toEqual({ name: 'ApiError', ...expected })
  })
})
