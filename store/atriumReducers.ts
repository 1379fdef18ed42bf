import { combineReducers } from '@reduxjs/toolkit'
import { authorizationSlice } from '../slices/authorizationSlice'
import { atriumApi } from './atriumApi'

/** Atrium's own slices, at `state.atrium`. */
export const atriumReducer = /* @__PURE__ */ combineReducers({
  authorization: authorizationSlice.reducer,
})

/**
 * Spread into a host store's `reducer` map: adds `state.atrium` (Atrium's
 * slices) and `state.atriumApi` (the RTK Query cache of every resource).
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
