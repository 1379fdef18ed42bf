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
