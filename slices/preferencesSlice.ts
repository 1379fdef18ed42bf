import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { userDataCleared } from './sessionSlice'

/** What a reader chose once and expects to find again (kept across reloads by redux-persist). */
export interface PreferencesState {
  /** The list layout last chosen, by resource id. */
  layouts: Record<string, string>
  /**
   * The query of the list last left, by resource id: its declared filter, sort, page and page size as a query string
   * (`?filter=…&sort=-views&pageSize=10`, `''` for none), which the menu's link to the list carries.
   */
  lists: Record<string, string>
  /** Whether AdminLayout's sidebar was collapsed (at desktop widths), in every scope and after a reload. */
  sidebarCollapsed?: boolean
}

const initialState: PreferencesState = { layouts: {}, lists: {} }

const strings = (value: unknown): Record<string, string> => {
  const kept: Record<string, string> = {}
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, text] of Object.entries(value)) if (typeof text === 'string') kept[key] = text
  }
  return kept
}

/**
 * Reads a persisted value that may have been hand-edited or written by another
 * version: anything but `{ layouts: { [resource]: string }, lists: { [resource]: string }, sidebarCollapsed?: true }` becomes empty.
 */
export function sanitizePreferences(value: unknown): PreferencesState {
  const stored = value as { layouts?: unknown; lists?: unknown; sidebarCollapsed?: unknown } | null | undefined
  return { layouts: strings(stored?.layouts), lists: strings(stored?.lists), sidebarCollapsed: stored?.sidebarCollapsed === true }
}

/** `state.atrium.preferences`: remembered choices (per resource, and the sidebar's collapse), forgotten when the user changes or signs out. Actions read `atrium/preferences/…`. */
export const preferencesSlice = /* @__PURE__ */ createSlice({
  name: 'atrium/preferences',
  initialState,
  reducers: {
    /** The reader chose `layout` for the list of `resource`. */
    layoutChosen(state, action: PayloadAction<{ resource: string; layout: string }>) {
      if (typeof state.layouts !== 'object' || state.layouts === null) state.layouts = {}
      state.layouts[action.payload.resource] = action.payload.layout
    },
    /** The list of `resource` shows `query` (its declared filter, sort, page and page size, as a query string). */
    listQueryRemembered(state, { payload }: PayloadAction<{ resource: string; query: string }>) {
      state.lists = { ...state.lists, [payload.resource]: payload.query }
    },
    /** The reader collapsed (`true`) or expanded AdminLayout's sidebar. */
    sidebarCollapsedChosen(state, { payload }: PayloadAction<boolean>) {
      state.sidebarCollapsed = payload
    },
  },
  // A reader's choices are theirs: the next user in the tab starts from the declared layouts and bare lists.
  extraReducers: (builder) => {
    builder.addCase(userDataCleared, () => ({ layouts: {}, lists: {} }))
  },
})

/** Remembers the list layout chosen for a resource, the query of the list last left, and the sidebar's collapse. */
export const { layoutChosen, listQueryRemembered, sidebarCollapsedChosen } = preferencesSlice.actions

/** Whether the reader collapsed AdminLayout's sidebar (`false` in a store without the slice). */
export function selectSidebarCollapsed(state: unknown): boolean {
  return (state as { atrium?: { preferences?: { sidebarCollapsed?: unknown } } } | undefined)?.atrium?.preferences?.sidebarCollapsed === true
}

/** The layout remembered for `resourceId`, if any (tolerates a store without the slice). */
export function selectRememberedLayout(state: unknown, resourceId: string): string | undefined {
  const layouts = (state as { atrium?: { preferences?: { layouts?: unknown } } } | undefined)?.atrium?.preferences?.layouts
  if (typeof layouts !== 'object' || layouts === null) return undefined
  const layout = (layouts as Record<string, unknown>)[resourceId]
  return typeof layout === 'string' ? layout : undefined
}

/** The list queries remembered, by resource id (`undefined` in a store without the slice); a value is anyone's input. */
export function selectRememberedLists(state: unknown): Readonly<Record<string, unknown>> | undefined {
  return (state as { atrium?: { preferences?: { lists?: Record<string, unknown> } } } | undefined)?.atrium?.preferences?.lists
}
