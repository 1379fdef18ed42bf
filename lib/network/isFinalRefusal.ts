/**
 * Whether `error` is the API's considered "no" to a request, which the same request sent again cannot change: a
 * 4xx answer (403 forbidden, 404 gone, 409 conflict, 422 invalid…) other than 401 (sign in again and it may go
 * through), 408 (the server timed out waiting) and 429 (too many requests: later, it may). A network error, a
 * timeout (status 0) or a 5xx is not: trying again may work.
 * @example isFinalRefusal({ status: 403, detail: 'You cannot delete your own account.' }) // true
 */
export function isFinalRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { status } = error as { status?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429
}
