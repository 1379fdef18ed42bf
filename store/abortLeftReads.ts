import type { MiddlewareAPI, UnknownAction } from '@reduxjs/toolkit'
import { atriumApi } from '../lib/state/atriumApi'

interface SubscriptionCounter { getSubscriptionCount(queryCacheKey: string): number }
interface QueryEntry { status?: string; endpointName?: string; originalArgs?: unknown }
type Initiate = (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => UnknownAction

/**
 * Aborts a read in flight as soon as the last view subscribed to it is gone
 * (RTK Query itself only aborts once the unused entry is dropped, 60 s later),
 * down to `fetch` through the query's own signal. Driven by RTK Query's
 * unsubscribe action, checked after the current task so that a view drawn in
 * the same commit (the update view after the read view of the same record)
 * takes the read over instead. A view that subscribes between the abort and
 * its settling gets the read asked again. Returns the handler the middleware
 * calls after each action.
 */
export function createLeftReadAborter(api: MiddlewareAPI): (action: unknown) => void {
  const { unsubscribeQueryResult, internal_getRTKQSubscriptions } = atriumApi.internalActions
  let counter: Partial<SubscriptionCounter> | undefined
  const subscribers = (key: string): number => {
    counter ??= api.dispatch(internal_getRTKQSubscriptions() as unknown as UnknownAction) as unknown as Partial<SubscriptionCounter>
    // Without RTK Query's answer (another version), nothing is aborted: a wasted read is better than a lost one.
    return typeof counter?.getSubscriptionCount === 'function' ? counter.getSubscriptionCount(key) : 1
  }
  const entryOf = (key: string): QueryEntry | undefined =>
    (api.getState() as { atriumApi?: { queries?: Record<string, QueryEntry | undefined> } }).atriumApi?.queries?.[key]

  const abortIfLeft = (key: string) => {
    if (subscribers(key) > 0) return
    const entry = entryOf(key)
    if (entry?.status !== 'pending' || !entry.endpointName) return
    const { endpointName, originalArgs } = entry
    // Endpoint names are dynamic (one set per resource): the typed util is used through a loose view.
    const util = atriumApi.util as unknown as { getRunningQueryThunk(name: string, arg: unknown): UnknownAction }
    const running = api.dispatch(util.getRunningQueryThunk(endpointName, originalArgs)) as unknown as (PromiseLike<unknown> & { abort(): void }) | undefined
    if (!running) return
    running.abort()
    void Promise.resolve(running).then(() => {
      if (subscribers(key) === 0) return
      const endpoint = (atriumApi.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>)[endpointName]
      endpoint && api.dispatch(endpoint.initiate(originalArgs, { subscribe: false, forceRefetch: true }))
    }, () => undefined)
  }

  return (action) => {
    if (!unsubscribeQueryResult.match(action)) return
    const key = action.payload.queryCacheKey
    setTimeout(() => abortIfLeft(key), 0)
  }
}
