import type { ViewResource } from '../../resource/ViewResource'

/**
 * Whether a delete of `resource` is undoable, deferred until its notice lapses (`deferDelete`): unless the host asked
 * for its delete to wait for the API's answer (`optimistic: false`, on the resource or on `views.delete`), and only
 * where a notice can be shown (`notices`: a `NoticeProvider` above) to offer Undo and to tell when its time is up.
 */
export function isDeleteUndoable<T>(resource: ViewResource<T>, notices: boolean): boolean {
  return notices && resource.getActionOptions('delete').optimistic !== false
}
