import {
  combineReducers, configureStore, type EnhancedStore, type Reducer, type StateFromReducersMapObject, type ThunkDispatch, type UnknownAction,
} from '@reduxjs/toolkit'
import { persistStore } from 'redux-persist'
import { atriumMiddleware } from './atriumMiddleware'
import { atriumReducers, type AtriumRootState } from './atriumReducers'
import { atriumSerializableCheck } from './atriumSerializableCheck'

/** The host's own reducers, by state key. */
export type HostReducers = Record<string, Reducer>

/** Options of `createAtriumStore`; `R` is the host's reducers, whose state types the store keeps. */
export interface CreateAtriumStoreOptions<R extends HostReducers = HostReducers> {
  /** The host's own reducers, beside Atrium's. */
  reducer?: R
  /** Initial state. */
  preloadedState?: Record<string, unknown>
  /** Redux DevTools. Defaults to `true` in development. */
  devTools?: boolean
  /** Keep the session token across reloads (redux-persist, `localStorage`). Defaults to `true`. */
  persist?: boolean
}

/**
 * Creates a store with Atrium's reducers and middleware (and Redux DevTools on), for hosts without one.
 * Its state type has the host's reducers' states beside Atrium's: `createAtriumStore({ reducer: { todos } }).getState().todos`.
 */
// `{}` (not `HostReducers`) by default, so a store without host reducers has no string index in its state.
export function createAtriumStore<R extends HostReducers = {}>(options: CreateAtriumStoreOptions<R> = {}): AtriumStore<StateFromReducersMapObject<R>> {
  const reducer = combineReducers({ ...options.reducer, ...atriumReducers })
  const store = configureStore({
    reducer,
    preloadedState: options.preloadedState as Parameters<typeof reducer>[0],
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions by design.
        serializableCheck: atriumSerializableCheck,
      }).concat(atriumMiddleware),
    devTools: options.devTools ?? process.env.NODE_ENV !== 'production',
    // RTK Query's answers reach the views at the end of the current task rather than at the next
    // animation frame (RTK's default): rows are drawn in the frame that follows the answer.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  })
  if (options.persist !== false) persistStore(store)
  // `combineReducers` over a spread loses the host's keys; they are there, under the names given.
  return store as unknown as AtriumStore<StateFromReducersMapObject<R>>
}

/**
 * A store made by `createAtriumStore` (written out, not inferred, so that its
 * declaration names only `@reduxjs/toolkit`). The host's own reducers are in
 * its state too, under the names given.
 */
export type AtriumStore<HostState = unknown> = EnhancedStore<AtriumRootState & HostState> & {
  /** Dispatches actions and thunks (RTK Query's `initiate`, a resource's `util.updateList`). */
  dispatch: ThunkDispatch<AtriumRootState & HostState, undefined, UnknownAction>
}
