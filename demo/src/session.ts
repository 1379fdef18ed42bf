import { configureAtrium, createTokenSession, hasAcceptedRole } from '../../lib/index'
import { createSignOutQueue } from './signOutQueue'

/** The signed-in user, as `GET /api/me` answers it. */
export interface DemoUser {
  id: number
  username: string
  roles: string[]
}

/** The demo's session: `POST /api/login_check` → token, `GET /api/me` → the user and roles. */
export const session = createTokenSession<DemoUser>()

// Every resource reads the API on this origin; the token goes only there.
configureAtrium({ api: { baseUrl: '', getAuthToken: session.getAuthToken } })

/** Whether the signed-in user is an administrator (read at each call: it follows the session). */
export function isAdmin(): boolean {
  return hasAcceptedRole(session.getSession()?.roles, 'ROLE_ADMIN')
}

/** `fetch` on the demo API with the session's bearer token. */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const token = session.getAuthToken()
  const headers = new Headers(init.headers)
  headers.set('Accept', 'application/json')
  if (token) headers.set('Authorization', `Bearer ${token}`)
  return fetch(url, { ...init, headers })
}

/** Revocations on the server that could not be sent yet (offline): sent again when back online, and at the next load (main.tsx starts it). */
export const signOuts = createSignOutQueue()

/**
 * Revokes the token on the server (its hub streams end too), then signs out
 * locally without a reload. Offline, the revocation waits in `signOuts` and
 * is sent when the connection comes back, so the token is really revoked.
 */
export function signOut(recheckAuthorization: () => void): void {
  const token = session.getAuthToken()
  if (token) void signOuts.revoke(token)
  signedOutByUser = true
  session.signOut(recheckAuthorization)
}

let signedOutByUser = false

/**
 * Whether the 401 being handled follows a sign-out (read once: then forgotten). The sign-in page
 * then takes nobody back to the page the last user left: the next person starts at their own start.
 */
export function takeSignedOutByUser(): boolean {
  const was = signedOutByUser
  signedOutByUser = false
  return was
}
