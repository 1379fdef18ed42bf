// Another client of the demo API, from Node: what a second person (or a
// script) does behind the browser's back.

/** The demo's accounts (demo/server/README.md). */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin' },
  editor: { username: 'editor', password: 'editor' },
} as const

/** An article as the API answers it (the fields the tests read). */
export interface ApiArticle {
  '@id': string
  id: number | string
  title: string
  status: string
}

/** A signed-in API client. */
export interface DemoApiClient {
  /** GET a JSON-LD answer; throws on a non-2xx status. */
  get<T>(path: string): Promise<T>
  /** POST as `application/ld+json`; returns the status and body. */
  post(path: string, data: Record<string, unknown>): Promise<{ status: number; body: unknown }>
  /** PATCH with `application/merge-patch+json`; returns the status and body. */
  patch(path: string, data: Record<string, unknown>): Promise<{ status: number; body: unknown }>
  /** DELETE; returns the status. */
  delete(path: string): Promise<number>
}

/** Signs in through `POST /api/login_check` and returns a client that sends the bearer token. */
export async function signInToApi(baseUrl: string, account: keyof typeof ACCOUNTS = 'admin'): Promise<DemoApiClient> {
  const answer = await fetch(`${baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(ACCOUNTS[account]),
  })
  if (!answer.ok) throw new Error(`login_check answered ${answer.status}: ${await answer.text()}`)
  const { token } = await answer.json() as { token?: unknown }
  if (typeof token !== 'string') throw new Error('login_check answered no token')
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' }
  return {
    async get<T>(path: string) {
      const response = await fetch(`${baseUrl}${path}`, { headers })
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`)
      return await response.json() as T
    },
    async post(path, data) {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/ld+json' },
        body: JSON.stringify(data),
      })
      const text = await response.text()
      return { status: response.status, body: text ? JSON.parse(text) as unknown : undefined }
    },
    async patch(path, data) {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'PATCH',
        headers: { ...headers, 'Content-Type': 'application/merge-patch+json' },
        body: JSON.stringify(data),
      })
      const text = await response.text()
      return { status: response.status, body: text ? JSON.parse(text) as unknown : undefined }
    },
    async delete(path) {
      const response = await fetch(`${baseUrl}${path}`, { method: 'DELETE', headers })
      await response.arrayBuffer()
      return response.status
    },
  }
}

/** The members of a hydra collection, whichever prefix the API uses. */
export function membersOf<T>(collection: unknown): T[] {
  const record = collection as { member?: T[]; 'hydra:member'?: T[] }
  const members = record.member ?? record['hydra:member']
  if (!Array.isArray(members)) throw new Error(`not a hydra collection: ${JSON.stringify(collection).slice(0, 200)}`)
  return members
}

/** Signs a bearer token out on the server (`POST /api/logout`): to the app, the same as an expired token. */
export async function revokeToken(baseUrl: string, token: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
  await answer.arrayBuffer()
  if (!answer.ok) throw new Error(`logout answered ${answer.status}`)
}
