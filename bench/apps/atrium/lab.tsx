// Atrium-only figures (local storage, scaling, requests, realtime, memory): the same admin,
// varied by `window.__ATRIUM_BENCH__` (set by the bench in an init script), plus a host store
// whose `subscribe` is counted, so the memory figure can tell whether subscriptions are left behind.
import { configureStore, type StoreEnhancer } from '@reduxjs/toolkit'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { atriumMiddleware, atriumReducers, localStorageKey } from '../../../lib/index.ts'
import { declareAdmin, type AdminSwitches } from './admin'
import { makeArticles } from '../../lib/data.mjs'

declare global {
  interface Window {
    __ATRIUM_BENCH__?: AdminSwitches & { seedLocal?: number; hostStore?: boolean }
    __benchStore?: { subscriptions(): number; querySubscriptions(): number; dispatch(action: unknown): unknown }
  }
}

const switches = window.__ATRIUM_BENCH__ ?? {}

if (switches.local && switches.seedLocal && localStorage.getItem(localStorageKey('articles')) === null) {
  const items = makeArticles(switches.seedLocal).map((article) => ({ ...article, id: String(article.id) }))
  localStorage.setItem(localStorageKey('articles'), JSON.stringify({ version: 1, items }))
}

// A debug hook a host could write: counts the store's live subscriptions.
let subscriptions = 0
const countSubscriptions: StoreEnhancer = (createStore) => (reducer, preloaded) => {
  const store = createStore(reducer, preloaded)
  return {
    ...store,
    subscribe(listener: () => void) {
      subscriptions += 1
      const unsubscribe = store.subscribe(listener)
      let active = true
      return () => {
        if (active) { active = false; subscriptions -= 1 }
        unsubscribe()
      }
    },
  }
}

const app = declareAdmin(switches)
const root = createRoot(document.getElementById('root')!)
if (switches.hostStore) {
  const store = configureStore({
    reducer: { ...atriumReducers },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(atriumMiddleware),
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(countSubscriptions),
  })
  // RTK Query's own record of who uses which cached query (one entry per mounted hook).
  const querySubscriptions = () => {
    const entries = (store.getState() as { atriumApi?: { subscriptions?: Record<string, Record<string, unknown> | undefined> } }).atriumApi?.subscriptions ?? {}
    return Object.values(entries).reduce((sum, entry) => sum + Object.keys(entry ?? {}).length, 0)
  }
  window.__benchStore = { subscriptions: () => subscriptions, querySubscriptions, dispatch: store.dispatch }
  root.render(<Provider store={store}>{app}</Provider>)
} else {
  root.render(app)
}
