import { atriumApi } from '../lib/state/atriumApi'
import { listsHoldingRecords } from '../lib/resource/listsHoldingRecords'
import type { AtriumListenerMiddleware } from './types'

/**
 * `invalidateTags([articles.util.recordTag(id)])` reads again the record's reads (they provide its
 * tag) and the cached lists that hold it: lists provide one tag of their own rather than one per
 * record, so this listener finds them in the cache and invalidates their tags. Atrium's own writes
 * always invalidate `listTag` with a record's tag, which reads every list again anyway.
 */
export function startRecordLists(listeners: AtriumListenerMiddleware): void {
  listeners.startListening({
    actionCreator: atriumApi.util.invalidateTags,
    effect: (action, api) => {
      const lists = listsHoldingRecords(action.payload, api.getState())
      if (lists.length > 0) api.dispatch(atriumApi.util.invalidateTags(lists))
    },
  })
}
