/** @jest-environment node */
// What api-platform/admin's Hydra data provider does, on the wire: identity by @id,
// IRIs outside the base path, prefixed violations, partial pagination, date filters, files.
import { configureAtrium } from '../../lib/config/configureAtrium'
import { createHttpRepository, hydraDialect, type Collection, type Repository } from '../../lib'
import { json } from './answers'
import { wire, type Sent } from './wire'

const LD = 'application/ld+json'
const dialect = hydraDialect()
type Book = Record<string, unknown>

afterEach(() => configureAtrium({}))

function books(path = '/books'): Repository<Book> {
  return createHttpRepository<Book>({ path, dialect })
}

describe('a record is identified by its @id, even when it has an id', () => {
  const record = { '@id': '/api/books/0b7d6f52-2d7c-4a58-9e3e-0d1f3c2a9b10', id: 7, title: 'Dune' }
  const iri = 'https://h.test/api/books/0b7d6f52-2d7c-4a58-9e3e-0d1f3c2a9b10'

  it.each<[string, (repository: Repository<Book>, id: string) => Promise<unknown>, Omit<Sent, 'headers'> & { contentType?: string }]>([
    ['read', (repository, id) => repository.getItem(id), { method: 'GET', url: iri, body: undefined }],
    ['update', (repository, id) => repository.updateItem(id, { title: 'Dune II' }), { method: 'PATCH', url: iri, body: { title: 'Dune II' }, contentType: 'application/merge-patch+json' }],
    ['delete', (repository, id) => repository.removeItem(id), { method: 'DELETE', url: iri, body: undefined }],
  ])('%s goes to the IRI, not to /books/7', async (_name, run, expected) => {
    const sent = wire('https://h.test/api', { body: record })
    const id = dialect.getId(record)
    expect(id).toBe(record['@id'])
    await run(books(), id)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ method: expected.method, url: expected.url, body: expected.body })
    expect(sent[0].headers.accept).toBe(LD)
    expect(sent[0].headers['content-type']).toBe(expected.contentType)
  })

  it('an IRI outside the configured base path resolves against the API origin', async () => {
    const sent = wire('https://h.test/api', { body: { '@id': '/media/objects/3' } })
    await books().getItem('/media/objects/3')
    expect(sent[0].url).toBe('https://h.test/media/objects/3')
  })

  it('a resource path under the base path is still joined under it', async () => {
    const sent = wire('https://h.test/api', { body: { member: [] } })
    await books('books').getCollection({})
    expect(sent[0].url).toBe('https://h.test/api/books')
  })
})

describe('violations with prefixed keys keep their message', () => {
  it('reads ConstraintViolation/message and ConstraintViolation/propertyPath (problem+json)', () => {
    const error = dialect.readError(json(422, {
      '@context': '/contexts/ConstraintViolation',
      '@type': 'ConstraintViolation',
      status: 422,
      violations: [
        { propertyPath: 'isbn', 'ConstraintViolation/message': 'This value is neither a valid ISBN-10 nor a valid ISBN-13.' },
        { 'ConstraintViolation/propertyPath': 'title', 'ConstraintViolation/message': 'This value should not be blank.' },
      ],
      detail: 'isbn: This value is neither a valid ISBN-10 nor a valid ISBN-13.',
    }))
    expect(error.violations).toEqual([
      { propertyPath: 'isbn', message: 'This value is neither a valid ISBN-10 nor a valid ISBN-13.' },
      { propertyPath: 'title', message: 'This value should not be blank.' },
    ])
  })
})

describe('partial pagination: the view says whether pages follow', () => {
  it.each<[string, unknown, Collection<unknown>]>([
    [
      'hydra:view with hydra:next',
      { 'hydra:member': [{ id: 1 }], 'hydra:view': { '@id': '/books?page=1', 'hydra:next': '/books?page=2' } },
      { items: [{ id: 1 }], hasNextPage: true, hasPreviousPage: false },
    ],
    [
      'view with next and previous (no prefix)',
      { member: [{ id: 2 }], view: { '@id': '/books?page=2', next: '/books?page=3', previous: '/books?page=1' } },
      { items: [{ id: 2 }], hasNextPage: true, hasPreviousPage: true },
    ],
    [
      'the last page: a previous, no next',
      { member: [{ id: 3 }], view: { '@id': '/books?page=3', previous: '/books?page=2' } },
      { items: [{ id: 3 }], hasNextPage: false, hasPreviousPage: true },
    ],
    ['no view: nothing said', { member: [] }, { items: [] }],
    ['a total wins over the view', { member: [], totalItems: 4, view: { next: '/x' } }, { items: [], total: 4 }],
  ])('%s', (_name, body, expected) => {
    expect(dialect.readCollection(json(200, body))).toEqual(expected)
  })
})

describe('date filters', () => {
  const urlOf = (filters: Record<string, unknown>): string => dialect.buildRequest({ type: 'list', path: '/b', params: { filters } }).url

  it.each<[string, Record<string, unknown>, string]>([
    ['before', { publishedAt: { before: '2024-05-31' } }, '/b?publishedAt[before]=2024-05-31'],
    ['after', { publishedAt: { after: '2024-05-01T08:00:00Z' } }, '/b?publishedAt[after]=2024-05-01T08%3A00%3A00Z'],
    ['strictly_before', { publishedAt: { strictly_before: '2024-05-31' } }, '/b?publishedAt[strictly_before]=2024-05-31'],
    ['strictly_after', { publishedAt: { strictly_after: new Date('2024-05-01T00:00:00.000Z') } }, '/b?publishedAt[strictly_after]=2024-05-01T00%3A00%3A00.000Z'],
  ])('%s', (_name, filters, url) => {
    expect(urlOf(filters)).toBe(url)
  })

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a non-ISO value for before', { publishedAt: { before: '31/05/2024' } }, /hydra dialect expects 'before' to be an ISO date such as 2024-05-31.*got "31\/05\/2024" \(field 'publishedAt'\)/],
    ['a non-ISO value for lte (not sent as [lte])', { publishedAt: { lte: 'yesterday' } }, /cannot compare with "yesterday" \(field 'publishedAt', operator 'lte'\).*ISO date/],
  ])('refuses %s with a message', (_name, filters, message) => {
    expect(() => urlOf(filters)).toThrow(message)
  })
})

describe('files', () => {
  const file = () => new File(['%PDF-1.4'], 'cover.pdf', { type: 'application/pdf' })

  it('create sends multipart/form-data when a File is present (no JSON Content-Type: the boundary is the browser’s)', async () => {
    const sent = wire('https://h.test/api', { status: 201, body: { '@id': '/api/books/1' } })
    await books().createItem({ title: 'Dune', pages: 412, cover: file(), tags: ['a'], note: null })
    expect(sent[0].method).toBe('POST')
    expect(sent[0].url).toBe('https://h.test/api/books')
    expect(sent[0].headers).toEqual({ accept: LD })
    expect(sent[0].body).toEqual([['title', 'Dune'], ['pages', '412'], ['cover', 'File(cover.pdf, application/pdf, 8)'], ['tags', '["a"]'], ['note', '']])
  })

  it('update with a File POSTs multipart to the item (PHP reads no multipart PATCH)', async () => {
    const sent = wire('https://h.test/api', { body: { '@id': '/api/books/1' } })
    await books().updateItem('/api/books/1', { cover: file() })
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://h.test/api/books/1', body: [['cover', 'File(cover.pdf, application/pdf, 8)']] })
    expect(sent[0].headers['content-type']).toBeUndefined()
  })

  it('without a File, create and update stay JSON-LD', async () => {
    const sent = wire('https://h.test/api', { body: { '@id': '/api/books/1' } })
    await books().createItem({ title: 'Dune' })
    expect(sent[0]).toMatchObject({ method: 'POST', headers: { 'content-type': LD }, body: { title: 'Dune' } })
  })

  it('a File nested in an object is never sent as {}: refused, naming where it is', async () => {
    const sent = wire('https://h.test/api', { body: {} })
    await expect(books().createItem({ meta: { logo: file() } })).rejects.toMatchObject({
      status: 0, detail: "hydra dialect cannot send the file in 'meta.logo': files are sent as multipart/form-data from top-level fields only",
    })
    expect(sent).toHaveLength(0)
  })
})

describe('groups', () => {
  it('are refused without a custom filter, naming the dialect', () => {
    expect(() => dialect.buildRequest({ type: 'list', path: '/b', params: { filters: { $or: [{ a: 1 }, { b: 2 }] } } }))
      .toThrow("hydra dialect cannot express an '$or' filter group")
  })

  it('are spelled by groupFilter when the API declares one', () => {
    const custom = hydraDialect({
      groupFilter: (group) => group.nodes.map((node) => ('field' in node ? [`${group.group}[${node.field}]`, String(node.value)] as const : ['x', 'y'] as const)),
    })
    expect(custom.buildRequest({ type: 'list', path: '/b', params: { filters: { status: 'draft', $or: [{ title: 'Dune' }, { author: 'Ann' }] } } }).url)
      .toBe('/b?status=draft&or[title]=Dune&or[author]=Ann')
  })
})
