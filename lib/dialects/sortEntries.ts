import type { ListParams, SortDirection } from '../types'

/** The sorts of a list request, in key order; a key set to `undefined` (a typed `{ title: undefined }`) sorts nothing. */
export function sortEntries(order: ListParams['order']): [field: string, direction: SortDirection][] {
  return Object.entries(order ?? {}).filter((entry): entry is [string, SortDirection] => entry[1] !== undefined)
}
