import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { TypedViewResource, ViewResource } from '../../resource/ViewResource'
import type { ViewResourceContext } from '../../types'
import { messageFormatter } from '../../config/messages'
import { getRecordTitle } from '../../fields/recordTitle'
import { errorText } from '../../network/errorText'
import type { Notify, NoticeAction } from './NoticeContext'
import { canUndoDelete, recreateData } from './recreateData'

/** The Undo's texts, loaded with it (overridable through `configureAtrium({ messages })`, like every built-in text). */
const undoText = /* @__PURE__ */ messageFormatter({
  'notice.undo': 'Undo',
  'notice.restored': '{title} restored.',
  'notice.restoredMany': '{count} records restored.',
  'notice.restoreFailed': 'Could not restore: {detail}',
})

/** Dispatches a create request and resolves with its outcome (the store's `dispatch`). */
type Create<T> = (data: Partial<T>) => Promise<{ error?: unknown }>

/**
 * The Undo of a "deleted" notice: re-creates the deleted records (new records
 * with the data of their create form, one request each) and says how it went;
 * a record the API refuses is named with the reason. No Undo (`undefined`)
 * where the user may not create, or a record cannot be re-created.
 */
export function undoDelete<T>(resource: ViewResource<T>, items: readonly T[], create: Create<T>, notify: Notify): NoticeAction | undefined {
  if (!canUndoDelete(resource, items)) return undefined
  const payloads = items.map((item) => recreateData(resource, item))
  let used = false
  return {
    label: undoText('notice.undo'),
    run: async () => {
      if (used) return
      used = true
      const failed: string[] = []
      for (const [index, data] of payloads.entries()) {
        const result = await create(data as Partial<T>)
        if (result.error !== undefined) failed.push(`${getRecordTitle(resource, items[index]) || resource.getId(items[index])}: ${errorText(result.error)}`)
      }
      if (failed.length > 0) notify({ kind: 'error', text: undoText('notice.restoreFailed', { detail: failed.join('; ') }) })
      else if (items.length === 1) notify({ kind: 'success', text: undoText('notice.restored', { title: getRecordTitle(resource, items[0]) || resource.getId(items[0]) }) })
      else notify({ kind: 'success', text: undoText('notice.restoredMany', { count: String(items.length) }) })
    },
  }
}

/** A `Create` over the store's `dispatch`: it outlives the view that deleted (a closed dialog). */
export function createWith<T>(resource: ViewResource<T>, dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, context: ViewResourceContext): Create<T> {
  // Generic code cannot tell whether `T` is `unknown`: the resource is read as what it is, typed by `T`.
  return (data) => dispatch((resource as TypedViewResource<T>).endpoints.create.initiate({ data, context }))
}
