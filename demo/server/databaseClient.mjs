// The API's handle on the database, which runs in a thread of its own
// (databaseWorker.mjs), so that no query can stall the API:
//
// - queries run one at a time, in the order asked (PGlite runs one at a time anyway);
// - each has a time limit (DEMO_QUERY_TIMEOUT_MS, default 5 s) from the moment it
//   starts: past it the caller gets a 503 and the database thread is ended (the
//   only way to stop WebAssembly mid-query) and opened again on the same folder;
//   queries waiting behind it run on the new thread;
// - errors keep Postgres's `code` (`23505`, `22P02`…), so callers can read them.
//
// Postgres's own `statement_timeout` cannot do this: PGlite runs in one
// thread and never lets its timer fire while a query runs.
import { Worker } from 'node:worker_threads'
import { HttpError } from './http.mjs'

/** Default time limit of one query. */
export const DEFAULT_QUERY_TIMEOUT_MS = 5_000
const CLOSE_TIMEOUT_MS = 5_000

/**
 * @typedef {object} DatabaseClientOptions
 * @property {string} dataDir The API's data folder.
 * @property {boolean} [reset] Drop the data and seed again (first start only).
 * @property {number} [queryTimeoutMs] Default DEFAULT_QUERY_TIMEOUT_MS.
 * @property {(message: string) => void} [log] Told when a query is stopped.
 */

/**
 * @typedef {object} DatabaseClient
 * @property {(sql: string, params?: unknown[]) => Promise<{ rows: any[] }>} query
 * @property {boolean} seeded The data was (re)created at start.
 * @property {() => number} restarts How many times the database thread was replaced.
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} Pending
 * @property {string} sql
 * @property {unknown[]} params
 * @property {(value: { rows: any[] }) => void} resolve
 * @property {(error: unknown) => void} reject
 */

/**
 * Starts one database thread and waits until it serves.
 * @param {string} dataDir
 * @param {boolean} reset
 * @returns {Promise<{ worker: Worker, seeded: boolean }>}
 */
function startWorker(dataDir, reset) {
  const worker = new Worker(new URL('./databaseWorker.mjs', import.meta.url), { workerData: { dataDir, reset } })
  return new Promise((resolve, reject) => {
    const failed = (/** @type {unknown} */ error) => {
      worker.off('message', onMessage)
      reject(error instanceof Error ? error : new Error(String(error)))
    }
    const onMessage = (/** @type {{ ready?: boolean, seeded?: boolean, failed?: string }} */ message) => {
      if (message.failed !== undefined) failed(new Error(message.failed))
      if (!message.ready) return
      worker.off('message', onMessage)
      worker.off('error', failed)
      worker.off('exit', failed)
      resolve({ worker, seeded: Boolean(message.seeded) })
    }
    worker.on('message', onMessage)
    worker.once('error', failed)
    worker.once('exit', (code) => failed(new Error(`the database thread exited (code ${code}) before serving`)))
  })
}

/**
 * @param {{ message: string, code?: string }} error
 */
function rebuildError({ message, code }) {
  const error = /** @type {Error & { code?: string }} */ (new Error(message))
  if (code !== undefined) error.code = code
  return error
}

/**
 * Opens the database in its own thread (seeding it when needed).
 * @param {DatabaseClientOptions} options
 * @returns {Promise<DatabaseClient>}
 */
export async function createDatabaseClient({ dataDir, reset = false, queryTimeoutMs = DEFAULT_QUERY_TIMEOUT_MS, log = () => {} }) {
  const first = await startWorker(dataDir, reset)
  /** @type {Worker | undefined} */
  let worker = first.worker
  /** @type {Promise<void> | undefined} */
  let starting
  /** @type {Pending[]} */
  const queue = []
  /** @type {Pending | undefined} */
  let running
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer
  let nextId = 1
  let runningId = 0
  let restarts = 0
  let closing = false

  const finish = () => {
    clearTimeout(timer)
    const done = running
    running = undefined
    return done
  }

  /** Ends the current thread (a runaway query, a crash) and opens the database again; waiting queries then run. */
  const replace = (/** @type {Worker} */ stale) => {
    if (worker !== stale) return
    worker = undefined
    stale.removeAllListeners()
    void stale.terminate()
    if (closing) return
    restarts += 1
    starting = startWorker(dataDir, false).then(
      (started) => { attach(started.worker) },
      (error) => {
        log(`the database could not be opened again: ${/** @type {Error} */ (error).message}`)
        for (const waiting of queue.splice(0)) waiting.reject(unavailable('The database is not available.'))
      },
    ).finally(() => {
      starting = undefined
      pump()
    })
  }

  const attach = (/** @type {Worker} */ current) => {
    worker = current
    current.on('message', (/** @type {{ id?: number, rows?: any[], error?: { message: string, code?: string } }} */ message) => {
      if (message.id === undefined || message.id !== runningId) return
      const done = finish()
      if (message.error) done?.reject(rebuildError(message.error))
      else done?.resolve({ rows: message.rows ?? [] })
      pump()
    })
    const crashed = () => {
      finish()?.reject(unavailable('The database stopped while answering; try again.'))
      replace(current)
    }
    current.on('error', crashed)
    current.on('exit', crashed)
  }

  const pump = () => {
    if (running || starting || !worker || queue.length === 0) return
    const current = worker
    running = queue.shift()
    runningId = nextId++
    const { sql, params } = /** @type {Pending} */ (running)
    timer = setTimeout(() => {
      log(`a query ran longer than ${queryTimeoutMs} ms and was stopped: ${sql.slice(0, 200)}`)
      finish()?.reject(unavailable(`The query took longer than ${queryTimeoutMs / 1000} s and was stopped; narrow the request and try again.`))
      replace(current)
    }, queryTimeoutMs)
    current.postMessage({ id: runningId, sql, params })
  }

  attach(first.worker)

  return {
    seeded: first.seeded,
    restarts: () => restarts,
    query(sql, params = []) {
      if (closing) return Promise.reject(unavailable('The demo API is shutting down.'))
      return new Promise((resolve, reject) => {
        queue.push({ sql, params, resolve, reject })
        pump()
      })
    },
    async close() {
      closing = true
      for (const waiting of queue.splice(0)) waiting.reject(unavailable('The demo API is shutting down.'))
      await starting
      const current = worker
      if (!current) return
      current.removeAllListeners()
      const closed = new Promise((resolve) => {
        const timeout = setTimeout(resolve, CLOSE_TIMEOUT_MS)
        current.on('message', (/** @type {{ closed?: boolean }} */ message) => {
          if (!message.closed) return
          clearTimeout(timeout)
          resolve(undefined)
        })
        current.once('exit', () => {
          clearTimeout(timeout)
          resolve(undefined)
        })
      })
      current.postMessage({ close: true })
      await closed
      await current.terminate()
    },
  }
}

/** @param {string} detail */
function unavailable(detail) {
  return new HttpError(503, 'Service Unavailable', detail)
}
