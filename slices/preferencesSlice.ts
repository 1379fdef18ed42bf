import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { userDataCleared } from './sessionSlice'

/** What a reader chose once and expects to find again (kept across reloads by redux-persist). */
export interface PreferencesState {
  /** The list layout last chosen, by resource id. */
  layouts: Record<string, string>
}

const initialState: PreferencesState = { layouts: {} }

/**
 * Reads a persisted value that may have been hand-edited or written by another
 * version: anything but `{ layouts: { [resource]: string } }` becomes empty.
 */
export function sanitizePreferences(value: unknown): PreferencesState {
  const layouts: Record<string, string> = {}
  const stored = (value as { layouts?: unknown } | null | undefined)?.layouts
  if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
    for (const [resource, layout] of Object.entries(stored)) if (typeof layout === 'string') layouts[resource] = layout
  }
  return { layouts }
}

/** `state.atrium.preferences`: remembered choices, per resource, forgotten when the user changes or signs out. Actions read `atrium/preferences/…`. */
export const preferencesSlice = /* @__PURE__ */ createSlice({
  name: 'atrium/preferences',
  initialState,
  reducers: {
    /** The reader chose `layout` for the list of `resource`. */
    layoutChosen(state, action: PayloadAction<{ resource: string; layout: string }>) {
      if (typeof state.layouts !== 'object' || state.layouts === null) state.layouts = {}
      state.layouts[action.payload.resource] = action.payload.layout
    },
  },
  // A reader's choices are theirs: the next user in the tab starts from the declared layouts.
  extraReducers: (builder) => {
    builder.addCase(userDataCleared, () => ({ layouts: {} }))
  },
})

/** Remembers the list layout chosen for a resource. */
export const { layoutChosen } = preferencesSlice.actions

/** The layout remembered for `resourceId`, if any (tolerates a store without the slice). */
export function selectRememberedLayout(state: unknown, resourceId: string): string | undefined {
  const layouts = (state as { atrium?: { preferences?: { layouts?: unknown } } } | undefined)?.atrium?.preferences?.layouts
  if (typeof layouts !== 'object' || layouts === null) return undefined
  const layout = (layouts as Record<string, unknown>)[resourceId]
  return typeof layout === 'string' ? layout : undefined
}
