// Issue 14, point 3: a change of user clears every cache of the previous one
// (RTK Query's cache, Atrium's slices, form drafts) inside the dispatch that
// tells of it; the same user coming back keeps them.
import { clearUserData, createAtriumStore, createViewResource, selectRealtime, type AtriumStore } from '../../lib/index'
import { remoteChangeReceived } from '../../slices/realtimeSlice'
import { draftKey, readDraft, writeDraft } from '../../lib/session/formDrafts'
import { clearViewResources } from '../../lib/state/registry'
import { signedOut, tokenChanged, userLoaded } from '../../slices/sessionSlice'
import { memoryRepository, type Article } from '../support/memoryRepository'

afterEach(() => { clearViewResources(); sessionStorage.clear() })

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
  it('another user read by an authorization check clears the cache, the pushed changes and the drafts, at once', async () => {
    const { store, cached } = await storeWithCache()
    store.dispatch(userLoaded({ user: ADMIN }))
    const key = draftKey('admin', 'secrets', '1')
    writeDraft(key, 'id:1', { title: 'typed by admin' })
    expect(cached()).toBe(2)
    store.dispatch(userLoaded({ user: EDITOR }))
    // Synchronously: nothing of the previous user is left by the time the dispatch returns.
    expect(cached()).toBe(0)
    expect(selectRealtime(store.getState())?.remoteChanges).toEqual({})
    expect(readDraft(key, 'id:1')).toBeUndefined()
  })

  it('sign-out clears everything too', async () => {
    const { store, cached } = await storeWithCache()
    store.dispatch(userLoaded({ user: ADMIN }))
    writeDraft(draftKey('admin', 'secrets', '1'), 'id:1', { title: 'typed' })
    store.dispatch(signedOut())
    expect(cached()).toBe(0)
    expect(sessionStorage.length).toBe(0)
  })

  it('the same user signing in again (an expired token) keeps the cache and the drafts', async () => {
    const { store, cached } = await storeWithCache()
    store.dispatch(userLoaded({ user: ADMIN }))
    const key = draftKey('admin', 'secrets', '1')
    writeDraft(key, 'id:1', { title: 'typed before the token expired' })
    store.dispatch(tokenChanged({ token: null }))
    store.dispatch(userLoaded({ user: null }))
    store.dispatch(tokenChanged({ token: 'new' }))
    store.dispatch(userLoaded({ user: { ...ADMIN } }))
    expect(cached()).toBe(2)
    expect(readDraft(key, 'id:1')).toEqual({ title: 'typed before the token expired' })
  })

  it('a host without the session helpers clears with clearUserData()', async () => {
    const { store, cached } = await storeWithCache()
    store.dispatch(clearUserData())
    expect(cached()).toBe(0)
  })

  it('a draft is only given back to the user who typed it', () => {
    const key = draftKey('editorial', 'articles', '7')
    writeDraft(key, 'id:1', { title: 'typed by admin' })
    expect(readDraft(key, 'id:2')).toBeUndefined()
    expect(readDraft(key, 'id:1')).toEqual({ title: 'typed by admin' })
  })
})
