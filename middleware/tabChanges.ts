import { isFulfilled } from '@reduxjs/toolkit'
import { endpointActionOf } from '../lib/state/endpointAction'
import { endpointNames } from '../lib/state/endpointNames'
import { atriumApi } from '../lib/state/atriumApi'
import { getViewResource } from '../lib/state/registry'
import { remoteChangeReceived } from '../slices/realtimeSlice'
import type { AtriumListenerMiddleware } from './types'

/** What a tab tells the others of a write it made: which records, never their data. */
interface TabChange { resourceId: string; kind: string; ids: string[] }

/** The records a write changed: a bulk write's done ones, a single write's own (none for a create). */
function idsOf(endpoint: string, arg: unknown, payload: unknown): unknown[] {
  if (endpoint.endsWith('Many')) return (payload as { done?: unknown[] } | undefined)?.done ?? []
  const id = (arg as { id?: unknown } | undefined)?.id
  return id === undefined ? [] : [id]
}

/**
 * Writes made in another tab of this browser (a `BroadcastChannel`, same origin only): a tab that saved, created or
 * deleted tells the others which records (ids only); they read those records and the resource's lists again, and
 * stamp updates and deletes as changes made elsewhere, so a form open on the record says so (its Reload keeps what
 * was typed) instead of saving over a version its reader never saw. Browsers without the channel keep to themselves.
 */
export function startTabChanges(listeners: AtriumListenerMiddleware): void {
  if (typeof BroadcastChannel === 'undefined') return
  let channel: BroadcastChannel | undefined
  listeners.startListening({
    predicate: () => channel === undefined,
    effect: (_action, api) => {
      if (channel) return
      channel = new BroadcastChannel('atrium.changes')
      // Node's channel (tests) would keep the process alive; browsers have no `unref`.
      ;(channel as { unref?: () => void }).unref?.()
      channel.onmessage = ({ data }: MessageEvent<Partial<TabChange> | null>) => {
        const resource = typeof data?.resourceId === 'string' ? getViewResource(data.resourceId) : undefined
        if (!resource || !Array.isArray(data?.ids)) return
        const id = resource.id
        const tags: Array<{ type: string; id: string }> = [{ type: id, id: 'LIST' }]
        for (const record of data.ids.filter((entry): entry is string => typeof entry === 'string')) {
          if (data.kind === 'create') continue
          api.dispatch(remoteChangeReceived({ resourceId: id, id: record, at: Date.now() }))
          // A deleted record is read again where shown: the API's 404 lets its views say it is gone.
          tags.push(data.kind === 'delete' ? { type: endpointNames(id).read, id: record } : { type: id, id: record })
        }
        api.dispatch(atriumApi.util.invalidateTags(tags))
      }
    },
  })
  listeners.startListening({
    matcher: isFulfilled,
    effect: (action) => {
      const called = endpointActionOf(action)
      if (called?.kind !== 'mutation') return
      const { endpoint } = called
      const kind = endpoint === 'create' ? 'create' : endpoint.startsWith('delete') ? 'delete' : 'update'
      const change: TabChange = { resourceId: called.resourceId, kind, ids: idsOf(endpoint, called.arg, called.payload).map(String) }
      try { channel?.postMessage(change) } catch { /* a closed channel: the other tabs refresh on their own */ }
    },
  })
}
