import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import type { PersistState } from 'redux-persist'
import { authorizationSlice, type AuthorizationState } from '../slices/authorizationSlice'
import { deferredDeletesSlice } from '../slices/deferredDeletesSlice'
import { deletedRecordsSlice } from '../slices/deletedRecordsSlice'
import type { PreferencesState } from '../slices/preferencesSlice'
import { realtimeSlice, type RealtimeState } from '../slices/realtimeSlice'
import type { SessionState } from '../slices/sessionSlice'
import { atriumApi, type AtriumApi } from '../lib/state/atriumApi'
import type { DeferredDeletesState } from '../lib/state/deferredDeletes'
import type { DeletedRecordsState } from '../lib/state/deletedRecords'
import { persistedSessionReducer } from './persistSession'
import { persistedPreferencesReducer } from './persistPreferences'

// The types below are written out rather than inferred: inferred ones name `redux` and
// redux-persist's internal modules, which a host's TypeScript may not resolve.

/** A slice state as redux-persist keeps it (with its `_persist` marker). */
export type PersistedSliceState<S> = S & { _persist: PersistState }

/** `state.atrium`: Atrium's own slices. */
export interface AtriumState {
  /** Authorization status of each scope entered (never persisted). */
  authorization: AuthorizationState
  /** Realtime connections and changes received. */
  realtime: RealtimeState
  /** Who is signed in; only the token is persisted. */
  session: PersistedSliceState<SessionState>
  /** The list layout remembered per resource (persisted). */
  preferences: PersistedSliceState<PreferencesState>
  /** Undoable deletes drawn but not sent yet, by key (never persisted). */
  deferredDeletes: DeferredDeletesState
  /** The records the API deleted in this session, by resource: never read again (never persisted). */
  deletedRecords: DeletedRecordsState
}

/** Atrium's own slices, at `state.atrium`. */
export const atriumReducer: Reducer<AtriumState, UnknownAction, Partial<AtriumState>> = /* @__PURE__ */ combineReducers({
  authorization: authorizationSlice.reducer,
  realtime: realtimeSlice.reducer,
  session: persistedSessionReducer,
  preferences: persistedPreferencesReducer,
  deferredDeletes: deferredDeletesSlice.reducer,
  deletedRecords: deletedRecordsSlice.reducer,
})

/** What `atriumReducers` holds: one reducer for `state.atrium`, one for `state.atriumApi`. */
export interface AtriumReducers {
  /** Atrium's slices. */
  readonly atrium: Reducer<AtriumState, UnknownAction, Partial<AtriumState>>
  /** The RTK Query cache of every resource. */
  readonly atriumApi: AtriumApi['reducer']
}

/**
 * Spread into a host store's `reducer` map: adds `state.atrium` (Atrium's
 * slices) and `state.atriumApi` (the RTK Query cache of every resource).
 * `state.atrium.session` keeps its token across reloads once the host calls
 * redux-persist's `persistStore(store)` (`createAtriumStore` does), and so does
 * `state.atrium.preferences` (the list layout remembered per resource).
 */
export const atriumReducers: AtriumReducers = {
  atrium: atriumReducer,
  [atriumApi.reducerPath]: atriumApi.reducer,
}

/** The part of the root state Atrium owns. */
export interface AtriumRootState {
  /** Atrium's slices. */
  atrium: AtriumState
  /** RTK Query cache. */
  atriumApi: ReturnType<AtriumApi['reducer']>
}
