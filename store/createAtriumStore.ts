import { combineReducers, configureStore, type EnhancedStore, type Reducer, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit'
import { persistStore } from 'redux-persist'
import { atriumMiddleware } from './atriumMiddleware'
import { atriumReducers, type AtriumRootState } from './atriumReducers'
import { atriumSerializableCheck } from './atriumSerializableCheck'

/** Options of `createAtriumStore`. */
export interface CreateAtriumStoreOptions {
  /** The host's own reducers, beside Atrium's. */
  reducer?: Record<string, Reducer>
  /** Initial state. */
  preloadedState?: Record<string, unknown>
  /** Redux DevTools. Defaults to `true` in development. */
  devTools?: boolean
  /** Keep the session token across reloads (redux-persist, `localStorage`). Defaults to `true`. */
  persist?: boolean
}

/** Creates a store with Atrium's reducers and middleware (and Redux DevTools on), for hosts without one. */
export function createAtriumStore(options: CreateAtriumStoreOptions = {}): AtriumStore {
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
  return store
}

/**
 * A store made by `createAtriumStore` (written out, not inferred, so that its
 * declaration names only `@reduxjs/toolkit`). The host's own reducers are in
 * its state too, under the names given.
 */
export type AtriumStore = EnhancedStore<AtriumRootState> & { dispatch: ThunkDispatch<AtriumRootState, undefined, UnknownAction> }
