import { isAsyncThunkAction } from '@reduxjs/toolkit'
import { endpointActionOf } from '../lib/state/endpointAction'
import { getViewResource } from '../lib/state/registry'
import { recordCreated, recordsDeleted } from '../slices/deletedRecordsSlice'
import type { AtriumListenerMiddleware } from './types'

/**
 * Keeps which records the API deleted in this session (`state.atrium.deletedRecords`), matched by the endpoints' own
 * matchers: a delete answered, or refused as not there (404, 410: deleted elsewhere meanwhile), and the records a bulk
 * delete did. Their views then read nothing more, as each read would only answer 404 (a view left open on a record
 * whose undoable delete was sent read it again; Back to its view read it again). A create answering the id of one of
 * them (an API that reuses ids) makes it a record again.
 */
export function startDeletedRecords(listeners: AtriumListenerMiddleware): void {
  listeners.startListening({
    matcher: isAsyncThunkAction,
    effect: (action, api) => {
      const called = endpointActionOf(action)
      const { resourceId: resource, endpoint, phase, payload, arg } = called ?? {}
      const status = (payload as { status?: unknown } | undefined)?.status
      if (!resource) return
      if (endpoint === 'delete' && (phase === 'fulfilled' || status === 404 || status === 410)) {
        api.dispatch(recordsDeleted({ resource, ids: [String((arg as { id: unknown }).id)] }))
      }
      if (endpoint === 'deleteMany' && phase === 'fulfilled') api.dispatch(recordsDeleted({ resource, ids: (payload as { done: string[] }).done }))
      if (endpoint === 'create' && phase === 'fulfilled') {
        try { api.dispatch(recordCreated({ resource, id: getViewResource(resource)!.getId(payload as never) })) } catch { /* a record without an id: nothing to forget */ }
      }
    },
  })
}
