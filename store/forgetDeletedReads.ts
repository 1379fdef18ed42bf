import { createAction, type MiddlewareAPI, type UnknownAction } from '@reduxjs/toolkit'
import { atriumApi } from '../lib/state/atriumApi'

/** The cached reads of a record just deleted: they are dropped once no view shows them (never read again). */
export const deletedRecordReads = /* @__PURE__ */ createAction<{ queryCacheKeys: string[] }>('atrium/records/deletedReads')

interface SubscriptionCounter { getSubscriptionCount(queryCacheKey: string): number }

/**
 * After a delete, the record's reads are not fetched again (that would only
 * answer 404): the delete invalidates the lists alone, and this handler drops
 * each cached read of the record as soon as no view is subscribed to it
 * (the delete confirmation itself still is while it closes). Returns the
 * handler the middleware calls after each action.
 */
export function createDeletedReadsForgetter(api: MiddlewareAPI): (action: unknown) => void {
  const { unsubscribeQueryResult, removeQueryResult, internal_getRTKQSubscriptions } = atriumApi.internalActions
  const waiting = new Set<string>()
  let counter: Partial<SubscriptionCounter> | undefined
  const subscribers = (key: string): number => {
    counter ??= api.dispatch(internal_getRTKQSubscriptions() as unknown as UnknownAction) as unknown as Partial<SubscriptionCounter>
    return typeof counter?.getSubscriptionCount === 'function' ? counter.getSubscriptionCount(key) : 1
  }
  const forgetIfUnused = (key: string) => {
    if (!waiting.has(key) || subscribers(key) > 0) return
    waiting.delete(key)
    api.dispatch(removeQueryResult({ queryCacheKey: key as never }))
  }

  return (action) => {
    if (deletedRecordReads.match(action)) {
      for (const key of action.payload.queryCacheKeys) {
        waiting.add(key)
        forgetIfUnused(key)
      }
    } else if (unsubscribeQueryResult.match(action) && waiting.has(action.payload.queryCacheKey)) {
      const key = action.payload.queryCacheKey
      // After the current task, like the abort of left reads: a view drawn in the same commit may take it over.
      setTimeout(() => forgetIfUnused(key), 0)
    } else if (atriumApi.util.resetApiState.match(action)) waiting.clear()
  }
}
