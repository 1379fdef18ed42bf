import type { WebStorage } from 'redux-persist'

function local(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    // Some browsers throw on access when storage is disabled: then nothing persists.
    return undefined
  }
}

/**
 * redux-persist storage over `localStorage`, looked up at each call (importing
 * Atrium must not touch the browser); a full or disabled storage loses the
 * write instead of breaking the app.
 */
export const browserStorage: WebStorage = {
  getItem: async (key) => local()?.getItem(key) ?? null,
  setItem: async (key, value) => {
    try { local()?.setItem(key, value) } catch { /* quota exceeded or storage disabled: see above */ }
  },
  removeItem: async (key) => local()?.removeItem(key),
}

/**
 * Whether `localStorage` has room for `value` right now: writes it beside
 * `key` and removes it. False when storage is full, disabled or missing.
 * A sign-in asks before it counts on a session surviving a reload.
 */
export function canStore(key: string, value: string): boolean {
  const storage = local()
  if (!storage) return false
  const probe = `${key}.check`
  try {
    storage.setItem(probe, value)
    return true
  } catch {
    return false
  } finally {
    try { storage.removeItem(probe) } catch { /* see above */ }
  }
}
