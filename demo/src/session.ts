import { configureAtrium, createTokenSession, hasAcceptedRole } from '../../lib/index'

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

/** Revokes the token on the server (its hub streams end too), then signs out locally without a reload. */
export function signOut(recheckAuthorization: () => void): void {
  if (session.getAuthToken()) void apiFetch('/api/logout', { method: 'POST' }).catch(() => undefined)
  session.signOut(recheckAuthorization)
}
