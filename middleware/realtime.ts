import { createRealtimeSession, type RealtimeSession } from '../lib/realtime/createRealtimeSession'
import { remoteChangeKey, realtimeSubscribed, realtimeUnsubscribed } from '../slices/realtimeSlice'
import type { AtriumListenerMiddleware } from './index'

interface MutationAction {
  type: string
  payload?: unknown
  meta?: { arg?: { endpointName?: string; originalArgs?: { id?: unknown } } }
}

const MUTATION = /^atriumApi\/executeMutation\/(pending|fulfilled|rejected)$/
const QUERY_SETTLED = /^atriumApi\/executeQuery\/(fulfilled|rejected)$/

function ownWrite(action: MutationAction): { resourceId: string; kind: 'update' | 'delete'; id: string } | undefined {
  const name = action.meta?.arg?.endpointName ?? ''
  const id = action.meta?.arg?.originalArgs?.id
  const cut = name.lastIndexOf('/')
  const kind = name.slice(cut + 1)
  if (cut < 0 || (kind !== 'update' && kind !== 'delete') || (typeof id !== 'string' && typeof id !== 'number')) return undefined
  return { resourceId: name.slice(0, cut), kind, id: String(id) }
}

/**
 * Pushed changes. Views dispatch `atrium/realtime/subscribed` and
 * `…/unsubscribed` (through `useRealtime`); the first view of a resource
 * connects it, the last one to leave disconnects it, and a connection nobody
 * uses any more is closed. Mercure resources wait for a response of their path
 * naming the hub. Updates and deletes sent from this page are tracked so that
 * their echo is not reported as a change made elsewhere.
 */
export function startRealtime(listeners: AtriumListenerMiddleware): void {
  const views = new Map<string, number>()
  let session: RealtimeSession | undefined

  listeners.startListening({
    actionCreator: realtimeSubscribed,
    effect: ({ payload: { resourceId } }, api) => {
      const count = (views.get(resourceId) ?? 0) + 1
      views.set(resourceId, count)
      session ??= createRealtimeSession({ dispatch: api.dispatch, getState: api.getState })
      if (count === 1) session.attach(resourceId)
    },
  })

  listeners.startListening({
    actionCreator: realtimeUnsubscribed,
    effect: ({ payload: { resourceId } }) => {
      const count = views.get(resourceId) ?? 0
      if (count > 1) views.set(resourceId, count - 1)
      else if (count === 1) {
        views.delete(resourceId)
        session?.detach(resourceId)
      }
    },
  })

  // The HTTP repository records a hub before its query settles: then waiting resources can connect.
  listeners.startListening({
    predicate: (action) => session !== undefined && session.isWaiting() && QUERY_SETTLED.test(action.type),
    effect: () => session?.retryWaiting(),
  })

  listeners.startListening({
    predicate: (action) => views.size > 0 && MUTATION.test(action.type),
    effect: (action) => {
      const write = ownWrite(action as MutationAction)
      if (!session || !write || !views.has(write.resourceId)) return
      const key = remoteChangeKey(write.resourceId, write.id)
      if (action.type.endsWith('/pending')) session.localWrites.started(key)
      else if (action.type.endsWith('/rejected')) session.localWrites.ended(key, undefined)
      else {
        const stored = (action as MutationAction).payload
        const result = write.kind === 'delete' ? 'deleted' : typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : undefined
        session.localWrites.ended(key, result)
      }
    },
  })
}
