import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** A port free on 127.0.0.1 right now (the OS picks it; the server binds it a moment later). */
function freePort(): Promise<number> {
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
  /** The command's arguments, given the port it is to listen on. */
  args: (port: number) => string[]
  cwd: string
  /** The command's environment, given the port it is to listen on. */
  env?: (port: number) => NodeJS.ProcessEnv
  /** Path answered with a 2xx once the server is ready. */
  readyPath: string
  /** Milliseconds to wait for readiness. */
  timeout: number
  /** Prefix for the progress lines printed while waiting. */
  label: string
}

// A port found free can be taken by another process before the server binds it: then the
// server exits saying so, and it is started again on another port.
const PORT_TAKEN = /EADDRINUSE|address already in use|Errno 98/i
const PORT_ATTEMPTS = 5

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

/**
 * Starts a server on 127.0.0.1 on a free port and resolves once `readyPath` answers; starts it
 * again on another port when the one found free was taken meanwhile; rejects with its output
 * otherwise.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort()
    try {
      return await startOnPort(options, port)
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= PORT_ATTEMPTS) throw error
      process.stdout.write(`[${options.label}] port ${port} was taken before the server bound it; trying another\n`)
    }
  }
}

class PortTakenError extends Error {}

async function startOnPort(options: StartOptions, port: number): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(options.command, options.args(port), { cwd: options.cwd, env: options.env?.(port) ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
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
    if (child.exitCode !== null) {
      const message = `${options.label}: exited with code ${child.exitCode} before answering:\n${output}`
      throw PORT_TAKEN.test(output) ? new PortTakenError(message) : new Error(message)
    }
    try {
      // Only this child's answer counts: a server that is not ours on the port would not have its exit noticed.
      const response = await fetch(baseUrl + options.readyPath)
      if (response.ok && child.exitCode === null) {
        process.stdout.write(`[${options.label}] ready on ${baseUrl} after ${Date.now() - started} ms\n`)
        return server
      }
    } catch {
      // Not listening yet.
    }
    // Polling the port: a server being started sends no event when it starts listening.
    await sleep(200)
  }
  await server.stop()
  throw new Error(`${options.label}: no answer from ${baseUrl}${options.readyPath} within ${options.timeout} ms:\n${output}`)
}
