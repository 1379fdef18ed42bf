import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** A port free on 127.0.0.1 right now (the OS picks it; the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** A server process started by a test; `stop` ends it (and only it). */
export interface ServerProcess {
  /** `http://127.0.0.1:{port}` */
  baseUrl: string
  /** Everything the server printed so far, for failure messages. */
  output(): string
  stop(): Promise<void>
}

export interface StartOptions {
  command: string
  args: string[]
  cwd: string
  env?: NodeJS.ProcessEnv
  port: number
  /** Path answered with a 2xx once the server is ready. */
  readyPath: string
  /** Milliseconds to wait for readiness. */
  timeout: number
  /** Prefix for the progress lines printed while waiting. */
  label: string
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Starts a server on 127.0.0.1 and resolves once `readyPath` answers; rejects with its output otherwise. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`
  const child = spawn(options.command, options.args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-20000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let failure: Error | undefined
  child.once('error', (error) => {
    failure = error
  })
  const server: ServerProcess = { baseUrl, output: () => output, stop: () => stopChild(child) }
  const started = Date.now()
  while (Date.now() - started < options.timeout) {
    if (failure) throw new Error(`${options.label}: could not start ${options.command}: ${failure.message}`)
    if (child.exitCode !== null) throw new Error(`${options.label}: exited with code ${child.exitCode} before answering:\n${output}`)
    try {
      const response = await fetch(baseUrl + options.readyPath)
      if (response.ok) {
        process.stdout.write(`[${options.label}] ready on ${baseUrl} after ${Date.now() - started} ms\n`)
        return server
      }
    } catch {
      // Not listening yet.
    }
    await sleep(200)
  }
  await server.stop()
  throw new Error(`${options.label}: no answer from ${baseUrl}${options.readyPath} within ${options.timeout} ms:\n${output}`)
}
