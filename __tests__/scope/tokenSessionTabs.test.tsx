import { act, screen } from '@testing-library/react'
import { configureAtrium, createAtriumStore, createScope, createTokenSession, userDataCleared } from '../../lib/index'
import { keepOpenForm } from '../../lib/session/clearDrafts'
import { draftKey, readDraft, writeDraft } from '../../lib/session/formDrafts'
import { fakeAuthApi } from './fakeAuthApi'
import { renderScope, settle } from './renderScope'

// Another tab of the browser is played by writing redux-persist's entry and sending the `storage` event it would cause.
const KEY = 'persist:atrium.session'

function otherTabWrites(token: string | null, owner: string | null = null): void {
  localStorage.setItem(KEY, JSON.stringify({ token: JSON.stringify(token), owner: JSON.stringify(owner), _persist: '{"version":-1,"rehydrated":true}' }))
  window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
}

const accounts = () => ({
  admin: { password: 'admin', roles: 'ROLE_ADMIN' },
  editor: { password: 'editor', roles: 'ROLE_EDITOR' },
})

/** A token the API issued to `username` (a sign-in made in the other tab). */
async function tokenFor(api: ReturnType<typeof fakeAuthApi>, username: 'admin' | 'editor'): Promise<string> {
  const answer = await api.fetch('/api/login_check', { method: 'POST', body: JSON.stringify({ username, password: username }) })
  return ((await answer.json()) as { token: string }).token
}

/** Admin signed in here, the user read (so whose data is held is known), user data clears recorded. */
async function signedInHere() {
  const api = fakeAuthApi(accounts())
  const session = createTokenSession({ fetch: api.fetch })
  // A host reducer sees every action: it records the clears of user data, whoever dispatched them.
  const clears = (state: string[] = [], action: { type: string }): string[] => (userDataCleared.match(action) ? [...state, action.payload.reason] : state)
  const store = createAtriumStore({ reducer: { clears } })
  const detach = session.attach(store)
  await settle()
  await act(() => session.signIn('admin', 'admin'))
  await act(async () => { await session.authorize() })
  await settle()
  const cleared = () => store.getState().clears
  return { api, session, store, cleared, detach }
}

beforeEach(() => { localStorage.clear(); sessionStorage.clear() })

/** The draft key of the form below, for `owner`. */
const FORM = (owner: string) => draftKey('admin', 'articles', '7', owner)
/** A form open here with `changes` unsaved, typed by `owner` (what ResourceForm registers); returns its unregister. */
function openForm(owner: string, changes: Record<string, unknown> | undefined): () => void {
  return keepOpenForm(() => {
    if (changes) writeDraft(FORM(owner), owner, changes)
    return changes !== undefined
  })
}
const ADMIN = 'username:admin'
const EDITOR = 'username:editor'
afterEach(() => configureAtrium({}))

describe('createTokenSession follows the other tabs of the browser', () => {
  it('a sign-out there signs out here at once: no token, nobody\'s data held, the reason kept', async () => {
    const { session, store } = await signedInHere()
    expect(store.getState().atrium.session.owner).toBe('username:admin')
    await act(async () => { otherTabWrites(null) })
    expect(store.getState().atrium.session).toMatchObject({ token: null, user: null, owner: null, signedOutElsewhere: true, changedElsewhere: 1 })
    expect(session.getAuthToken()).toBeNull()
    expect(session.getSession()).toBeNull()
  })

  it('a sign-out there clears every cache here (as a sign-out here does)', async () => {
    const { store, cleared } = await signedInHere()
    expect(cleared()).toEqual([])
    await act(async () => { otherTabWrites(null) })
    expect(cleared()).toEqual(['signedOut'])
    expect(store.getState().atrium.session.owner).toBeNull()
  })

  it('another user signing in there: the token is taken over and the scopes are told to check again (changedElsewhere)', async () => {
    const { api, session, store, cleared } = await signedInHere()
    const token = await tokenFor(api, 'editor')
    await act(async () => { otherTabWrites(token, 'username:admin') })
    await settle()
    expect(store.getState().atrium.session).toMatchObject({ token, user: null, changedElsewhere: 1, signedOutElsewhere: false })
    // The caches go when the check reads the other user (the user-change listener), not before.
    expect(cleared()).toEqual([])
    await act(async () => { await session.authorize().catch(() => false) })
    expect(cleared()).toEqual(['userChanged'])
    expect(store.getState().atrium.session.owner).toBe('username:editor')
  })

  it('the same user signing in again there: the token is taken over quietly (no new check, nothing cleared)', async () => {
    const { api, session, store, cleared } = await signedInHere()
    const token = await tokenFor(api, 'admin')
    await act(async () => { otherTabWrites(token, 'username:admin') })
    await settle()
    expect(store.getState().atrium.session).toMatchObject({ token, owner: 'username:admin', changedElsewhere: 0 })
    expect(session.getAuthToken()).toBe(token)
    expect(cleared()).toEqual([])
  })

  it('a new token whose user cannot be read is a change of session (checked again), never taken for the same user', async () => {
    const { api, store } = await signedInHere()
    api.failMe(500)
    otherTabWrites('token-unknown', 'username:admin')
    await act(async () => { await settle() })
    expect(store.getState().atrium.session).toMatchObject({ token: 'token-unknown', changedElsewhere: 1 })
  })

  it('an unreadable entry left there counts as signed out; an event for another key changes nothing', async () => {
    const { store } = await signedInHere()
    await act(async () => {
      localStorage.setItem('persist:atrium.preferences', '{}')
      window.dispatchEvent(new StorageEvent('storage', { key: 'persist:atrium.preferences' }))
    })
    expect(store.getState().atrium.session.token).toBe('token-admin-1')
    await act(async () => {
      localStorage.setItem(KEY, '{not json')
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    })
    expect(store.getState().atrium.session).toMatchObject({ token: null, signedOutElsewhere: true })
  })

  it('of quick changes there, the last one wins (read from storage when the event comes)', async () => {
    const { api, store } = await signedInHere()
    const editor = await tokenFor(api, 'editor')
    const admin = await tokenFor(api, 'admin')
    otherTabWrites(editor, 'username:admin')
    otherTabWrites(admin, 'username:admin')
    await act(async () => { await settle() })
    expect(store.getState().atrium.session).toMatchObject({ token: admin, changedElsewhere: 0 })
  })

  it('once detached from every store, it follows no more', async () => {
    const { store, detach } = await signedInHere()
    detach()
    await act(async () => { otherTabWrites(null) })
    expect(store.getState().atrium.session.token).toBe('token-admin-1')
  })

  it('a scope drawn here is checked again after a sign-out there: its content goes and onUnauthorized is called', async () => {
    const api = fakeAuthApi(accounts())
    const session = createTokenSession({ fetch: api.fetch })
    await session.signIn('admin', 'admin')
    const onUnauthorized = jest.fn()
    const scope = createScope({ name: 'admin', authorization: () => session.authorize('ROLE_ADMIN'), resources: [] })
    renderScope({ scopes: { admin: () => scope }, defaultScope: 'admin', session, onUnauthorized }, { path: '/admin', children: <p>Admin content</p> })
    await screen.findByText('Admin content')
    expect(onUnauthorized).not.toHaveBeenCalled()
    await act(async () => { otherTabWrites(null) })
    await act(async () => { await settle() })
    expect(screen.queryByText('Admin content')).toBeNull()
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})

describe('what forms here hold unsaved when another tab signs in or out', () => {
  it('a sign-out there keeps them as a draft of who typed them; the same user signing in here gets them back', async () => {
    const { api, session, store } = await signedInHere()
    const close = openForm(ADMIN, { title: 'Typed before the sign-out' })
    await act(async () => { otherTabWrites(null) })
    close()
    expect(store.getState().atrium.session.owner).toBeNull()
    expect(readDraft(FORM(ADMIN), ADMIN)).toEqual({ title: 'Typed before the sign-out' })
    // The same user signs in again here (the sign-in page the tab went to): the draft stays for the form.
    await act(async () => { otherTabWrites(await tokenFor(api, 'admin')) })
    await act(async () => { await session.authorize().catch(() => false) })
    expect(store.getState().atrium.session.owner).toBe('username:admin')
    expect(readDraft(FORM(ADMIN), ADMIN)).toEqual({ title: 'Typed before the sign-out' })
  })

  // The walk (1280): signed out in tab 1, editor signed in there, admin signed in again in tab 2: the form came back
  // as saved, with no "Your unsaved changes are back", though the sign-in page had said they were kept.
  it.each([
    ['another user signs in there', async (api: ReturnType<typeof fakeAuthApi>) => { otherTabWrites(await tokenFor(api, 'editor')) }],
    ['another user signs in here', async (_api: ReturnType<typeof fakeAuthApi>, session: ReturnType<typeof createTokenSession>) => session.signIn('editor', 'editor')],
  ])('after a sign-out there, %s: the drafts the last one left stay theirs, unread by the other, and come back to them', async (_way, otherSignsIn) => {
    const { api, session, store } = await signedInHere()
    const close = openForm(ADMIN, { title: 'Not for the editor' })
    await act(async () => { otherTabWrites(null) })
    close()
    expect(sessionStorage.length).toBe(1)
    await act(async () => { await otherSignsIn(api, session) })
    await act(async () => { await session.authorize().catch(() => false) })
    expect(store.getState().atrium.session.owner).toBe(EDITOR)
    expect(readDraft(FORM(EDITOR), EDITOR)).toBeUndefined()
    expect(readDraft(FORM(ADMIN), EDITOR)).toBeUndefined()
    // Admin signs in again here: the draft is there for the form (it had been dropped by the editor's sign-in).
    await act(() => session.signIn('admin', 'admin'))
    await act(async () => { await session.authorize().catch(() => false) })
    expect(store.getState().atrium.session.owner).toBe(ADMIN)
    expect(readDraft(FORM(ADMIN), ADMIN)).toEqual({ title: 'Not for the editor' })
  })

  it('another user signing in there: this tab says so once, and that the changes typed here are kept for who typed them', async () => {
    const { api, session, store } = await signedInHere()
    const close = openForm(ADMIN, { title: 'Typed by admin' })
    await act(async () => { otherTabWrites(await tokenFor(api, 'editor'), ADMIN) })
    await settle()
    expect(store.getState().atrium.session.switchedElsewhere).toBeNull()
    await act(async () => { await session.authorize().catch(() => false) })
    close()
    expect(store.getState().atrium.session.switchedElsewhere).toEqual({ kept: true })
    expect(readDraft(FORM(ADMIN), EDITOR)).toBeUndefined()
    expect(readDraft(FORM(ADMIN), ADMIN)).toEqual({ title: 'Typed by admin' })
  })

  it('another user signing in there with nothing typed here: told of the switch, nothing said kept', async () => {
    const { api, session, store } = await signedInHere()
    const close = openForm(ADMIN, undefined)
    await act(async () => { otherTabWrites(await tokenFor(api, 'editor'), 'username:admin') })
    await act(async () => { await session.authorize().catch(() => false) })
    close()
    expect(store.getState().atrium.session.switchedElsewhere).toEqual({ kept: false })
  })

  it('a sign-in here after a 401 (not another tab) is no switch to tell of', async () => {
    const { session, store } = await signedInHere()
    await act(() => session.signIn('editor', 'editor'))
    await act(async () => { await session.authorize().catch(() => false) })
    expect(store.getState().atrium.session.owner).toBe('username:editor')
    expect(store.getState().atrium.session.switchedElsewhere).toBeNull()
  })
})
