/**
 * Server-side sign-out that survives being offline. Signing out forgets the
 * token at once in this tab, but only `POST /api/logout` revokes it: a copy
 * (a stolen one, another tab's) stays valid until it expires. When that call
 * cannot reach the API (offline, a network error, a 5xx), the token is kept
 * in a list in localStorage and the call is tried again when the browser is
 * back online, and at the next load; a token is dropped from the list once
 * the API answered (204, or 401: already revoked or expired) or once it has
 * expired anyway.
 */

/** Where the tokens waiting for their revocation are kept. */
export const PENDING_SIGN_OUTS_KEY = 'atrium-demo.pendingSignOuts'

/** Options of `createSignOutQueue`. */
export interface SignOutQueueOptions {
  /** The API's sign-out. Defaults to `'/api/logout'`. */
  url?: string
  /** Defaults to the global `fetch` at call time. */
  fetch?: typeof fetch
  /** Defaults to `window.localStorage`, looked up at each call. */
  storage?: () => Storage | undefined
  /** Defaults to `window`: its `online` event flushes the queue. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** Defaults to `Date.now`. */
  now?: () => number
}

/** The sign-out queue of `createSignOutQueue`. */
export interface SignOutQueue {
  /** Revokes `token` on the API now, or as soon as it can be reached. Resolves once tried (never rejects). */
  revoke(token: string): Promise<void>
  /** Tries every waiting revocation again. */
  flush(): Promise<void>
  /** Tokens still waiting for their revocation. */
  pending(): string[]
  /** Listens to `online` and tries what an earlier visit left; returns the stop. */
  start(): () => void
}

/** When a JWT expires (its `exp`, in ms), or `Infinity` when it cannot be read. */
function expiryOf(token: string): number {
  try {
    const payload = token.split('.')[1] ?? ''
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof claims.exp === 'number' ? claims.exp * 1000 : Infinity
  } catch {
    return Infinity
  }
}

/** Creates the queue; `start()` it once at the application's start (nothing listens before). */
export function createSignOutQueue(options: SignOutQueueOptions = {}): SignOutQueue {
  const url = options.url ?? '/api/logout'
  const storage = options.storage ?? (() => { try { return window.localStorage } catch { return undefined } })
  const now = options.now ?? Date.now
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window)
  let flushing: Promise<void> | undefined

  const read = (): string[] => {
    try {
      const list: unknown = JSON.parse(storage()?.getItem(PENDING_SIGN_OUTS_KEY) ?? '[]')
      return Array.isArray(list) ? list.filter((token): token is string => typeof token === 'string') : []
    } catch {
      return []
    }
  }
  const write = (tokens: string[]) => {
    try {
      if (tokens.length === 0) storage()?.removeItem(PENDING_SIGN_OUTS_KEY)
      else storage()?.setItem(PENDING_SIGN_OUTS_KEY, JSON.stringify(tokens))
    } catch {
      // A full storage keeps the revocation for this visit only: still retried on `online` below.
    }
  }
  const memory = new Set<string>()
  const pending = () => [...new Set([...read(), ...memory])].filter((token) => expiryOf(token) > now())

  /** One try: true when the API answered for this token (revoked now, or no longer valid). */
  const send = async (token: string): Promise<boolean> => {
    try {
      const response = await (options.fetch ?? fetch)(url, { method: 'POST', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
      return response.status < 500
    } catch {
      return false
    }
  }

  const add = (token: string) => {
    memory.add(token)
    write(pending())
  }
  const remove = (token: string) => {
    memory.delete(token)
    write(pending().filter((candidate) => candidate !== token))
  }

  const flush = (): Promise<void> => {
    flushing ??= (async () => {
      for (const token of pending()) if (await send(token)) remove(token)
      // Expired ones go too: revoking them is pointless.
      write(pending())
    })().finally(() => { flushing = undefined })
    return flushing
  }
  const onOnline = () => { void flush() }

  return {
    async revoke(token) {
      add(token)
      // Offline: nothing to try now; the `online` event will.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return
      if (await send(token)) remove(token)
    },
    flush,
    pending,
    start() {
      target?.addEventListener('online', onOnline)
      void flush()
      return () => target?.removeEventListener('online', onOnline)
    },
  }
}
