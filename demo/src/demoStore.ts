import type { AtriumStore } from '../../lib/index'

let bound: AtriumStore | undefined

/** Remembers the store made at start-up (main.tsx), for the bulk actions that dispatch writes. */
export function bindDemoStore(store: AtriumStore): void {
  bound = store
}

/** The store made at start-up; a clear error before it exists. */
export function demoStore(): AtriumStore {
  if (!bound) throw new Error('demo: the store is not created yet (main.tsx binds it at start-up)')
  return bound
}
