import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const projectRoot = resolve(__dirname, '../../..')
const READY = /Atrium demo API: (http:\/\/\S+)/
const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 5_000
const LOG_LIMIT = 20_000

/** The demo API (demo/server/apiOnly.mjs) running in a child process for one test file. */
export interface TestApi {
  /** Base URL without a trailing slash. */
  readonly url: string
  /** Its data folder; kept by `stop`, deleted by `close` unless it was given. */
  readonly dataDir: string
  output(): string
  /** Stops the process and keeps the data folder (to restart on it). */
  stop(): Promise<void>
  /** Stops the process and deletes a data folder it made. */
  close(): Promise<void>
}

export interface StartApiOptions {
  /** Reuse this data folder (not deleted by `close`). */
  dataDir?: string
  /** `--reset`. */
  reset?: boolean
  env?: Record<string, string>
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true)
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      done(true)
    })
  })
}

/**
 * Starts the API alone (no app build) on a free port. A child process: Jest
 * cannot load the demo's ES modules, and PGlite stays out of the test process.
 */
export async function startApiForTest(options: StartApiOptions = {}): Promise<TestApi> {
  const ownDir = options.dataDir === undefined ? await mkdtemp(join(tmpdir(), 'atrium-api-')) : undefined
  const dataDir = options.dataDir ?? join(ownDir as string, 'data')
  const child = spawn(process.execPath, ['demo/server/apiOnly.mjs', ...(options.reset ? ['--reset'] : [])], {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', DEMO_DATA_DIR: dataDir, DEMO_LATENCY_MS: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let log = ''
  const append = (chunk: Buffer) => { log = (log + chunk.toString()).slice(-LOG_LIMIT) }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)

  const stop = async () => {
    if (hasExited(child)) return
    child.kill('SIGTERM')
    if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
      child.kill('SIGKILL')
      await waitForExit(child, STOP_TIMEOUT_MS)
    }
  }
  const close = async () => {
    await stop()
    if (ownDir) await rm(ownDir, { recursive: true, force: true })
  }

  let url: string
  try {
    url = await new Promise<string>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`the API did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS)
      child.stdout?.on('data', () => {
        const match = READY.exec(log)
        if (!match) return
        clearTimeout(timer)
        ready(match[1])
      })
      child.once('exit', (code, signal) => {
        clearTimeout(timer)
        fail(new Error(`the API exited (${signal ?? `code ${code}`}) before serving`))
      })
    })
  } catch (error) {
    await close()
    throw new Error(`${(error as Error).message}. Its output:\n${log}`)
  }
  return { url, dataDir, output: () => log, stop, close }
}

/** An answer with its body read (JSON when it parses, else the text). */
export interface Answer {
  status: number
  headers: Headers
  body: any
}

export interface CallOptions {
  method?: string
  token?: string
  body?: unknown
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string
  contentType?: string
  headers?: Record<string, string>
  /** Aborts the request (e.g. `AbortSignal.timeout(ms)`), so a stalled server fails the test instead of hanging it. */
  signal?: AbortSignal
}

/** Calls the API. */
export async function call(base: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = { Accept: 'application/ld+json', ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const hasBody = options.body !== undefined || options.rawBody !== undefined
  if (hasBody) {
    headers['Content-Type'] = options.contentType ?? (method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json')
  }
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: hasBody ? options.rawBody ?? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, headers: response.headers, body }
}

/** Signs in and returns the token. */
export async function login(base: string, username: string, password = username): Promise<string> {
  const answer = await call(base, '/api/login_check', { method: 'POST', body: { username, password }, contentType: 'application/json' })
  if (answer.status !== 200) throw new Error(`login as ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.token as string
}

/** Every member of a collection, page after page. */
export async function listAll(base: string, path: string, token: string): Promise<any[]> {
  const items: any[] = []
  for (let page = 1; ; page += 1) {
    const answer = await call(base, `${path}${path.includes('?') ? '&' : '?'}itemsPerPage=100&page=${page}`, { token })
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`)
    items.push(...answer.body.member)
    if (items.length >= answer.body.totalItems || answer.body.member.length === 0) return items
  }
}
