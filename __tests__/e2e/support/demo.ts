import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ensureDemoBuild } from './demoBuild'

const projectRoot = resolve(__dirname, '../../..')
const READY = /Atrium demo: (http:\/\/\S+)/
const START_TIMEOUT_MS = 90_000
const STOP_TIMEOUT_MS = 5_000
// Enough of the demo's output to explain a failed start, without growing forever.
const LOG_LIMIT = 20_000

/** A demo started for one test file. */
export interface TestDemo {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:40123`. */
  readonly url: string
  /** The demo API's data folder (fresh, deleted by `close`). */
  readonly dataDir: string
  /** What the demo printed so far. */
  output(): string
  /** Stops the demo and deletes its folders. */
  close(): Promise<void>
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

/** Options of `startDemoForTest`. */
export interface StartDemoForTestOptions {
  /** More environment for the demo, e.g. `{ DEMO_LATENCY_MS: '300' }`. */
  readonly env?: Readonly<Record<string, string>>
}

/**
 * Starts the demo (`startDemo` with `build: false`, through
 * support/serveBuiltDemo.mjs) on a free port, with a fresh data folder
 * (`DEMO_DATA_DIR`). The app is built once per change of its sources
 * (`ensureDemoBuild`) and shared by the test files, so parallel test files
 * and a developer's running demo never collide and a run builds only once.
 *
 * A child process rather than `startDemo()` in the Jest worker: Jest's module
 * sandbox cannot load the demo's ES modules, and Vite (and later the embedded
 * database) stay out of the test process. The IPC channel makes the demo stop
 * if the test process dies.
 */
export async function startDemoForTest(options: StartDemoForTestOptions = {}): Promise<TestDemo> {
  const outDir = await ensureDemoBuild()
  const workDir = await mkdtemp(join(tmpdir(), 'atrium-demo-'))
  const dataDir = join(workDir, 'data')
  const child = spawn(process.execPath, [join(__dirname, 'serveBuiltDemo.mjs')], {
    cwd: projectRoot,
    env: { ...process.env, ...options.env, PORT: '0', DEMO_DATA_DIR: dataDir, DEMO_OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let log = ''
  const append = (chunk: Buffer) => { log = (log + chunk.toString()).slice(-LOG_LIMIT) }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)

  const stop = async () => {
    if (!hasExited(child)) {
      child.kill('SIGTERM')
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        child.kill('SIGKILL')
        await waitForExit(child, STOP_TIMEOUT_MS)
      }
    }
    await rm(workDir, { recursive: true, force: true })
  }

  let url: string
  try {
    url = await new Promise<string>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`the demo did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS)
      const onData = () => {
        const match = READY.exec(log)
        if (!match) return
        clearTimeout(timer)
        ready(match[1])
      }
      child.stdout?.on('data', onData)
      child.once('exit', (code, signal) => {
        clearTimeout(timer)
        fail(new Error(`the demo exited (${signal ?? `code ${code}`}) before serving`))
      })
      child.once('error', (error) => {
        clearTimeout(timer)
        fail(error)
      })
    })
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}. Its output:\n${log}`)
  }

  return { url, dataDir, output: () => log, close: stop }
}
