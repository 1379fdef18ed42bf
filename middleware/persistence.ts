import { REHYDRATE } from 'redux-persist'
import { PERSIST_KEYS } from '../lib/state/persistKeys'
import type { AtriumListenerMiddleware } from './types'

interface Rehydrate { type: typeof REHYDRATE; key?: unknown; payload?: unknown }

/** The Atrium parts a host's own persisted state restored, if any. */
function restoredAtriumParts(action: Rehydrate): string[] {
  if (action.key === PERSIST_KEYS.session || action.key === PERSIST_KEYS.preferences) return []
  const payload = action.payload
  if (typeof payload !== 'object' || payload === null) return []
  return ['atriumApi', 'atrium'].filter((name) => Object.prototype.hasOwnProperty.call(payload, name))
}

/**
 * Development warning: a host that wraps its root reducer with `persistReducer`
 * and does not blacklist `atriumApi` and `atrium` restores the RTK Query cache
 * and the scopes' authorization statuses from storage, which must never be.
 * Seen when the stored state comes back (the first reload after it was written).
 * Started in development only (middleware/index.ts).
 */
export function startPersistenceCheck(listeners: AtriumListenerMiddleware): void {
  let warned = false
  listeners.startListening({
    predicate: (action) => action.type === REHYDRATE && !warned && restoredAtriumParts(action as Rehydrate).length > 0,
    effect: (action) => {
      warned = true
      const { key } = action as Rehydrate
      const parts = restoredAtriumParts(action as Rehydrate)
      console.warn(
        `Atrium: the persisted state '${String(key)}' restored ${parts.map((part) => `state.${part}`).join(' and ')}. `
        + `Atrium's cache and authorization statuses must not be persisted: add \`blacklist: ['atriumApi', 'atrium']\` to that persistReducer's config `
        + '(Atrium persists the session token and its preferences itself).',
      )
    },
  })
}
