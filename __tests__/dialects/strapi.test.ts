import type { DialectOperation, DialectRequest } from '../../lib/dialects/Dialect'
import { ApiError } from '../../lib/errors/ApiError'
import { strapiDialect } from '../../lib'
import { answer, caught, json, MALFORMED } from './answers'

const dialect = strapiDialect()
const accept = { Accept: 'application/json' }

describe('strapiDialect requests', () => {
  it.each<[string, DialectOperation, DialectRequest]>([
    ['list without parameters', { type: 'list', path: 'articles', params: {} }, { method: 'GET', url: '/api/articles?populate=*', headers: accept }],
    [
      'list with page, size, two sorts and a filter',
      { type: 'list', path: '/articles', params: { page: 2, itemsPerPage: 10, order: { title: 'asc', createdAt: 'desc' }, filters: { status: 'draft' } } },
      {
        method: 'GET',
        url: '/api/articles?pagination[page]=2&pagination[pageSize]=10&sort[0]=title:asc&sort[1]=createdAt:desc&filters[status][$eq]=draft&populate=*',
        headers: accept,
      },
    ],
    ['list on a path that already has the prefix', { type: 'list', path: '/api/articles', params: { page: 1 } }, { method: 'GET', url: '/api/articles?pagination[page]=1&populate=*', headers: accept }],
    ['read by documentId', { type: 'read', path: 'articles', id: 'q0z6gzlmrhl3' }, { method: 'GET', url: '/api/articles/q0z6gzlmrhl3?populate=*', headers: accept }],
    ['read with an id to encode', { type: 'read', path: 'articles/', id: 'a/b c' }, { method: 'GET', url: '/api/articles/a%2Fb%20c?populate=*', headers: accept }],
    [
      'create, wrapping the data',
      { type: 'create', path: 'articles', data: { title: 'T' } },
      { method: 'POST', url: '/api/articles?populate=*', headers: accept, body: { data: { title: 'T' } } },
    ],
    [
      'update, leaving out the keys Strapi manages',
      { type: 'update', path: 'articles', id: 'abc', data: { id: 1, documentId: 'abc', title: 'U', createdAt: 'x', updatedAt: 'y', publishedAt: null } },
      { method: 'PUT', url: '/api/articles/abc?populate=*', headers: accept, body: { data: { title: 'U', publishedAt: null } } },
    ],
    ['delete', { type: 'delete', path: 'articles', id: 'abc' }, { method: 'DELETE', url: '/api/articles/abc', headers: accept }],
    ['an absolute URL kept', { type: 'read', path: 'https://cms.example/api/articles', id: '1' }, { method: 'GET', url: 'https://cms.example/api/articles/1?populate=*', headers: accept }],
  ])('spells %s', (_name, operation, expected) => {
    expect(dialect.buildRequest(operation)).toEqual(expected)
  })

  it.each<[string, Parameters<typeof strapiDialect>[0], string]>([
    ['another API path', { apiPath: '/cms/' }, '/cms/articles/7?populate=*'],
    ['no API path', { apiPath: '' }, '/articles/7?populate=*'],
    ['named relations to populate', { populate: ['author', 'cover'] }, '/api/articles/7?populate[0]=author&populate[1]=cover'],
    ['nothing to populate', { populate: false }, '/api/articles/7'],
  ])('reads options: %s', (_name, options, url) => {
    expect(strapiDialect(options).buildRequest({ type: 'read', path: 'articles', id: '7' }).url).toBe(url)
  })
})

describe('strapiDialect filters', () => {
  const urlOf = (filters: Record<string, unknown>): string =>
    strapiDialect({ populate: false }).buildRequest({ type: 'list', path: 'a', params: { filters } }).url

  it.each<[string, Record<string, unknown>, string]>([
    ['a plain value (equals)', { status: 'draft' }, '/api/a?filters[status][$eq]=draft'],
    ['an array (any of)', { status: ['draft', 'review'] }, '/api/a?filters[status][$in][0]=draft&filters[status][$in][1]=review'],
    ['eq', { status: { eq: 'draft' } }, '/api/a?filters[status][$eq]=draft'],
    ['ne', { status: { ne: 'draft' } }, '/api/a?filters[status][$ne]=draft'],
    ['lt', { views: { lt: 5 } }, '/api/a?filters[views][$lt]=5'],
    ['lte', { views: { lte: 5 } }, '/api/a?filters[views][$lte]=5'],
    ['gt', { views: { gt: 5 } }, '/api/a?filters[views][$gt]=5'],
    ['gte', { views: { gte: 5 } }, '/api/a?filters[views][$gte]=5'],
    ['in', { id: { in: [1, 2] } }, '/api/a?filters[id][$in][0]=1&filters[id][$in][1]=2'],
    ['in with one value', { id: { in: 3 } }, '/api/a?filters[id][$in][0]=3'],
    ['contains (case-insensitive)', { title: { contains: 'rust & go' } }, '/api/a?filters[title][$containsi]=rust%20%26%20go'],
    ['startsWith (case-insensitive)', { title: { startsWith: 'Ru' } }, '/api/a?filters[title][$startsWithi]=Ru'],
    ['between', { views: { between: [1, 9] } }, '/api/a?filters[views][$between][0]=1&filters[views][$between][1]=9'],
    ['between open at the end', { views: { between: [1, null] } }, '/api/a?filters[views][$gte]=1'],
    ['between open at the start', { views: { between: ['', 9] } }, '/api/a?filters[views][$lte]=9'],
    ['isNull true', { cover: { isNull: true } }, '/api/a?filters[cover][$null]=true'],
    ['isNull false', { cover: { isNull: false } }, '/api/a?filters[cover][$notNull]=true'],
    ['a nested field', { 'author.name': 'Ann' }, '/api/a?filters[author][name][$eq]=Ann'],
    ['two operators on one field', { views: { gte: 1, lt: 9 } }, '/api/a?filters[views][$gte]=1&filters[views][$lt]=9'],
    ['a Date', { createdAt: { gte: new Date('2024-01-02T03:04:05Z') } }, '/api/a?filters[createdAt][$gte]=2024-01-02T03:04:05.000Z'],
    ['a boolean', { featured: true }, '/api/a?filters[featured][$eq]=true'],
    ['empty values skipped', { a: '', b: null, c: undefined, d: [], e: { eq: '' }, f: { isNull: undefined } }, '/api/a'],
    ['a field name to encode', { 'the title': 'x' }, '/api/a?filters[the%20title][$eq]=x'],
  ])('spells %s', (_name, filters, url) => {
    expect(urlOf(filters)).toBe(url)
  })

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['an unknown operator', { title: { like: 'x' } }, /strapi dialect cannot express the filter operator 'like' \(field 'title'\)/],
    ['a malformed between', { views: { between: 3 } }, /strapi dialect expects 'between' to be a \[from, to\] pair/],
    ['a non-boolean isNull', { cover: { isNull: 'yes' } }, /strapi dialect expects 'isNull' to be true or false/],
    ['an object value inside in', { id: { in: [{ a: 1 }] } }, /strapi dialect cannot send a filter value of type object/],
  ])('refuses %s', (_name, filters, message) => {
    expect(() => urlOf(filters)).toThrow(message)
  })
})

describe('strapiDialect readings', () => {
  it('reads a v5 collection and its total', () => {
    const body = { data: [{ id: 1, documentId: 'a', title: 'T' }], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } } }
    expect(dialect.readCollection(json(200, body))).toEqual({ items: [{ id: 1, documentId: 'a', title: 'T' }], total: 1 })
  })

  it('reads a collection without meta as having no total', () => {
    expect(dialect.readCollection(json(200, { data: [] }))).toEqual({ items: [] })
  })

  it('flattens v4 records and relation envelopes', () => {
    const body = {
      data: [{
        id: 1,
        attributes: {
          title: 'T',
          author: { data: { id: 7, attributes: { name: 'Ann', avatar: { data: null } } } },
          tags: { data: [{ id: 2, attributes: { label: 'x' } }] },
          seo: { id: 3, metaTitle: 'm' },
          settings: { data: 'kept: not an envelope' },
        },
      }],
      meta: { pagination: { total: 1 } },
    }
    expect(dialect.readCollection(json(200, body))).toEqual({
      items: [{
        id: 1,
        title: 'T',
        author: { id: 7, name: 'Ann', avatar: null },
        tags: [{ id: 2, label: 'x' }],
        seo: { id: 3, metaTitle: 'm' },
        settings: { data: 'kept: not an envelope' },
      }],
      total: 1,
    })
  })

  it('reads a v4 item and addresses it by id', () => {
    const item = dialect.readItem(json(200, { data: { id: 5, attributes: { title: 'T' } }, meta: {} }))
    expect(item).toEqual({ id: 5, title: 'T' })
    expect(dialect.getId(item)).toBe('5')
  })

  it('leaves records alone with version 5, and flattens with version 4', () => {
    const v4Shaped = { data: { id: 5, attributes: { title: 'T' } } }
    expect(strapiDialect({ version: 5 }).readItem(json(200, v4Shaped))).toEqual(v4Shaped.data)
    expect(strapiDialect({ version: 4 }).readItem(json(200, v4Shaped))).toEqual({ id: 5, title: 'T' })
  })

  it('reads a v5 item and addresses it by documentId', () => {
    const item = dialect.readItem(json(201, { data: { id: 1, documentId: 'q0z6', title: 'T' }, meta: {} }))
    expect(dialect.getId(item)).toBe('q0z6')
  })

  it.each<[string, Parameters<typeof strapiDialect>[0], unknown, string]>([
    ['version 4 uses id', { version: 4 }, { id: 9, documentId: 'd' }, '9'],
    ['a chosen identifier', { identifier: 'slug' }, { id: 9, slug: 'hello' }, 'hello'],
  ])('getId: %s', (_name, options, item, id) => {
    expect(strapiDialect(options).getId(item)).toBe(id)
  })

  it.each<[string, Parameters<typeof strapiDialect>[0], unknown]>([
    ['version 5 without documentId', { version: 5 }, { id: 1 }],
    ['not a record', {}, null],
    ['an object id', {}, { documentId: { x: 1 } }],
  ])('getId refuses %s with an ApiError', (_name, options, item) => {
    const error = caught(() => strapiDialect(options).getId(item))
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).detail).toMatch(/^strapi: cannot find the identifier/)
  })

  it.each([
    ...MALFORMED,
    ['a bare array', json(200, [{ id: 1 }])] as const,
    ['an object without data', json(200, { items: [] })] as const,
    ['data that is not an array', json(200, { data: { id: 1 } })] as const,
  ])('readCollection turns %s into an ApiError', (_name, response) => {
    const error = caught(() => dialect.readCollection(response))
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).detail).toMatch(/^strapi: expected a JSON object with a 'data' array, got .+ \(HTTP 200\)$/)
  })

  it('names an HTML page for what it is', () => {
    const error = caught(() => dialect.readItem(MALFORMED[1][1])) as ApiError
    expect(error.detail).toBe("strapi: expected a JSON object with a 'data' object, got text/html that is not valid JSON (HTTP 200)")
  })

  it.each([
    ['a string total', { data: [], meta: { pagination: { total: '3' } } }],
    ['a negative total', { data: [], meta: { pagination: { total: -1 } } }],
  ])('refuses %s', (_name, body) => {
    const error = caught(() => dialect.readCollection(json(200, body))) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.detail).toMatch(/^strapi: expected 'meta.pagination.total' to be a non-negative integer/)
  })

  it.each([...MALFORMED, ['data: null', json(200, { data: null })] as const])('readItem turns %s into an ApiError', (_name, response) => {
    expect(caught(() => dialect.readItem(response))).toBeInstanceOf(ApiError)
  })
})

describe('strapiDialect errors', () => {
  it('puts validation errors on their fields', () => {
    const body = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: '2 errors occurred',
        details: {
          errors: [
            { path: ['title'], message: 'title must be defined.', name: 'ValidationError' },
            { path: ['seo', 'metaTitle'], message: 'too long', name: 'ValidationError' },
          ],
        },
      },
    }
    expect(dialect.readError(json(400, body)).toJSON()).toEqual({
      name: 'ApiError',
      status: 400,
      title: 'ValidationError',
      detail: '2 errors occurred',
      violations: [
        { propertyPath: 'title', message: 'title must be defined.' },
        { propertyPath: 'seo.metaTitle', message: 'too long' },
      ],
    })
  })

  it('puts an "Invalid key" of the body on that key', () => {
    const body = { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid key id', details: { key: 'id', source: 'body' } } }
    expect(dialect.readError(json(400, body)).violations).toEqual([{ propertyPath: 'id', message: 'Invalid key id' }])
  })

  it('keeps an "Invalid key" of the query off the fields', () => {
    const body = { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid key nope', details: { key: 'nope', source: 'query', param: 'filters' } } }
    const error = dialect.readError(json(400, body))
    expect(error.detail).toBe('Invalid key nope')
    expect(error.violations).toBeUndefined()
  })

  it.each<[string, ReturnType<typeof json>, { status: number; title?: string; detail: string }]>([
    ['a not-found error', json(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }), { status: 404, title: 'NotFoundError', detail: 'Not Found' }],
    ['a forbidden error', json(403, { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }), { status: 403, title: 'ForbiddenError', detail: 'Forbidden' }],
    ['an empty body', answer(502, ''), { status: 502, detail: 'strapi: empty answer (HTTP 502)' }],
    ['an HTML page', answer(502, '<h1>Bad gateway</h1>', { 'content-type': 'text/html' }), { status: 502, detail: 'strapi: unexpected non-JSON answer (HTTP 502): Bad gateway' }],
    ['an object without error', json(500, {}), { status: 500, detail: 'strapi: request failed (HTTP 500)' }],
  ])('reads %s', (_name, response, expected) => {
    const error = dialect.readError(response)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.toJSON()).toEqual({ name: 'ApiError', ...expected })
  })
})
