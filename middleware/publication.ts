import { getViewResource } from '../lib/state/registry'
import { publishChange } from '../lib/resource/changeSubscribers'
import type { Action } from '../lib/types'
import type { AtriumListenerMiddleware } from './types'

interface MutationFulfilled {
  type: string
  payload: unknown
  meta: { arg: { endpointName: string; originalArgs: { id?: string; item?: unknown } } }
}

const WRITES: ReadonlySet<string> = new Set(['create', 'update', 'delete'])
const BULK: ReadonlySet<string> = new Set(['updateMany', 'deleteMany'])

function isMutationFulfilled(action: { type: string }): action is MutationFulfilled {
  return action.type === 'atriumApi/executeMutation/fulfilled'
}

/**
 * Publishes every successful create, update and delete to the resource's
 * `onChange` subscribers. Refused writes end in `rejected` and publish nothing.
 */
export function startPublication(listeners: AtriumListenerMiddleware): void {
  listeners.startListening({
    predicate: (action) => isMutationFulfilled(action),
    effect: (action) => {
      const { endpointName, originalArgs } = (action as MutationFulfilled).meta.arg
      const cut = endpointName.lastIndexOf('/')
      const resourceId = endpointName.slice(0, cut)
      const kind = endpointName.slice(cut + 1)
      if (!getViewResource(resourceId)) return
      if (BULK.has(kind)) {
        // A bulk write publishes each record it wrote, as single writes do.
        const outcome = (action as MutationFulfilled).payload as { items?: unknown[] } | undefined
        for (const data of outcome?.items ?? []) publishChange(resourceId, { data, action: kind === 'deleteMany' ? 'delete' : 'update' })
        return
      }
      if (!WRITES.has(kind)) return
      const data = kind === 'delete' ? (originalArgs.item ?? { id: originalArgs.id }) : (action as MutationFulfilled).payload
      publishChange(resourceId, { data, action: kind as Action })
    },
  })
}
