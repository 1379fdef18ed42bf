/**
 * @jest-environment node
 */
// A real round trip: a small API + Mercure-speaking hub on 127.0.0.1 (HTTP,
// text/event-stream), and Atrium in a child Node process using Node's own
// EventSource (`--experimental-eventsource`) and fetch. Skipped where this Node
// has no EventSource or rolldown is not installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const FLAG = '--experimental-eventsource'
const hasEventSource = spawnSync(process.execPath, [FLAG, '-e', "process.exit(typeof EventSource === 'function' ? 0 : 1)"]).status === 0
// The driver is bundled with rolldown (installed with vite); without it the check cannot run.
const canBundle = (() => {
  try {
    require.resolve('rolldown')
    return true
  } catch {
    return false
  }
})()
const describeWithEventSource = hasEventSource && canBundle ? describe : describe.skip

type Row = { '@id': string; '@type': string; id: number; title: string }
const row = (id: number, title: string): Row => ({ '@id': `/api/articles/${id}`, '@type': 'Article', id, title })

interface HubRequest {
  topics: string[]
  lastEventIdHeader?: string
}

function startServer() {
  const rows = [row(1, 'One'), row(2, 'Two')]
  const hubRequests: HubRequest[] = []
  const send = (response: ServerResponse, id: string, data: unknown) => response.write(`id: ${id}\ndata: ${JSON.stringify(data)}\n\n`)
  const hub = (request: IncomingMessage, response: ServerResponse, url: URL) => {
    hubRequests.push({ topics: url.searchParams.getAll('topic'), lastEventIdHeader: request.headers['last-event-id'] as string | undefined })
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
    response.write('retry: 100\n\n')
    if (hubRequests.length === 1) {
      // First connection: an update, a create, then the stream ends; the EventSource must come back with Last-Event-ID.
      setTimeout(() => {
        rows[0].title = 'Pushed'
        send(response, 'e1', { '@context': '/api/contexts/Article', ...rows[0] })
        rows.push(row(3, 'Three'))
        send(response, 'e2', row(3, 'Three'))
        setTimeout(() => response.end(), 300)
      }, 200)
    } else if (hubRequests.length === 2) {
      setTimeout(() => {
        rows.splice(1, 1)
        send(response, 'e3', { '@id': '/api/articles/2' })
      }, 200)
    }
  }
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/.well-known/mercure') return hub(request, response, url)
    const headers = { 'Content-Type': 'application/ld+json', Link: '</.well-known/mercure>; rel="mercure"' }
    if (url.pathname === '/api/articles') {
      response.writeHead(200, headers)
      response.end(JSON.stringify({ member: rows, totalItems: rows.length }))
      return
    }
    response.writeHead(404, headers)
    response.end(JSON.stringify({ title: 'Not Found' }))
  })
  return { server, hubRequests }
}

describeWithEventSource('realtime against a real Server-Sent Events hub', () => {
  let directory: string
  let bundle: string
  let child: ChildProcess | undefined
  let server: Server | undefined

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'atrium-sse-'))
    bundle = join(directory, 'driver.mjs')
    const built = spawnSync(process.execPath, [join(__dirname, 'support', 'bundleRealSseDriver.mjs'), bundle], { encoding: 'utf8' })
    if (built.status !== 0) throw new Error(`could not bundle the driver: ${built.stderr}`)
  }, 120_000)

  afterAll(async () => {
    const running = child
    if (running && running.exitCode === null) {
      running.removeAllListeners('exit')
      await new Promise((resolve) => {
        running.once('exit', resolve)
        running.kill()
      })
    }
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
    rmSync(directory, { recursive: true, force: true })
  })

  it('discovers the hub, merges an update, refreshes on create and delete, and resumes with Last-Event-ID', async () => {
    const started = startServer()
    server = started.server
    await new Promise<void>((resolve) => started.server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(started.server.address() as AddressInfo).port}`
    child = spawn(process.execPath, [FLAG, '--no-warnings', bundle, base], { stdio: ['ignore', 'pipe', 'pipe'] })
    const lines: Array<{ titles: string[] | null; connections: Record<string, { status: string }> }> = []
    let errors = ''
    let timer: ReturnType<typeof setTimeout> | undefined
    child.stderr?.on('data', (chunk) => { errors += String(chunk) })
    const done = new Promise<void>((resolve, reject) => {
      let buffer = ''
      child?.stdout?.on('data', (chunk) => {
        buffer += String(chunk)
        const parts = buffer.split('\n')
        buffer = parts.pop() ?? ''
        for (const part of parts) {
          const line = JSON.parse(part)
          lines.push(line)
          if (JSON.stringify(line.titles) === JSON.stringify(['Pushed', 'Three'])) resolve()
        }
      })
      child?.on('exit', (code) => reject(new Error(`driver exited (${code}); seen: ${JSON.stringify(lines)}; stderr: ${errors}`)))
      timer = setTimeout(() => reject(new Error(`timed out; seen: ${JSON.stringify(lines)}; stderr: ${errors}`)), 60_000)
    })
    await done.finally(() => clearTimeout(timer))
    expect(lines.map((line) => line.titles)).toContainEqual(['Pushed', 'Two'])
    expect(lines.map((line) => line.titles)).toContainEqual(['Pushed', 'Two', 'Three'])
    expect(started.hubRequests[0]).toEqual({ topics: [`${base}/api/articles`, `${base}/api/articles/{id}`], lastEventIdHeader: undefined })
    expect(started.hubRequests[1]?.lastEventIdHeader).toBe('e2')
    expect(started.hubRequests).toHaveLength(2)
    expect(Object.values(lines[lines.length - 1].connections).map((connection) => connection.status)).toEqual(['open'])
  }, 120_000)
})
