// Sends each request to what answers it, after the checks every request
// gets: an optional artificial latency, the bearer token (all of /api/* but
// login_check, /rest/* and the hub) and the caller's roles for the operation.
//
// | route                                   | who                                  |
// |-----------------------------------------|--------------------------------------|
// | POST /api/login_check                   | anyone                               |
// | GET /api/me, POST /api/logout           | any valid token                      |
// | GET /api, GET /api/contexts/{Type}       | any valid token                      |
// | /api/users[/{id}]                       | ROLE_ADMIN                           |
// | DELETE /api/articles/{id}               | ROLE_ADMIN                           |
// | other /api/{resource}[/{id}], /rest/*   | ROLE_EDITOR or ROLE_ADMIN            |
// | GET /api/bookmarks/quota                | ROLE_EDITOR or ROLE_ADMIN: `{ used, limit }` |
// | GET /.well-known/mercure                | any valid token (see mercure.mjs)    |
//
// A POST to /api/{resource} with an `Idempotency-Key` header is made once per key (idempotency.mjs).
import { clearedTokenCookie, tokenCookie, tokenOf } from './auth.mjs'
import { accessDenied, badRequest, HttpError, MERCURE_LINK, notFound, readJsonBody, sendError, sendJson, sleep } from './http.mjs'
import { renderContext, renderEntrypoint } from './hydra.mjs'
import { createIdempotency } from './idempotency.mjs'
import { EDITORIAL, RESOURCES, RESOURCES_BY_NAME } from './resources.mjs'
import { REST_PREFIX } from './secondBackend.mjs'

export const HUB_PATH = '/.well-known/mercure'
const LD_JSON = 'application/ld+json'
const JSON_TYPES = [LD_JSON, 'application/json']
const MERGE_PATCH = ['application/merge-patch+json']
/** The most `X-Demo-Latency` may ask for, so a test cannot stall the demo. */
const MAX_LATENCY_MS = 10_000

/** @typedef {import('./auth.mjs').User} User */

/**
 * @param {User} user
 * @param {readonly string[]} roles Any one suffices.
 * @param {string} what For the message: "delete articles".
 */
function requireRole(user, roles, what) {
  if (!roles.some((role) => user.roles.includes(role))) {
    throw accessDenied(`Only ${roles.join(' or ')} may ${what}.`)
  }
}

/**
 * The latency to add: the `X-Demo-Latency` header (ms) when given, else the default.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} fallback
 */
function latencyOf(req, fallback) {
  const header = req.headers['x-demo-latency']
  const value = Number(Array.isArray(header) ? header[0] : header)
  return header !== undefined && Number.isFinite(value) && value >= 0 ? Math.min(value, MAX_LATENCY_MS) : fallback
}

/**
 * The caller's address: the socket's, or with `trustProxy` (the API sits
 * behind a reverse proxy that appends it) the last `X-Forwarded-For` entry.
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} trustProxy
 */
function addressOf(req, trustProxy) {
  const forwarded = req.headers['x-forwarded-for']
  const last = trustProxy ? String(Array.isArray(forwarded) ? forwarded.at(-1) : forwarded ?? '').split(',').at(-1)?.trim() : ''
  return last || req.socket.remoteAddress || 'unknown'
}

/**
 * A database error caused by the request's values (a bad regular expression in `_like`…) is a 400.
 * @param {unknown} error
 */
function asHttpError(error) {
  const code = /** @type {{ code?: unknown }} */ (error)?.code
  if (typeof code === 'string' && code.startsWith('22')) return badRequest(`Invalid value: ${/** @type {Error} */ (error).message}`)
  return error
}

/**
 * @typedef {object} RouterContext
 * @property {ReturnType<typeof import('./auth.mjs').createAuth>} auth
 * @property {ReturnType<typeof import('./crud.mjs').createCrud>} crud
 * @property {ReturnType<typeof import('./mercure.mjs').createHub>} hub
 * @property {ReturnType<typeof import('./secondBackend.mjs').createSecondBackend>} secondBackend
 * @property {number} latencyMs Added before every answer but the hub's.
 * @property {AbortSignal} signal Aborted when the API closes (ends latency waits).
 * @property {boolean} [trustProxy] Read the caller's address from `X-Forwarded-For` (DEMO_TRUST_PROXY=1).
 */

/**
 * Creates the request handler.
 * @param {RouterContext} context
 */
export function createRouter({ auth, crud, hub, secondBackend, latencyMs, signal, trustProxy = false }) {
  const headers = { Link: MERCURE_LINK }
  const idempotency = createIdempotency()

  /**
   * /api/{resource}[/{id}].
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {User} user
   */
  async function resourceRoute(req, res, url, user) {
    const [, , name, id, ...rest] = url.pathname.replace(/\/+$/, '').split('/')
    const resource = RESOURCES_BY_NAME.get(name)
    if (!resource || rest.length > 0) throw notFound(`No route found for "${req.method} ${url.pathname}".`)
    const method = req.method ?? 'GET'
    const operation = method === 'GET' || method === 'HEAD' ? 'read' : method === 'DELETE' ? 'delete' : 'write'
    requireRole(user, resource.roles[operation], `${operation} ${resource.name}`)
    const send = (/** @type {number} */ status, /** @type {unknown} */ body) => sendJson(res, status, body, headers)

    if (id === 'quota' && resource.quota !== undefined && method === 'GET') {
      send(200, await crud.quota(resource, user))
    } else if (id === undefined && method === 'GET') {
      send(200, await crud.list(resource, url, user))
    } else if (id === undefined && method === 'POST') {
      const body = await readJsonBody(req, JSON_TYPES)
      // Sent again with its Idempotency-Key (its answer was lost): the record made the first time, not a second one.
      const { value: item, replayed } = await idempotency.once(req, `${user.id} ${url.pathname}`, body, () => crud.create(resource, body, user))
      sendJson(res, 201, item, { ...headers, Location: String(item['@id']), 'Content-Location': String(item['@id']), ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}) })
    } else if (id !== undefined && method === 'GET') {
      send(200, await crud.read(resource, id, user))
    } else if (id !== undefined && method === 'PATCH') {
      send(200, await crud.update(resource, id, await readJsonBody(req, MERGE_PATCH), user))
    } else if (id !== undefined && method === 'DELETE') {
      await crud.remove(resource, id, user)
      sendJson(res, 204, undefined, headers)
    } else {
      const allow = id === undefined ? 'GET, POST' : 'GET, PATCH, DELETE'
      throw new HttpError(405, 'Method Not Allowed', `No route found for "${method} ${url.pathname}": Method Not Allowed (Allow: ${allow})`)
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  async function route(req, res, url) {
    const path = url.pathname
    if (path === HUB_PATH) return hub.subscribe(req, res, url, tokenOf(req, url, { hub: true }))

    if (path === '/api/login_check') {
      if (req.method !== 'POST') throw new HttpError(405, 'Method Not Allowed', 'Sign in with POST { "username", "password" }.')
      const body = await readJsonBody(req, JSON_TYPES)
      for (const key of ['username', 'password']) {
        if (typeof body[key] !== 'string') throw badRequest(`The key "${key}" must be provided.`)
      }
      const token = await auth.login(String(body.username), String(body.password), addressOf(req, trustProxy))
      sendJson(res, 200, { token }, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Set-Cookie': tokenCookie(token, auth.ttlSeconds) })
      return
    }

    const user = await auth.authenticate(tokenOf(req, url))
    if (path === '/api/me' && req.method === 'GET') {
      sendJson(res, 200, { '@id': `/api/users/${user.id}`, id: user.id, username: user.username, roles: user.roles }, headers)
    } else if (path === '/api/logout' && req.method === 'POST') {
      await auth.revoke(user)
      hub.endStreamsOf(user.jti)
      sendJson(res, 204, undefined, { ...headers, 'Set-Cookie': clearedTokenCookie() })
    } else if ((path === '/api' || path === '/api/') && req.method === 'GET') {
      sendJson(res, 200, renderEntrypoint(), headers)
    } else if (path.startsWith('/api/contexts/') && req.method === 'GET') {
      const resource = RESOURCES.find((candidate) => candidate.type === path.slice('/api/contexts/'.length))
      if (!resource) throw notFound(`No context for "${path}".`)
      sendJson(res, 200, renderContext(resource), headers)
    } else if (path.startsWith(REST_PREFIX)) {
      requireRole(user, EDITORIAL, 'use the contacts backend')
      await secondBackend.handle(req, res, url, headers)
    } else if (path.startsWith('/api/')) {
      await resourceRoute(req, res, url, user)
    } else {
      throw notFound(`No route found for "${req.method} ${path}".`)
    }
  }

  /**
   * Answers one request; never rejects.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return async function handle(req, res) {
    let url
    try {
      url = new URL(req.url ?? '/', 'http://demo.invalid')
    } catch {
      sendError(res, badRequest('Malformed request URL.'), headers)
      return
    }
    try {
      if (url.pathname !== HUB_PATH) await sleep(latencyOf(req, latencyMs), signal)
      await route(req, res, url)
    } catch (error) {
      const known = asHttpError(error)
      const extra = known instanceof HttpError && known.status === 401 ? { ...headers, 'WWW-Authenticate': 'Bearer' } : headers
      sendError(res, known, extra)
    }
  }
}
