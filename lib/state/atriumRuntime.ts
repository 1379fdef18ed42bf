import type { Dispatch, UnknownAction } from '@reduxjs/toolkit'

/**
 * Per-store holder of the functions Atrium's listeners call (they never go in
 * state or actions). Created by `atriumMiddleware` when the store is built.
 */
export interface AtriumRuntime {
  /** Marks the object, so a probe answer can be recognised. */
  readonly atriumRuntime: true
  /** Called when a data call or an authorization check answers 401. Set by `AtriumProvider`. */
  onUnauthorized?: () => void
  /** Authorization function of each entered scope, by scope name. Registered by the scope gate before each check. */
  readonly scopeAuthorizations: Map<string, () => unknown>
  /** The error of each scope's latest check that ended in `'error'`, kept out of the store for the gate to throw. */
  readonly authorizationErrors: Map<string, { requestId: string; error: unknown }>
  /** How long each scope's check is waited for (`authorizationTimeoutMs`), registered with its function. */
  readonly authorizationTimeouts: Map<string, number>
  /** The undoable deletes waiting for their notice to lapse, by key: how to send each now (`sendDeferredDeletes`). */
  readonly deferredSends: Map<string, DeferredSend>
}

/** A deferred delete of `resource`, and how to send it at once: its notice goes, the promise settles once it is answered. */
export interface DeferredSend {
  /** The resource id. */
  readonly resource: string
  /** Sends the delete now (or joins the request already sent); resolves once it is answered and settled. */
  send(): Promise<void>
}

/** Action type the middleware answers with the store's runtime instead of passing it on. */
export const RUNTIME_PROBE = 'atrium/runtime/probe'

/** Creates an empty runtime. */
export function createAtriumRuntime(): AtriumRuntime {
  return { atriumRuntime: true, scopeAuthorizations: new Map(), authorizationErrors: new Map(), authorizationTimeouts: new Map(), deferredSends: new Map() }
}

/** The runtime of the store behind `dispatch`, or `undefined` when Atrium's middleware is missing. */
export function getAtriumRuntime(dispatch: Dispatch<UnknownAction>): AtriumRuntime | undefined {
  const answer: unknown = dispatch({ type: RUNTIME_PROBE })
  return typeof answer === 'object' && answer !== null && (answer as { atriumRuntime?: unknown }).atriumRuntime === true
    ? (answer as AtriumRuntime)
    : undefined
}
