import type { Action } from '../types'
import { listQueryString, readListQuery, type ListQuery } from './listQuery'

/**
 * URL shapes (DESIGN §4):
 *
 * | screen                    | path                                                   |
 * |---------------------------|--------------------------------------------------------|
 * | list                      | `/<scope>/<resource>/list`                             |
 * | create                    | `/<scope>/<resource>/create`                           |
 * | read, update, delete      | `/<scope>/<resource>/<action>/<id>`                    |
 * | a view drawn over a list  | `/<scope>/<resource>/list/<resource2>/<action>[/<id>]` |
 * | a record's tab            | `/<scope>/<resource>/read/<id>/<tab>` (also `update`)   |
 * | a child view over a record| `/<scope>/<resource>/read/<id>/<child>/<action>[/<childId>]` |
 *
 * A child view is a view of the resource listed in one of the record's tabs
 * (its `<child>` segment names that tab), drawn over the record page; it
 * takes `read`, `create`, `update` or `delete` (the list is the tab itself).
 * The list's state rides in the query (see `listQuery.ts`). Every segment is encoded with
 * `encodeURIComponent`, so ids may hold `/`, `&`, `#`, `?`, spaces or accents.
 */

/** A view drawn over a list. */
export interface OverView {
  /** Resource id or alias of the view drawn over the list. */
  resource: string
  /** Its action. */
  action: Exclude<Action, 'list'>
  /** Its record, for read, update and delete. */
  id?: string
}

/** Everything a view URL says. */
export interface ViewLocation {
  /** Scope name (first segment). */
  scope: string
  /** Resource id or alias. */
  resource: string
  /** Action of the page. */
  action: Action
  /** Record id, for read, update and delete pages. */
  id?: string
  /** A view drawn over this list (only when `action` is `'list'`). */
  over?: OverView
  /** The record's tab shown (only for `read` and `update` pages, without `child`). */
  tab?: string
  /** A child view drawn over this record page (only for `read` and `update`); its resource names the tab it belongs to. */
  child?: OverView
  /** The list's query state (kept when a view opens over the list and when it closes). */
  list?: ListQuery
}

const ACTIONS_WITH_ID: ReadonlySet<string> = new Set(['read', 'update', 'delete'])
// Record pages that show tabs, and so may carry a tab or a child view.
const RECORD_PAGES: ReadonlySet<string> = new Set(['read', 'update'])
const ALL_ACTIONS: ReadonlySet<string> = new Set(['list', 'read', 'create', 'update', 'delete'])

function actionPath(action: Action, id: string | undefined): string {
  const segment = encodeURIComponent(action)
  return ACTIONS_WITH_ID.has(action) && id !== undefined ? `${segment}/${encodeURIComponent(id)}` : segment
}

/** Builds the URL (path and query) of a view. The exact inverse of `parseViewPath`. */
export function buildViewPath(location: ViewLocation): string {
  let path = `/${encodeURIComponent(location.scope)}/${encodeURIComponent(location.resource)}/${actionPath(location.action, location.id)}`
  if (location.action === 'list' && location.over) {
    path += `/${encodeURIComponent(location.over.resource)}/${actionPath(location.over.action, location.over.id)}`
  }
  if (RECORD_PAGES.has(location.action) && location.id !== undefined) {
    if (location.child) path += `/${encodeURIComponent(location.child.resource)}/${actionPath(location.child.action, location.child.id)}`
    else if (location.tab !== undefined) path += `/${encodeURIComponent(location.tab)}`
  }
  return path + listQueryString(location.list)
}

function decode(segment: string): string | undefined {
  try { return decodeURIComponent(segment) } catch { return undefined }
}

/** `<resource>/<action>[/<id>]` of a view drawn over another; `undefined` when malformed. */
function readOver(segments: readonly string[]): OverView | undefined {
  const [resource, action, ...rest] = segments
  if (!resource || !action || action === 'list' || !ALL_ACTIONS.has(action)) return undefined
  const over: OverView = { resource, action: action as OverView['action'] }
  if (ACTIONS_WITH_ID.has(action)) {
    if (rest.length !== 1) return undefined
    over.id = rest[0]
  } else if (rest.length > 0) return undefined
  return over
}

/** Reads a view URL (path with optional query); `undefined` when the path is not a view. */
export function parseViewPath(url: string): ViewLocation | undefined {
  const queryStart = url.indexOf('?')
  const hashStart = url.indexOf('#')
  const pathEnd = [queryStart, hashStart].filter((i) => i >= 0).reduce((a, b) => Math.min(a, b), url.length)
  const segments = url.slice(0, pathEnd).split('/').slice(1).map(decode)
  if (segments.some((segment) => segment === undefined || segment === '')) return undefined
  const [scope, resource, action, ...rest] = segments as string[]
  if (!scope || !resource || !action || !ALL_ACTIONS.has(action)) return undefined
  const location: ViewLocation = { scope, resource, action: action as Action }
  let tail = rest
  if (ACTIONS_WITH_ID.has(action)) {
    if (tail.length < 1) return undefined
    location.id = tail[0]
    tail = tail.slice(1)
    if (tail.length > 0 && !RECORD_PAGES.has(action)) return undefined
    if (tail.length === 1) {
      location.tab = tail[0]
      tail = []
    } else if (tail.length > 1) {
      const child = readOver(tail)
      if (!child) return undefined
      location.child = child
      tail = []
    }
  }
  if (action === 'list' && tail.length > 0) {
    const over = readOver(tail)
    if (!over) return undefined
    location.over = over
    tail = []
  }
  if (tail.length > 0) return undefined
  const search = queryStart >= 0 ? url.slice(queryStart + 1, hashStart > queryStart ? hashStart : undefined) : ''
  const { query } = readListQuery(search)
  if (Object.keys(query).length > 0) location.list = query
  return location
}

/** The scope named by a path's first segment, or `undefined` for `/`. */
export function parseScopeName(pathname: string): string | undefined {
  const first = pathname.split('/')[1]
  if (!first) return undefined
  return decode(first.split(/[?#]/)[0] ?? '') || undefined
}
