// A tiny json-server-style API plus a static file server for one built app.
//
//   GET    /api/<collection>?_page=2&_limit=10&_sort=title&_order=asc   (also _start/_end, q, field=value, field_like)
//   GET    /api/<collection>/<id>
//   POST   /api/<collection>            PUT/PATCH /api/<collection>/<id>            DELETE /api/<collection>/<id>
//   GET    /events                      Server-Sent Events (realtime bench)
//   POST   /__bench/burst?count=1000&ms=1000&resource=articles   pushes changes to every open /events stream
//   anything else: a file of the app folder, else the app's index.html (client-side routes)
//
// Lists answer with X-Total-Count (exposed to scripts). Nothing is cached (Cache-Control: no-store),
// so every page load of every app pays the same parse and fetch costs. Every request is logged
// (method, url, time) for the request-count figures.
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { compare, makeArticles } from './lib/data.mjs'

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.map': 'application/json', '.svg': 'image/svg+xml' }
const RESERVED = new Set(['_page', '_limit', '_start', '_end', '_sort', '_order', 'q', '_embed', '_expand'])

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      try { resolve(text === '' ? undefined : JSON.parse(text)) } catch (error) { reject(error) }
    })
    request.on('error', reject)
  })
}

function matches(record, field, values, like) {
  const value = record[field]
  if (like) return values.some((wanted) => new RegExp(wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i').test(String(value ?? '')))
  return values.some((wanted) => String(value) === wanted)
}

/** json-server's list semantics, on an array of records. */
export function queryCollection(records, search) {
  let rows = records
  const fields = new Map()
  for (const [key, value] of search) {
    if (RESERVED.has(key)) continue
    fields.set(key, [...(fields.get(key) ?? []), value])
  }
  for (const [key, values] of fields) {
    const like = key.endsWith('_like')
    const field = like ? key.slice(0, -5) : key
    rows = rows.filter((record) => matches(record, field, values, like))
  }
  const q = search.get('q')
  if (q) {
    const needle = q.toLowerCase()
    rows = rows.filter((record) => Object.values(record).some((value) => typeof value === 'string' && value.toLowerCase().includes(needle)))
  }
  const sort = search.get('_sort')
  if (sort) {
    const keys = sort.split(',')
    const orders = (search.get('_order') ?? '').split(',')
    rows = [...rows].sort((a, b) => {
      for (let index = 0; index < keys.length; index += 1) {
        const order = compare(a[keys[index]], b[keys[index]])
        if (order !== 0) return (orders[index] ?? 'asc').toLowerCase() === 'desc' ? -order : order
      }
      return 0
    })
  }
  const total = rows.length
  if (search.has('_start') || search.has('_end')) {
    const start = Number(search.get('_start') ?? 0)
    const end = search.has('_end') ? Number(search.get('_end')) : undefined
    rows = rows.slice(start, end)
  } else if (search.has('_page') || search.has('_limit')) {
    const limit = Number(search.get('_limit') ?? 10)
    const page = Math.max(1, Number(search.get('_page') ?? 1))
    rows = rows.slice((page - 1) * limit, page * limit)
  }
  return { rows, total }
}

/**
 * Starts the server on 127.0.0.1 and a free port. `isolated` serves the app's files cross-origin
 * isolated (COOP same-origin, COEP require-corp): the page's clocks are then precise to microseconds
 * instead of coarsened to 0.1 ms (the scroll figure's frame times).
 * @param {{ appDir?: string, articles?: number, isolated?: boolean }} options
 */
export async function startServer({ appDir, articles = 1000, isolated = false } = {}) {
  const isolation = isolated ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } : {}
  const collections = new Map([['articles', makeArticles(articles)]])
  const nextIds = new Map()
  const streams = new Set()
  const log = []
  let eventSourceConnections = 0
  let burstTimer

  const send = (response, status, body, headers = {}) => {
    const text = body === undefined ? '' : JSON.stringify(body)
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
    response.end(text)
  }

  const collectionOf = (name) => {
    if (!collections.has(name)) collections.set(name, [])
    return collections.get(name)
  }

  async function api(request, response, url) {
    const [, , name, rawId] = url.pathname.split('/')
    const records = collectionOf(name)
    const id = rawId === undefined ? undefined : decodeURIComponent(rawId)
    const index = id === undefined ? -1 : records.findIndex((record) => String(record.id) === id)
    switch (request.method) {
      case 'GET': {
        if (id === undefined) {
          const { rows, total } = queryCollection(records, url.searchParams)
          return send(response, 200, rows, { 'X-Total-Count': String(total), 'Access-Control-Expose-Headers': 'X-Total-Count' })
        }
        return index < 0 ? send(response, 404, {}) : send(response, 200, records[index])
      }
      case 'POST': {
        const data = (await readBody(request)) ?? {}
        const nextId = nextIds.get(name) ?? records.reduce((max, record) => Math.max(max, Number(record.id) || 0), 0) + 1
        nextIds.set(name, nextId + 1)
        const record = { ...data, id: data.id ?? nextId }
        records.push(record)
        return send(response, 201, record)
      }
      case 'PUT':
      case 'PATCH': {
        if (index < 0) return send(response, 404, {})
        const data = (await readBody(request)) ?? {}
        records[index] = request.method === 'PUT' ? { ...data, id: records[index].id } : { ...records[index], ...data, id: records[index].id }
        return send(response, 200, records[index])
      }
      case 'DELETE': {
        if (index < 0) return send(response, 404, {})
        records.splice(index, 1)
        return send(response, 200, {})
      }
      default:
        return send(response, 405, {})
    }
  }

  function events(request, response) {
    eventSourceConnections += 1
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' })
    response.write(': connected\n\n')
    streams.add(response)
    request.on('close', () => streams.delete(response))
  }

  /** Pushes `count` changes spread evenly over `ms`: updates, creates and deletes in turn. */
  function burst(count, ms, resource) {
    return new Promise((resolve) => {
      const records = collectionOf(resource)
      const ticks = Math.max(1, Math.min(count, Math.floor(ms / 10)))
      const perTick = Math.ceil(count / ticks)
      let sent = 0
      let eventId = 0
      const tick = () => {
        for (let n = 0; n < perTick && sent < count; n += 1, sent += 1) {
          const kind = sent % 3 === 0 ? 'create' : sent % 3 === 1 ? 'update' : 'delete'
          let message
          if (kind === 'update') {
            const record = records[sent % records.length]
            record.views = (record.views ?? 0) + 1
            message = { type: 'update', resource, id: record.id, data: { id: record.id, views: record.views } }
          } else if (kind === 'create') {
            const id = 100000 + sent
            const record = { id, title: `Pushed article ${id}`, status: 'draft', views: 0, body: '', published_at: '2024-01-01' }
            records.push(record)
            message = { type: 'create', resource, id, data: record }
          } else {
            const record = records.pop()
            message = { type: 'delete', resource, id: record.id, data: { id: record.id } }
          }
          eventId += 1
          const frame = `id: ${eventId}\ndata: ${JSON.stringify(message)}\n\n`
          for (const stream of streams) stream.write(frame)
        }
        tickIndex += 1
        if (sent >= count) { burstTimer = undefined; resolve(sent); return }
        // Ticks at fixed offsets from the start (0, ms/ticks, 2·ms/ticks…): timer drift does not add up,
        // so the last change leaves before `ms` has passed.
        burstTimer = setTimeout(tick, Math.max(0, startedAt + (tickIndex * ms) / ticks - performance.now()))
      }
      const startedAt = performance.now()
      let tickIndex = 0
      tick()
    })
  }

  async function file(request, response, url) {
    if (!appDir) return send(response, 404, {})
    const wanted = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '')
    let path = join(appDir, wanted)
    const info = await stat(path).catch(() => undefined)
    if (!info || info.isDirectory() || !path.startsWith(appDir)) path = join(appDir, 'index.html')
    const body = await readFile(path)
    response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'no-store', ...isolation })
    response.end(body)
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1')
    if (url.pathname.startsWith('/api/') || url.pathname === '/events') {
      log.push({ method: request.method, url: request.url, at: performance.now() })
    }
    let work
    if (url.pathname.startsWith('/api/')) work = api(request, response, url)
    else if (url.pathname === '/events') work = Promise.resolve(events(request, response))
    else if (url.pathname === '/__bench/burst' && request.method === 'POST') {
      work = burst(Number(url.searchParams.get('count') ?? 1000), Number(url.searchParams.get('ms') ?? 1000), url.searchParams.get('resource') ?? 'articles')
        .then((sent) => send(response, 200, { sent }))
    } else work = file(request, response, url)
    work.catch((error) => { if (!response.headersSent) send(response, 500, { title: String(error?.message ?? error) }) })
  })
  server.keepAliveTimeout = 1000
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** API and /events requests since the start (or the last `clearLog`). */
    log,
    clearLog() { log.length = 0 },
    /** `/events` streams opened since the start, and currently open. */
    eventSources() { return { opened: eventSourceConnections, open: streams.size } },
    burst,
    async close() {
      if (burstTimer) clearTimeout(burstTimer)
      for (const stream of streams) stream.end()
      server.closeAllConnections?.()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

// `node bench/server.mjs [appDir]`: serve by hand, e.g. to look at a built app in a browser.
if (import.meta.url === `file://${process.argv[1]}`) {
  const appDir = process.argv[2] ? normalize(join(process.cwd(), process.argv[2])) : undefined
  const server = await startServer({ appDir })
  console.log(`bench server on ${server.url}${appDir ? ` serving ${appDir}` : ''}`)
}
