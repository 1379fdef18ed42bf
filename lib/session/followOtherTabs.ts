import { PERSIST_KEYS } from '../state/persistKeys'

const KEY = `persist:${PERSIST_KEYS.session}`

/**
 * The token another tab left in `localStorage` (redux-persist's entry of `state.atrium.session`):
 * `null` when there is none, or when the entry cannot be read (then nobody is taken as signed in).
 */
function storedToken(): string | null {
  try {
    const entry = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { token?: unknown } | null
    const token: unknown = typeof entry?.token === 'string' ? JSON.parse(entry.token) : null
    return typeof token === 'string' ? token : null
  } catch {
    return null
  }
}

/**
 * Calls `follow` with the token every time another tab of this browser changes the stored session
 * (a sign-in: the new token; a sign-out or a cleared storage: `null`). The stored value is read when
 * the event comes, not taken from it: events of several quick writes may arrive after the last one.
 * Returns the stop; nothing outside a browser.
 */
export function followOtherTabs(follow: (token: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const listener = (event: StorageEvent) => {
    // `key` is null when the other tab cleared the whole storage.
    if (event.key !== KEY && event.key !== null) return
    follow(storedToken())
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
