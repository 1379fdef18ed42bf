// Issue 8: the bearer token goes only to the configured API origin. A
// resource path on another origin (the host's choice) gets no Authorization
// header; since issue 16 an item IRI on another origin gets no request at all.
import fc from 'fast-check'
import { configureAtrium, createHttpRepository, hydraDialect } from '../../lib/index'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'

const API = 'https://api.example'
const TOKEN = 'secret-token-of-api-example'

interface Sent { url: string; authorization: string | undefined }
const sent: Sent[] = []

const fakeFetch = (async (url: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers)
  sent.push({ url: String(url), authorization: headers.get('authorization') ?? undefined })
  // Readable both as a collection and as an item.
  const body = { '@id': '/api/books/1', id: 1, member: [], totalItems: 0 }
  return new Response(init.method === 'DELETE' ? null : JSON.stringify(body), {
    status: init.method === 'DELETE' ? 204 : init.method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/ld+json' },
  })
}) as unknown as typeof fetch

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
afterAll(() => recordFigures('security-token-origin', figures))
beforeEach(() => {
  sent.length = 0
  configureAtrium({ api: { baseUrl: `${API}/api`, getAuthToken: () => TOKEN, fetch: fakeFetch } })
})
afterEach(() => configureAtrium({}))

const books = () => createHttpRepository<{ id: number }>({ path: '/api/books', dialect: hydraDialect() })

/** Reads, updates and deletes the record at `iri`; answers what each request carried. */
async function touch(iri: string): Promise<Sent[]> {
  sent.length = 0
  const repository = books()
  await repository.getItem(iri)
  await repository.updateItem(iri, { id: 1 })
  await repository.removeItem(iri)
  expect(sent).toHaveLength(3)
  return [...sent]
}

/** Reads, updates and deletes the record at `iri`, expecting each to be refused before any request. */
async function refused(iri: string): Promise<void> {
  sent.length = 0
  const repository = books()
  for (const operation of [() => repository.getItem(iri), () => repository.updateItem(iri, { id: 1 }), () => repository.removeItem(iri)]) {
    await expect(operation()).rejects.toMatchObject({ name: 'ApiError', title: 'Refused identifier' })
  }
  expect(sent).toEqual([])
}

const foreignIris = [
  'https://evil.example/api/books/1',
  'http://api.example/api/books/1',
  'https://api.example:8443/api/books/1',
  'https://api.example.evil.example/api/books/1',
  'https://api.example@evil.example/api/books/1',
  'https://evil.example/https://api.example/api/books/1',
  'https://evil.example/api/books/1?next=https://api.example',
  'HTTPS://EVIL.EXAMPLE/api/books/1',
  '//evil.example/api/books/1',
  '//api.example.evil.example/api/books/1',
  'https://api.example./api/books/1',
  'https://127.0.0.1/api/books/1',
]

describe('an item IRI on another origin', () => {
  const check = tally('item IRIs on other origins (read, update, delete): refused, no request')
  it.each(foreignIris)('%s gets no request at all (so no token)', async (iri) => {
    await check(() => refused(iri))
  })

  it('generated absolute URLs on other origins never get a request, let alone the token (fast-check)', async () => {
    const generated = tally('generated IRIs on other origins (fast-check): refused, no request')
    const foreign = fc.webUrl({ validSchemes: ['https', 'http'], withQueryParameters: true, withFragments: true })
      .filter((url) => new URL(url).origin !== API)
    await fc.assert(fc.asyncProperty(foreign, async (iri) => generated(async () => {
      sent.length = 0
      await expect(books().getItem(iri)).rejects.toMatchObject({ title: 'Refused identifier' })
      expect(sent).toEqual([])
    })), { numRuns: 1000 })
  })
})

describe('the configured API origin (the control: the token is sent there)', () => {
  it.each(['/api/books/1', 'https://api.example/api/books/1', 'HTTPS://API.EXAMPLE/api/books/1', 'https://api.example:443/api/books/1'])(
    '%s gets the token', async (iri) => {
      for (const request of await touch(iri)) expect(request.authorization).toBe(`Bearer ${TOKEN}`)
    },
  )

  it('a collection path of the API gets it for every operation', async () => {
    const repository = books()
    await repository.getCollection({})
    await repository.createItem({ id: 2 })
    expect(sent.map((request) => request.authorization)).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`])
  })
})

describe('a resource path on another origin', () => {
  const check = tally('resource paths on other origins (5 operations each): no Authorization header')
  it.each(['https://other.example/books', '//other.example/books', 'http://api.example/api/books'])('%s: no operation gets the token', async (path) => {
    const repository = createHttpRepository<{ id: number }>({ path, dialect: hydraDialect() })
    await repository.getCollection({})
    await repository.getItem('1')
    await repository.createItem({ id: 1 })
    await repository.updateItem('1', { id: 1 })
    await repository.removeItem('1')
    expect(sent).toHaveLength(5)
    for (const request of sent) {
      await check(async () => {
        expect(request.url).not.toMatch(/^https:\/\/api\.example\//)
        expect(request.authorization).toBeUndefined()
      })
    }
  })

  it('a dialect sending a request to a foreign URL is refused (no request, no token)', async () => {
    const base = hydraDialect()
    const dialect = { ...base, buildRequest: (operation: Parameters<typeof base.buildRequest>[0]) => ({ ...base.buildRequest(operation), url: 'https://evil.example/steal' }) }
    await expect(createHttpRepository<{ id: number }>({ path: '/api/books', dialect }).getItem('1')).rejects.toMatchObject({ title: 'Refused identifier' })
    expect(sent).toEqual([])
  })
})
