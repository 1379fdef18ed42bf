/** `state.atrium.deletedRecords`: the ids of the records the API deleted in this session (or said were gone), by resource id. */
export type DeletedRecordsState = Record<string, string[]>

/**
 * Whether the API deleted the record `id` of `resourceId` in this session (`middleware/deletedRecords`): a view of it
 * shows it gone and reads nothing, as it would only answer 404. A record created since with the same id (an id the
 * API reused) is not; a change of user forgets them all.
 */
export function isKnownDeleted(state: unknown, resourceId: string, id: string): boolean {
  const deleted = (state as { atrium?: { deletedRecords?: DeletedRecordsState } } | undefined)?.atrium?.deletedRecords
  return deleted?.[resourceId]?.includes(id) === true
}
