import type { UnknownAction } from '@reduxjs/toolkit'
import { selectSession } from '../../slices/sessionSlice'

/** The part of a Redux store a session helper writes its state to. */
export interface SessionStore {
  /** Dispatches an action. */
  dispatch(action: UnknownAction): unknown
  /** Reads the state. */
  getState(): unknown
  /** Listens to changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

/**
 * A session helper `AtriumProvider` binds to its store (`configuration.session`),
 * so the store shows who is signed in and keeps the token across reloads.
 */
export interface SessionBinding {
  /** Mirrors the helper's state into `store` once redux-persist has rehydrated it; returns the detach. */
  attach(store: SessionStore): () => void
}

function isRehydrated(store: SessionStore): boolean {
  const persisted = selectSession(store.getState())?._persist
  return !persisted || persisted.rehydrated
}

/**
 * Keeps the stores a helper is attached to. Helpers are created at module
 * scope, before any store exists, so they hold their own state and write it
 * into each store once that store's persisted state has been read back.
 */
export function createSessionMirror() {
  const waiting = new Set<SessionStore>()
  const synced = new Set<SessionStore>()
  const reconcilers: Array<(store: SessionStore) => void> = []
  let waiters: Array<() => void> = []

  const release = () => {
    if (waiting.size > 0) return
    const ready = waiters
    waiters = []
    for (const resolve of ready) resolve()
  }
  const sync = (store: SessionStore) => {
    waiting.delete(store)
    synced.add(store)
    for (const reconcile of reconcilers) reconcile(store)
    release()
  }

  return {
    attach(store: SessionStore): () => void {
      let unsubscribe = () => {}
      if (isRehydrated(store)) sync(store)
      else {
        waiting.add(store)
        unsubscribe = store.subscribe(() => {
          if (!waiting.has(store) || !isRehydrated(store)) return
          unsubscribe()
          sync(store)
        })
      }
      return () => {
        unsubscribe()
        waiting.delete(store)
        synced.delete(store)
        release()
      }
    },
    /** Runs when a store becomes synced, to write (or read back) the helper's state. */
    onSynced(reconcile: (store: SessionStore) => void): void {
      reconcilers.push(reconcile)
    },
    publish(action: UnknownAction): void {
      for (const store of synced) store.dispatch(action)
    },
    /** The first synced store, whose persisted token wins over the helper's. */
    primary(): SessionStore | undefined {
      return synced.values().next().value
    },
    /** Resolves once no attached store still waits for its persisted state. */
    ready(): Promise<void> {
      return waiting.size === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))
    },
  }
}

/** The mirror a session helper writes through. */
export type SessionMirror = ReturnType<typeof createSessionMirror>
