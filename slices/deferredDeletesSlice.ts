import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { DeferredDelete, DeferredDeletesState } from '../lib/state/deferredDeletes'
import { userDataCleared } from './sessionSlice'

const initialState: DeferredDeletesState = {}

/**
 * `state.atrium.deferredDeletes`: the undoable deletes whose request waits for their notice to lapse, by key (the
 * views' `deferDelete` holds what cannot be stored: how to draw the rows back). Actions read `atrium/deletes/…`.
 */
export const deferredDeletesSlice = /* @__PURE__ */ createSlice({
  name: 'atrium/deletes',
  initialState,
  reducers: {
    /** Records were drawn away from the lists; their DELETE waits (`key` names this delete). */
    deferred(state, action: PayloadAction<DeferredDelete & { key: string }>) {
      const { key, resource, ids } = action.payload
      state[key] = { resource, ids }
    },
    /** The delete `key` was undone, answered, or dropped: its records are no longer left out of list answers. */
    settled(state, action: PayloadAction<{ key: string }>) {
      delete state[action.payload.key]
    },
  },
  // Deletes wait for the user who made them: the next one (or nobody) never sends them.
  extraReducers: (builder) => {
    builder.addCase(userDataCleared, () => ({}))
  },
})

/** `atrium/deletes/deferred` and `atrium/deletes/settled`. */
export const { deferred: deleteDeferred, settled: deferredDeleteSettled } = deferredDeletesSlice.actions
