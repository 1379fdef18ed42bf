import { isFulfilled } from '@reduxjs/toolkit'
import { endpointActionOf } from '../lib/state/endpointAction'
import { publishChange } from '../lib/resource/changeSubscribers'
import type { Action } from '../lib/types'
import type { AtriumListenerMiddleware } from './types'

const WRITES: ReadonlySet<string> = new Set(['create', 'update', 'delete'])
const BULK: ReadonlySet<string> = new Set(['updateMany', 'deleteMany'])

/**
 * Publishes every successful create, update and delete to the resource's
 * `onChange` subscribers, matched by the endpoints' own `matchFulfilled`.
 * Refused writes end in `rejected` and publish nothing.
 */
export function startPublication(listeners: AtriumListenerMiddleware): void {
  listeners.startListening({
    matcher: isFulfilled,
    effect: (action) => {
      const called = endpointActionOf(action)
      if (!called || called.kind !== 'mutation' || called.phase !== 'fulfilled') return
      const { resourceId, endpoint, payload } = called
      if (BULK.has(endpoint)) {
        // A bulk write publishes each record it wrote, as single writes do.
        for (const data of (payload as { items?: unknown[] } | undefined)?.items ?? []) publishChange(resourceId, { data, action: endpoint === 'deleteMany' ? 'delete' : 'update' })
        return
      }
      if (!WRITES.has(endpoint)) return
      const arg = called.arg as { id?: string; item?: unknown }
      const data = endpoint === 'delete' ? (arg.item ?? { id: arg.id }) : payload
      publishChange(resourceId, { data, action: endpoint as Action })
    },
  })
}
