import type { Reducer } from '@reduxjs/toolkit'
import { persistReducer, type PersistedState } from 'redux-persist'
import { preferencesSlice, sanitizePreferences, type PreferencesState } from '../slices/preferencesSlice'
import type { PersistedSliceState } from './atriumReducers'
import { browserStorage } from '../lib/state/browserStorage'
import { PERSIST_KEYS } from '../lib/state/persistKeys'

/**
 * redux-persist configuration of `state.atrium.preferences` (`localStorage`,
 * key `persist:atrium.preferences`). Unreadable JSON is dropped by redux-persist
 * (the state stays empty); readable JSON of the wrong shape is cleaned by `migrate`.
 */
export const atriumPreferencesPersistConfig = {
  key: PERSIST_KEYS.preferences,
  storage: browserStorage,
  // The storage answers at once; redux-persist's default 5 s watchdog would only leave a stray timer.
  timeout: 0,
  migrate: async (state: PersistedState) =>
    (state ? { ...sanitizePreferences(state), _persist: state._persist } : state) as PersistedState,
}

/**
 * The preferences reducer, persisted. It only reads or writes storage once
 * `persistStore(store)` ran (`createAtriumStore` does it; a host store calls it itself).
 */
export const persistedPreferencesReducer: Reducer<PersistedSliceState<PreferencesState>> = /* @__PURE__ */ persistReducer<PreferencesState>(
  atriumPreferencesPersistConfig,
  preferencesSlice.reducer,
)
