import { act } from '@testing-library/react'
import {
  ForbiddenError, UnauthorizedError, configureAtrium, createAtriumStore, createTokenSession, createViewResource,
} from '../../lib/index'
import { settle } from './renderScope'
import { fakeAuthApi } from './fakeAuthApi'

const accounts = () => ({
  admin: { password: 'admin', roles: 'ROLE_USER,ROLE_ADMIN' },
  editor: { password: 'editor', roles: 'ROLE_USER,ROLE_EDITOR' },
})

beforeEach(() => localStorage.clear())
afterEach(() => configureAtrium({}))

function bound() {
  const api = fakeAuthApi(accounts())
  const session = createTokenSession({ fetch: api.fetch })
  const store = createAtriumStore()
  const detach = session.attach(store)
  return { api, session, store, detach }
}

describe('createTokenSession', () => {
  it('signs in with POST {username, password} and keeps the token in the store', async () => {
    const { api, session, store } = bound()
    await settle()
    await act(() => session.signIn('admin', 'admin'))
    const [url, init] = api.calls[0]
    expect(url).toBe('/api/login_check')
    expect(init).toMatchObject({ method: 'POST' })
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'admin' })
    expect(store.getState().atrium.session.token).toBe('token-admin-1')
    expect(session.getAuthToken()).toBe('token-admin-1')
  })

  it('rejects bad credentials with UnauthorizedError and keeps no token', async () => {
    const { session, store } = bound()
    await settle()
    await expect(session.signIn('admin', 'wrong')).rejects.toBeInstanceOf(UnauthorizedError)
    expect(store.getState().atrium.session.token).toBeNull()
  })

  it('refuses with 401 without a token, without asking the API', async () => {
    const { api, session } = bound()
    await expect(session.authorize('ROLE_ADMIN')).rejects.toBeInstanceOf(UnauthorizedError)
    expect(api.meCalls()).toBe(0)
  })

  it('asks /api/me with the bearer token and accepts a role from a comma-separated string', async () => {
    const { api, session, store } = bound()
    await session.signIn('admin', 'admin')
    await expect(session.authorize('ROLE_ADMIN')).resolves.toBe(true)
    const me = api.calls.find(([url]) => url === '/api/me')
    expect(new Headers(me?.[1]?.headers).get('Authorization')).toBe('Bearer token-admin-1')
    expect(session.getSession()).toEqual({ username: 'admin', roles: 'ROLE_USER,ROLE_ADMIN' })
    expect(store.getState().atrium.session.user).toEqual({ username: 'admin', roles: 'ROLE_USER,ROLE_ADMIN' })
  })

  it('refuses with ForbiddenError when the roles lack the required one', async () => {
    const { session } = bound()
    await session.signIn('editor', 'editor')
    await expect(session.authorize('ROLE_ADMIN')).rejects.toBeInstanceOf(ForbiddenError)
    await expect(session.authorize(['ROLE_EDITOR', 'ROLE_ADMIN'])).resolves.toBe(true)
  })

  it('turns a 401 from /api/me into UnauthorizedError and drops the token', async () => {
    const { api, session, store } = bound()
    await session.signIn('admin', 'admin')
    api.revokeAll()
    await expect(session.authorize('ROLE_ADMIN')).rejects.toBeInstanceOf(UnauthorizedError)
    expect(store.getState().atrium.session.token).toBeNull()
    expect(session.getAuthToken()).toBeNull()
  })

  it.each([403, 500, 502])('turns another failure of /api/me (%i) into a plain error, with no status to mistake for a refusal', async (status) => {
    const { api, session } = bound()
    await session.signIn('admin', 'admin')
    api.failMe(status)
    const failure = await session.authorize('ROLE_ADMIN').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).not.toBeInstanceOf(ForbiddenError)
    expect((failure as { status?: unknown }).status).toBeUndefined()
    expect(String(failure)).toContain(String(status))
  })

  it('signOut removes the token, forgets the user and calls recheckAuthorization', async () => {
    const { session, store } = bound()
    await session.signIn('admin', 'admin')
    await session.authorize()
    const recheck = jest.fn()
    act(() => session.signOut(recheck))
    expect(store.getState().atrium.session).toMatchObject({ token: null, user: null })
    expect(session.getSession()).toBeNull()
    expect(session.getAuthToken()).toBeNull()
    expect(recheck).toHaveBeenCalledTimes(1)
  })

  it('keeps the token across a reload with redux-persist', async () => {
    const first = bound()
    await settle()
    await first.session.signIn('admin', 'admin')
    await settle()
    expect(localStorage.getItem('persist:atrium.session')).toContain('token-admin-1')
    expect(localStorage.getItem('persist:atrium.session')).not.toContain('ROLE_ADMIN')
    first.detach()

    // A reload: a fresh helper and a fresh store, the API unchanged.
    const session = createTokenSession({ fetch: first.api.fetch })
    const store = createAtriumStore()
    session.attach(store)
    await expect(session.authorize('ROLE_ADMIN')).resolves.toBe(true)
    expect(store.getState().atrium.session.token).toBe('token-admin-1')
  })

  it('writes a sign-in made before any store existed into the store once bound', async () => {
    const api = fakeAuthApi(accounts())
    const session = createTokenSession({ fetch: api.fetch })
    await session.signIn('editor', 'editor')
    expect(session.getAuthToken()).toBe('token-editor-1')
    const store = createAtriumStore()
    session.attach(store)
    await settle()
    expect(store.getState().atrium.session.token).toBe('token-editor-1')
  })

  it('gives its token to the HTTP repository through configureAtrium({ api: { getAuthToken } })', async () => {
    const { api, session } = bound()
    await session.signIn('admin', 'admin')
    const fetch = jest.fn(async () => new Response(JSON.stringify({ member: [], totalItems: 0 }), { headers: { 'Content-Type': 'application/ld+json' } }))
    configureAtrium({ api: { getAuthToken: session.getAuthToken, fetch: fetch as unknown as typeof globalThis.fetch } })
    const books = createViewResource('token-session-books', { path: '/api/books' })
    await books.repository.getCollection({})
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-admin-1')
    expect(api.meCalls()).toBe(0)
  })
})
