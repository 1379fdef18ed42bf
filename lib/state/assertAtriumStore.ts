import type { Dispatch, UnknownAction } from '@reduxjs/toolkit'
import { getAtriumRuntime, type AtriumRuntime } from './atriumRuntime'

// Keyed on getState: it is the one stable function of a store.
const warned = new WeakSet<object>()

/**
 * Development check that a store has Atrium's reducer and middleware; the
 * message names the fix. Returns the store's runtime when the middleware is there.
 */
export function assertAtriumStore(store: { getState(): unknown; dispatch: Dispatch<UnknownAction> }): AtriumRuntime | undefined {
  const state = store.getState() as Record<string, unknown> | undefined
  const runtime = getAtriumRuntime(store.dispatch)
  if (process.env.NODE_ENV === 'production') return runtime
  let problem: string | undefined
  if (!state || state.atrium === undefined || state.atriumApi === undefined) {
    problem = 'Atrium: no Atrium state found at `state.atrium` / `state.atriumApi`. Did you forget to spread `...atriumReducers` into your store\'s `reducer`?'
  } else if (!runtime) {
    problem = 'Atrium: the store lacks Atrium\'s middleware. Add it with `middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(atriumMiddleware)`.'
  }
  if (problem) {
    if (!warned.has(store.getState)) {
      warned.add(store.getState)
      console.error(problem)
    }
    throw new Error(problem)
  }
  return runtime
}
