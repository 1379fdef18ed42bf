import { ApiError } from '../errors/ApiError'

/** The write code's module (create, update and delete, their hooks and optimistic drawing). */
export type ResourceWritesModule = typeof import('./resourceWrites')

let loaded: ResourceWritesModule | undefined
let loading: Promise<ResourceWritesModule> | undefined

/** The write code when it is loaded already (a write then runs at once, its optimistic change drawn in its dispatch). */
export function loadedResourceWrites(): ResourceWritesModule | undefined {
  return loaded
}

/**
 * Loads the write code (once). A list's first paint writes nothing, so it is not in the start's code: it is fetched
 * once the browser idles after the first view (`preloadResourceWrites`) and with the record views, which hold every
 * form, so a first save never waits for it. A write asked before it came waits for it; a failed load rejects with
 * an `ApiError` saying so (nothing was sent) and is tried again by the next write.
 */
export function loadResourceWrites(): Promise<ResourceWritesModule> {
  loading ??= import('./resourceWrites').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined
      const reason = error instanceof Error ? error.message : String(error)
      throw new ApiError({ status: 0, title: 'Code not loaded', detail: `The code that saves could not be loaded (${reason}): nothing was sent. Try again.` })
    },
  )
  return loading
}

/** Fetches the write code now (once); never rejects. */
export function preloadResourceWrites(): Promise<void> {
  return loadResourceWrites().then(() => undefined, () => undefined)
}
