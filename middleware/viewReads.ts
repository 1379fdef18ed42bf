import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query'
import { atriumApi } from '../lib/state/atriumApi'
import { deletedRecordReads, readLeft, readViewed, type ViewRead } from '../lib/state/viewReads'
import type { AtriumListenerMiddleware } from './types'

/** What the concern needs of a query endpoint, all of it RTK Query's public endpoint API. */
interface QueryEndpointApi {
  select(arg: unknown): (state: unknown) => { status?: string }
  initiate(arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }): never
}

// Endpoint names are dynamic (one set per resource): the typed API is used through loose views.
const endpointOf = (name: string) => (atriumApi.endpoints as unknown as Record<string, QueryEndpointApi | undefined>)[name]
const runningQuery = (name: string, arg: unknown) =>
  (atriumApi.util as unknown as { getRunningQueryThunk(name: string, arg: unknown): never }).getRunningQueryThunk(name, arg)

/** The key of a read: RTK Query's default cache key of the endpoint and argument. */
const keyOf = ({ endpointName, arg }: ViewRead): string =>
  defaultSerializeQueryArgs({ endpointName, queryArgs: arg, endpointDefinition: undefined as never })

/**
 * Reads views left. Atrium's views count the reads they show (`readViewed` /
 * `readLeft`, dispatched by `useViewQuery`), so that:
 * - a read in flight is aborted, down to `fetch` through the query's own
 *   signal, as soon as the last view showing it is gone (RTK Query itself only
 *   aborts once the unused entry is dropped, 60 s later); checked after the
 *   current task, so that a view drawn in the same commit (the update view
 *   after the read view of the same record) takes the read over instead, and
 *   a view that comes back before the abort settled gets the read asked again;
 * - a deleted record's cached reads are dropped once no view shows them,
 *   never read again (they would answer 404): they are invalidated through
 *   their own tag (`<resource>/read`, id the record's) once unviewed, and RTK
 *   Query removes an invalidated entry nobody subscribes to.
 * Only RTK Query's public API is used: the endpoints' `select` and `initiate`,
 * `util.getRunningQueryThunk`, `util.invalidateTags`, `util.resetApiState`.
 */
export function startViewReads(listeners: AtriumListenerMiddleware): void {
  const views = new Map<string, number>()
  const deleted = new Map<string, { tag: { type: string; id: string }; keys: string[] }>()
  const viewers = (key: string) => views.get(key) ?? 0

  const dropIfUnviewed = (dispatch: (action: unknown) => unknown) => {
    for (const [record, { tag, keys }] of deleted) {
      if (keys.some((key) => viewers(key) > 0)) continue
      deleted.delete(record)
      dispatch(atriumApi.util.invalidateTags([tag]))
    }
  }

  const abortIfLeft = (read: ViewRead, key: string, api: { getState(): unknown; dispatch(action: unknown): unknown }) => {
    if (viewers(key) > 0) return
    const endpoint = endpointOf(read.endpointName)
    if (endpoint?.select(read.arg)(api.getState()).status !== 'pending') return
    const running = api.dispatch(runningQuery(read.endpointName, read.arg)) as (PromiseLike<unknown> & { abort(): void }) | undefined
    if (!running) return
    running.abort()
    void Promise.resolve(running).then(() => {
      if (viewers(key) > 0) api.dispatch(endpoint.initiate(read.arg, { subscribe: false, forceRefetch: true }))
    }, () => undefined)
  }

  listeners.startListening({
    actionCreator: readViewed,
    effect: ({ payload }) => {
      const key = keyOf(payload)
      views.set(key, viewers(key) + 1)
    },
  })

  listeners.startListening({
    actionCreator: readLeft,
    effect: ({ payload }, api) => {
      const key = keyOf(payload)
      const count = viewers(key) - 1
      if (count > 0) views.set(key, count)
      else views.delete(key)
      // After the current task: a view drawn in the same commit may take the read over.
      setTimeout(() => {
        abortIfLeft(payload, key, api)
        dropIfUnviewed(api.dispatch)
      }, 0)
    },
  })

  listeners.startListening({
    actionCreator: deletedRecordReads,
    effect: ({ payload: { endpointName, recordId, args } }, api) => {
      deleted.set(`${endpointName}\u0000${recordId}`, { tag: { type: endpointName, id: recordId }, keys: args.map((arg) => keyOf({ endpointName, arg })) })
      dropIfUnviewed(api.dispatch)
    },
  })

  listeners.startListening({
    actionCreator: atriumApi.util.resetApiState,
    effect: () => deleted.clear(),
  })
}
