import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { atriumApi } from '../../store/atriumApi'
import type { Collection } from '../types'
import type { ListArg, ReadArg } from './ViewResource'

/** An optimistic change to the cache: drawn at once, `undo` puts back exactly what it changed. */
export type OptimisticWrite<T> =
  | { kind: 'create'; item: T }
  | { kind: 'update'; id: string; data: Partial<T> }
  | { kind: 'delete'; id: string }

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>
type Patch = { undo(): void }
// Endpoint names are dynamic (one set per resource), so the typed util is used through this loose view.
type LooseUtil = {
  selectCachedArgsForQuery(state: unknown, name: string): unknown[]
  updateQueryData(name: string, arg: unknown, recipe: (draft: unknown) => void): (dispatch: Dispatch) => Patch
}
const util = (): LooseUtil => atriumApi.util as unknown as LooseUtil

function isFirstUnfilteredPage(arg: ListArg | undefined): boolean {
  const filters = arg?.filters ?? {}
  return (arg?.page ?? 1) === 1 && Object.keys(filters).length === 0 && Object.keys(arg?.context?.filter ?? {}).length === 0
}

/**
 * Applies a write to every cached list (and the cached item) of one resource
 * and returns the function that undoes it. A create is drawn on the first page
 * of unfiltered lists only: where it lands elsewhere is for the API to say.
 */
export function applyOptimisticWrite<T>(
  names: { list: string; read: string },
  getId: (item: T) => string,
  state: unknown,
  dispatch: Dispatch,
  write: OptimisticWrite<T>,
): () => void {
  const patches: Patch[] = []
  for (const arg of util().selectCachedArgsForQuery(state, names.list) as ListArg[]) {
    if (write.kind === 'create' && !isFirstUnfilteredPage(arg)) continue
    patches.push(dispatch(util().updateQueryData(names.list, arg, (draft) => {
      const collection = draft as Collection<T>
      if (!collection || !Array.isArray(collection.items)) return
      if (write.kind === 'create') {
        collection.items.unshift(write.item)
        if (typeof collection.total === 'number') collection.total += 1
        return
      }
      const index = collection.items.findIndex((item) => getId(item) === write.id)
      if (index < 0) return
      if (write.kind === 'update') Object.assign(collection.items[index] as object, write.data)
      else {
        collection.items.splice(index, 1)
        if (typeof collection.total === 'number') collection.total -= 1
      }
    })))
  }
  if (write.kind === 'update') {
    for (const arg of util().selectCachedArgsForQuery(state, names.read) as ReadArg[]) {
      if (arg?.id !== write.id) continue
      patches.push(dispatch(util().updateQueryData(names.read, arg, (draft) => {
        if (draft && typeof draft === 'object') Object.assign(draft, write.data)
      })))
    }
  }
  // Undo in reverse order so overlapping patches restore the original exactly.
  return () => { for (const patch of patches.reverse()) patch.undo() }
}
