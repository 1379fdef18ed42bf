import { useState } from 'react'
import { useSelector } from 'react-redux'
import { deferredIds } from '../state/deferredDeletes'
import { isKnownDeleted } from '../state/deletedRecords'

/**
 * Whether the record `id` of `resourceId` waits for its undoable delete (`deferDelete`: gone from the lists, its notice
 * offering Undo), or the API deleted it in this session (`isKnownDeleted`: the delete was sent and done). Its own views
 * then show it gone, as a deleted record, and read nothing (`skip`): a read would only answer 404. Undo shows it again.
 * @example
 * const waits = useDeleteWaits(resource.id, id)
 * const { data, error } = resource.endpoints.read.useQuery(arg, { skip: waits })
 */
export function useDeleteWaits(resourceId: string, id: string): boolean {
  return useSelector((state: unknown) => deferredIds(state, resourceId)?.has(id) === true || isKnownDeleted(state, resourceId, id))
}

/**
 * Whether a view shows its record gone: while its delete `waits`, and once that delete is sent until the view's read
 * has `answered` again (its cached read dropped, the read that follows says 404): never "Loading…" in between.
 */
export function useShownGone(waits: boolean, answered: boolean): boolean {
  const [was, setWas] = useState(waits)
  const gone = waits || (was && !answered)
  if (gone !== was) setWas(gone)
  return gone
}
