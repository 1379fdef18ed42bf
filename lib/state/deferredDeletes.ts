/** A delete drawn at once and sent later: its records are gone from the lists while its notice offers Undo. */
export interface DeferredDelete {
  /** The resource id. */
  resource: string
  /** The records' ids. */
  ids: string[]
}

/** `state.atrium.deferredDeletes`: the deletes not sent yet (or not answered yet), by key. */
export type DeferredDeletesState = Record<string, DeferredDelete>

const deferredDeletesOf = (state: unknown): DeferredDeletesState | undefined =>
  (state as { atrium?: { deferredDeletes?: DeferredDeletesState } } | undefined)?.atrium?.deferredDeletes

/** Whether the deferred delete `key` is still held (a change of user drops every one: `userDataCleared`). */
export function isDeleteDeferred(state: unknown, key: string): boolean {
  return deferredDeletesOf(state)?.[key] !== undefined
}

/** The ids of `resourceId`'s records whose delete is deferred, or `undefined` when there is none: list answers leave them out. */
export function deferredIds(state: unknown, resourceId: string): ReadonlySet<string> | undefined {
  let ids: Set<string> | undefined
  for (const deferred of Object.values(deferredDeletesOf(state) ?? {})) {
    if (deferred.resource === resourceId) for (const id of deferred.ids) (ids ??= new Set()).add(id)
  }
  return ids
}
