import { act, screen } from '@testing-library/react'
import {
  ForbiddenError, UnauthorizedError, createAtriumStore, createSessionAuthorization, hasAcceptedRole, splitRoles,
  type AtriumProviderConfiguration,
} from '../../lib/index'
import { deferred } from '../support/deferred'
import { renderScope, settle } from './renderScope'

interface Session { username: string; roles: string | string[] }

beforeEach(() => localStorage.clear())

describe('createSessionAuthorization', () => {
  it('fetches the session once for many concurrent callers', async () => {
    const answer = deferred<Session>()
    const fetchSession = jest.fn(() => answer.promise)
    const session = createSessionAuthorization({ fetchSession })
    const checks = Array.from({ length: 10 }, () => session.authorize())
    answer.resolve({ username: 'ada', roles: ['ROLE_USER'] })
    await expect(Promise.all(checks)).resolves.toEqual(Array(10).fill(true))
    expect(fetchSession).toHaveBeenCalledTimes(1)
  })

  it('refuses with UnauthorizedError (401) when there is no session', async () => {
    for (const none of [null, undefined]) {
      const session = createSessionAuthorization<Session>({ fetchSession: async () => none })
      const refusal = session.authorize()
      await expect(refusal).rejects.toBeInstanceOf(UnauthorizedError)
      await expect(refusal).rejects.toMatchObject({ status: 401 })
    }
  })

  it('refuses with ForbiddenError (403) when the session lacks an accepted role', async () => {
    const session = createSessionAuthorization<Session>({ fetchSession: async () => ({ username: 'ed', roles: ['ROLE_EDITOR'] }), roles: ['ROLE_ADMIN'] })
    await expect(session.authorize()).rejects.toBeInstanceOf(ForbiddenError)
    await expect(session.authorize()).rejects.toMatchObject({ status: 403 })
    await expect(session.authorize('ROLE_EDITOR')).resolves.toBe(true)
  })

  it.each([
    ['ROLE_USER,ROLE_ADMIN', 'ROLE_ADMIN', true],
    ['ROLE_USER, ROLE_ADMIN', ['ROLE_ADMIN'], true],
    [['ROLE_USER,ROLE_EDITOR'], 'ROLE_EDITOR,ROLE_ADMIN', true],
    ['ROLE_USER,ROLE_EDITOR', 'ROLE_ADMIN', false],
    ['ROLE_ADMINISTRATOR', 'ROLE_ADMIN', false],
    ['', 'ROLE_ADMIN', false],
    ['ROLE_USER', undefined, true],
  ] as const)('held %j, accepted %j → %s', async (held, accepted, allowed) => {
    expect(hasAcceptedRole(held, accepted)).toBe(allowed)
    const session = createSessionAuthorization<Session>({ fetchSession: async () => ({ username: 'x', roles: held as Session['roles'] }) })
    const check = session.authorize(accepted)
    if (allowed) await expect(check).resolves.toBe(true)
    else await expect(check).rejects.toBeInstanceOf(ForbiddenError)
  })

  it('splits one comma-separated string into trimmed roles', () => {
    expect(splitRoles(' ROLE_USER , ROLE_ADMIN ,,')).toEqual(['ROLE_USER', 'ROLE_ADMIN'])
    expect(splitRoles(['ROLE_A,ROLE_B', 'ROLE_C'])).toEqual(['ROLE_A', 'ROLE_B', 'ROLE_C'])
    expect(splitRoles(undefined)).toEqual([])
  })

  it('reads roles where getRoles says', async () => {
    const session = createSessionAuthorization({ fetchSession: async () => ({ user: { groups: 'admins' } }), getRoles: (s) => s.user.groups, roles: 'admins' })
    await expect(session.authorize()).resolves.toBe(true)
  })

  it('makes the session readable synchronously once authorization awaited it', async () => {
    const answer = deferred<Session>()
    const session = createSessionAuthorization({ fetchSession: () => answer.promise })
    expect(session.getSession()).toBeNull()
    const check = session.authorize()
    expect(session.getSession()).toBeNull()
    answer.resolve({ username: 'ada', roles: 'ROLE_USER' })
    await check
    expect(session.getSession()).toEqual({ username: 'ada', roles: 'ROLE_USER' })
  })

  it('forget() clears the pending request and the value', async () => {
    const answers = [deferred<Session>(), deferred<Session>()]
    let call = 0
    const session = createSessionAuthorization({ fetchSession: () => answers[call++].promise })
    const first = session.authorize()
    session.forget()
    const second = session.authorize()
    expect(call).toBe(2)
    answers[0].resolve({ username: 'old', roles: [] })
    await first
    expect(session.getSession()).toBeNull()
    answers[1].resolve({ username: 'new', roles: [] })
    await second
    expect(session.getSession()).toEqual({ username: 'new', roles: [] })
    session.forget()
    expect(session.getSession()).toBeNull()
  })

  it('reads the session again on a later check, so a role granted meanwhile counts', async () => {
    const server: Session = { username: 'ed', roles: 'ROLE_EDITOR' }
    const session = createSessionAuthorization({ fetchSession: async () => ({ ...server }), roles: 'ROLE_ADMIN' })
    await expect(session.authorize()).rejects.toBeInstanceOf(ForbiddenError)
    server.roles = 'ROLE_EDITOR,ROLE_ADMIN'
    await expect(session.authorize()).resolves.toBe(true)
  })

  it('passes a failing fetch on as it is (the error boundary gets it), and a synchronous throw too', async () => {
    const failure = new Error('network down')
    await expect(createSessionAuthorization({ fetchSession: () => Promise.reject(failure) }).authorize()).rejects.toBe(failure)
    await expect(createSessionAuthorization({ fetchSession: () => { throw failure } }).authorize()).rejects.toBe(failure)
  })

  it('shows the session in the store once bound through configuration.session, and forgets it there', async () => {
    const store = createAtriumStore()
    const session = createSessionAuthorization({ fetchSession: async () => ({ username: 'ada', roles: 'ROLE_ADMIN' }) })
    const configuration: AtriumProviderConfiguration = {
      defaultScope: 'admin',
      session,
      scopes: { admin: async () => ({ name: 'admin', authorization: () => session.authorize('ROLE_ADMIN'), decoratorComponent: ({ children }) => <div data-testid="in">{children}</div> }) },
    }
    renderScope(configuration, { path: '/admin', store })
    await settle()
    expect(screen.getByTestId('in')).toBeInTheDocument()
    expect(store.getState().atrium.session.user).toEqual({ username: 'ada', roles: 'ROLE_ADMIN' })
    await act(async () => session.forget())
    expect(store.getState().atrium.session.user).toBeNull()
  })
})
