import { gateRole } from '../support/gateRole'
import { act, screen } from '@testing-library/react'
import { ForbiddenError, UnauthorizedError, createAtriumStore, useScopeContext } from '../../lib/index'
import { deferred } from '../support/deferred'
import { setup, silenceBoundaryErrors, type Authorization } from './gateSetup'
import { go, renderScope, router, settle } from './renderScope'

silenceBoundaryErrors()

function RecheckButton() {
  const context = useScopeContext()
  return <button onClick={() => context?.recheckAuthorization()}>Recheck</button>
}

describe('entering a scope: pending', () => {
  it.each([false, true])('shows the page loader and never renders the decorator while pending (StrictMode: %s)', async (strict) => {
    const answer = deferred<boolean>()
    const { configuration, admin, loads } = setup(() => answer.promise)
    renderScope(configuration, { path: '/admin', strict })
    await settle()
    expect(loads.admin).toBe(1)
    expect(gateRole('status')).toHaveTextContent('Loading…')
    expect(admin.renders).toBe(0)
    expect(screen.queryByTestId('admin-decorator')).toBeNull()
    await act(async () => answer.resolve(true))
    await settle()
    expect(screen.getByTestId('admin-decorator')).toBeInTheDocument()
    expect(gateRole('status')).toBeNull()
  })

  it('ignores a "rendered" already in the store (preloaded or persisted state): the check runs first', async () => {
    const store = createAtriumStore({ preloadedState: { atrium: { authorization: { scopes: { admin: { status: 'rendered', requestId: 'from-last-visit' } } } } } })
    const answer = deferred<boolean>()
    const { configuration, admin } = setup(() => answer.promise)
    renderScope(configuration, { path: '/admin', store })
    await settle()
    expect(admin.renders).toBe(0)
    expect(gateRole('status')).toBeInTheDocument()
    await act(async () => answer.resolve(false))
    await settle()
    expect(admin.renders).toBe(0)
    expect(gateRole('alert')).toHaveTextContent('Access denied')
  })

  it('shows the scope\'s authorizationFallback, else the configuration\'s, else the default loader', async () => {
    const never = () => new Promise<boolean>(() => {})
    const both = setup(never, { authorizationFallback: <p>config waiting</p> }, { authorizationFallback: <p>scope waiting</p> })
    const first = renderScope(both.configuration, { path: '/admin' })
    await settle()
    expect(screen.getByText('scope waiting')).toBeInTheDocument()
    first.unmount()
    const configOnly = setup(never, { authorizationFallback: <p>config waiting</p> })
    renderScope(configOnly.configuration, { path: '/admin' })
    await settle()
    expect(screen.getByText('config waiting')).toBeInTheDocument()
  })
})

describe('true', () => {
  it('renders the decoratorComponent around the host\'s content', async () => {
    const { configuration } = setup(() => true)
    renderScope(configuration, { path: '/admin', children: <p>host view</p> })
    await settle()
    expect(screen.getByTestId('admin-decorator')).toContainElement(screen.getByText('host view'))
  })

  it('renders the scope home (its menu as links) when the host gives no content', async () => {
    const { configuration } = setup(() => true, {}, { menu: [{ label: 'Articles', to: '/admin/articles/list' }] })
    renderScope(configuration, { path: '/admin' })
    await settle()
    expect(screen.getByRole('heading', { name: 'Administration' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/admin/articles/list')
  })
})

describe('false, ForbiddenError, status 403', () => {
  const refusals: Array<[string, () => unknown]> = [
    ['false', () => false],
    ['a promise of false', async () => false],
    ['a rejected ForbiddenError', () => Promise.reject(new ForbiddenError())],
    ['a rejected object with status 403', () => Promise.reject({ status: 403, message: 'nope' })],
    ['a synchronous ForbiddenError', () => { throw new ForbiddenError() }],
  ]
  it.each(refusals)('%s shows the default "Access denied" alert and nothing of the scope', async (_, authorization) => {
    const onUnauthorized = jest.fn()
    const { configuration, admin } = setup(authorization, { onUnauthorized })
    renderScope(configuration, { path: '/admin' })
    await settle()
    expect(gateRole('alert')).toHaveTextContent('Access denied')
    expect(admin.renders).toBe(0)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('shows the scope\'s forbiddenFallback, else the configuration\'s', async () => {
    const both = setup(() => false, { forbiddenFallback: <p>config denied</p> }, { forbiddenFallback: <p>scope denied</p> })
    const first = renderScope(both.configuration, { path: '/admin' })
    await settle()
    expect(screen.getByText('scope denied')).toBeInTheDocument()
    first.unmount()
    const configOnly = setup(() => false, { forbiddenFallback: <p>config denied</p> })
    renderScope(configOnly.configuration, { path: '/admin' })
    await settle()
    expect(screen.getByText('config denied')).toBeInTheDocument()
  })
})

describe('UnauthorizedError, status 401', () => {
  const refusals: Array<[string, () => unknown]> = [
    ['a rejected UnauthorizedError', () => Promise.reject(new UnauthorizedError())],
    ['a rejected object with status 401', () => Promise.reject({ status: 401 })],
    ['a synchronous UnauthorizedError', () => { throw new UnauthorizedError() }],
  ]
  it.each(refusals)('%s calls onUnauthorized once and renders nothing of the scope', async (_, authorization) => {
    const onUnauthorized = jest.fn()
    const { configuration, admin } = setup(authorization, { onUnauthorized })
    renderScope(configuration, { path: '/admin/articles/list' })
    await settle()
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(admin.renders).toBe(0)
    expect(gateRole('alert')).toBeNull()
  })

  it('calls onUnauthorized once under StrictMode too', async () => {
    const onUnauthorized = jest.fn()
    const { configuration, admin } = setup(() => Promise.reject(new UnauthorizedError()), { onUnauthorized })
    renderScope(configuration, { path: '/admin', strict: true })
    await settle()
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(admin.renders).toBe(0)
  })

  it('navigates to / when there is no onUnauthorized', async () => {
    const { configuration } = setup(() => true)
    configuration.scopes.private = async () => ({ name: 'private', authorization: () => Promise.reject(new UnauthorizedError()) })
    renderScope(configuration, { path: '/private/things/list' })
    await settle()
    expect(router.pathname).toBe('/')
    expect(screen.getByTestId('admin-decorator')).toBeInTheDocument()
  })

  it('stays put at / when the default scope itself answers 401 (no loop)', async () => {
    const authorization = jest.fn(() => Promise.reject(new UnauthorizedError()))
    const { configuration, admin } = setup(authorization)
    renderScope(configuration, { path: '/' })
    await settle()
    expect(router.pathname).toBe('/')
    expect(authorization).toHaveBeenCalledTimes(1)
    expect(admin.renders).toBe(0)
  })
})

describe('anything else goes to the host\'s error boundary', () => {
  const failures: Array<[string, unknown]> = [
    ['status 419', { status: 419, message: 'session expired' }],
    ['status 500', Object.assign(new Error('server down'), { status: 500 })],
    ['no status', new Error('no status at all')],
    ['a string "401" status', { status: '401', message: 'stringly' }],
    ['a bare string', 'plain failure'],
  ]
  it.each(failures)('%s (rejected) reaches the boundary as the very error', async (_, failure) => {
    const onError = jest.fn()
    const { configuration, admin } = setup(() => Promise.reject(failure))
    renderScope(configuration, { path: '/admin', onError })
    await settle()
    expect(onError).toHaveBeenCalledWith(failure)
    expect(screen.getByTestId('boundary')).toBeInTheDocument()
    expect(admin.renders).toBe(0)
  })

  it('a synchronous throw counts like a rejection', async () => {
    const failure = new Error('thrown at once')
    const onError = jest.fn()
    const { configuration } = setup(() => { throw failure })
    renderScope(configuration, { path: '/admin', onError })
    await settle()
    expect(onError).toHaveBeenCalledWith(failure)
  })

  it('an answer other than true or false is an error that says so', async () => {
    const { configuration } = setup(async () => 'yes')
    renderScope(configuration, { path: '/admin' })
    await settle()
    expect(screen.getByTestId('boundary')).toHaveTextContent('must answer true or false')
  })

  it('an address naming no scope is a "Page not found" page linking to the start, not an error', async () => {
    const { configuration, loads } = setup(() => true)
    renderScope(configuration, { path: '/nowhere/articles/list' })
    await settle()
    expect(screen.queryByTestId('boundary')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/')
    // Nothing of any scope was loaded for it; `toString` is no scope either.
    expect(loads).toEqual({ admin: 0, public: 0 })
    await go('/toString')
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    await go('/admin')
    await settle()
    expect(screen.getByTestId('admin-decorator')).toBeInTheDocument()
  })

  it('draws the configuration\'s notFoundFallback for an address naming no scope', async () => {
    const { configuration } = setup(() => true, { notFoundFallback: <p>No such admin page</p> })
    renderScope(configuration, { path: '/nowhere' })
    await settle()
    expect(screen.getByText('No such admin page')).toBeInTheDocument()
  })

  it('an unknown defaultScope (the host\'s configuration) is a clear error naming the known ones', async () => {
    const { configuration } = setup(() => true, { defaultScope: 'nowhere' })
    renderScope(configuration, { path: '/' })
    await settle()
    expect(screen.getByTestId('boundary')).toHaveTextContent("unknown scope 'nowhere'. Known scopes: 'admin', 'public'.")
  })

  it('a failing scope loader reaches the boundary', async () => {
    const failure = new Error('chunk failed')
    const onError = jest.fn()
    const { configuration } = setup(() => true)
    configuration.scopes.broken = () => Promise.reject(failure)
    renderScope(configuration, { path: '/broken', onError })
    await settle()
    expect(onError).toHaveBeenCalledWith(failure)
  })
})

describe('answers that settle after the reader moved on are ignored', () => {
  it.each([
    ['a slow true', (d: ReturnType<typeof deferred<boolean>>) => d.resolve(true)],
    ['a slow false', (d: ReturnType<typeof deferred<boolean>>) => d.resolve(false)],
    ['a slow 401', (d: ReturnType<typeof deferred<boolean>>) => d.reject(new UnauthorizedError())],
    ['a slow 500', (d: ReturnType<typeof deferred<boolean>>) => d.reject({ status: 500 })],
  ])('%s for a scope the reader left', async (_, answer) => {
    const slow = deferred<boolean>()
    const onUnauthorized = jest.fn()
    const onError = jest.fn()
    const { configuration, admin, pub } = setup(() => slow.promise, { onUnauthorized })
    renderScope(configuration, { path: '/admin', onError })
    await settle()
    await go('/public')
    await settle()
    expect(screen.getByTestId('public-decorator')).toBeInTheDocument()
    await act(async () => answer(slow))
    await settle()
    expect(admin.renders).toBe(0)
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(onError).not.toHaveBeenCalled()
    expect(router.pathname).toBe('/public')
    expect(pub.renders).toBeGreaterThan(0)
    expect(gateRole('alert')).toBeNull()
  })

  it('an older check of the same scope is ignored once a newer one runs', async () => {
    const answers = [deferred<boolean>(), deferred<boolean>()]
    let call = 0
    const { configuration, admin } = setup(() => answers[call++].promise, {}, { authorizationFallback: <RecheckButton /> })
    renderScope(configuration, { path: '/admin' })
    await settle()
    await act(async () => screen.getByRole('button', { name: 'Recheck' }).click())
    await act(async () => answers[0].resolve(true))
    await settle()
    expect(admin.renders).toBe(0)
    await act(async () => answers[1].resolve(false))
    await settle()
    expect(gateRole('alert')).toHaveTextContent('Access denied')
    expect(admin.renders).toBe(0)
  })
})

describe('checks run again', () => {
  it('on every entry into a scope, while its loader runs once', async () => {
    const authorization = jest.fn(() => true)
    const { configuration, loads } = setup(authorization)
    renderScope(configuration, { path: '/admin' })
    await settle()
    await go('/public')
    await settle()
    await go('/admin/articles/list')
    await settle()
    expect(authorization).toHaveBeenCalledTimes(2)
    expect(loads).toEqual({ admin: 1, public: 1 })
  })

  it('on recheckAuthorization(), which hides the scope first', async () => {
    const answers = [deferred<boolean>(), deferred<boolean>()]
    let call = 0
    const { configuration, admin } = setup(() => answers[call++].promise)
    renderScope(configuration, { path: '/admin', children: <RecheckButton /> })
    await act(async () => answers[0].resolve(true))
    await settle()
    const rendersBefore = admin.renders
    await act(async () => screen.getByRole('button', { name: 'Recheck' }).click())
    expect(screen.queryByTestId('admin-decorator')).toBeNull()
    expect(gateRole('status')).toBeInTheDocument()
    expect(call).toBe(2)
    await settle()
    expect(admin.renders).toBe(rendersBefore)
    await act(async () => answers[1].resolve(true))
    await settle()
    expect(screen.getByTestId('admin-decorator')).toBeInTheDocument()
  })
})
