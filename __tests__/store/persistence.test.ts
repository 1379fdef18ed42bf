// redux-persist in a host's own store (issue 17): the README's "existing store" recipe — the host
// persists its root reducer with `blacklist: ['atriumApi', 'atrium']`, uses `atriumSerializableCheck`
// and calls `persistStore` — runs without a non-serializable error in development, and a signed-in
// session and the remembered list layout survive a reload while the cache and authorization do not.
import { combineReducers, configureStore, createSlice, type PayloadAction, type Reducer } from '@reduxjs/toolkit'
import { persistReducer, persistStore, type Persistor } from 'redux-persist'
import {
  atriumMiddleware, atriumReducers, atriumSerializableCheck, createAtriumStore, createTokenSession, createViewResource, layoutChosen,
  type AtriumRootState,
} from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { memoryRepository, type Article } from '../support/memoryRepository'

const todos = createSlice({
  name: 'todos',
  initialState: [] as string[],
  reducers: { added: (state, action: PayloadAction<string>) => { state.push(action.payload) } },
})

/** A host's storage for its own root key, beside the localStorage Atrium uses for its keys. */
const hostStorage = {
  items: new Map<string, string>(),
  async getItem(key: string) { return this.items.get(key) ?? null },
  async setItem(key: string, value: string) { this.items.set(key, value) },
  async removeItem(key: string) { this.items.delete(key) },
}

function hostStore(options: { blacklist?: string[]; serializableCheck?: boolean } = {}) {
  const root = combineReducers({ todos: todos.reducer, ...atriumReducers })
  const persisted = persistReducer({ key: 'root', storage: hostStorage, timeout: 0, ...(options.blacklist ? { blacklist: options.blacklist } : {}) }, root as Reducer)
  const store = configureStore({
    reducer: persisted,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({
      serializableCheck: options.serializableCheck === false ? {} : atriumSerializableCheck,
    }).concat(atriumMiddleware),
  })
  return store
}

/** Resolves once every persisted reducer (the host's and Atrium's) is rehydrated. */
function persisted(store: Parameters<typeof persistStore>[0]): Promise<Persistor> {
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor))
  })
}

const signInFetch: typeof fetch = async (input) => {
  const url = String(input)
  if (url.endsWith('/api/login_check')) return new Response(JSON.stringify({ token: 'token-of-ada' }), { status: 200, headers: { 'Content-Type': 'application/json' } })
  return new Response(JSON.stringify({ username: 'ada', roles: ['ROLE_ADMIN'] }), { status: 200, headers: { 'Content-Type': 'application/json' } })
}

let error: jest.SpyInstance
let warn: jest.SpyInstance
beforeEach(() => {
  localStorage.clear()
  hostStorage.items.clear()
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  error.mockRestore()
  warn.mockRestore()
  clearViewResources()
})

describe('atriumSerializableCheck', () => {
  it('lists the six redux-persist actions, and createAtriumStore uses it (no error logged while it rehydrates)', async () => {
    expect([...atriumSerializableCheck.ignoredActions].sort()).toEqual(
      ['persist/FLUSH', 'persist/PAUSE', 'persist/PERSIST', 'persist/PURGE', 'persist/REGISTER', 'persist/REHYDRATE'],
    )
    // createAtriumStore calls persistStore at once: persist/PERSIST (with functions) is dispatched then.
    await persisted(createAtriumStore({ persist: false }))
    expect(error).not.toHaveBeenCalled()
  })

  it('is what keeps RTK\'s development check quiet: without it, persistStore logs a non-serializable action', async () => {
    await persisted(hostStore({ blacklist: ['atriumApi', 'atrium'], serializableCheck: false }))
    expect(error.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringMatching(/non-serializable value was detected in an action, in the path: `register`/))
  })
})

describe('a host persisting its root reducer, as the README shows', () => {
  it('keeps the session token, the preferences and its own state across a reload; never the cache or the authorization', async () => {
    const session = createTokenSession({ fetch: signInFetch })
    const first = hostStore({ blacklist: ['atriumApi', 'atrium'] })
    const firstPersistor = await persisted(first)
    const detach = session.attach(first)
    await session.signIn('ada', 'secret')
    first.dispatch(todos.actions.added('write the README'))
    first.dispatch(layoutChosen({ resource: 'articles', layout: 'board' }))
    const { repository } = memoryRepository([{ id: '1', title: 'One', status: 'draft' }])
    const articles = createViewResource<Article>('persisted-articles', { repository })
    await first.dispatch(articles.endpoints.list.initiate({}))
    first.dispatch({ type: 'atrium/authorization/requested', payload: { scope: 'admin', requestId: 'r1' } })
    const before = first.getState() as AtriumRootState & { todos: string[] }
    expect(Object.keys(before.atriumApi.queries)).toHaveLength(1)
    await firstPersistor.flush()
    detach()

    // The reload: a new store over the same storages.
    const second = hostStore({ blacklist: ['atriumApi', 'atrium'] })
    await persisted(second)
    const after = second.getState() as AtriumRootState & { todos: string[] }
    expect(after.todos).toEqual(['write the README'])
    expect(after.atrium.session.token).toBe('token-of-ada')
    expect(after.atrium.session.user).toBeNull()
    expect(after.atrium.preferences.layouts).toEqual({ articles: 'board' })
    expect(after.atriumApi.queries).toEqual({})
    expect(after.atrium.authorization.scopes).toEqual({})
    const reloaded = createTokenSession({ fetch: signInFetch })
    reloaded.attach(second)
    expect(reloaded.getAuthToken()).toBe('token-of-ada')
    // What the root key holds: the host's state only.
    expect(Object.keys(JSON.parse(hostStorage.items.get('persist:root') ?? '{}')).sort()).toEqual(['_persist', 'todos'])
    // Development checks: no non-serializable action or state, no warning.
    expect(error).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns in development, naming the blacklist, when the root persists Atrium\'s state too', async () => {
    const first = hostStore()
    const firstPersistor = await persisted(first)
    first.dispatch(todos.actions.added('one'))
    await firstPersistor.flush()
    expect(warn).not.toHaveBeenCalled()

    const second = hostStore()
    await persisted(second)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/persisted state 'root' restored state\.atriumApi and state\.atrium.*blacklist: \['atriumApi', 'atrium'\]/)
  })
})
