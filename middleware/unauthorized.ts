import { createAction } from '@reduxjs/toolkit'
import type { AtriumListenerMiddleware } from './types'

/** Dispatched when a data call answers 401; the runtime's `onUnauthorized` is then called. */
export const apiUnauthorized = /* @__PURE__ */ createAction<{ endpointName: string }>('atrium/api/unauthorized')

interface RejectedWithValue {
  type: string
  payload?: { status?: unknown }
  meta?: { arg?: { endpointName?: string } }
}

function isRejected401(action: { type: string }): action is RejectedWithValue {
  if (action.type !== 'atriumApi/executeQuery/rejected' && action.type !== 'atriumApi/executeMutation/rejected') return false
  return (action as RejectedWithValue).payload?.status === 401
}

/** A 401 from any data call reaches the host's `onUnauthorized` (set by `AtriumProvider`). */
export function startUnauthorized(listeners: AtriumListenerMiddleware): void {
  listeners.startListening({
    predicate: (action) => isRejected401(action),
    effect: (action, api) => {
      api.dispatch(apiUnauthorized({ endpointName: (action as RejectedWithValue).meta?.arg?.endpointName ?? '' }))
      api.extra.onUnauthorized?.()
    },
  })
}
