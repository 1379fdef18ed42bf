import { ApiError } from '../errors/ApiError'
import { localDataOwner } from '../state/localDataOwner'
import type { HookContext, ListParams, ObservableRepository } from '../types'

/**
 * The local-storage repository of `resourceId`, its code loaded on demand: an
 * app where no resource sets `storage: 'local'` never downloads it. Loading
 * starts here (when such a resource is declared); every call waits for it and
 * then behaves exactly as `createLocalRepository`'s, each signed-in user's records under keys of their
 * own (`localDataOwner`).
 */
export function lazyLocalRepository<T>(resourceId: string): ObservableRepository<T> {
  let loaded: ObservableRepository<T> | undefined
  const loading = import('./createLocalRepository').then(
    ({ createLocalRepository }) => (loaded = createLocalRepository<T>(resourceId, { owner: localDataOwner })),
    // A chunk that fails to load (offline, a new deployment) is reported like any storage failure.
    (error: unknown) => {
      throw new ApiError({
        status: 0,
        title: 'Local storage unavailable',
        detail: `The local-storage code of resource '${resourceId}' could not be loaded (${error instanceof Error ? error.message : String(error)}); reload the page to retry.`,
      })
    },
  )
  // A failed load surfaces through the calls (each awaits `loading`), not as an unhandled rejection.
  loading.catch(() => undefined)
  return {
    getCollection: (params: ListParams<T>, context?: HookContext) => loading.then((local) => local.getCollection(params, context)),
    getItem: (id: string, context?: HookContext) => loading.then((local) => local.getItem(id, context)),
    createItem: (data: Partial<T>, context?: HookContext) => loading.then((local) => local.createItem(data, context)),
    updateItem: (id: string, data: Partial<T>, context?: HookContext) => loading.then((local) => local.updateItem(id, data, context)),
    removeItem: (id: string, context?: HookContext) => loading.then((local) => local.removeItem(id, context)),
    subscribe(onChange: () => void): () => void {
      if (loaded) return loaded.subscribe(onChange)
      let stop: (() => void) | undefined
      let stopped = false
      void loading.then((local) => { if (!stopped) stop = local.subscribe(onChange) }, () => undefined)
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}
