import type { DialectOperation, DialectRequest, DialectResponse } from '../../lib/dialects/Dialect'
import { hydraDialect } from '../../lib/dialects/hydra'
import { ApiError } from '../../lib/errors/ApiError'

const dialect = hydraDialect()

function response(status: number, text: string, contentType = 'application/ld+json'): DialectResponse {
  let body: unknown
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status, headers: new Headers({ 'content-type': contentType }), body, text }
}

function json(status: number, value: unknown): DialectResponse {
  return response(status, JSON.stringify(value))
}

function caught(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('hydraDialect requests', () => {
  const accept = { Accept: 'application/ld+json' }
  it.each<[string, DialectOperation, DialectRequest]>([
    ['list without parameters', { type: 'list', path: '/books', params: {} }, { method: 'GET', url: '/books', headers: accept }],
    [
      'list with page, size, several sorts and filters',
      {
        type: 'list',
        path: '/books',
        params: { page: 2, itemsPerPage: 10, order: { title: 'asc', createdAt: 'desc' }, filters: { status: 'draft', tags: ['a', 'b'] } },
      },
      { method: 'GET', url: '/books?page=2&itemsPerPage=10&order[title]=asc&order[createdAt]=desc&status=draft&tags[]=a&tags[]=b', headers: accept },
    ],
    ['list on a path that has a query', { type: 'list', path: '/books?x=1', params: { page: 1 } }, { method: 'GET', url: '/books?x=1&page=1', headers: accept }],
    ['read', { type: 'read', path: '/books', id: '42' }, { method: 'GET', url: '/books/42', headers: accept }],
    ['read with an id to encode', { type: 'read', path: '/books/', id: 'a/b c' }, { method: 'GET', url: '/books/a%2Fb%20c', headers: accept }],
    ['read of a relative IRI', { type: 'read', path: '/books', id: '/api/books/42' }, { method: 'GET', url: '/api/books/42', iri: true, headers: accept }],
    ['read of an absolute IRI', { type: 'read', path: '/books', id: 'https://api.example/books/1' }, { method: 'GET', url: 'https://api.example/books/1', iri: true, headers: accept }],
    [
      'create',
      { type: 'create', path: '/books', data: { title: 'T' } },
      { method: 'POST', url: '/books', headers: { ...accept, 'Content-Type': 'application/ld+json' }, body: { title: 'T' } },
    ],
    [
      'update',
      { type: 'update', path: '/books', id: '42', data: { title: 'U' } },
      { method: 'PATCH', url: '/books/42', headers: { ...accept, 'Content-Type': 'application/merge-patch+json' }, body: { title: 'U' } },
    ],
    ['delete', { type: 'delete', path: '/books', id: '42' }, { method: 'DELETE', url: '/books/42', headers: accept }],
    ['delete of an IRI', { type: 'delete', path: '/books', id: '/api/books/42' }, { method: 'DELETE', url: '/api/books/42', iri: true, headers: accept }],
  ])('spells %s', (_name, operation, expected) => {
    expect(dialect.buildRequest(operation)).toEqual(expected)
  })

  it('uses renamed pagination parameters', () => {
    const renamed = hydraDialect({ pageParameter: 'p', itemsPerPageParameter: 'perPage' })
    expect(renamed.buildRequest({ type: 'list', path: '/b', params: { page: 3, itemsPerPage: 5 } }).url).toBe('/b?p=3&perPage=5')
  })
})

describe('hydraDialect filters', () => {
  const urlOf = (filters: Record<string, unknown>): string =>
    dialect.buildRequest({ type: 'list', path: '/b', params: { filters } }).url

  it.each<[string, Record<string, unknown>, string]>([
    ['a plain value (equals)', { status: 'draft' }, '/b?status=draft'],
    ['an array (any of)', { tags: ['a', 'b'] }, '/b?tags[]=a&tags[]=b'],
    ['eq', { status: { eq: 'draft' } }, '/b?status=draft'],
    ['in', { id: { in: [1, 2] } }, '/b?id[]=1&id[]=2'],
    ['in with a single value', { id: { in: 3 } }, '/b?id[]=3'],
    ['gt on a number', { price: { gt: 5 } }, '/b?price[gt]=5'],
    ['gte on a number', { price: { gte: 5 } }, '/b?price[gte]=5'],
    ['lt on a number', { price: { lt: 5 } }, '/b?price[lt]=5'],
    ['lte on a number', { price: { lte: 5 } }, '/b?price[lte]=5'],
    ['gt on a date string', { createdAt: { gt: '2024-01-31' } }, '/b?createdAt[strictly_after]=2024-01-31'],
    ['gte on a date-time string', { createdAt: { gte: '2024-01-31T10:00:00Z' } }, '/b?createdAt[after]=2024-01-31T10%3A00%3A00Z'],
    ['lt on a date string', { createdAt: { lt: '2024-01-31' } }, '/b?createdAt[strictly_before]=2024-01-31'],
    ['lte on a Date object', { createdAt: { lte: new Date('2024-01-31T00:00:00.000Z') } }, '/b?createdAt[before]=2024-01-31T00%3A00%3A00.000Z'],
    ['between numbers', { price: { between: [1, 10] } }, '/b?price[between]=1..10'],
    ['between dates', { createdAt: { between: ['2024-01-01', '2024-12-31'] } }, '/b?createdAt[after]=2024-01-01&createdAt[before]=2024-12-31'],
    ['between with an open end', { price: { between: [null, 10] } }, '/b?price[lte]=10'],
    ['isNull true', { deletedAt: { isNull: true } }, '/b?exists[deletedAt]=false'],
    ['isNull false', { deletedAt: { isNull: false } }, '/b?exists[deletedAt]=true'],
    ['contains (partial strategy on the server)', { title: { contains: 'war' } }, '/b?title=war'],
    ['startsWith (start strategy on the server)', { title: { startsWith: 'Wa' } }, '/b?title=Wa'],
    ['several operators on one field', { price: { gte: 1, lt: 10 } }, '/b?price[gte]=1&price[lt]=10'],
    ['booleans', { published: false }, '/b?published=false'],
    ['dotted nested fields', { 'author.name': 'Ann' }, '/b?author.name=Ann'],
    ['values to encode', { q: 'a&b=c' }, '/b?q=a%26b%3Dc'],
    ['empty values, skipped', { a: undefined, b: null, c: '', d: [], e: { gt: '' }, f: { isNull: undefined } }, '/b'],
  ])('spells %s', (_name, filters, expected) => {
    expect(urlOf(filters)).toBe(expected)
  })

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['ne', { status: { ne: 'draft' } }, /^hydra dialect cannot express the filter operator 'ne' \(field 'status'\)$/],
    ['an unknown operator', { price: { above: 3 } }, /operator 'above' \(field 'price'\)/],
    ['a malformed between', { price: { between: 3 } }, /'between' to be a \[from, to\] pair/],
    ['a non-boolean isNull', { price: { isNull: 'yes' } }, /'isNull' to be true or false/],
    ['an invalid Date', { at: new Date('nope') }, /invalid Date \(field 'at'\)/],
  ])('refuses %s with an Error naming it', (_name, filters, message) => {
    expect(() => urlOf(filters)).toThrow(message)
  })
})

describe('hydraDialect readings', () => {
  it.each<[string, unknown, { items: unknown[]; total?: number }]>([
    ['member and totalItems', { member: [{ id: 1 }], totalItems: 7 }, { items: [{ id: 1 }], total: 7 }],
    ['hydra:member and hydra:totalItems', { 'hydra:member': [{ id: 1 }], 'hydra:totalItems': 0 }, { items: [{ id: 1 }], total: 0 }],
    ['no total', { member: [] }, { items: [] }],
  ])('reads a collection with %s', (_name, body, expected) => {
    expect(dialect.readCollection(json(200, body))).toEqual(expected)
  })

  it.each<[string, DialectResponse, RegExp]>([
    ['an HTML page', response(200, '<html><body>Login</body></html>', 'text/html; charset=utf-8'), /expected a JSON-LD collection with a 'member' array, got text\/html/],
    ['an empty body', response(200, ''), /got an empty body \(HTTP 200\)/],
    ['truncated JSON', response(200, '{"member": ['), /not valid JSON/],
    ['a bare array', json(200, [1, 2]), /got a JSON array/],
    ['a string', json(200, 'hello'), /got a JSON string/],
    ['null', json(200, null), /got null/],
    ['a member that is not an array', json(200, { member: 'x' }), /without a 'member' array/],
    ['a total that is not a number', json(200, { member: [], totalItems: '12' }), /'totalItems' to be a non-negative number, got "12"/],
  ])('refuses a collection that is %s with an ApiError', (_name, answer, detail) => {
    const error = caught(() => dialect.readCollection(answer))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: answer.status, detail: expect.stringMatching(detail) })
  })

  it('reads an item, and refuses what is not an object', () => {
    expect(dialect.readItem(json(201, { '@id': '/books/1', title: 'T' }))).toEqual({ '@id': '/books/1', title: 'T' })
    const error = caught(() => dialect.readItem(response(200, '<p>hi</p>', 'text/html')))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 200, detail: expect.stringMatching(/expected a JSON-LD object, got text\/html/) })
  })
})

describe('hydraDialect errors', () => {
  it.each<[string, DialectResponse, Record<string, unknown>]>([
    [
      'a 422 with violations',
      json(422, {
        '@type': 'ConstraintViolationList',
        'hydra:title': 'An error occurred',
        'hydra:description': 'title: This value should not be blank.',
        violations: [{ propertyPath: 'title', message: 'This value should not be blank.', code: 'c1' }, 'junk'],
      }),
      {
        status: 422,
        title: 'An error occurred',
        detail: 'title: This value should not be blank.',
        violations: [{ propertyPath: 'title', message: 'This value should not be blank.' }],
      },
    ],
    ['a problem+json answer', json(404, { title: 'Not Found', detail: 'Not Found' }), { status: 404, title: 'Not Found', detail: 'Not Found' }],
    ['an API Platform 4 description', json(400, { title: 'Bad', description: 'Invalid IRI' }), { status: 400, title: 'Bad', detail: 'Invalid IRI' }],
    ['a JSON object without text', json(500, {}), { status: 500, detail: 'Request failed (HTTP 500)' }],
    [
      'an HTML 500 page',
      response(500, '<html><head><style>p{}</style></head><body><h1>Internal Server Error</h1></body></html>', 'text/html'),
      { status: 500, detail: 'Unexpected non-JSON answer (HTTP 500): Internal Server Error' },
    ],
    ['an empty body', response(502, ''), { status: 502, detail: 'Empty answer (HTTP 502)' }],
    ['truncated JSON', response(500, '{"title": "Oops'), { status: 500, detail: 'Unexpected non-JSON answer (HTTP 500): {"title": "Oops' }],
    ['a JSON string', json(403, 'Forbidden'), { status: 403, detail: 'Forbidden' }],
  ])('maps %s to an ApiError', (_name, answer, expected) => {
    const error = dialect.readError(answer)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.toJSON()).toEqual({ name: 'ApiError', ...expected })
  })
})

describe('hydraDialect getId', () => {
  it.each<[string, unknown, string]>([
    ['the @id even with a string id', { id: 'abc', '@id': '/books/other' }, '/books/other'],
    ['the @id even with a number id (UUID IRIs)', { id: 7, '@id': '/api/books/0b7d6f52-2d7c-4a58-9e3e-0d1f3c2a9b10' }, '/api/books/0b7d6f52-2d7c-4a58-9e3e-0d1f3c2a9b10'],
    ['a number id without @id', { id: 42 }, '42'],
    ['a string id without @id', { id: 'abc' }, 'abc'],
    ['an absolute @id', { '@id': 'https://x.example/books/7' }, 'https://x.example/books/7'],
  ])('reads %s', (_name, item, expected) => {
    expect(dialect.getId(item)).toBe(expected)
  })

  it.each<[string, unknown]>([['null', null], ['an object without id', { title: 'T' }], ['an empty @id', { '@id': '/' }]])(
    'refuses %s with a clear ApiError',
    (_name, item) => {
      const error = caught(() => dialect.getId(item))
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).detail).toMatch(/hydra: cannot find the identifier/)
    },
  )
})
