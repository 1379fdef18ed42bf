/**
 * Refusals an authorization function (or a data call) may throw. Atrium
 * recognises them by their numeric `status` alone, so an error from another
 * copy of the library, or from an auth library that never imports Atrium,
 * refuses access just as well.
 */

/** "Sign in first": an authorization check answering this calls `onUnauthorized`. */
export class UnauthorizedError extends Error {
  /** Always `401`. */
  readonly status = 401 as const

  constructor(message = 'Unauthorized') {
    super(message)
    this.name = 'UnauthorizedError'
  }
}

/** "Signed in, but not allowed here": an authorization check answering this shows the forbidden fallback. */
export class ForbiddenError extends Error {
  /** Always `403`. */
  readonly status = 403 as const

  constructor(message = 'Forbidden') {
    super(message)
    this.name = 'ForbiddenError'
  }
}

/**
 * The numeric `status` of any object, else `undefined` (a string `"401"` is
 * not a status; neither is one whose reading throws, as a Proxy's or a getter's may).
 */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  try {
    const status = (error as { status?: unknown }).status
    return typeof status === 'number' ? status : undefined
  } catch {
    return undefined
  }
}

/** The error a scope's check ends in when its authorization has not answered within `authorizationTimeoutMs`. */
export class AuthorizationTimeoutError extends Error {
  /** The scope whose check timed out. */
  readonly scope: string
  /** How long the check was waited for, in milliseconds. */
  readonly timeoutMs: number

  constructor(scope: string, timeoutMs: number) {
    super(`Atrium: the authorization of scope '${scope}' did not answer within ${timeoutMs / 1000} s.`)
    this.name = 'AuthorizationTimeoutError'
    this.scope = scope
    this.timeoutMs = timeoutMs
  }
}
