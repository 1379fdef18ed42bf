import type { Reducer } from '@reduxjs/toolkit'
import { persistReducer } from 'redux-persist'
import { sessionSlice, type SessionState } from '../slices/sessionSlice'
import type { PersistedSliceState } from './atriumReducers'
import { browserStorage } from '../lib/state/browserStorage'
import { PERSIST_KEYS } from '../lib/state/persistKeys'

/**
 * redux-persist configuration of `state.atrium.session`: the token and whose data Atrium holds
 * (`owner`, a `userKey`) are kept (in `localStorage`, key `persist:atrium.session`); the user is
 * read again by the next authorization check.
 */
export const atriumSessionPersistConfig = {
  key: PERSIST_KEYS.session,
  storage: browserStorage,
  whitelist: ['token', 'owner'],
  // The storage answers at once; redux-persist's default 5 s watchdog would only leave a stray timer.
  timeout: 0,
}

/**
 * The session reducer, persisted. It only reads or writes storage once
 * `persistStore(store)` ran (`createAtriumStore` does it; a host store calls it itself).
 */
export const persistedSessionReducer: Reducer<PersistedSliceState<SessionState>> = /* @__PURE__ */ persistReducer<SessionState>(atriumSessionPersistConfig, sessionSlice.reducer)
