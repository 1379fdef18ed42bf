import { gateRole } from '../support/gateRole'
import { useEffect, type ReactNode } from 'react'
import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import {
  AdminLayout, AtriumProvider, createItemMenuWithResource, createTokenSession, createViewResource, hasAcceptedRole,
  safeReturnTo, useScopeContext, type AtriumProviderConfiguration, type TokenSession,
} from '../../lib/index'
import { fakeAuthApi } from './fakeAuthApi'
import { settle } from './renderScope'

const articles = createViewResource('flow-articles', { storage: 'local', name: 'Articles' })
const users = createViewResource('flow-users', { storage: 'local', name: 'Users' })

interface Harness {
  session: TokenSession<{ username: string; roles: string }>
  api: ReturnType<typeof fakeAuthApi>
  layoutRenders: number
  shellMounts: number
  location: string
  navigate?: (to: string) => void
}

function LoginPage({ harness }: { harness: Harness }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const signIn = (name: string) => async () => {
    await harness.session.signIn(name, name)
    navigate(safeReturnTo(params.get('returnTo')))
  }
  return (
    <div>
      <h1>Sign in</h1>
      <button onClick={signIn('admin')}>Sign in as admin</button>
      <button onClick={signIn('editor')}>Sign in as editor</button>
    </div>
  )
}

function Shell({ harness, children }: { harness: Harness; children: ReactNode }) {
  const location = useLocation()
  harness.location = location.pathname + location.search
  harness.navigate = useNavigate()
  useEffect(() => {
    harness.shellMounts += 1
  }, [harness])
  return <>{children}</>
}

function setup(path: string) {
  const api = fakeAuthApi({
    admin: { password: 'admin', roles: 'ROLE_USER,ROLE_ADMIN' },
    editor: { password: 'editor', roles: 'ROLE_USER,ROLE_EDITOR' },
  })
  const harness: Harness = { session: createTokenSession({ fetch: api.fetch }), api, layoutRenders: 0, shellMounts: 0, location: '' }
  const { session } = harness

  function SignOut() {
    const context = useScopeContext()
    return <button onClick={() => session.signOut(context?.recheckAuthorization)}>Sign out</button>
  }
  function Layout({ children }: { children?: ReactNode }) {
    harness.layoutRenders += 1
    return <AdminLayout sidebarFooter={<SignOut />}>{children}</AdminLayout>
  }
  function Denied() {
    const context = useScopeContext()
    return (
      <div role="alert">
        Access denied <button onClick={() => context?.recheckAuthorization()}>Check again</button>
      </div>
    )
  }
  const isAdmin = () => hasAcceptedRole(session.getSession()?.roles, 'ROLE_ADMIN')

  const configuration: AtriumProviderConfiguration = {
    defaultScope: 'editorial',
    session,
    onUnauthorized: () => harness.navigate?.(`/login?returnTo=${encodeURIComponent(harness.location)}`),
    forbiddenFallback: <Denied />,
    scopes: {
      admin: async () => ({ name: 'admin', label: 'Admin', resources: [users], decoratorComponent: Layout, authorization: () => session.authorize('ROLE_ADMIN') }),
      editorial: async () => ({
        name: 'editorial',
        label: 'Editorial',
        decoratorComponent: Layout,
        authorization: () => session.authorize('ROLE_EDITOR,ROLE_ADMIN'),
        menu: [
          createItemMenuWithResource({ resource: articles, scope: 'editorial' }),
          { ...createItemMenuWithResource({ resource: users, scope: 'editorial' }), get hidden() { return !isAdmin() } },
        ],
      }),
    },
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Shell harness={harness}>
        <Routes>
          <Route path="/login" element={<LoginPage harness={harness} />} />
          <Route path="*" element={<AtriumProvider configuration={configuration} />} />
        </Routes>
      </Shell>
    </MemoryRouter>,
  )
  return harness
}

async function click(name: string) {
  await act(async () => screen.getByRole('button', { name }).click())
  await settle()
}

async function go(harness: Harness, to: string) {
  await act(async () => harness.navigate?.(to))
  await settle()
}

beforeEach(() => localStorage.clear())

describe('signing in and out with a token session', () => {
  it('sends a signed-out reader to sign-in with returnTo, rendering nothing protected, then back after sign-in', async () => {
    const harness = setup('/admin/flow-users/list?page=2')
    await settle()
    expect(harness.location).toBe(`/login?returnTo=${encodeURIComponent('/admin/flow-users/list?page=2')}`)
    expect(harness.layoutRenders).toBe(0)
    await click('Sign in as admin')
    expect(harness.location).toBe('/admin/flow-users/list?page=2')
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows an editor Access denied on the admin scope', async () => {
    const harness = setup('/login?returnTo=%2Fadmin')
    await settle()
    await click('Sign in as editor')
    expect(harness.location).toBe('/admin')
    expect(gateRole('alert')).toHaveTextContent('Access denied')
    expect(harness.layoutRenders).toBe(0)
  })

  it('signs out to onUnauthorized without a reload', async () => {
    const harness = setup('/login?returnTo=%2Fadmin')
    await settle()
    await click('Sign in as admin')
    expect(screen.getByRole('main')).toBeInTheDocument()
    const rendersBefore = harness.layoutRenders
    await click('Sign out')
    expect(harness.location).toBe(`/login?returnTo=${encodeURIComponent('/admin')}`)
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(harness.session.getAuthToken()).toBeNull()
    expect(harness.layoutRenders).toBe(rendersBefore)
    expect(harness.shellMounts).toBe(1)
  })

  it('picks up a role granted meanwhile on re-entry', async () => {
    const harness = setup('/login?returnTo=%2Fadmin')
    await settle()
    await click('Sign in as editor')
    expect(gateRole('alert')).toHaveTextContent('Access denied')
    harness.api.grant('editor', 'ROLE_USER,ROLE_EDITOR,ROLE_ADMIN')
    await go(harness, '/editorial')
    await go(harness, '/admin')
    expect(gateRole('alert')).toBeNull()
    expect(screen.getByRole('main')).toBeInTheDocument()
  })

  it('picks up a role granted meanwhile on recheck', async () => {
    const harness = setup('/login?returnTo=%2Fadmin')
    await settle()
    await click('Sign in as editor')
    harness.api.grant('editor', 'ROLE_USER,ROLE_EDITOR,ROLE_ADMIN')
    await click('Check again')
    expect(gateRole('alert')).toBeNull()
    expect(screen.getByRole('main')).toBeInTheDocument()
  })

  it('lets a menu hidden getter follow the session', async () => {
    const harness = setup('/login?returnTo=%2Feditorial')
    await settle()
    await click('Sign in as editor')
    const menu = () => screen.getByRole('navigation', { name: 'Menu' })
    expect(within(menu()).getByRole('link', { name: 'Articles' })).toBeInTheDocument()
    expect(within(menu()).queryByRole('link', { name: 'Users' })).toBeNull()

    // The session changes without any navigation: the menu redraws from the store.
    harness.api.grant('editor', 'ROLE_USER,ROLE_EDITOR,ROLE_ADMIN')
    await act(async () => {
      await harness.session.authorize()
    })
    expect(within(menu()).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/editorial/flow-users/list')

    harness.api.grant('editor', 'ROLE_USER,ROLE_EDITOR')
    await act(async () => {
      await harness.session.authorize()
    })
    expect(within(menu()).queryByRole('link', { name: 'Users' })).toBeNull()
  })
})
