import { createAction, isRejected } from '@reduxjs/toolkit'
import { endpointActionOf } from '../lib/state/endpointAction'
import type { AtriumListenerMiddleware } from './types'

/** Dispatched when a data call answers 401; the runtime's `onUnauthorized` is then called. */
export const apiUnauthorized = /* @__PURE__ */ createAction<{ endpointName: string }>('atrium/api/unauthorized')

/** A 401 from any data call (matched by its endpoint's own `matchRejected`) reaches the host's `onUnauthorized` (set by `AtriumProvider`). */
export function startUnauthorized(listeners: AtriumListenerMiddleware): void {
  listeners.startListening({
    predicate: (action) => isRejected(action) && (action.payload as { status?: unknown } | undefined)?.status === 401,
    effect: (action, api) => {
      const called = endpointActionOf(action)
      if (called?.phase !== 'rejected') return
      api.dispatch(apiUnauthorized({ endpointName: `${called.resourceId}/${called.endpoint}` }))
      api.extra.onUnauthorized?.()
    },
  })
}
