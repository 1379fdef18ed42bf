import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { getRecordTitle } from '../../fields/recordTitle'
import type { TypedViewResource } from '../../resource/ViewResource'
import { referenceListArg } from './referenceListArg'
import type { ReferenceTarget } from './useReferenceRecords'

/**
 * The titles of a reference's records by their value as text (`String(referenceValue(record))`), read the
 * way its list cells read them (`ReferenceText`): the referenced resource's first page of `pageSize`,
 * from RTK Query's cache when a cell already read it, else in one request. Resolves to an empty map
 * when the records cannot be had (a misdeclared reference, a refused or failed request): whoever
 * names a value then falls back to the value itself, as the cells do. Never rejects.
 */
export async function readReferenceTitles(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  target: ReferenceTarget,
): Promise<ReadonlyMap<string, string>> {
  const titles = new Map<string, string>()
  try {
    const resource = target.resource as TypedViewResource<unknown>
    const page = await dispatch(resource.endpoints.list.initiate(referenceListArg(target), { subscribe: false })).unwrap()
    for (const item of page.items) titles.set(String(target.referenceValue(item)), getRecordTitle(resource, item))
  } catch {
    // The stored values stand in for the titles, as in the cells.
  }
  return titles
}
