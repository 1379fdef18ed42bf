import { buildViewPath, parseViewPath, type ListQuery } from '../../routing/viewPath'

/** The query parameters that carry a list's state; every other parameter is left alone. */
export const LIST_QUERY_KEYS = ['filter', 'sort', 'page', 'pageSize', 'layout'] as const

// `parseViewPath` and `buildViewPath` own the grammar of the list query; any list path lends them a frame.
const FRAME = '/_/_/list'

/** Reads a list's state from a query string (`?filter=…&sort=…`); invalid parts are dropped. */
export function readListQuery(search: string): ListQuery {
  const query = search.startsWith('?') ? search : `?${search}`
  return parseViewPath(FRAME + query)?.list ?? {}
}

/**
 * Writes a list's state into a query string, keeping every parameter that is
 * not the list's (in place), and returns it with its `?` (or `''` when empty).
 * @example writeListQuery('?tab=2&page=3', { page: 4 }) // '?tab=2&page=4'
 */
export function writeListQuery(search: string, list: ListQuery): string {
  const params = new URLSearchParams(search)
  for (const key of LIST_QUERY_KEYS) params.delete(key)
  const built = buildViewPath({ scope: '_', resource: '_', action: 'list', list })
  const own = new URLSearchParams(built.includes('?') ? built.slice(built.indexOf('?')) : '')
  for (const [key, value] of own) params.append(key, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The request order of a sort list: `['title', '-createdAt']` → `{ title: 'asc', createdAt: 'desc' }` (keys in order). */
export function sortToOrder(sort: readonly string[]): Record<string, 'asc' | 'desc'> {
  const order: Record<string, 'asc' | 'desc'> = {}
  for (const entry of sort) {
    const field = entry.startsWith('-') ? entry.slice(1) : entry
    if (field && !(field in order)) order[field] = entry.startsWith('-') ? 'desc' : 'asc'
  }
  return order
}

/** The next sort after a click on `field`'s header: ascending, then descending, then none. */
export function nextSort(sort: readonly string[], field: string): string[] {
  const direction = sortDirection(sort, field)
  if (direction === undefined) return [field]
  if (direction === 'asc') return [`-${field}`]
  return []
}

/** How `field` is sorted in `sort`, if it is. */
export function sortDirection(sort: readonly string[], field: string): 'asc' | 'desc' | undefined {
  for (const entry of sort) {
    if (entry === field) return 'asc'
    if (entry === `-${field}`) return 'desc'
  }
  return undefined
}
