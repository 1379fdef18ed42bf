import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { atriumApi } from '../../store/atriumApi'

/** How often an in-flight read checks whether any view still wants it. */
export const VIEW_CHECK_MS = 100

interface SubscriptionSelectors { getSubscriptionCount(queryCacheKey: string): number }

function subscriptionCounter(api: BaseQueryApi): ((key: string) => number) | undefined {
  const action = (atriumApi.internalActions as unknown as { internal_getRTKQSubscriptions(): unknown }).internal_getRTKQSubscriptions()
  const answer = (api.dispatch as (action: unknown) => unknown)(action) as Partial<SubscriptionSelectors> | undefined
  return typeof answer?.getSubscriptionCount === 'function' ? (key) => answer.getSubscriptionCount!(key) : undefined
}

/**
 * Runs a read with a signal that aborts when RTK Query does (`api.signal`) and
 * also as soon as the last view subscribed to the query is gone: RTK Query
 * itself only aborts once the unused cache entry is dropped (60 s later).
 * A read nobody subscribed to (a prefetch) is never aborted this way.
 */
export async function withViewSignal<R>(api: BaseQueryApi, call: (signal: AbortSignal) => Promise<R>): Promise<R> {
  const controller = new AbortController()
  const follow = () => controller.abort(api.signal.reason)
  if (api.signal.aborted) follow()
  else api.signal.addEventListener('abort', follow, { once: true })
  const key = api.queryCacheKey
  const count = key ? subscriptionCounter(api) : undefined
  let watched = false
  const timer = count && key
    ? setInterval(() => {
      const subscribers = count(key)
      if (subscribers > 0) watched = true
      else if (watched) controller.abort(new Error('The view was left'))
    }, VIEW_CHECK_MS)
    : undefined
  if (count && key && count(key) > 0) watched = true
  try {
    return await call(controller.signal)
  } finally {
    if (timer !== undefined) clearInterval(timer)
    api.signal.removeEventListener('abort', follow)
  }
}
