// Issue 8, faults — network: timeout, abort, retry of reads only, at the HTTP level.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiError, configureAtrium, createHttpRepository, restDialect } from '../../lib/index'
import { recordFigures } from '../support/reliabilityFigures'
import { hangingFetch } from '../support/hangingFetch'

interface Book { id: string; title: string }

/** A local server whose answers are scripted per request; it counts what it got. */
function scriptedServer(answer: (request: IncomingMessage, index: number) => { status: number; body?: unknown } | 'drop') {
  const seen: string[] = []
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    seen.push(`${request.method} ${request.url}`)
    const next = answer(request, seen.length - 1)
    if (next === 'drop') { request.socket.destroy(); return }
    response.writeHead(next.status, { 'content-type': 'application/json' })
    response.end(next.body === undefined ? '' : JSON.stringify(next.body))
  })
  return {
    seen,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const figures = { retried: 0, retriedHeld: 0, writes: 0, writesHeld: 0, timeouts: 0, timeoutsHeld: 0, aborts: 0, abortsHeld: 0 }

afterEach(() => configureAtrium({}))
afterAll(() => {
  recordFigures('network-faults', [
    { what: 'reads answered 502/503/504 or dropped, then retried with backoff', tried: figures.retried, held: figures.retriedHeld },
    { what: 'writes answered 503 or dropped, never retried', tried: figures.writes, held: figures.writesHeld },
    { what: 'requests timed out (fake clock)', tried: figures.timeouts, held: figures.timeoutsHeld },
    { what: 'reads aborted by their caller', tried: figures.aborts, held: figures.abortsHeld },
  ])
})

describe('reads are retried, writes never (local HTTP server)', () => {
  it.each([502, 503, 504])('a GET answered %i twice then 200 is tried 3 times and succeeds', async (status) => {
    figures.retried += 1
    const server = scriptedServer((_request, index) => (index < 2 ? { status, body: { error: 'busy' } } : { status: 200, body: { id: '1', title: 'Dune' } }))
    const baseUrl = await server.start()
    try {
      configureAtrium({ api: { baseUrl, dialect: restDialect(), retry: { retries: 2, baseDelayMs: 0 } } })
      const repository = createHttpRepository<Book>({ path: '/books' })
      await expect(repository.getItem('1')).resolves.toEqual({ id: '1', title: 'Dune' })
      expect(server.seen).toEqual(['GET /books/1', 'GET /books/1', 'GET /books/1'])
      figures.retriedHeld += 1
    } finally { await server.close() }
  })

  it('a GET whose connection drops is retried; after the last retry the error says so', async () => {
    figures.retried += 1
    const server = scriptedServer(() => 'drop')
    const baseUrl = await server.start()
    try {
      configureAtrium({ api: { baseUrl, dialect: restDialect(), retry: { retries: 2, baseDelayMs: 0 } } })
      const error = await rejection(createHttpRepository<Book>({ path: '/books' }).getCollection({}))
      expect(error.status).toBe(0)
      expect(error.detail).toMatch(/Network error/)
      expect(server.seen).toHaveLength(3)
      figures.retriedHeld += 1
    } finally { await server.close() }
  })

  it('a GET answered 500 or 404 is not retried, nor with retry: false', async () => {
    const server = scriptedServer((request) => (request.url === '/books/missing' ? { status: 404 } : { status: request.url === '/books/x' ? 503 : 500 }))
    const baseUrl = await server.start()
    try {
      configureAtrium({ api: { baseUrl, dialect: restDialect(), retry: { retries: 3, baseDelayMs: 0 } } })
      const repository = createHttpRepository<Book>({ path: '/books' })
      expect((await rejection(repository.getItem('1'))).status).toBe(500)
      expect((await rejection(repository.getItem('missing'))).status).toBe(404)
      configureAtrium({ api: { baseUrl, dialect: restDialect(), retry: false } })
      expect((await rejection(repository.getItem('x'))).status).toBe(503)
      expect(server.seen).toEqual(['GET /books/1', 'GET /books/missing', 'GET /books/x'])
    } finally { await server.close() }
  })

  it.each([
    ['POST', (repository: ReturnType<typeof createHttpRepository<Book>>) => repository.createItem({ title: 'Dune' })],
    ['PUT', (repository: ReturnType<typeof createHttpRepository<Book>>) => repository.updateItem('1', { title: 'Dune' })],
    ['DELETE', (repository: ReturnType<typeof createHttpRepository<Book>>) => repository.removeItem('1')],
  ] as const)('a %s answered 503 (or dropped) is sent once', async (method, write) => {
    for (const fault of ['503', 'drop'] as const) {
      figures.writes += 1
      const server = scriptedServer(() => (fault === 'drop' ? 'drop' : { status: 503, body: { error: 'busy' } }))
      const baseUrl = await server.start()
      try {
        configureAtrium({ api: { baseUrl, dialect: restDialect(), retry: { retries: 5, baseDelayMs: 0 } } })
        const error = await rejection(write(createHttpRepository<Book>({ path: '/books' })))
        expect(error.status).toBe(fault === 'drop' ? 0 : 503)
        expect(server.seen).toHaveLength(1)
        expect(server.seen[0].startsWith(method === 'PUT' ? 'P' : method)).toBe(true)
        figures.writesHeld += 1
      } finally { await server.close() }
    }
  })
})

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
describe('timeout', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('fails a request after the default 30 s with "Request timed out" (status 0), not before', async () => {
    figures.timeouts += 1
    const fetch = hangingFetch()
    configureAtrium({ api: { baseUrl: 'https://api.example', dialect: restDialect(), fetch, retry: false } })
    let settled: unknown = 'pending'
    const promise = createHttpRepository<Book>({ path: '/books' }).createItem({ title: 'Dune' })
    promise.then(() => { settled = 'resolved' }, (error: unknown) => { settled = error })
    await jest.advanceTimersByTimeAsync(29_999)
    expect(settled).toBe('pending')
    await jest.advanceTimersByTimeAsync(1)
    expect(settled).toBeInstanceOf(ApiError)
    const error = settled as ApiError
    expect(error).toMatchObject({ status: 0, title: 'Request timed out' })
    expect(error.detail).toMatch(/no answer within 30 s \(POST https:\/\/api\.example\/books\)/)
    expect(fetch.signals[0].aborted).toBe(true)
    figures.timeoutsHeld += 1
  })

  it('takes api.timeoutMs, per resource over the configuration; a timed-out read is not retried', async () => {
    figures.timeouts += 1
    const fetch = hangingFetch()
    configureAtrium({ api: { baseUrl: 'https://api.example', dialect: restDialect(), fetch, timeoutMs: 60_000, retry: { retries: 1, baseDelayMs: 1_000 } } })
    const repository = createHttpRepository<Book>({ path: '/books', api: { timeoutMs: 5_000 } })
    let settled: unknown = 'pending'
    repository.getItem('1').then(() => { settled = 'resolved' }, (error: unknown) => { settled = error })
    await jest.advanceTimersByTimeAsync(4_999)
    expect(settled).toBe('pending')
    await jest.advanceTimersByTimeAsync(1)
    // A timeout is not a network error: no retry (the server may be still working on it).
    expect(settled).toMatchObject({ status: 0, title: 'Request timed out' })
    expect(fetch).toHaveBeenCalledTimes(1)
    figures.timeoutsHeld += 1
  })

  it('waits baseDelayMs, then twice as long, between retries of a read', async () => {
    const fetch = jest.fn(async () => new Response('{}', { status: 503 }))
    configureAtrium({ api: { baseUrl: 'https://api.example', dialect: restDialect(), fetch, retry: { retries: 2, baseDelayMs: 1_000 } } })
    let settled: unknown = 'pending'
    createHttpRepository<Book>({ path: '/books' }).getItem('1').then(() => { settled = 'resolved' }, (error: unknown) => { settled = error })
    await jest.advanceTimersByTimeAsync(0)
    expect(fetch).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(999)
    expect(fetch).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(fetch).toHaveBeenCalledTimes(2)
    await jest.advanceTimersByTimeAsync(1_999)
    expect(fetch).toHaveBeenCalledTimes(2)
    await jest.advanceTimersByTimeAsync(1)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(settled).toMatchObject({ status: 503 })
  })
})

describe('abort', () => {
  it('a read whose context.signal aborts stops at once, reaching fetch, with an "aborted" ApiError', async () => {
    figures.aborts += 1
    const fetch = hangingFetch()
    configureAtrium({ api: { baseUrl: 'https://api.example', dialect: restDialect(), fetch } })
    const controller = new AbortController()
    const promise = createHttpRepository<Book>({ path: '/books' }).getCollection({}, { viewResourceContext: {}, signal: controller.signal })
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetch).toHaveBeenCalledTimes(1)
    controller.abort()
    const error = await rejection(promise)
    expect(error).toMatchObject({ status: 0, title: 'Request aborted' })
    expect(fetch.signals[0].aborted).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(1)
    figures.abortsHeld += 1
  })
})
