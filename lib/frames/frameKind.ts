import type { ViewResource } from '../resource/ViewResource'
import type { Action } from '../types'
import { resolveOpenMode } from './open'

/** The frame a view is drawn in. */
export type FrameKind = 'page' | 'dialog' | 'drawer' | 'custom'

/**
 * The frame `action` of `resource` is drawn in over a list: its open mode,
 * a custom frame as `'custom'`, and a page mode as a dialog (a view drawn over
 * a list never replaces it).
 */
export function frameKind(resource: ViewResource<unknown>, action: Action): FrameKind {
  const mode = resolveOpenMode(resource, action)
  return typeof mode === 'string' ? (mode === 'page' ? 'dialog' : mode) : 'custom'
}
