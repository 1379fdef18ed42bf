import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** The signed-in user as the host's API describes it (plain data, so DevTools can show it). */
export type SessionUser = Record<string, unknown>

/** `state.atrium.session`: who is signed in. `token` and `owner` are persisted. */
export interface SessionState {
  /** Bearer token from a sign-in, or `null`. */
  token: string | null
  /** The latest session read by an authorization check, or `null`. */
  user: SessionUser | null
  /**
   * The `userKey` of the user whose data Atrium holds (cached records, records kept in this
   * browser's local storage), from the first check that read them until a sign-out or another
   * user is read; `null`: nobody's. Persisted, so it is known after a reload before any check.
   */
  owner: string | null
  /** Session changes made in another tab of this browser and followed here (a count; not persisted). */
  changedElsewhere: number
  /** The token went because another tab signed out (until a token is stored again; not persisted). */
  signedOutElsewhere: boolean
  /**
   * Another user signed in in another tab and this one now shows theirs, until told (`switchNoticed`):
   * `kept`, whether forms held changes the last user had not saved (kept as that user's drafts, for them
   * signing in here again). Not persisted.
   */
  switchedElsewhere: { kept: boolean } | null
}

const initialState: SessionState = { token: null, user: null, owner: null, changedElsewhere: 0, signedOutElsewhere: false, switchedElsewhere: null }

/**
 * Mirror of the session helpers' state (`createSessionAuthorization`,
 * `createTokenSession`), written by the helpers once attached to the store.
 */
export const sessionSlice = /* @__PURE__ */ createSlice({
  name: 'atrium/session',
  initialState,
  reducers: {
    /** A sign-in stored a token (or a sign-out / a 401 removed it: `null`). */
    tokenChanged(state, action: PayloadAction<{ token: string | null }>) {
      state.token = action.payload.token
      if (action.payload.token !== null) state.signedOutElsewhere = false
    },
    /** An authorization check read the session (`null`: nobody is signed in). */
    userLoaded(state, action: PayloadAction<{ user: SessionUser | null }>) {
      state.user = action.payload.user
    },
    /** A check read another user than the data's `owner` (the user-change listener). */
    ownerChanged(state, action: PayloadAction<{ owner: string | null }>) {
      state.owner = action.payload.owner
    },
    /** The session was forgotten; the token, if any, stays. */
    forgotten(state) {
      state.user = null
    },
    /** Sign-out: token, user and owner go. */
    signedOut(state) {
      state.token = null
      state.user = null
      state.owner = null
      state.signedOutElsewhere = false
    },
    /**
     * Another tab signed in (a token) or out (`null`): this one follows. The user is read again by the
     * scopes' checks (which the count starts); a sign-out elsewhere drops whose data is held, as one here does.
     */
    changedElsewhere(state, action: PayloadAction<{ token: string | null }>) {
      const { token } = action.payload
      state.token = token
      state.user = null
      state.changedElsewhere += 1
      state.signedOutElsewhere = token === null
      if (token === null) state.owner = null
    },
    /** The user read after a sign-in elsewhere is another one than whose data this tab held. */
    switchedElsewhere(state, action: PayloadAction<{ kept: boolean }>) {
      state.switchedElsewhere = action.payload
    },
    /** The reader was told of the switch. */
    switchNoticed(state) {
      state.switchedElsewhere = null
    },
  },
})

/** Action creators: `atrium/session/tokenChanged`, `…/userLoaded`, `…/ownerChanged`, `…/forgotten`, `…/signedOut`, `…/changedElsewhere`. */
export const { tokenChanged, userLoaded, ownerChanged, forgotten: sessionForgotten, signedOut, changedElsewhere: sessionChangedElsewhere, switchedElsewhere: sessionSwitchedElsewhere, switchNoticed } = sessionSlice.actions

/**
 * Everything Atrium keeps of the signed-in user is cleared: every cached
 * record and list (RTK Query's `resetApiState`), what Atrium's slices hold
 * about records; on `host`, form drafts too (Atrium's own sessions keep each
 * draft for the user who typed it). Dispatched on sign-out and when a session
 * of another user is read (middleware/userChange.ts).
 */
export const userDataCleared = /* @__PURE__ */ createAction<{ reason: 'signedOut' | 'userChanged' | 'host' }>('atrium/session/userDataCleared')

/**
 * For a host that signs users in and out without Atrium's session helpers:
 * dispatch it on a change of user to clear every cache of the previous one.
 * @example store.dispatch(clearUserData())
 */
export function clearUserData() {
  return userDataCleared({ reason: 'host' })
}

/** The session part of a root state holding `state.atrium.session`, if there. */
export function selectSession(state: unknown): (SessionState & { _persist?: { rehydrated: boolean } }) | undefined {
  return (state as { atrium?: { session?: SessionState & { _persist?: { rehydrated: boolean } } } }).atrium?.session
}
