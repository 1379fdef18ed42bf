import { combineReducers } from '@reduxjs/toolkit'
import { authorizationSlice } from '../slices/authorizationSlice'
import { realtimeSlice } from '../slices/realtimeSlice'
import { atriumApi } from './atriumApi'
import { persistedSessionReducer } from './persistSession'
import { persistedPreferencesReducer } from './persistPreferences'

/** Atrium's own slices, at `state.atrium`. */
export const atriumReducer = /* @__PURE__ */ combineReducers({
  authorization: authorizationSlice.reducer,
  realtime: realtimeSlice.reducer,
  session: persistedSessionReducer,
  preferences: persistedPreferencesReducer,
})

/**
 * Spread into a host store's `reducer` map: adds `state.atrium` (Atrium's
 * slices) and `state.atriumApi` (the RTK Query cache of every resource).
 * `state.atrium.session` keeps its token across reloads once the host calls
 * redux-persist's `persistStore(store)` (`createAtriumStore` does), and so does
 * `state.atrium.preferences` (the list layout remembered per resource).
 */
export const atriumReducers = {
  atrium: atriumReducer,
  [atriumApi.reducerPath]: atriumApi.reducer,
} as const

/** The part of the root state Atrium owns. */
export interface AtriumRootState {
  /** Atrium's slices. */
  atrium: ReturnType<typeof atriumReducer>
  /** RTK Query cache. */
  atriumApi: ReturnType<typeof atriumApi.reducer>
}
