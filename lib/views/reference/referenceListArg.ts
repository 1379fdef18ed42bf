/**
 * The list request of a reference's records, the first page of its `pageSize`: one cache entry, shared by
 * its cells and selects (`useReferenceRecords`) and the CSV export (`readReferenceTitles`). A module of its
 * own, so that the export's code, loaded on demand, does not bring the cells' hooks with it.
 */
export function referenceListArg(target: { pageSize: number }): { page: number; itemsPerPage: number } {
  return { page: 1, itemsPerPage: target.pageSize }
}
