import type { createRealtimeSession } from './createRealtimeSession'

/** The factory of a store's realtime session (`createRealtimeSession`). */
export type RealtimeSessionFactory = typeof createRealtimeSession

let factory: RealtimeSessionFactory | undefined
let loading: Promise<RealtimeSessionFactory> | undefined

/**
 * Loads the realtime machinery (connections, hub discovery, message parsing)
 * with a dynamic `import()`, once: an app whose resources never set `realtime`
 * never downloads it. Declaring a resource with `realtime` starts the load, so
 * it is usually done before a view subscribes. A failed load (a chunk that
 * could not be fetched) is forgotten, so the next subscription tries again.
 */
export function loadRealtimeSession(): Promise<RealtimeSessionFactory> {
  loading ??= import('./createRealtimeSession').then(
    (module) => (factory = module.createRealtimeSession),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The session factory once `loadRealtimeSession()` has resolved, else `undefined`. */
export function loadedRealtimeSession(): RealtimeSessionFactory | undefined {
  return factory
}
