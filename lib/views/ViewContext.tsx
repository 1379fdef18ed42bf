import { createContext, useContext, type ComponentType } from 'react'
import type { ViewLocation } from '../routing/viewPath'
import type { ViewResource } from '../resource/ViewResource'
import type { FrameKind } from '../frames/frameKind'
import type { Action, ViewResourceContext } from '../types'

/** What every view (and the components inside it) knows about where it is. */
export interface ViewContextValue {
  /** The resource shown. */
  resource: ViewResource<unknown>
  /** The action shown. */
  action: Action
  /** The record, for read, update and delete. */
  id?: string
  /** Current scope name. */
  scope: string
  /** The whole URL state (list query kept while a view is drawn over the list). */
  location: ViewLocation
  /** Passed to every data call (parent item, active filter, scope). */
  viewResourceContext: ViewResourceContext
  /** The frame the view is in. */
  frame: FrameKind
  /** Closes the view: back to the list URL with its filters (or the list page). */
  close(): void
  /** What a save does when the action sets no `afterSave`; defaults to the frame's (a child view over a record closes back to it). */
  afterSave?: 'close' | 'stay'
  /** Fields a list draws no column (nor card field) for: under a record, those its filter holds to one value (`SubView`). */
  hiddenFields?: ReadonlySet<string>
  /** Opens another action of this resource, in its configured frame; `values` pre-fill a create form. */
  open(action: Action, id?: string, values?: Record<string, unknown>): void
  /**
   * The address `open(action, id)` goes to, as a link's `href` (so a reader may open it in a new tab, copy it,
   * see it on hover); `undefined` where it cannot be a link. Absent where views do not open by address.
   */
  hrefOf?(action: Action, id?: string): string | undefined
}

/** Provides the current view to its components. */
export const ViewContext = createContext<ViewContextValue | undefined>(undefined)

/** The current view, or `undefined` outside one. */
export function useViewContext(): ViewContextValue | undefined {
  return useContext(ViewContext)
}

/**
 * The list view, for a list drawn under a record (`SubView`), provided by AtriumViews: the tabs' on-demand code draws
 * the list the start already has without importing it, which would split the list's code out of the start's main chunk.
 */
export const ListViewContext = createContext<ComponentType | undefined>(undefined)
