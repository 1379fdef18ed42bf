/**
 * Rejection of a repository's `updateItems` / `removeItems` when its backend
 * has no single request for them (the dialect has no `bulk`): the caller
 * then writes the records one at a time, telling each outcome apart.
 */
export class BulkUnsupported extends Error {
  constructor(dialect: string) {
    super(`${dialect} dialect has no single request for bulk writes`)
    this.name = 'BulkUnsupported'
  }
}
