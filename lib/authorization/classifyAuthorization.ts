import type { AuthorizationStatus } from '../../slices/authorizationSlice'
import { AuthorizationTimeoutError, statusOf } from './errors'

/** How an authorization function answered: a value, or a rejection (a synchronous throw included). */
export type AuthorizationAnswer = { value: unknown } | { error: unknown }

/**
 * The decision of one check; for `'error'`, the answer that caused it (turned into what the error
 * boundary receives by `authorizationFailure`, loaded only then).
 */
export type AuthorizationOutcome =
  | { status: Exclude<AuthorizationStatus, 'pending' | 'error'> }
  | { status: 'error'; answer: AuthorizationAnswer }

/** How long a scope's check is waited for when the configuration names no `authorizationTimeoutMs`: 30 s. */
export const DEFAULT_AUTHORIZATION_TIMEOUT_MS = 30_000

/** The timeout to use: a positive number of milliseconds (`Infinity` waits forever), else the default. */
export function resolveAuthorizationTimeout(...candidates: unknown[]): number {
  const given = candidates.find((value) => value !== undefined)
  return typeof given === 'number' && given > 0 ? given : DEFAULT_AUTHORIZATION_TIMEOUT_MS
}

/**
 * Calls an authorization function and captures its answer, whether it returns,
 * resolves, rejects or throws; one that has not settled after `timeoutMs` (a
 * thenable that never calls back) answers an `AuthorizationTimeoutError`.
 */
export function runAuthorization(authorize: () => unknown, timeoutMs = Infinity, scope = ''): Promise<AuthorizationAnswer> {
  return new Promise((settle) => {
    let done = false
    const finish = (answer: AuthorizationAnswer) => {
      if (done) return
      done = true
      if (timer !== undefined) clearTimeout(timer)
      settle(answer)
    }
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => finish({ error: new AuthorizationTimeoutError(scope, timeoutMs) }), timeoutMs)
      : undefined
    try {
      // Promise.resolve reads `then` itself: a throwing getter becomes a rejection, not a throw.
      Promise.resolve(authorize()).then((value) => finish({ value }), (error: unknown) => finish({ error }))
    } catch (error) {
      finish({ error })
    }
  })
}

/**
 * Table 3.1: `true` renders; `false` or status 403 is forbidden; status 401 is
 * unauthorized; anything else (419, 500, no status, `"401"`, a non-boolean
 * answer) is an error for the host's error boundary.
 */
export function classifyAuthorization(answer: AuthorizationAnswer): AuthorizationOutcome {
  if ('value' in answer) {
    if (answer.value === true) return { status: 'rendered' }
    if (answer.value === false) return { status: 'forbidden' }
    return { status: 'error', answer }
  }
  // Read once, and safely: a Proxy or a getter may throw or answer differently each time.
  const status = statusOf(answer.error)
  if (status === 401) return { status: 'unauthorized' }
  if (status === 403) return { status: 'forbidden' }
  return { status: 'error', answer }
}
