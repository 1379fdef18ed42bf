import type { ComponentType, ReactNode } from 'react'
import { getAtriumConfiguration } from '../config/configureAtrium'
import type { ViewResource } from '../resource/ViewResource'
import type { Action } from '../types'

/** What a custom frame component receives. */
export interface FrameProps {
  /** Accessible title of the frame. */
  title: string
  /** Id to put on the element showing the title (the frame is labelled by it). */
  titleId: string
  /** Closes the view (back to the list URL with its filters). */
  onClose(): void
  /** The view. */
  children: ReactNode
}

/** Where an action opens: its own page, a dialog, a drawer, or a frame built with `open.custom()`. */
export type OpenMode = 'page' | 'dialog' | 'drawer' | CustomFrame

/** A frame built with `open.custom()`. */
export interface CustomFrame {
  /** Marks a custom frame. */
  readonly kind: 'custom'
  /** Name, for debugging. */
  readonly name?: string
  /** Draws the frame around the view. */
  readonly component: ComponentType<FrameProps>
}

/** Where actions open: `'page'`, `'dialog'`, `'drawer'`, or `open.custom(Component)`. */
export const open = {
  /** A frame of the host's own: the component draws the view's container (it should be labelled and modal if it overlays). */
  custom(component: ComponentType<FrameProps>, name?: string): CustomFrame {
    return name === undefined ? { kind: 'custom', component } : { kind: 'custom', component, name }
  },
}

/**
 * Where `action` of `resource` opens: the action's own value (resource root
 * options included), else the application default, else `'page'` — except the
 * delete confirmation, which defaults to a dialog.
 */
export function resolveOpenMode<T>(resource: ViewResource<T>, action: Action): OpenMode {
  if (action === 'list') return 'page'
  const own = resource.getActionOptions(action).open
  if (own !== undefined) return own
  if (action === 'delete') return 'dialog'
  return getAtriumConfiguration().defaults?.open ?? 'page'
}
