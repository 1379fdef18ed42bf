import { classifyAuthorization, resolveAuthorizationTimeout, runAuthorization, type AuthorizationAnswer, type AuthorizationOutcome } from '../lib/authorization/classifyAuthorization'
import { authorizationRequested, authorizationSettled, selectScopeAuthorization } from '../slices/authorizationSlice'
import type { AtriumListenerMiddleware } from './types'

function missing(scope: string): () => never {
  return () => {
    throw new Error(process.env.NODE_ENV !== 'production' ? `Atrium: no authorization registered for scope '${scope}'. Scopes are checked through AtriumProvider.` : `Atrium: no authorization for scope '${scope}'`)
  }
}

/** What a failed check throws to the error boundary; its code loads only when a check fails (a plain error if it cannot). */
async function failureOf(answer: AuthorizationAnswer, scope: string): Promise<{ error: unknown; summary: { message: string; status?: number } }> {
  try {
    return (await import('../lib/authorization/describeValue')).authorizationFailure(answer, scope)
  } catch {
    const message = `Atrium: the authorization of scope '${scope}' failed.`
    return { error: new Error(message), summary: { message } }
  }
}

/**
 * Runs a scope's authorization function for every `atrium/authorization/requested`
 * and settles it under the same request id; the slice drops answers for a
 * check that is no longer the scope's latest. Every check settles: whatever the
 * function answers or throws, and `AuthorizationTimeoutError` once it has not
 * answered within its `authorizationTimeoutMs`. A 401 calls `onUnauthorized`
 * once, and only while the reader still waits on that very check.
 */
export function startAuthorization(listeners: AtriumListenerMiddleware): void {
  listeners.startListening({
    actionCreator: authorizationRequested,
    effect: async (action, api) => {
      const { scope, requestId } = action.payload
      const runtime = api.extra
      const authorize = runtime.scopeAuthorizations.get(scope) ?? missing(scope)
      const timeoutMs = resolveAuthorizationTimeout(runtime.authorizationTimeouts.get(scope))
      let outcome: AuthorizationOutcome
      try {
        outcome = classifyAuthorization(await runAuthorization(authorize, timeoutMs, scope))
      } catch (error) {
        // Nothing an authorization answers may leave its check pending: classifying is safe, this is the last net.
        outcome = { status: 'error', answer: { error } }
      }
      const isCurrent = () => selectScopeAuthorization(api.getState(), scope)?.requestId === requestId
      if (!isCurrent()) return
      if (outcome.status === 'error') {
        const { error, summary } = await failureOf(outcome.answer, scope)
        if (!isCurrent()) return
        runtime.authorizationErrors.set(scope, { requestId, error })
        api.dispatch(authorizationSettled({ scope, requestId, status: 'error', error: summary }))
        return
      }
      api.dispatch(authorizationSettled({ scope, requestId, status: outcome.status }))
      if (outcome.status === 'unauthorized' && isCurrent()) runtime.onUnauthorized?.()
    },
  })
}
