import { shortIri } from '../../lib/repositories/shortIri'
import { configureAtrium, createViewResource, hydraDialect } from '../../lib'
import { clearViewResources } from '../../lib/state/registry'

afterEach(() => {
  configureAtrium({})
  clearViewResources()
})

describe('the id a resource shows for a record identified by an IRI', () => {
  it.each<[string, string, string, string, string]>([
    ['an IRI under the collection: its last segment', '/api/books/0b7d6f52', '/api/books', '', '0b7d6f52'],
    ['under a base path', '/api/books/42', 'books', '/api', '42'],
    ['under an absolute base, an absolute IRI of that origin', 'https://h.test/api/books/42', '/books', 'https://h.test/api', '42'],
    ['an encoded segment, decoded (encoded again in item URLs)', '/api/books/a%20b', '/api/books', '', 'a b'],
    ['an IRI outside the collection: whole', '/api/media/7', '/api/books', '', '/api/media/7'],
    ['a deeper IRI: whole', '/api/books/7/chapters/2', '/api/books', '', '/api/books/7/chapters/2'],
    ['an IRI of another origin: whole', 'https://other.test/api/books/42', '/books', 'https://h.test/api', 'https://other.test/api/books/42'],
    ['an IRI with a query: whole', '/api/books/42?x=1', '/api/books', '', '/api/books/42?x=1'],
    ['an id that is no IRI: as it is', '42', '/api/books', '', '42'],
  ])('%s', (_name, id, path, baseUrl, expected) => {
    expect(shortIri(id, path, baseUrl)).toBe(expected)
  })

  it('a resource on Hydra names a UUID-IRI record by its IRI segment, not its numeric id', () => {
    configureAtrium({ api: { baseUrl: 'https://h.test', dialect: hydraDialect() } })
    const books = createViewResource<Record<string, unknown>>('iriBooks', { path: '/api/books' })
    expect(books.getId({ '@id': '/api/books/0b7d6f52-2d7c-4a58-9e3e-0d1f3c2a9b10', id: 7 })).toBe('0b7d6f52-2d7c-4a58-9e3e-0d1f3c2a9b10')
    expect(books.getId({ '@id': '/api/media/9', id: 9 })).toBe('/api/media/9')
  })
})
