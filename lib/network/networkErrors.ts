import { ApiError } from '../errors/ApiError'

/** Title of the `ApiError` of a request that got no answer in time. */
export const TIMEOUT_TITLE = 'Request timed out'
/** Title of the `ApiError` of a request that got no answer at all (offline, DNS, refused connection), as the HTTP repository names it. */
export const NETWORK_TITLE = 'Network error'
/** Title of the `ApiError` of a request given up because its view was left. */
export const ABORTED_TITLE = 'Request aborted'

/** The `ApiError` of a timed-out request (status 0). */
export function timeoutError(method: string, url: string, timeoutMs: number): ApiError {
  return new ApiError({ status: 0, title: TIMEOUT_TITLE, detail: `Request timed out: no answer within ${Math.round(timeoutMs / 100) / 10} s (${method} ${url})` })
}

/** The `ApiError` of a request aborted by its caller (status 0); no view shows it, as no one reads it. */
export function abortedError(method: string, url: string): ApiError {
  return new ApiError({ status: 0, title: ABORTED_TITLE, detail: `Request aborted: the view that asked for it was left (${method} ${url})` })
}

/**
 * Whether `error` is that of a request given up on purpose: an aborted
 * `ApiError` (or its serialized data, as RTK Query caches it), or the
 * `AbortError` RTK Query stores when it aborts a query itself.
 */
export function isAbortedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { title, name } = error as { title?: unknown; name?: unknown }
  return title === ABORTED_TITLE || name === 'AbortError'
}

/**
 * Whether `error` says the request got no answer at all: the HTTP
 * repository's network error, a `TypeError` from `fetch` (a host repository),
 * or any answerless failure while the browser says it is offline.
 */
export function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { title, status } = error as { title?: unknown; status?: unknown }
  if (title === NETWORK_TITLE || title === 'TypeError') return true
  return status === 0 && isBrowserOffline()
}

/**
 * Whether a write that failed so may still have been done by the API: no answer came (a network error, the deadline
 * passed while the server worked), or a gateway answered for it (502, 503, 504: the origin may have done the work
 * after the gateway gave up). Sent again, a create that landed would make a second record. Any other status is the
 * API's own answer: the write was not done.
 */
export function mayHaveLanded(error: unknown): boolean {
  const { title, status } = (error ?? {}) as { title?: unknown; status?: number }
  return isNetworkError(error) || title === TIMEOUT_TITLE || (status! > 501 && status! < 505)
}

/** Whether the browser says it is offline (`navigator.onLine` false); never without a browser. */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
