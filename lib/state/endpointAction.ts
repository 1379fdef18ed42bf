import { isAsyncThunkAction } from '@reduxjs/toolkit'
import { getViewResource } from './registry'

/** An action of one of a resource's endpoints, as its own matchers read it. */
export interface EndpointAction {
  /** The resource whose endpoint it is. */
  resourceId: string
  /** The endpoint: `list`, `read`, `create`, `update`, `delete`, `updateMany` or `deleteMany`. */
  endpoint: string
  /** A read (`list`, `read`) or a write. */
  kind: 'query' | 'mutation'
  /** Where the call is. */
  phase: 'pending' | 'fulfilled' | 'rejected'
  /** The argument the endpoint was called with. */
  arg: unknown
  /** What a fulfilled call answered, or a rejected call's error value. */
  payload: unknown
}

interface Matchers {
  matchPending(action: unknown): boolean
  matchFulfilled(action: unknown): boolean
  matchRejected(action: unknown): boolean
}

const QUERIES: ReadonlySet<string> = new Set(['list', 'read'])

/**
 * Which resource endpoint an action belongs to, through RTK Query's public
 * matchers only: an async thunk action (`isAsyncThunkAction`) whose endpoint
 * name names a declared resource's endpoint, confirmed by that endpoint's own
 * `matchPending` / `matchFulfilled` / `matchRejected`. Anything else (host
 * actions, RTK Query's internal ones) gives `undefined`.
 */
export function endpointActionOf(action: unknown): EndpointAction | undefined {
  if (!isAsyncThunkAction(action)) return undefined
  const { arg } = action.meta as { arg?: { endpointName?: unknown; originalArgs?: unknown } }
  const name = arg?.endpointName
  if (typeof name !== 'string') return undefined
  const cut = name.lastIndexOf('/')
  const resourceId = name.slice(0, cut)
  const endpoint = name.slice(cut + 1)
  const resource = cut > 0 ? getViewResource(resourceId) : undefined
  // Endpoint names are dynamic (one set per resource): the endpoints are read through a loose view.
  const matchers = (resource?.endpoints as Record<string, Matchers | undefined> | undefined)?.[endpoint]
  if (!resource || resource.id !== resourceId || !matchers) return undefined
  const phase = matchers.matchFulfilled(action) ? 'fulfilled' : matchers.matchRejected(action) ? 'rejected' : matchers.matchPending(action) ? 'pending' : undefined
  if (!phase) return undefined
  return { resourceId, endpoint, kind: QUERIES.has(endpoint) ? 'query' : 'mutation', phase, arg: arg?.originalArgs, payload: (action as { payload?: unknown }).payload }
}
