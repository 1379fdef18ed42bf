import type { Middleware } from '@reduxjs/toolkit'
import { createAtriumListeners } from '../middleware'
import { createLeftReadAborter } from './abortLeftReads'
import { createDeletedReadsForgetter } from './forgetDeletedReads'
import { atriumApi } from '../lib/state/atriumApi'
import { RUNTIME_PROBE, createAtriumRuntime } from '../lib/state/atriumRuntime'

/**
 * One middleware entry for the host's store: RTK Query's middleware for every
 * resource plus Atrium's listeners (authorization, publication, realtime,
 * 401s, change of user), the abort of reads whose views were left and the
 * removal of a deleted record's reads.
 * Listeners are created per store, when the store is built.
 */
export const atriumMiddleware: Middleware = (store) => {
  const runtime = createAtriumRuntime()
  const listeners = createAtriumListeners(runtime)
  const chain = atriumApi.middleware(store)
  const listen = listeners.middleware(store)
  const abortLeftReads = createLeftReadAborter(store)
  const forgetDeletedReads = createDeletedReadsForgetter(store)
  return (next) => {
    const inner = chain(listen(next))
    return (action) => {
      if (typeof action === 'object' && action !== null && (action as { type?: unknown }).type === RUNTIME_PROBE) return runtime
      const result = inner(action)
      abortLeftReads(action)
      forgetDeletedReads(action)
      return result
    }
  }
}
