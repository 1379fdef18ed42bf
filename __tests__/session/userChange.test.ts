// Issue 14, point 3: a change of user clears every cache of the previous one
// (RTK Query's cache, Atrium's slices) inside the dispatch that tells of it; the
// same user coming back keeps them. Form drafts are each typist's own: read for
// them alone, dropped only by their own sign-out here (or a host's clearUserData).
import { clearUserData, createAtriumStore, createViewResource, layoutChosen, localStorageKey, selectRealtime, type AtriumStore } from '../../lib/index'
import { listQueryRemembered } from '../../slices/preferencesSlice'
import { remoteChangeReceived } from '../../slices/realtimeSlice'
import { draftKey, readDraft, removeDraft, writeDraft } from '../../lib/session/formDrafts'
import { clearViewResources } from '../../lib/state/registry'
import { selectSession, signedOut, tokenChanged, userLoaded } from '../../slices/sessionSlice'
import { waitFor } from '@testing-library/react'
import { memoryRepository, type Article } from '../support/memoryRepository'

afterEach(() => { clearViewResources(); sessionStorage.clear(); localStorage.clear() })

const ADMIN = { id: 1, username: 'admin', roles: ['ROLE_ADMIN'] }
const EDITOR = { id: 2, username: 'editor', roles: ['ROLE_EDITOR'] }

async function storeWithCache(): Promise<{ store: AtriumStore; cached(): number }> {
  const { repository } = memoryRepository([{ id: '1', title: 'Admin only', status: 'draft' }])
  const resource = createViewResource<Article>('secrets', { repository })
  const store = createAtriumStore({ persist: false })
  await store.dispatch(resource.endpoints.list.initiate({}))
  await store.dispatch(resource.endpoints.read.initiate({ id: '1' }))
  store.dispatch(remoteChangeReceived({ resourceId: 'secrets', id: '1', at: 1 }))
  const cached = () => Object.keys(store.getState().atriumApi.queries).length
  return { store, cached }
}

describe('a change of user', () => {
  it('another user read by an authorization check clears the cache and the pushed changes, at once; the last user\'s drafts stay theirs', async () => {
    const { store, cached } = await storeWithCache()
    store.dispatch(userLoaded({ user: ADMIN }))
    const key = draftKey('admin', 'secrets', '1', 'id:1')
    writeDraft(key, 'id:1', { title: 'typed by admin' })
    expect(cached()).toBe(2)
    store.dispatch(userLoaded({ user: EDITOR }))
    // Synchronously: nothing of the previous user is left to see by the time the dispatch returns.
    expect(cached()).toBe(0)
    expect(selectRealtime(store.getState())?.remoteChanges).toEqual({})
    // The draft is not the editor's: the editor's form reads none (its own key), nor through admin's key.
    expect(readDraft(draftKey('admin', 'secrets', '1', 'id:2'), 'id:2')).toBeUndefined()
    expect(readDraft(key, 'id:2')).toBeUndefined()
    // Admin coming back here finds it (it had been dropped: what admin typed was lost unasked).
    store.dispatch(userLoaded({ user: ADMIN }))
    expect(readDraft(key, 'id:1')).toEqual({ title: 'typed by admin' })
  })

  it('a draft another user types in the same form is a draft of its own: neither overwrites nor drops the other', () => {
    const admin = draftKey('editorial', 'articles', '8', 'id:1')
    const editor = draftKey('editorial', 'articles', '8', 'id:2')
    writeDraft(admin, 'id:1', { title: 'typed by admin' })
    writeDraft(editor, 'id:2', { title: 'typed by editor' })
    removeDraft(editor)
    expect(readDraft(admin, 'id:1')).toEqual({ title: 'typed by admin' })
    expect(readDraft(editor, 'id:2')).toBeUndefined()
  })

  it('the layouts the last user chose are forgotten: the next one starts from the declared layouts', async () => {
    const { store } = await storeWithCache()
    store.dispatch(userLoaded({ user: ADMIN }))
    store.dispatch(layoutChosen({ resource: 'secrets', layout: 'board' }))
    store.dispatch(userLoaded({ user: EDITOR }))
    expect(store.getState().atrium.preferences.layouts).toEqual({})
    store.dispatch(layoutChosen({ resource: 'secrets', layout: 'board' }))
    store.dispatch(signedOut())
    expect(store.getState().atrium.preferences.layouts).toEqual({})
  })

  it('the lists the last user left are forgotten too: the menu leads the next one to bare lists', async () => {
    const { store } = await storeWithCache()
    store.dispatch(userLoaded({ user: ADMIN }))
    store.dispatch(listQueryRemembered({ resource: 'secrets', query: '?filter=%7B%22title%22%3A%22salary%22%7D' }))
    store.dispatch(userLoaded({ user: EDITOR }))
    expect(store.getState().atrium.preferences.lists).toEqual({})
    store.dispatch(listQueryRemembered({ resource: 'secrets', query: '?sort=-title' }))
    store.dispatch(signedOut())
    expect(store.getState().atrium.preferences.lists).toEqual({})
  })

  it('sign-out clears the cache and the drafts of the user signing out (asked first), not those another user left here', async () => {
    const { store, cached } = await storeWithCache()
    store.dispatch(userLoaded({ user: ADMIN }))
    const left = draftKey('admin', 'secrets', '1', 'id:2')
    writeDraft(left, 'id:2', { title: 'kept for the editor' })
    writeDraft(draftKey('admin', 'secrets', '1', 'id:1'), 'id:1', { title: 'typed' })
    store.dispatch(signedOut())
    expect(cached()).toBe(0)
    expect(sessionStorage.length).toBe(1)
    expect(readDraft(left, 'id:2')).toEqual({ title: 'kept for the editor' })
  })

  it('the same user signing in again (an expired token) keeps the cache and the drafts', async () => {
    const { store, cached } = await storeWithCache()
    store.dispatch(userLoaded({ user: ADMIN }))
    const key = draftKey('admin', 'secrets', '1', 'id:1')
    writeDraft(key, 'id:1', { title: 'typed before the token expired' })
    store.dispatch(tokenChanged({ token: null }))
    store.dispatch(userLoaded({ user: null }))
    store.dispatch(tokenChanged({ token: 'new' }))
    store.dispatch(userLoaded({ user: { ...ADMIN } }))
    expect(cached()).toBe(2)
    expect(readDraft(key, 'id:1')).toEqual({ title: 'typed before the token expired' })
  })

  it('a host without the session helpers clears with clearUserData(), drafts included', async () => {
    const { store, cached } = await storeWithCache()
    writeDraft(draftKey('admin', 'secrets', '1', null), null, { title: 'typed' })
    store.dispatch(clearUserData())
    expect(cached()).toBe(0)
    expect(sessionStorage.length).toBe(0)
  })

  it('a draft is only given back to the user who typed it', () => {
    const key = draftKey('editorial', 'articles', '7', 'id:1')
    writeDraft(key, 'id:1', { title: 'typed by admin' })
    expect(readDraft(key, 'id:2')).toBeUndefined()
    expect(readDraft(key, 'id:1')).toEqual({ title: 'typed by admin' })
  })

  it('records kept in local storage are each user\'s own: the next user in the tab sees none of the last one\'s', async () => {
    const notes = createViewResource<{ id: string; title: string }>('notes', { storage: 'local' })
    const store = createAtriumStore({ persist: false })
    const titles = async () => {
      const answer = await store.dispatch(notes.endpoints.list.initiate({}, { forceRefetch: true }))
      return answer.data?.items.map((note) => note.title)
    }
    store.dispatch(userLoaded({ user: ADMIN }))
    await store.dispatch(notes.endpoints.create.initiate({ data: { title: 'Admin only' } }))
    expect(await titles()).toEqual(['Admin only'])

    store.dispatch(signedOut())
    store.dispatch(userLoaded({ user: EDITOR }))
    expect(await titles()).toEqual([])
    await store.dispatch(notes.endpoints.create.initiate({ data: { title: 'Editor only' } }))
    expect(await titles()).toEqual(['Editor only'])

    // Another user read by a check, without a sign-out between (a session replaced in another tab).
    store.dispatch(userLoaded({ user: ADMIN }))
    expect(await titles()).toEqual(['Admin only'])
    // Each under a key of its own; nothing under the shared key of a browser nobody signed in to.
    expect(localStorage.getItem(localStorageKey('notes', 'id:1'))).toContain('Admin only')
    expect(localStorage.getItem(localStorageKey('notes', 'id:2'))).toContain('Editor only')
    expect(localStorage.getItem(localStorageKey('notes'))).toBeNull()

    // Signed out, the records shown are the browser's shared ones (none here), not the last user's.
    store.dispatch(signedOut())
    expect(await titles()).toEqual([])
  })

  it('after a reload, the signed-in user\'s local records are read before any check has said who is signed in', async () => {
    const notes = createViewResource<{ id: string; title: string }>('notes', { storage: 'local' })
    const titles = async (store: AtriumStore) => {
      const answer = await store.dispatch(notes.endpoints.list.initiate({}, { forceRefetch: true }))
      return answer.data?.items.map((note) => note.title)
    }
    const rehydrated = (store: AtriumStore) => waitFor(() => expect(selectSession(store.getState())?._persist?.rehydrated).toBe(true))

    const before = createAtriumStore()
    await rehydrated(before)
    before.dispatch(userLoaded({ user: ADMIN }))
    await before.dispatch(notes.endpoints.create.initiate({ data: { title: 'Admin only' } }))
    // redux-persist writes on its own timer.
    await waitFor(() => expect(localStorage.getItem('persist:atrium.session')).toContain('id:1'))

    // The page is reloaded on a page outside every scope: no check runs.
    const after = createAtriumStore()
    await rehydrated(after)
    expect(await titles(after)).toEqual(['Admin only'])

    // The sign-out is persisted too: the next reload shows nobody's records.
    after.dispatch(signedOut())
    await waitFor(() => expect(localStorage.getItem('persist:atrium.session')).not.toContain('id:1'))
    const next = createAtriumStore()
    await rehydrated(next)
    expect(await titles(next)).toEqual([])
  })
})
