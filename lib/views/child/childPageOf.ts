import { resolveOpenMode } from '../../frames/open'
import type { ViewResource } from '../../resource/ViewResource'
import type { OverView } from '../../routing/viewPath'
import type { Action } from '../../types'
import type { AnyRecord } from '../useRecordViewContext'
import { findTab } from './findTab'

/** A child view drawn in place of its record page: its tab, the tab's resource, its action and record. */
export interface ChildPage {
  /** The tab's URL segment. */
  tab: string
  /** The tab's resource. */
  resource: ViewResource<unknown>
  /** The child view's action. */
  action: OverView['action']
  /** Its record, for read, update and delete. */
  id?: string
}

const CHILD_ACTIONS: ReadonlySet<string> = new Set(['read', 'create', 'update', 'delete'])

function decode(segment: string): string | undefined {
  try { return decodeURIComponent(segment) } catch { return undefined }
}

/**
 * The child view a record page's path draws as a page (`/<scope>/<resource>/<action>/<id>/<tab>/<childAction>[/<childId>]`
 * whose action opens as `'page'`), or `undefined`: none, its tab unknown, or drawn in a frame over the record page
 * (which stays the page shown). `action` is the record page's (`read` or `update`); light on purpose (no
 * `parseViewPath`): the breadcrumb, drawn at start, reads it.
 */
export function childPageOf(resource: ViewResource<unknown>, action: string | undefined, pathname: string): ChildPage | undefined {
  if (action !== 'read' && action !== 'update') return undefined
  const [, , , , tab, childAction, childId, ...rest] = pathname.split('?')[0].split('/').filter(Boolean).map(decode)
  if (!tab || !childAction || !CHILD_ACTIONS.has(childAction) || rest.length > 0) return undefined
  if ((childAction === 'create') !== (childId === undefined)) return undefined
  const found = findTab(resource as ViewResource<AnyRecord>, action as Action, tab)
  const childResource = found?.resource as unknown as ViewResource<unknown> | undefined
  if (!childResource || resolveOpenMode(childResource, childAction as Action) !== 'page') return undefined
  return { tab, resource: childResource, action: childAction as OverView['action'], ...(childId === undefined ? {} : { id: childId }) }
}
