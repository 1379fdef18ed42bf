import { isAsyncThunkAction } from '@reduxjs/toolkit'
import type { RealtimeSession } from '../lib/realtime/createRealtimeSession'
import { loadRealtimeSession, loadedRealtimeSession } from '../lib/realtime/loadRealtimeSession'
import { endpointActionOf } from '../lib/state/endpointAction'
import { getViewResource } from '../lib/state/registry'
import { realtimeSubscribed, realtimeUnsubscribed } from '../slices/realtimeSlice'
import type { AtriumListenerMiddleware } from './types'


/**
 * Pushed changes. Views dispatch `atrium/realtime/subscribed` and
 * `…/unsubscribed` (through `useRealtime`); the first view of a resource
 * connects it, the last one to leave disconnects it, and a connection nobody
 * uses any more is closed. Mercure resources wait for a response of their path
 * naming the hub. Updates and deletes sent from this page are tracked so that
 * their echo is not reported as a change made elsewhere. The connection code is
 * loaded on demand (`loadRealtimeSession`): a subscription made before it is
 * there connects as soon as it arrives, if its view is still mounted.
 */
export function startRealtime(listeners: AtriumListenerMiddleware): void {
  const views = new Map<string, number>()
  let session: RealtimeSession | undefined

  listeners.startListening({
    actionCreator: realtimeSubscribed,
    effect: ({ payload: { resourceId } }, api) => {
      const count = (views.get(resourceId) ?? 0) + 1
      views.set(resourceId, count)
      const store = { dispatch: api.dispatch, getState: api.getState }
      const create = loadedRealtimeSession()
      if (session || create) {
        session ??= create?.(store)
        if (count === 1) session?.attach(resourceId)
        return
      }
      // A resource without `realtime` connects nothing: no need to fetch the code for it.
      if (!getViewResource(resourceId)?.options.realtime) return
      loadRealtimeSession().then((loaded) => {
        if (session) return
        session = loaded(store)
        for (const viewed of views.keys()) session.attach(viewed)
      }, (error: unknown) => {
        if (process.env.NODE_ENV !== 'production') console.error('Atrium: the realtime code could not be loaded; no change will be pushed until a view subscribes again.', error)
      })
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
    predicate: (action) => session !== undefined && session.isWaiting() && isAsyncThunkAction(action),
    effect: (action) => {
      const called = endpointActionOf(action)
      if (called?.kind === 'query' && called.phase !== 'pending') session?.retryWaiting()
    },
  })

  listeners.startListening({
    predicate: (action) => views.size > 0 && isAsyncThunkAction(action),
    effect: (action) => {
      const called = endpointActionOf(action)
      if (called?.kind === 'mutation') session?.noteMutation(called)
    },
  })
}
