// The demo's API, on the demo's own origin (no CORS, one port):
//
// - /api/*               API Platform-style JSON-LD (Atrium's hydraDialect), see router.mjs
// - /rest/*              a second backend, json-server style (restDialect), see secondBackend.mjs
// - /.well-known/mercure the realtime hub (Server-Sent Events), see mercure.mjs
//
// Data lives in PGlite (Postgres in WebAssembly) under `dataDir`, seeded on
// first run and on reset (`npm run demo -- --reset`).
//
// Environment (options given to createApiHandler win):
// - DEMO_LATENCY_MS   delay added before every API answer (default 0); a
//                     request's `X-Demo-Latency: <ms>` header overrides it.
// - DEMO_TOKEN_TTL_S  lifetime of sign-in tokens in seconds (default 3600).
// - DEMO_TRUST_PROXY  `1`: the API sits behind a reverse proxy; the sign-in
//                     throttle reads the caller's address from X-Forwarded-For.
// - DEMO_QUERY_TIMEOUT_MS  time limit of one database query (default 5000): past
//                     it the request answers 503 and the database thread restarts.
import { hashPassword, createAuth, loadSecret } from './auth.mjs'
import { createCrud } from './crud.mjs'
import { createDatabaseClient, DEFAULT_QUERY_TIMEOUT_MS } from './databaseClient.mjs'
import { sendError, HttpError } from './http.mjs'
import { createHub } from './mercure.mjs'
import { createRouter, HUB_PATH } from './router.mjs'
import { createSecondBackend, REST_PREFIX } from './secondBackend.mjs'

/**
 * @typedef {object} ApiOptions
 * @property {string} dataDir Folder the API keeps its data in (created by the caller).
 * @property {boolean} [reset] Drop the data and seed again.
 * @property {number} [latencyMs] Default DEMO_LATENCY_MS, else 0.
 * @property {number} [tokenTtlSeconds] Default DEMO_TOKEN_TTL_S, else 3600.
 * @property {number} [queryTimeoutMs] Default DEMO_QUERY_TIMEOUT_MS, else 5000.
 * @property {boolean} [quiet] Print nothing.
 */

/**
 * @typedef {object} ApiHandler
 * @property {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle
 *   Answers one request whose path `isApiPath` accepts.
 * @property {() => Promise<void>} close Ends open streams, waits for requests in flight, closes the database.
 */

/**
 * Whether a path belongs to the API (the rest is the demo app).
 * @param {string} pathname
 */
export function isApiPath(pathname) {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith(REST_PREFIX) || pathname === HUB_PATH
}

/**
 * A whole number from the environment, or `fallback` when unset.
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 */
function fromEnv(name, fallback, min) {
  const text = process.env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${text}".`)
  return value
}

/**
 * Opens the database (seeding it when needed) and creates the API.
 * @param {ApiOptions} options
 * @returns {Promise<ApiHandler>}
 */
export async function createApiHandler({ dataDir, reset = false, latencyMs, tokenTtlSeconds, queryTimeoutMs, quiet = false }) {
  const latency = latencyMs ?? fromEnv('DEMO_LATENCY_MS', 0, 0)
  const ttlSeconds = tokenTtlSeconds ?? fromEnv('DEMO_TOKEN_TTL_S', 3600, 1)
  const secret = await loadSecret(dataDir, reset)
  const db = await createDatabaseClient({
    dataDir,
    reset,
    queryTimeoutMs: queryTimeoutMs ?? fromEnv('DEMO_QUERY_TIMEOUT_MS', DEFAULT_QUERY_TIMEOUT_MS, 1),
    log: (message) => console.warn(`[demo api] ${message}`),
  })
  if (!quiet) console.log(`[demo api] data in ${dataDir} (${db.seeded ? 'seeded now' : 'kept from the last run; --reset reseeds'})`)

  const auth = createAuth({ db, secret, ttlSeconds })
  const hub = createHub({ authenticate: (token) => auth.authenticate(token) })
  const crud = createCrud({ db, hub, hashPassword })
  const secondBackend = createSecondBackend({ db, hub })
  const closing = new AbortController()
  const route = createRouter({ auth, crud, hub, secondBackend, latencyMs: latency, signal: closing.signal, trustProxy: process.env.DEMO_TRUST_PROXY === '1' })

  /** @type {Set<Promise<void>>} */
  const inFlight = new Set()
  let closed

  return {
    handle(req, res) {
      if (closing.signal.aborted) {
        sendError(res, new HttpError(503, 'Service Unavailable', 'The demo API is shutting down.'))
        return Promise.resolve()
      }
      const answered = route(req, res).finally(() => inFlight.delete(answered))
      inFlight.add(answered)
      return answered
    },
    close() {
      closed ??= (async () => {
        closing.abort()
        hub.close()
        await Promise.allSettled([...inFlight])
        await db.close()
      })()
      return closed
    },
  }
}
