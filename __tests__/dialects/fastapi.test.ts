import type { DialectOperation, DialectRequest } from '../../lib/dialects/Dialect'
import { ApiError } from '../../lib/errors/ApiError'
import { fastapiDialect } from '../../lib'
import type { FastapiDialectOptions } from '../../lib'
import { answer, caught, json, MALFORMED } from './answers'

const dialect = fastapiDialect()
const accept = { Accept: 'application/json' }

describe('fastapiDialect requests', () => {
  it.each<[string, FastapiDialectOptions, DialectOperation, DialectRequest]>([
    ['list without parameters', {}, { type: 'list', path: '/items', params: {} }, { method: 'GET', url: '/items', headers: accept }],
    [
      'list with skip/limit, a descending sort and a filter',
      {},
      { type: 'list', path: '/items', params: { page: 2, itemsPerPage: 10, order: { created_at: 'desc' }, filters: { status: 'draft' } } },
      { method: 'GET', url: '/items?skip=10&limit=10&order_by=-created_at&status=draft', headers: accept },
    ],
    ['a first page', {}, { type: 'list', path: '/items', params: { page: 1, itemsPerPage: 20 } }, { method: 'GET', url: '/items?skip=0&limit=20', headers: accept }],
    [
      'list with page/size and two sorts',
      { pagination: 'page-size' },
      { type: 'list', path: '/items', params: { page: 2, itemsPerPage: 10, order: { title: 'asc', views: 'desc' } } },
      { method: 'GET', url: '/items?page=2&size=10&order_by=title,-views', headers: accept },
    ],
    ['a page alone with page/size', { pagination: 'page-size' }, { type: 'list', path: '/items', params: { page: 3 } }, { method: 'GET', url: '/items?page=3', headers: accept }],
    [
      'another sort parameter',
      { orderParam: 'sort' },
      { type: 'list', path: '/items', params: { order: { title: 'asc' } } },
      { method: 'GET', url: '/items?sort=title', headers: accept },
    ],
    ['read', {}, { type: 'read', path: '/items', id: '42' }, { method: 'GET', url: '/items/42', headers: accept }],
    ['read with an id to encode', {}, { type: 'read', path: '/items/', id: 'a/b' }, { method: 'GET', url: '/items/a%2Fb', headers: accept }],
    ['create', {}, { type: 'create', path: '/items', data: { title: 'T' } }, { method: 'POST', url: '/items', headers: accept, body: { title: 'T' } }],
    ['update', {}, { type: 'update', path: '/items', id: '42', data: { title: 'U' } }, { method: 'PATCH', url: '/items/42', headers: accept, body: { title: 'U' } }],
    ['delete', {}, { type: 'delete', path: '/items', id: '42' }, { method: 'DELETE', url: '/items/42', headers: accept }],
    ['a list with a trailing slash', { trailingSlash: true }, { type: 'list', path: '/items', params: { itemsPerPage: 5 } }, { method: 'GET', url: '/items/?skip=0&limit=5', headers: accept }],
    ['a create with a trailing slash', { trailingSlash: true }, { type: 'create', path: '/items/', data: {} }, { method: 'POST', url: '/items/', headers: accept, body: {} }],
    ['an update with a trailing slash', { trailingSlash: true }, { type: 'update', path: '/items', id: '4', data: {} }, { method: 'PATCH', url: '/items/4/', headers: accept, body: {} }],
  ])('spells %s', (_name, options, operation, expected) => {
    expect(fastapiDialect(options).buildRequest(operation)).toEqual(expected)
  })

  it('refuses a page past the first without a page size', () => {
    expect(() => dialect.buildRequest({ type: 'list', path: '/items', params: { page: 2 } })).toThrow(/fastapi dialect needs itemsPerPage to ask for page 2/)
  })
})

describe('fastapiDialect filters', () => {
  const urlOf = (filters: Record<string, unknown>, options: FastapiDialectOptions = {}): string =>
    fastapiDialect(options).buildRequest({ type: 'list', path: '/items', params: { filters } }).url

  it.each<[string, Record<string, unknown>, string]>([
    ['a plain value (equals)', { status: 'draft' }, '/items?status=draft'],
    ['an array (any of), as a repeated parameter', { tag: ['a', 'b'] }, '/items?tag=a&tag=b'],
    ['eq', { status: { eq: 'draft' } }, '/items?status=draft'],
    ['in', { id: { in: [1, 2] } }, '/items?id=1&id=2'],
    ['a value to encode', { q: 'a&b c' }, '/items?q=a%26b%20c'],
    ['a Date', { at: new Date('2024-01-01T00:00:00Z') }, '/items?at=2024-01-01T00:00:00.000Z'],
    ['empty values skipped', { a: '', b: null, c: [] }, '/items'],
  ])('spells %s', (_name, filters, url) => {
    expect(urlOf(filters)).toBe(url)
  })

  it.each(['ne', 'lt', 'lte', 'gt', 'gte', 'contains', 'startsWith'])("refuses '%s' without operatorParam, naming it", (operator) => {
    expect(() => urlOf({ views: { [operator]: 3 } })).toThrow(
      `fastapi dialect cannot express the filter operator '${operator}' (field 'views'); pass fastapiDialect({ operatorParam })`,
    )
  })

  it('refuses between and isNull without operatorParam', () => {
    expect(() => urlOf({ views: { between: [1, 2] } })).toThrow(/cannot express the filter operator 'between' \(field 'views'\).*sent as 'gte'/)
    expect(() => urlOf({ cover: { isNull: true } })).toThrow(/cannot express the filter operator 'isNull'/)
  })

  const suffixed: FastapiDialectOptions = { operatorParam: (field, operator) => `${field}__${operator}` }
  it.each<[string, Record<string, unknown>, string]>([
    ['ne', { status: { ne: 'draft' } }, '/items?status__ne=draft'],
    ['lt', { views: { lt: 5 } }, '/items?views__lt=5'],
    ['lte', { views: { lte: 5 } }, '/items?views__lte=5'],
    ['gt', { views: { gt: 5 } }, '/items?views__gt=5'],
    ['gte', { views: { gte: 5 } }, '/items?views__gte=5'],
    ['contains', { title: { contains: 'x y' } }, '/items?title__contains=x%20y'],
    ['startsWith', { title: { startsWith: 'x' } }, '/items?title__startsWith=x'],
    ['between', { views: { between: [1, 9] } }, '/items?views__gte=1&views__lte=9'],
    ['between open at the start', { views: { between: [null, 9] } }, '/items?views__lte=9'],
    ['isNull', { cover: { isNull: true } }, '/items?cover__isNull=true'],
  ])('spells %s through operatorParam', (_name, filters, url) => {
    expect(urlOf(filters, suffixed)).toBe(url)
  })

  it('refuses an operator that operatorParam declines', () => {
    const onlyRanges: FastapiDialectOptions = { operatorParam: (field, operator) => (operator === 'gte' ? `min_${field}` : undefined) }
    expect(urlOf({ views: { gte: 2 } }, onlyRanges)).toBe('/items?min_views=2')
    expect(() => urlOf({ views: { lte: 2 } }, onlyRanges)).toThrow("fastapi dialect cannot express the filter operator 'lte' (field 'views')")
  })

  it('refuses an unknown operator', () => {
    expect(() => urlOf({ views: { near: 2 } })).toThrow("fastapi dialect cannot express the filter operator 'near' (field 'views')")
  })
})

describe('fastapiDialect readings', () => {
  it.each<[string, unknown, unknown]>([
    ['{ items, total }', { items: [{ id: 1 }], total: 31, page: 1, size: 1, pages: 31 }, { items: [{ id: 1 }], total: 31 }],
    ['{ items } without total', { items: [{ id: 1 }] }, { items: [{ id: 1 }] }],
    ['{ items, total: null }', { items: [], total: null }, { items: [] }],
    ['a bare array (no total)', [{ id: 1 }, { id: 2 }], { items: [{ id: 1 }, { id: 2 }] }],
  ])('reads %s', (_name, body, expected) => {
    expect(dialect.readCollection(json(200, body))).toEqual(expected)
  })

  it.each([...MALFORMED, ['an object without items', json(200, { results: [] })] as const, ['items that are not an array', json(200, { items: {} })] as const])(
    'readCollection turns %s into an ApiError',
    (_name, response) => {
      const error = caught(() => dialect.readCollection(response)) as ApiError
      expect(error).toBeInstanceOf(ApiError)
      expect(error.detail).toMatch(/^fastapi: expected a JSON array or an object with an 'items' array, got .+ \(HTTP 200\)$/)
    },
  )

  it('refuses a total that is not a count', () => {
    const error = caught(() => dialect.readCollection(json(200, { items: [], total: 'many' }))) as ApiError
    expect(error.detail).toBe('fastapi: expected \'total\' to be a non-negative integer, got "many" (HTTP 200)')
  })

  it.each([...MALFORMED, ['an array', json(200, [{ id: 1 }])] as const])('readItem turns %s into an ApiError', (_name, response) => {
    const error = caught(() => dialect.readItem(response)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.detail).toMatch(/^fastapi: expected a JSON object, got /)
  })

  it('uses the primary key as the id', () => {
    expect(dialect.getId({ id: 3 })).toBe('3')
    expect(fastapiDialect({ primaryKey: 'item_id' }).getId({ item_id: 'x' })).toBe('x')
    expect(caught(() => dialect.getId({}))).toBeInstanceOf(ApiError)
  })
})

describe('fastapiDialect errors', () => {
  it('puts a 422 on its fields, without the body prefix (pydantic 1)', () => {
    const body = {
      detail: [
        { loc: ['body', 'title'], msg: 'field required', type: 'value_error.missing' },
        { loc: ['body', 'tags', 1], msg: 'str type expected', type: 'type_error.str' },
        { loc: ['query', 'limit'], msg: 'value is not a valid integer', type: 'type_error.integer' },
        { loc: ['body'], msg: 'field required', type: 'value_error.missing' },
      ],
    }
    expect(dialect.readError(json(422, body)).toJSON()).toEqual({
      name: 'ApiError',
      status: 422,
      title: 'Validation error',
      detail: 'title: field required; tags.1: str type expected; limit: value is not a valid integer; field required',
      violations: [
        { propertyPath: 'title', message: 'field required' },
        { propertyPath: 'tags.1', message: 'str type expected' },
        { propertyPath: 'limit', message: 'value is not a valid integer' },
        { propertyPath: '', message: 'field required' },
      ],
    })
  })

  it('reads a pydantic 2 entry', () => {
    const body = { detail: [{ type: 'string_too_short', loc: ['body', 'title'], msg: 'String should have at least 2 characters', input: 'x', ctx: { min_length: 2 } }] }
    expect(dialect.readError(json(422, body)).violations).toEqual([{ propertyPath: 'title', message: 'String should have at least 2 characters' }])
  })

  it.each<[string, ReturnType<typeof json>, { status: number; detail: string }]>([
    ['an HTTPException', json(404, { detail: 'Item not found' }), { status: 404, detail: 'Item not found' }],
    ['an object detail', json(409, { detail: { code: 'taken' } }), { status: 409, detail: '{"code":"taken"}' }],
    ['a message', json(500, { message: 'boom' }), { status: 500, detail: 'boom' }],
    ['plain text (Starlette 500)', answer(500, 'Internal Server Error', { 'content-type': 'text/plain' }), { status: 500, detail: 'fastapi: unexpected non-JSON answer (HTTP 500): Internal Server Error' }],
    ['an empty body', answer(502, ''), { status: 502, detail: 'fastapi: empty answer (HTTP 502)' }],
    ['an empty object', json(500, {}), { status: 500, detail: 'fastapi: request failed (HTTP 500)' }],
    ['an empty detail list', json(422, { detail: [] }), { status: 422, detail: 'fastapi: invalid request (HTTP 422)' }],
  ])('reads %s', (_name, response, expected) => {
    const error = dialect.readError(response)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject(expected)
  })
})
