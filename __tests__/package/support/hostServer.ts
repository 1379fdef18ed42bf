// Serves a fixture host's build and a small json-server-style API on 127.0.0.1, port 0:
//   POST /api/login_check {username, password}  → { token } (reader / secret), else 401
//   GET  /api/me (Bearer)                       → { username, roles }, else 401
//   /api/books (Bearer, else 401)               → GET ?_page&_limit&_sort&_order (X-Total-Count),
//                                                 GET/PATCH/DELETE /api/books/:id, POST /api/books
// Any other path is the host's file, else its index page (client-side routes).
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

/** A request the API received. */
export interface ApiRequest {
  method: string
  path: string
  body: unknown
}

/** A running host server. */
export interface HostServer {
  /** `http://127.0.0.1:{port}` */
  url: string
  /** Every API request so far, in order. */
  requests: ApiRequest[]
  /** Resolves with the first API request (past or future) that `match` accepts. */
  request(match: (request: ApiRequest) => boolean): Promise<ApiRequest>
  close(): Promise<void>
}

interface Book { id: number; title: string; author?: string; pages?: number | null }

const TOKEN = 'reader-token'
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' }

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  response.end(body === undefined ? '' : JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function books(seed: Book[]) {
  const rows = seed.map((row) => ({ ...row }))
  let next = Math.max(0, ...rows.map((row) => row.id)) + 1
  return {
    list(query: URLSearchParams) {
      const sort = query.get('_sort')
      const order = query.get('_order') === 'desc' ? -1 : 1
      const sorted = [...rows]
      if (sort) sorted.sort((a, b) => String(a[sort as keyof Book] ?? '').localeCompare(String(b[sort as keyof Book] ?? '')) * order)
      const limit = Math.min(Number(query.get('_limit') ?? 25) || 25, 100)
      const page = Math.max(Number(query.get('_page') ?? 1) || 1, 1)
      return { items: sorted.slice((page - 1) * limit, page * limit), total: rows.length }
    },
    find: (id: string) => rows.find((row) => String(row.id) === id),
    create(data: Record<string, unknown>): Book {
      const row = { ...data, id: next++ } as Book
      rows.push(row)
      return row
    },
    remove(id: string) {
      const index = rows.findIndex((row) => String(row.id) === id)
      if (index >= 0) rows.splice(index, 1)
      return index >= 0
    },
  }
}

async function api(request: IncomingMessage, response: ServerResponse, url: URL, data: ReturnType<typeof books>, log: (entry: ApiRequest) => void, requireToken: boolean) {
  const body = await readBody(request)
  const method = request.method ?? 'GET'
  log({ method, path: url.pathname + url.search, body })
  if (url.pathname === '/api/login_check' && method === 'POST') {
    const credentials = body as { username?: unknown; password?: unknown } | undefined
    return credentials?.username === 'reader' && credentials.password === 'secret' ? send(response, 200, { token: TOKEN }) : send(response, 401, { message: 'Invalid credentials.' })
  }
  if (requireToken && request.headers.authorization !== `Bearer ${TOKEN}`) return send(response, 401, { message: 'Sign in first.' })
  if (url.pathname === '/api/me') return send(response, 200, { username: 'reader', roles: ['ROLE_USER'] })
  const match = /^\/api\/books(?:\/([^/]+))?$/.exec(url.pathname)
  if (!match) return send(response, 404, { message: 'No such route.' })
  const id = match[1] === undefined ? undefined : decodeURIComponent(match[1])
  if (id === undefined && method === 'GET') {
    const { items, total } = data.list(url.searchParams)
    return send(response, 200, items, { 'X-Total-Count': String(total) })
  }
  if (id === undefined && method === 'POST') {
    const fields = body as Record<string, unknown> | undefined
    if (typeof fields?.title !== 'string' || fields.title.trim() === '') return send(response, 400, { message: 'A title is required.' })
    return send(response, 201, data.create(fields))
  }
  const row = id === undefined ? undefined : data.find(id)
  if (!row || id === undefined) return send(response, 404, { message: 'No such book.' })
  if (method === 'GET') return send(response, 200, row)
  if (method === 'PATCH') return send(response, 200, Object.assign(row, body as object, { id: row.id }))
  if (method === 'DELETE') return send(response, 200, data.remove(id) ? {} : undefined)
  return send(response, 405, { message: 'Method not allowed.' })
}

/** Options of `startHostServer`. */
export interface HostServerOptions {
  /** The page served for client-side routes. Defaults to `index.html`. */
  index?: string
  /** Whether /api/books and /api/me need the reader's token. Defaults to `true`. */
  requireToken?: boolean
}

/** Starts the server over `distDir` with two seeded books. */
export function startHostServer(distDir: string, options: HostServerOptions = {}): Promise<HostServer> {
  const data = books([{ id: 1, title: 'Dune', author: 'Frank Herbert', pages: 412 }, { id: 2, title: 'Emma', author: 'Jane Austen', pages: 474 }])
  const requests: ApiRequest[] = []
  const waiting: Array<{ match: (request: ApiRequest) => boolean; resolve: (request: ApiRequest) => void }> = []
  const log = (entry: ApiRequest) => {
    requests.push(entry)
    for (const waiter of [...waiting]) {
      if (waiter.match(entry)) {
        waiting.splice(waiting.indexOf(waiter), 1)
        waiter.resolve(entry)
      }
    }
  }
  const root = normalize(distDir + sep)
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname.startsWith('/api/')) {
      api(request, response, url, data, log, options.requireToken ?? true).catch((error: unknown) => send(response, 500, { message: String(error) }))
      return
    }
    const file = normalize(join(root, decodeURIComponent(url.pathname)))
    const target = file.startsWith(root) && extname(file) !== '' ? file : join(root, options.index ?? 'index.html')
    readFile(target)
      .then((content) => {
        response.writeHead(200, { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream' })
        response.end(content)
      })
      .catch(() => send(response, 404, { message: 'Not found.' }))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        request: (match) => {
          const seen = requests.find(match)
          return seen ? Promise.resolve(seen) : new Promise((done) => waiting.push({ match, resolve: done }))
        },
        close: () => new Promise((done) => {
          server.closeAllConnections()
          server.close(() => done())
        }),
      })
    })
  })
}
