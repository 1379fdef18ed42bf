import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query'
import { atriumApi } from '../lib/state/atriumApi'
import { deletedRecordReads, readLeft, readViewed, type ViewRead } from '../lib/state/viewReads'
import type { AtriumListenerMiddleware } from './types'

/** What the concern needs of a query endpoint, all of it RTK Query's public endpoint API. */
interface QueryEndpointApi {
  select(arg: unknown): (state: unknown) => { status?: string }
  initiate(arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }): never
}

/** The key of a read: RTK Query's default cache key of the endpoint and argument. */
const keyOf = (endpointName: string, arg: unknown): string =>
  defaultSerializeQueryArgs({ endpointName, queryArgs: arg, endpointDefinition: undefined as never })

/**
 * Reads views left. Atrium's views count the reads they show (`readViewed` /
 * `readLeft`, dispatched by `useViewRead`), so that:
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
  // Deleted records waiting for their reads to be unviewed: the reads' tag, and their keys.
  let deleted: Array<{ tag: { type: string; id: string }; keys: string[] }> = []
  const viewers = (key: string) => views.get(key) ?? 0
  // Endpoint names are dynamic (one set per resource): the typed API is used through loose views.
  const util = atriumApi.util as unknown as { getRunningQueryThunk(name: string, arg: unknown): never }

  listeners.startListening({
    predicate: (action) => readViewed.match(action) || readLeft.match(action) || deletedRecordReads.match(action) || atriumApi.util.resetApiState.match(action),
    effect: (action, api) => {
      if (atriumApi.util.resetApiState.match(action)) {
        deleted = []
        return
      }
      const dropUnviewed = () => {
        const gone = deleted.filter(({ keys }) => keys.every((key) => viewers(key) === 0))
        deleted = deleted.filter((entry) => !gone.includes(entry))
        if (gone.length > 0) api.dispatch(atriumApi.util.invalidateTags(gone.map(({ tag }) => tag)))
      }
      if (deletedRecordReads.match(action)) {
        const { endpointName, recordId, args } = action.payload
        deleted.push({ tag: { type: endpointName, id: recordId }, keys: args.map((arg) => keyOf(endpointName, arg)) })
        dropUnviewed()
        return
      }
      const { endpointName, arg } = action.payload as ViewRead
      const key = keyOf(endpointName, arg)
      const count = viewers(key) + (readViewed.match(action) ? 1 : -1)
      if (count > 0) views.set(key, count)
      else views.delete(key)
      if (count > 0) return
      // After the current task: a view drawn in the same commit may take the read over.
      setTimeout(() => {
        dropUnviewed()
        const endpoint = (atriumApi.endpoints as unknown as Record<string, QueryEndpointApi | undefined>)[endpointName]
        if (viewers(key) > 0 || endpoint?.select(arg)(api.getState()).status !== 'pending') return
        const running = api.dispatch(util.getRunningQueryThunk(endpointName, arg)) as (PromiseLike<unknown> & { abort(): void }) | undefined
        running?.abort()
        running?.then(() => {
          if (viewers(key) > 0) api.dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }))
        }, () => undefined)
      }, 0)
    },
  })
}
