import { getAtriumConfiguration, type ApiConfiguration } from '../config/configureAtrium'
import type { Dialect, DialectOperation, DialectRequest, DialectResponse } from '../dialects/Dialect'
import { ApiError } from '../errors/ApiError'
import { abortedError, timeoutError } from '../network/networkErrors'
import { networkSettings } from '../network/networkSettings'
import { requestDeadline } from '../network/requestDeadline'
import { RETRIED_STATUSES, backoffDelay, isRetriedMethod, waitUnlessAborted } from '../network/retryPolicy'
import { findFile } from '../dialects/fileValues'
import { reportHttpResponse } from './hubDiscovery'
import type { Collection, HookContext, Repository } from '../types'
import type { BulkTools } from './httpBulk'
import { idLeavesOrigin, isSameOrigin, joinUrl, resolvedOrigin, staysOnOrigin } from './httpUrl'

/** Options of `createHttpRepository`. */
export interface HttpRepositoryOptions {
  /** Resource path, joined to the API's base URL (`'/books'`). */
  path: string
  /** The resource's own dialect; wins over the configured one. */
  dialect?: Dialect
  /** Overrides of the configured API settings, field by field. */
  api?: ApiConfiguration
}

interface Settings {
  baseUrl: string
  /** Absent: the default dialect (Hydra), loaded on the first request that needs it. */
  dialect?: Dialect
  getAuthToken?: ApiConfiguration['getAuthToken']
  fetch?: typeof fetch
}

let defaultDialect: Promise<Dialect> | undefined

/** The default dialect, `hydraDialect()`, its code loaded on demand: an app whose resources all name a dialect never downloads it. */
function loadDefaultDialect(): Promise<Dialect> {
  defaultDialect ??= import('../dialects/hydra').then(({ hydraDialect }) => hydraDialect())
  // A failed load is retried by the next request.
  defaultDialect.catch(() => { defaultDialect = undefined })
  return defaultDialect
}

// Read on every call, so a configureAtrium made after the resource was declared still applies.
function settings(options: HttpRepositoryOptions): Settings {
  const configured = getAtriumConfiguration().api ?? {}
  const own = options.api ?? {}
  return {
    baseUrl: own.baseUrl ?? configured.baseUrl ?? '',
    dialect: options.dialect ?? own.dialect ?? configured.dialect,
    getAuthToken: own.getAuthToken ?? configured.getAuthToken,
    fetch: own.fetch ?? configured.fetch,
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  return typeof error === 'string' ? error : String(error)
}

/** Keeps ApiErrors as they are, and gives anything else a status and a readable detail. */
function asApiError(error: unknown, status: number, context: string): ApiError {
  if (error instanceof ApiError) return error
  return new ApiError({ status, detail: `${context}: ${messageOf(error)}` })
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase())
}

const bearerOf = (token: string | null | undefined): string | undefined => (typeof token === 'string' && token !== '' ? `Bearer ${token}` : undefined)
const tokenFailure = (error: unknown): ApiError => asApiError(error, 0, 'Could not get the authentication token')

/**
 * The `Authorization` value for `url`: the configured token as a bearer, for the API's origin only.
 * Synchronous when the token getter is, so a request with no async step before it leaves in the
 * call that asked for it (a list's read, in the commit that draws the list), not after the effects.
 */
function authorization(api: Settings, url: string): string | undefined | Promise<string | undefined> {
  // The token is a credential of the API's origin: an IRI or link elsewhere must not receive it.
  if (!api.getAuthToken || !isSameOrigin(url, api.baseUrl)) return undefined
  let token: ReturnType<NonNullable<Settings['getAuthToken']>>
  try {
    token = api.getAuthToken()
  } catch (error) {
    throw tokenFailure(error)
  }
  return typeof token === 'object' && token !== null
    ? Promise.resolve(token).then(bearerOf, (error: unknown) => { throw tokenFailure(error) })
    : bearerOf(token)
}

function buildInit(request: DialectRequest, dialect: Dialect): RequestInit {
  const headers: Record<string, string> = { ...request.headers }
  const init: RequestInit = { method: request.method, headers }
  // A delete that left is finished even if the page goes (an undoable delete is sent as the page is left).
  if (request.method === 'DELETE') init.keepalive = true
  if (typeof FormData !== 'undefined' && request.body instanceof FormData) {
    // The browser writes multipart's Content-Type with its boundary: one set here would lack it.
    for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-type') delete headers[key]
    init.body = request.body
  } else if (request.body !== undefined) {
    // JSON has no spelling for a file: it would silently become {}.
    const file = findFile(request.body)
    if (file !== undefined) {
      const how = dialect.files ? 'files are sent as multipart/form-data from top-level fields only' : 'its backend takes no files in records (upload the file first and send its URL or id)'
      throw new ApiError({ status: 0, title: 'File not sent', detail: `${dialect.name} dialect cannot send the file in '${file}': ${how}` })
    }
    try {
      init.body = JSON.stringify(request.body)
    } catch (error) {
      throw asApiError(error, 0, 'Could not serialise the request body')
    }
    if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json'
  }
  return init
}

function setBearer(init: RequestInit, bearer: string | undefined): void {
  if (bearer === undefined) return
  const headers = init.headers as Record<string, string>
  for (const key of Object.keys(headers)) if (key.toLowerCase() === 'authorization') delete headers[key]
  headers.Authorization = bearer
}

/** One try: the request with its deadline; the answer is read before the deadline is lifted. */
async function sendOnce(api: Settings, request: DialectRequest, url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<DialectResponse> {
  const fetchFn = api.fetch ?? (typeof fetch === 'function' ? fetch : undefined)
  if (!fetchFn) throw new ApiError({ status: 0, detail: 'No fetch function: pass one to configureAtrium({ api: { fetch } })' })
  const deadline = requestDeadline(timeoutMs, signal)
  const failed = (error: unknown): ApiError => {
    if (deadline.timedOut()) return timeoutError(request.method, url, timeoutMs)
    if (deadline.signal.aborted) return abortedError(request.method, url)
    return new ApiError({ status: 0, title: 'Network error', detail: `Network error: ${messageOf(error)} (${request.method} ${url})` })
  }
  try {
    let response: Response
    try {
      // Taken out of its object: a browser's fetch called as a method of something else throws "Illegal invocation".
      response = await fetchFn(url, { ...init, signal: deadline.signal })
    } catch (error) {
      throw failed(error)
    }
    try {
      return await readResponse(response, `${request.method} ${url}`)
    } catch (error) {
      throw deadline.signal.aborted ? failed(error) : error
    }
  } finally {
    deadline.dispose()
  }
}

/**
 * Sends a request under the configured timeout; a read (GET) that met a network
 * error or a 502/503/504 is tried again with exponential backoff, a write never.
 */
async function send(api: Settings, options: HttpRepositoryOptions, dialect: Dialect, request: DialectRequest, url: string, signal?: AbortSignal): Promise<DialectResponse> {
  const { timeoutMs, retry } = networkSettings(options.api)
  const init = buildInit(request, dialect)
  // Awaited only when the token getter is async: with none, or a sync one, fetch is called at once.
  const bearer = authorization(api, url)
  setBearer(init, typeof bearer === 'object' ? await bearer : bearer)
  const retries = retry && isRetriedMethod(request.method) ? retry.retries : 0
  for (let attempt = 0; ; attempt += 1) {
    let response: DialectResponse | undefined
    let failure: unknown
    try {
      response = await sendOnce(api, request, url, init, timeoutMs, signal)
    } catch (error) {
      failure = error
    }
    const retriable = response ? RETRIED_STATUSES.includes(response.status) : failure instanceof ApiError && failure.status === 0 && failure.title === 'Network error'
    if (!retriable || attempt >= retries || !retry) {
      if (response) return response
      throw failure
    }
    try {
      await waitUnlessAborted(backoffDelay(attempt + 1, retry), signal)
    } catch {
      throw abortedError(request.method, url)
    }
  }
}

async function readResponse(response: Response, label: string): Promise<DialectResponse> {
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    throw asApiError(error, response.status, `Could not read the answer to ${label}`)
  }
  let body: unknown
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      // Left to the dialect, which knows whether it expected JSON and can say what came instead.
      body = undefined
    }
  }
  return { status: response.status, headers: response.headers, body, text }
}

/**
 * What would lead `operation` away from the API's origins (`origins`): its id
 * (an IRI of another origin, whatever the dialect does with it), or the URL
 * the dialect built. `undefined` when both stay.
 */
function foreignTarget(operation: DialectOperation, url: string, origins: readonly string[]): string | undefined {
  if ('id' in operation && idLeavesOrigin(operation.id, origins)) return operation.id
  return staysOnOrigin(url, origins) ? undefined : url
}

/** The error of a request that would leave the API's origin. */
function foreignUrl(operation: DialectOperation, url: string, collectionUrl: string): ApiError {
  const what = 'id' in operation ? `The id "${operation.id}"` : `The ${operation.type} request`
  const target = resolvedOrigin(url, collectionUrl) ?? 'an address that is not a web URL'
  const api = resolvedOrigin(collectionUrl, '') ?? 'the page'
  return new ApiError({
    status: 0,
    title: 'Refused identifier',
    detail: `${what} leads to ${target}, not to the API (${api}): Atrium sends no request there.`,
  })
}

/**
 * Performs one operation: spell it with the dialect, send it, and read the
 * answer with `read`. Every failure becomes an `ApiError` rejection.
 */
async function perform<R>(
  options: HttpRepositoryOptions,
  operation: DialectOperation,
  read: (dialect: Dialect, response: DialectResponse) => R,
  context?: HookContext,
): Promise<R> {
  const api = settings(options)
  let dialect: Dialect
  try {
    dialect = api.dialect ?? await loadDefaultDialect()
  } catch (error) {
    throw asApiError(error, 0, `Could not load the default dialect for the ${operation.type} request`)
  }
  let request: DialectRequest
  try {
    request = dialect.buildRequest(operation)
  } catch (error) {
    throw asApiError(error, 0, `Could not build the ${operation.type} request`)
  }
  const key = operation.meta?.idempotencyKey
  if (key !== undefined) request = { ...request, headers: { ...request.headers, 'Idempotency-Key': key } }
  const url = joinUrl(api.baseUrl, request.url, request.iri === true)
  const collectionUrl = joinUrl(api.baseUrl, options.path)
  // An id taken from the URL or from an answer may be an IRI: one leading to another origin is
  // neither read (its record drawn as the API's) nor written to (the typed data sent there).
  const refused = foreignTarget(operation, url, [collectionUrl, api.baseUrl])
  if (refused !== undefined) throw foreignUrl(operation, refused, collectionUrl)
  const label = `${request.method} ${url}`
  const response = await send(api, options, dialect, request, url, context?.signal)
  // Realtime discovers a Mercure hub from the `Link` header of the first response of a path.
  reportHttpResponse({ path: options.path, url, collectionUrl, headers: response.headers })
  if (!(response.status >= 200 && response.status < 300)) {
    let error: unknown
    try {
      error = dialect.readError(response)
    } catch (thrown) {
      error = thrown
    }
    throw error instanceof ApiError ? error : new ApiError({ status: response.status, detail: `Request failed (HTTP ${response.status}, ${label})` })
  }
  try {
    return read(dialect, response)
  } catch (error) {
    throw asApiError(error, response.status, `${dialect.name}: could not read the answer to ${label}`)
  }
}

/**
 * Creates a repository that speaks HTTP to the configured API through a
 * dialect (default `hydraDialect()`); every method rejects with an `ApiError`.
 * Requests time out after `api.timeoutMs`, reads are retried per `api.retry`,
 * and a read stops when `context.signal` aborts.
 */
export function createHttpRepository<T>(options: HttpRepositoryOptions): Repository<T> {
  const { path } = options
  const meta = (context: HookContext | undefined) => (context?.meta ? { meta: context.meta } : {})
  // Bulk writes are for lists with a selection: their code loads with the first one.
  const bulk: BulkTools = {
    path,
    dialect: () => settings(options).dialect ?? loadDefaultDialect().catch(() => undefined),
    perform: (operation, read, context) => perform(options, operation, read, context),
  }
  const repository: Repository<T> = {
    getCollection: (params, context) =>
      perform(options, { type: 'list', path, params, ...meta(context) }, (dialect, response) => dialect.readCollection(response) as Collection<T>, context),
    getItem: (id, context) =>
      perform(options, { type: 'read', path, id, ...meta(context) }, (dialect, response) => dialect.readItem(response) as T, context),
    createItem: (data, context) =>
      perform(options, { type: 'create', path, data, ...meta(context) }, (dialect, response) => dialect.readItem(response) as T),
    updateItem: (id, data, context) =>
      perform(options, { type: 'update', path, id, data, ...meta(context) }, (dialect, response) => dialect.readItem(response) as T),
    removeItem: (id, context) =>
      perform(options, { type: 'delete', path, id, ...meta(context) }, () => undefined),
    updateItems: (ids, data, context) => import('./httpBulk').then(({ updateItems }) => updateItems<T>(bulk, ids, data, context)),
    removeItems: (ids, context) => import('./httpBulk').then(({ removeItems }) => removeItems(bulk, ids, context)),
  }
  return repository
}
