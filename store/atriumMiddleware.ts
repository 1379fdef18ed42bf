import type { Middleware } from '@reduxjs/toolkit'
import { createAtriumListeners } from '../middleware'
import { atriumApi } from '../lib/state/atriumApi'
import { RUNTIME_PROBE, createAtriumRuntime } from '../lib/state/atriumRuntime'

/**
 * One middleware entry for the host's store: RTK Query's middleware for every
 * resource plus Atrium's listeners (authorization, publication, realtime,
 * 401s, change of user, the reads views left). Listeners and the store's
 * runtime are created per store, when the store is built; the runtime answers
 * the probe of `getAtriumRuntime`.
 */
export const atriumMiddleware: Middleware = (store) => {
  const runtime = createAtriumRuntime()
  const listeners = createAtriumListeners(runtime)
  const chain = atriumApi.middleware(store)
  const listen = listeners.middleware(store)
  return (next) => {
    const inner = chain(listen(next))
    return (action) => {
      if (typeof action === 'object' && action !== null && (action as { type?: unknown }).type === RUNTIME_PROBE) return runtime
      return inner(action)
    }
  }
}
