import { configureAtrium } from '../../lib/config/configureAtrium'
import type { Dialect } from '../../lib/dialects/Dialect'
import { hydraDialect } from '../../lib/dialects/hydra'
import { ApiError } from '../../lib/errors/ApiError'
import { createHttpRepository } from '../../lib/repositories/createHttpRepository'

interface Book {
  id: string
  title: string
  status?: string
}

interface Answer {
  status?: number
  body?: unknown
  text?: string
  contentType?: string
}

/** A fake fetch that answers in turn and records what it was asked. */
function fakeFetch(...answers: Answer[]) {
  const fn = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0] ?? {}
    const status = answer.status ?? 200
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body))
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': answer.contentType ?? 'application/ld+json' } })
  })
  const call = (index = 0) => {
    const [url, init] = fn.mock.calls[index]
    return { url: String(url), method: init?.method, headers: new Headers(init?.headers), body: init?.body }
  }
  return Object.assign(fn, { call })
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const book = { '@id': '/api/books/1', id: '1', title: 'Dune' }

afterEach(() => configureAtrium({}))

describe('createHttpRepository requests', () => {
  it('reads the configuration at call time, not at creation time', async () => {
    const repository = createHttpRepository<Book>({ path: '/books' })
    const fetch = fakeFetch({ body: { member: [book], totalItems: 1 } })
    configureAtrium({ api: { baseUrl: 'https://api.example/api/', fetch } })
    await expect(repository.getCollection({ page: 2, itemsPerPage: 10, order: { title: 'asc' }, filters: { status: 'draft' } }))
      .resolves.toEqual({ items: [book], total: 1 })
    const sent = fetch.call()
    expect(sent.url).toBe('https://api.example/api/books?page=2&itemsPerPage=10&order[title]=asc&status=draft')
    expect(sent.method).toBe('GET')
    expect(sent.headers.get('accept')).toBe('application/ld+json')
    expect(sent.body).toBeUndefined()
  })

  it.each([
    ['getItem', (r: ReturnType<typeof createHttpRepository<Book>>) => r.getItem('1'), 'GET', 'https://api.example/api/books/1', null, undefined],
    ['getItem of an IRI', (r: ReturnType<typeof createHttpRepository<Book>>) => r.getItem('/api/books/1'), 'GET', 'https://api.example/api/books/1', null, undefined],
    ['createItem', (r: ReturnType<typeof createHttpRepository<Book>>) => r.createItem({ title: 'Dune' }), 'POST', 'https://api.example/api/books', 'application/ld+json', '{"title":"Dune"}'],
    ['updateItem', (r: ReturnType<typeof createHttpRepository<Book>>) => r.updateItem('1', { title: 'Dune' }), 'PATCH', 'https://api.example/api/books/1', 'application/merge-patch+json', '{"title":"Dune"}'],
  ])('%s sends the dialect request and resolves to the item', async (_name, run, method, url, contentType, body) => {
    const fetch = fakeFetch({ body: book })
    configureAtrium({ api: { baseUrl: 'https://api.example/api', fetch } })
    await expect(run(createHttpRepository<Book>({ path: '/books' }))).resolves.toEqual(book)
    const sent = fetch.call()
    expect(sent).toMatchObject({ url, method, body })
    expect(sent.headers.get('content-type')).toBe(contentType)
  })

  it('removeItem sends DELETE and resolves to nothing', async () => {
    const fetch = fakeFetch({ status: 204 })
    configureAtrium({ api: { baseUrl: 'https://api.example', fetch } })
    await expect(createHttpRepository<Book>({ path: 'books' }).removeItem('a b')).resolves.toBeUndefined()
    expect(fetch.call()).toMatchObject({ url: 'https://api.example/books/a%20b', method: 'DELETE' })
  })

  it('lets the resource override the configured fetch, base URL, token and dialect', async () => {
    const configuredFetch = fakeFetch({ body: { member: [] } })
    const ownFetch = fakeFetch({ body: { data: [{ id: 1 }] } })
    const ownDialect: Dialect = {
      ...hydraDialect(),
      name: 'own',
      buildRequest: () => ({ method: 'GET', url: '/things', headers: { 'X-Own': 'yes' } }),
      readCollection: (response) => ({ items: (response.body as { data: unknown[] }).data }),
    }
    configureAtrium({ api: { baseUrl: 'https://configured.example', fetch: configuredFetch, getAuthToken: () => 'configured', dialect: hydraDialect() } })
    const repository = createHttpRepository<Book>({
      path: '/books',
      dialect: ownDialect,
      api: { baseUrl: 'https://own.example/v1', fetch: ownFetch, getAuthToken: () => 'own' },
    })
    await expect(repository.getCollection({})).resolves.toEqual({ items: [{ id: 1 }] })
    expect(configuredFetch).not.toHaveBeenCalled()
    const sent = ownFetch.call()
    expect(sent.url).toBe('https://own.example/v1/things')
    expect(sent.headers.get('x-own')).toBe('yes')
    expect(sent.headers.get('authorization')).toBe('Bearer own')
  })
})

describe('createHttpRepository bearer token', () => {
  it.each([
    ['a synchronous token, same absolute origin', 'https://api.example/api', '/books/1', () => 'abc', 'Bearer abc'],
    ['an asynchronous token', 'https://api.example/api', '/books/1', async () => 'xyz', 'Bearer xyz'],
    ['an absolute IRI on the API origin', 'https://api.example/api', 'https://api.example/api/books/1', () => 'abc', 'Bearer abc'],
    ['a relative base URL (page origin)', '/api', '/api/books/1', () => 'abc', 'Bearer abc'],
    ['a relative base URL and an IRI on the page origin', '/api', 'http://localhost/api/books/1', () => 'abc', 'Bearer abc'],
    ['a null token', 'https://api.example', '/books/1', () => null, null],
    ['an empty token', 'https://api.example', '/books/1', async () => '', null],
  ])('with %s', async (_name, baseUrl, id, getAuthToken, expected) => {
    const fetch = fakeFetch({ body: book })
    configureAtrium({ api: { baseUrl, fetch, getAuthToken } })
    await createHttpRepository<Book>({ path: '/books' }).getItem(id)
    expect(fetch.call().headers.get('authorization')).toBe(expected)
  })

  // Issue 16: an id leading to another origin is refused before any request, so no token can leave either.
  it.each([
    ['an absolute IRI on another origin', 'https://api.example/api', 'https://evil.example/books/1'],
    ['a relative base URL and an IRI on another origin', '/api', 'https://evil.example/api/books/1'],
    ['a protocol-relative IRI on another origin', '/api', '//evil.example/books/1'],
  ])('with %s: refused, no request', async (_name, baseUrl, id) => {
    const fetch = fakeFetch({ body: book })
    configureAtrium({ api: { baseUrl, fetch, getAuthToken: () => 'abc' } })
    expect(await rejection(createHttpRepository<Book>({ path: '/books' }).getItem(id))).toMatchObject({ title: 'Refused identifier' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('does not join an IRI that already carries the base path twice', async () => {
    const fetch = fakeFetch({ body: book })
    configureAtrium({ api: { baseUrl: '/api', fetch } })
    await createHttpRepository<Book>({ path: '/books' }).getItem('/api/books/1')
    expect(fetch.call().url).toBe('/api/books/1')
  })
})

describe('createHttpRepository failures', () => {
  it('turns a rejected fetch into a network ApiError with status 0', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    configureAtrium({ api: { baseUrl: 'https://api.example', fetch } })
    const error = await rejection(createHttpRepository<Book>({ path: '/books' }).getCollection({}))
    expect(error.status).toBe(0)
    expect(error.detail).toMatch(/^Network error: Failed to fetch/)
  })

  it.each([
    ['truncated JSON', { text: '{"member": [' }, /hydra: expected a JSON-LD collection .* not valid JSON \(HTTP 200\)/],
    ['an HTML page with status 200', { text: '<html>login</html>', contentType: 'text/html' }, /got text\/html/],
    ['an empty body', { text: '' }, /got an empty body/],
  ])('rejects %s with an ApiError carrying the status', async (_name, answer, detail) => {
    configureAtrium({ api: { fetch: fakeFetch(answer) } })
    const error = await rejection(createHttpRepository<Book>({ path: '/books' }).getCollection({}))
    expect(error).toMatchObject({ status: 200, detail: expect.stringMatching(detail) })
  })

  it('rejects a 422 with the violations of the answer', async () => {
    const body = { title: 'Unprocessable', detail: 'title: too short', violations: [{ propertyPath: 'title', message: 'too short' }] }
    configureAtrium({ api: { fetch: fakeFetch({ status: 422, body, contentType: 'application/problem+json' }) } })
    const error = await rejection(createHttpRepository<Book>({ path: '/books' }).createItem({ title: 'D' }))
    expect(error.toJSON()).toEqual({ name: 'ApiError', status: 422, title: 'Unprocessable', detail: 'title: too short', violations: [{ propertyPath: 'title', message: 'too short' }] })
  })

  it('rejects an HTML error page with a readable detail', async () => {
    configureAtrium({ api: { fetch: fakeFetch({ status: 502, text: '<h1>Bad Gateway</h1>', contentType: 'text/html' }) } })
    const error = await rejection(createHttpRepository<Book>({ path: '/books' }).removeItem('1'))
    expect(error).toMatchObject({ status: 502, detail: 'Unexpected non-JSON answer (HTTP 502): Bad Gateway' })
  })

  it('rejects, never throws, when the dialect cannot spell a filter', async () => {
    const fetch = fakeFetch({ body: { member: [] } })
    configureAtrium({ api: { fetch } })
    const repository = createHttpRepository<Book>({ path: '/books' })
    let promise: Promise<unknown> | undefined
    expect(() => { promise = repository.getCollection({ filters: { status: { ne: 'draft' } } }) }).not.toThrow()
    const error = await rejection(promise!)
    expect(error.status).toBe(0)
    expect(error.detail).toMatch(/hydra dialect cannot express the filter operator 'ne' \(field 'status'\)/)
    expect(fetch).not.toHaveBeenCalled()
  })

  it.each([
    ['a reader throwing a TypeError', { readItem: () => { throw new TypeError("Cannot read properties of undefined (reading 'x')") } }, 200, /own: could not read the answer to GET \/books\/1: Cannot read properties/],
    ['readError throwing', { readError: () => { throw new Error('boom') } }, 500, /Request failed \(HTTP 500, GET \/books\/1\)/],
  ])('wraps %s in an ApiError', async (_name, override, status, detail) => {
    const dialect: Dialect = { ...hydraDialect(), name: 'own', ...override }
    configureAtrium({ api: { fetch: fakeFetch({ status, body: {} }) } })
    const error = await rejection(createHttpRepository<Book>({ path: '/books', dialect }).getItem('1'))
    expect(error).toMatchObject({ status, detail: expect.stringMatching(detail) })
  })

  it('rejects with status 0 when the token cannot be obtained', async () => {
    configureAtrium({ api: { fetch: fakeFetch({ body: book }), getAuthToken: async () => { throw new Error('expired') } } })
    const error = await rejection(createHttpRepository<Book>({ path: '/books' }).getItem('1'))
    expect(error).toMatchObject({ status: 0, detail: 'Could not get the authentication token: expired' })
  })
})
