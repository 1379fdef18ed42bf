import { atriumApi } from '../../store/atriumApi'
import { endpointNames } from './endpointNames'
import type { CachePatch, CacheUpdate, ReadArg, ResourceUtil } from './ViewResource'

// RTK Query types `util` by the endpoints an API was built with; a resource's endpoint names are
// made at run time (`articles/list`), so its cache is reached through this loose view, and the
// resource's own `util` gives it back its types.
type LooseUtil = {
  selectCachedArgsForQuery(state: unknown, name: string): unknown[]
  updateQueryData(name: string, arg: unknown, recipe: (draft: unknown) => unknown): CacheUpdate
}

/** The typed cache helpers of the resource `id`: updates of its cached lists and records, and its tags. */
export function createResourceUtil<T>(id: string): ResourceUtil<T> {
  const names = endpointNames(id)
  const util = () => atriumApi.util as unknown as LooseUtil
  return {
    updateList: (arg, recipe) => util().updateQueryData(names.list, arg ?? {}, recipe as (draft: unknown) => unknown),
    updateRecord: (recordId, recipe) => (dispatch, getState) => {
      const patches: CachePatch[] = []
      for (const arg of util().selectCachedArgsForQuery(getState(), names.read) as (ReadArg | undefined)[]) {
        if (arg && String(arg.id) === String(recordId)) patches.push(util().updateQueryData(names.read, arg, recipe as (draft: unknown) => unknown)(dispatch, getState))
      }
      return { undo: () => { for (const patch of patches.reverse()) patch.undo() } }
    },
    listTag: { type: id, id: 'LIST' },
    recordTag: (recordId) => ({ type: id, id: String(recordId) }),
  }
}
