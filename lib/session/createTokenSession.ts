import { selectSession, sessionChangedElsewhere, signedOut, tokenChanged, type SessionUser } from '../../slices/sessionSlice'
import { canStore } from '../state/browserStorage'
import { PERSIST_KEYS } from '../state/persistKeys'
import { UnauthorizedError } from '../authorization/errors'
import { buildSessionAuthorization } from './createSessionAuthorization'
import type { Roles } from './roles'
import { SessionNotKeptError } from './SessionNotKeptError'
import { followOtherTabs } from './followOtherTabs'
import { userKey } from './userKey'
import { createSessionMirror, type SessionBinding } from './sessionMirror'

/** Options of `createTokenSession`. */
export interface TokenSessionOptions {
  /** Sign-in call: `POST {username, password}` answering `{ token }`. Defaults to `'/api/login_check'`. */
  loginUrl?: string
  /** The signed-in user (with `roles`), `401` when the token expired or was revoked. Defaults to `'/api/me'`. */
  meUrl?: string
  /** The fetch to use. Defaults to the global `fetch` at call time. */
  fetch?: typeof fetch
  /** Roles accepted by `authorize()` when it is given none. Defaults to any signed-in user. */
  roles?: Roles
}

/** Sign-in, sign-out and authorization against an API that issues bearer tokens (seed 4.4). */
export interface TokenSession<U extends object = SessionUser> extends SessionBinding {
  /**
   * Posts the credentials and stores the token; rejects with `UnauthorizedError`
   * on bad credentials, and with `SessionNotKeptError` when the token is stored
   * for this tab but the persisted store cannot keep it (storage full): the
   * reader is signed in until a reload, and should be told.
   */
  signIn(username: string, password: string): Promise<void>
  /** Removes the token, forgets the user, then calls `recheckAuthorization` (from `useScopeContext()`): no reload. */
  signOut(recheckAuthorization?: () => void): void
  /**
   * `true`, or rejects: `UnauthorizedError` without a token or when the API
   * answers 401 (the token is then dropped), `ForbiddenError` without an
   * accepted role, a plain `Error` for any other failure.
   */
  authorize(requiredRoles?: Roles): Promise<boolean>
  /** The stored token, for `configureAtrium({ api: { getAuthToken } })`. */
  getAuthToken(): string | null
  /** The user read by the latest settled `authorize()`, or `null`. */
  getSession(): U | null
  /** Forgets the user (not the token); the next `authorize()` reads it again. */
  forget(): void
}

/**
 * Token session helper: the token lives in `state.atrium.session` (persisted
 * with redux-persist) once bound with `configuration.session`; before that it
 * is kept by the helper and written to the store when bound. While bound, it
 * follows the other tabs of the browser: a sign-in or sign-out there is taken
 * over here (`atrium/session/changedElsewhere`).
 * @example
 * export const session = createTokenSession()
 * configureAtrium({ api: { getAuthToken: session.getAuthToken } })
 * const admin = createScope({ name: 'admin', authorization: () => session.authorize('ROLE_ADMIN') })
 */
export function createTokenSession<U extends object = SessionUser>(options: TokenSessionOptions = {}): TokenSession<U> {
  const loginUrl = options.loginUrl ?? '/api/login_check'
  const meUrl = options.meUrl ?? '/api/me'
  const request: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init)
  const mirror = createSessionMirror()
  let localToken: string | null = null
  // Once the helper changed the token itself, its value wins over a persisted one.
  let changedHere = false

  const getAuthToken = (): string | null => {
    const store = mirror.primary()
    return store ? (selectSession(store.getState())?.token ?? null) : localToken
  }
  const setToken = (token: string | null) => {
    localToken = token
    changedHere = true
    mirror.publish(tokenChanged({ token }))
  }
  mirror.onSynced((store) => {
    if (changedHere) store.dispatch(tokenChanged({ token: localToken }))
    else localToken = selectSession(store.getState())?.token ?? null
  })

  const fetchMe = async (): Promise<U | null> => {
    const token = getAuthToken()
    if (!token) return null
    const response = await request(meUrl, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
    if (response.status === 401) {
      if (getAuthToken() === token) setToken(null)
      return null
    }
    // No `status` on this error: a 403 or 500 here is a broken API, not a refusal.
    if (!response.ok) throw new Error(`Atrium: ${meUrl} answered ${response.status}; expected the signed-in user.`)
    return (await response.json()) as U
  }
  const session = buildSessionAuthorization<U>({ fetchSession: fetchMe, roles: options.roles }, mirror)

  // Another tab signed in or out: this one follows at once rather than showing the last user's records
  // until a request is refused. The same user signed in again goes on quietly (an open form keeps what
  // was typed); anyone else, or a sign-out, is a change of session (`changedElsewhere`): the scopes
  // check again, drawing nothing of theirs meanwhile, and whose data is held is cleared if it changed.
  let followedSeq = 0
  const followed = async (token: string | null) => {
    const seq = ++followedSeq
    if (token === getAuthToken()) return
    const store = mirror.primary()
    const owner = store ? selectSession(store.getState())?.owner ?? null : null
    if (token !== null && owner !== null) {
      const user = await request(meUrl, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<SessionUser>) : null), () => null)
        .catch(() => null)
      if (seq !== followedSeq || token === getAuthToken()) return
      if (userKey(user) === owner) {
        setToken(token)
        return
      }
    }
    session.forget()
    localToken = token
    changedHere = true
    mirror.publish(sessionChangedElsewhere({ token }))
  }
  let attached = 0
  let stopFollowing = () => {}
  const attach = (store: Parameters<SessionBinding['attach']>[0]) => {
    const detach = mirror.attach(store)
    if (attached++ === 0) stopFollowing = followOtherTabs((token) => { void followed(token) })
    let done = false
    return () => {
      if (done) return
      done = true
      detach()
      if (--attached === 0) stopFollowing()
    }
  }

  return {
    async signIn(username, password) {
      const response = await request(loginUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username, password }),
      })
      if (response.status === 401) throw new UnauthorizedError('Invalid credentials.')
      // The status rides along, so a sign-in page can tell "too many attempts" (429) from a broken API.
      if (!response.ok) throw Object.assign(new Error(`Atrium: sign-in failed: ${loginUrl} answered ${response.status}.`), { status: response.status })
      const body = (await response.json()) as { token?: unknown }
      if (typeof body.token !== 'string') throw new Error(`Atrium: ${loginUrl} answered without a \`token\`.`)
      session.forget()
      setToken(body.token)
      // redux-persist writes later and swallows a full storage: ask now, while the reader is here to be told.
      // A sign-in page often sits outside AtriumProvider (no store bound yet): the token is persisted once one is.
      const store = mirror.primary()
      const persisted = store === undefined || selectSession(store.getState())?._persist !== undefined
      if (persisted && !canStore(`persist:${PERSIST_KEYS.session}`, JSON.stringify({ token: JSON.stringify(body.token), _persist: '{"version":-1,"rehydrated":true}' }))) {
        throw new SessionNotKeptError()
      }
    },
    signOut(recheckAuthorization) {
      session.forget()
      localToken = null
      changedHere = true
      mirror.publish(signedOut())
      recheckAuthorization?.()
    },
    async authorize(requiredRoles) {
      await mirror.ready()
      return session.authorize(requiredRoles)
    },
    getAuthToken,
    getSession: session.getSession,
    forget: session.forget,
    attach,
  }
}
