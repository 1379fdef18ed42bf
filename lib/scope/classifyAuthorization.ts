import type { AuthorizationStatus } from '../../slices/authorizationSlice'
import { statusOf } from './errors'

/** How an authorization function answered: a value, or a rejection (a synchronous throw included). */
export type AuthorizationAnswer = { value: unknown } | { error: unknown }

/** The decision of one check, and the error to throw to the error boundary when it is `'error'`. */
export type AuthorizationOutcome =
  | { status: Exclude<AuthorizationStatus, 'pending' | 'error'> }
  | { status: 'error'; error: unknown }

/** Calls an authorization function and captures its answer, whether it returns, resolves, rejects or throws. */
export async function runAuthorization(authorize: () => unknown): Promise<AuthorizationAnswer> {
  try {
    return { value: await authorize() }
  } catch (error) {
    return { error }
  }
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
    return {
      status: 'error',
      error: new TypeError(`Atrium: an authorization function must answer true or false (or refuse with a 401/403 error); it answered ${String(answer.value)}.`),
    }
  }
  const status = statusOf(answer.error)
  if (status === 401) return { status: 'unauthorized' }
  if (status === 403) return { status: 'forbidden' }
  return { status: 'error', error: answer.error }
}

/** A serializable summary of an error, for the store (the error itself stays outside it). */
export function summarizeError(error: unknown): { message: string; status?: number } {
  const message = error instanceof Error ? error.message : String(error)
  const status = statusOf(error)
  return status === undefined ? { message } : { message, status }
}
