// Issue 16, point 7: storage full at sign-in. The token session cannot be
// kept for the next visit, so the sign-in says so (SessionNotKeptError; the
// demo's sign-in page shows it and lets the reader go on for this visit),
// instead of a silent sign-out at the next reload.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { SessionNotKeptError, configureAtrium, createAtriumStore, createTokenSession } from '../../lib/index'
import { LoginPage } from '../../demo/src/LoginPage'
import { session as demoSession } from '../../demo/src/session'
import { memoryStorage, type MemoryStorage } from '../reliability/support/memoryStorage'
import { fakeAuthApi } from '../scope/fakeAuthApi'
import { settle } from '../scope/renderScope'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
afterAll(() => recordFigures('security-session-storage', figures))

const original = Object.getOwnPropertyDescriptor(window, 'localStorage') as PropertyDescriptor
let storage: MemoryStorage
const detaches: Array<() => void> = []

/** A localStorage holding `quota` characters at most, already holding `filler` of them. */
function useStorage(quota: number, filler = 0) {
  storage = memoryStorage({ quota })
  if (filler > 0) storage.setItem('someone-else', 'x'.repeat(filler))
  Object.defineProperty(window, 'localStorage', { value: storage, configurable: true })
}

afterEach(() => {
  for (const detach of detaches.splice(0)) detach()
  Object.defineProperty(window, 'localStorage', original)
  configureAtrium({})
})

const accounts = () => ({ admin: { password: 'admin', roles: 'ROLE_USER,ROLE_ADMIN' } })

async function signInWith(quota: number, filler: number) {
  useStorage(quota, filler)
  const api = fakeAuthApi(accounts())
  const session = createTokenSession({ fetch: api.fetch })
  const store = createAtriumStore()
  detaches.push(session.attach(store))
  await settle()
  const outcome = await session.signIn('admin', 'admin').then(() => 'kept', (error: unknown) => error)
  return { session, store, outcome }
}

describe('createTokenSession().signIn with a full storage', () => {
  const check = tally('sign-ins against a storage too full to keep the token (several fill levels): SessionNotKeptError, signed in for the tab')

  it.each([[0], [1], [40], [100]])('with %i characters of room left: rejects with SessionNotKeptError, keeps the token for this tab', async (room) => {
    await check(async () => {
      const { session, outcome } = await signInWith(1_000, 1_000 - 'someone-else'.length - room)
      expect(outcome).toBeInstanceOf(SessionNotKeptError)
      expect((outcome as Error).message).toMatch(/session could not be kept/)
      expect(session.getAuthToken()).toBe('token-admin-1')
      await expect(session.authorize('ROLE_ADMIN')).resolves.toBe(true)
    })
  })

  it('with room: resolves, and a reload (a new store on the same storage) still holds the token (the control)', async () => {
    const { outcome } = await signInWith(100_000, 0)
    expect(outcome).toBe('kept')
    await settle()
    const reloaded = createTokenSession({ fetch: fakeAuthApi(accounts()).fetch })
    detaches.push(reloaded.attach(createAtriumStore()))
    await settle()
    expect(reloaded.getAuthToken()).toBe('token-admin-1')
  })

  it('before any store is bound (a sign-in page outside AtriumProvider), a full storage is told too', async () => {
    useStorage(0)
    const session = createTokenSession({ fetch: fakeAuthApi(accounts()).fetch })
    await expect(session.signIn('admin', 'admin')).rejects.toBeInstanceOf(SessionNotKeptError)
    expect(session.getAuthToken()).toBe('token-admin-1')
  })

  it('a store that keeps nothing across reloads (persist: false) is not asked about storage', async () => {
    useStorage(0)
    const session = createTokenSession({ fetch: fakeAuthApi(accounts()).fetch })
    detaches.push(session.attach(createAtriumStore({ persist: false })))
    await expect(session.signIn('admin', 'admin')).resolves.toBeUndefined()
  })
})

describe('the demo\'s sign-in page', () => {
  function Where() {
    const location = useLocation()
    return <p>At {location.pathname}</p>
  }

  it('says the session could not be kept, and Continue goes back where the reader was', async () => {
    const check = tally('demo sign-in with a full storage: the page says so, Continue returns to returnTo')
    await check(async () => {
      useStorage(1_000, 1_000 - 'someone-else'.length)
      const api = fakeAuthApi(accounts())
      const fetchBefore = globalThis.fetch
      globalThis.fetch = api.fetch
      // As in the demo: the sign-in page sits outside AtriumProvider, so no store is bound to the session yet.
      const store = createAtriumStore()
      detaches.push(() => { globalThis.fetch = fetchBefore }, () => demoSession.signOut())
      render(
        <Provider store={store}>
          <MemoryRouter initialEntries={['/login?returnTo=%2Feditorial%2Farticles%2Flist']}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </Provider>,
      )
      await settle()
      fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } })
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'admin' } })
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Sign in' })) })
      expect(await screen.findByRole('alert')).toHaveTextContent(/session could not be kept.*ends when this tab is reloaded or closed/)
      fireEvent.click(screen.getByRole('button', { name: 'Continue for this visit' }))
      expect(await screen.findByText('At /editorial/articles/list')).toBeInTheDocument()
    })
  })
})
