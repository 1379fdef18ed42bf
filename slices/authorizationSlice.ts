import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Where a scope's authorization check stands. */
export type AuthorizationStatus = 'pending' | 'rendered' | 'unauthorized' | 'forbidden' | 'error'

/** The latest check of one scope. */
export interface ScopeAuthorization {
  /** Decision of the latest check, or `'pending'` while it runs. */
  status: AuthorizationStatus
  /** Id of the latest check: an answer carrying another id is ignored. */
  requestId: string
  /** What failed, for `'error'` (serializable summary; the error itself goes to the error boundary). */
  error?: { message: string; status?: number }
}

/** `state.atrium.authorization`. */
export interface AuthorizationState {
  /** Latest check per scope name. */
  scopes: Record<string, ScopeAuthorization>
}

const initialState: AuthorizationState = { scopes: {} }

/** Authorization of scopes: one entry per scope with the id of its latest check. */
export const authorizationSlice = /* @__PURE__ */ createSlice({
  name: 'atrium/authorization',
  initialState,
  reducers: {
    /** A check of `scope` started; it hides the scope until settled. */
    requested(state, action: PayloadAction<{ scope: string; requestId: string }>) {
      state.scopes[action.payload.scope] = { status: 'pending', requestId: action.payload.requestId }
    },
    /** A check settled; ignored unless it is the scope's latest. */
    settled(
      state,
      action: PayloadAction<{ scope: string; requestId: string; status: Exclude<AuthorizationStatus, 'pending'>; error?: { message: string; status?: number } }>,
    ) {
      const { scope, requestId, status, error } = action.payload
      const current = state.scopes[scope]
      if (!current || current.requestId !== requestId) return
      state.scopes[scope] = error ? { status, requestId, error } : { status, requestId }
    },
    /**
     * The reader left the scope: its entry goes, so an answer that settles
     * later finds nothing to update and calls no `onUnauthorized`.
     */
    left(state, action: PayloadAction<{ scope: string; requestId: string }>) {
      if (state.scopes[action.payload.scope]?.requestId === action.payload.requestId) delete state.scopes[action.payload.scope]
    },
  },
})

/** Action creators: `atrium/authorization/requested`, `…/settled`, `…/left`. */
export const { requested: authorizationRequested, settled: authorizationSettled, left: authorizationLeft } = authorizationSlice.actions

/** The latest check of `scope` in a root state holding `state.atrium.authorization`, if any. */
export function selectScopeAuthorization(state: unknown, scope: string): ScopeAuthorization | undefined {
  return (state as { atrium?: { authorization?: AuthorizationState } }).atrium?.authorization?.scopes[scope]
}
