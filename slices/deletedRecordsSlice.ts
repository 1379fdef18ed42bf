import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { DeletedRecordsState } from '../lib/state/deletedRecords'
import { userDataCleared } from './sessionSlice'

/** How many deleted ids are kept per resource (the oldest go first): a long session's deletes stay a small list. */
const KEPT = 200

const initialState: DeletedRecordsState = {}

/**
 * `state.atrium.deletedRecords`: the records the API deleted in this session, by resource, so that their views read
 * nothing more (`isKnownDeleted`). Actions read `atrium/deletedRecords/…`.
 */
export const deletedRecordsSlice = /* @__PURE__ */ createSlice({
  name: 'atrium/deletedRecords',
  initialState,
  reducers: {
    /** The API deleted these records of `resource` (or answered that they were gone). */
    deleted(state, { payload: { resource, ids } }: PayloadAction<{ resource: string; ids: string[] }>) {
      state[resource] = [...(state[resource] ?? []).filter((id) => !ids.includes(id)), ...ids].slice(-KEPT)
    },
    /** A record of `resource` was created with the id `id`: one deleted before under that id (an id the API reused) is there again. */
    created(state, { payload: { resource, id } }: PayloadAction<{ resource: string; id: string }>) {
      const kept = state[resource]
      if (kept?.includes(id)) state[resource] = kept.filter((known) => known !== id)
    },
  },
  // Another user's deletes are not theirs to know.
  extraReducers: (builder) => {
    builder.addCase(userDataCleared, () => ({}))
  },
})

/** `atrium/deletedRecords/deleted` and `atrium/deletedRecords/created`. */
export const { deleted: recordsDeleted, created: recordCreated } = deletedRecordsSlice.actions
