import { readUrlJson, type UrlJsonRefusal } from './readUrlJson'

/**
 * A list's query string, read and written directly: `filter` (JSON), `sort`
 * (`field,-other`), `page`, `pageSize`, `layout`, then a calendar's `view`
 * (`month`, `week`, `day`) and shown `date` (`YYYY-MM-DD`), in this order. `parseViewPath`
 * and `buildViewPath` read and write a list's query through here, and so does
 * the list view for its own URL.
 */

/** The list's state kept in the query string. */
export interface ListQuery {
  /** Active filter values. */
  filter?: Record<string, unknown>
  /** Sorted fields in order; a leading `-` means descending. Field names cannot hold `,`. */
  sort?: string[]
  /** 1-based page. */
  page?: number
  /** Page size. */
  pageSize?: number
  /** Name (type) of the chosen list layout. */
  layout?: string
  /** A calendar layout's view: `month`, `week` or `day`. */
  view?: CalendarViewName
  /** The day a calendar layout shows (its month, week or itself), a local `YYYY-MM-DD` date. */
  date?: string
}

/** What a calendar layout shows at once, as kept in the URL. */
export type CalendarViewName = 'month' | 'week' | 'day'

const CALENDAR_VIEWS: readonly string[] = ['month', 'week', 'day']

/** True for a real `YYYY-MM-DD` day (years 1000-9999; no 2024-02-31). */
export function isIsoDay(value: string): boolean {
  const match = /^([1-9][0-9]{3})-([0-9]{2})-([0-9]{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A list's query as read from a query string, and why its `filter` was ignored, if it was. */
export interface ListQueryRead {
  /** The valid parts (invalid ones are dropped). */
  query: ListQuery
  /** Why the `filter` parameter was ignored (too long, too deep, unreadable); absent when it was read or absent. */
  filterRefusal?: UrlJsonRefusal
}

/** The query parameters that carry a list's state; every other parameter is left alone. */
export const LIST_QUERY_KEYS = ['filter', 'sort', 'page', 'pageSize', 'layout', 'view', 'date'] as const

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^[1-9][0-9]{0,8}$/.test(value)) return undefined
  return Number(value)
}

/**
 * Reads a list's state from a query string (`?filter=…&sort=…`, the `?`
 * optional); invalid parts are dropped. A hand-edited, truncated, oversized or
 * overly nested filter is dropped rather than crashing the page (see
 * `readUrlJson`), with the reason.
 */
export function readListQuery(search: string): ListQueryRead {
  const params = new URLSearchParams(search)
  const query: ListQuery = {}
  let filterRefusal: UrlJsonRefusal | undefined
  const filter = params.get('filter')
  if (filter !== null) {
    const read = readUrlJson(filter)
    if ('value' in read) query.filter = read.value
    else filterRefusal = read.refused
  }
  const sort = params.get('sort')
  if (sort) query.sort = sort.split(',').filter((field) => field !== '' && field !== '-')
  const page = positiveInteger(params.get('page'))
  if (page !== undefined) query.page = page
  const pageSize = positiveInteger(params.get('pageSize'))
  if (pageSize !== undefined) query.pageSize = pageSize
  const layout = params.get('layout')
  if (layout) query.layout = layout
  // Anyone can edit these: an unknown view or an impossible date is dropped (the calendar's default shows).
  const view = params.get('view')
  if (view !== null && CALENDAR_VIEWS.includes(view)) query.view = view as CalendarViewName
  const date = params.get('date')
  if (date !== null && isIsoDay(date)) query.date = date
  return filterRefusal ? { query, filterRefusal } : { query }
}

// Sets the list's parameters on `params` (after the others), in the order of `LIST_QUERY_KEYS`.
function setListParams(params: URLSearchParams, list: ListQuery): URLSearchParams {
  if (list.filter && Object.keys(list.filter).length > 0) params.set('filter', JSON.stringify(list.filter))
  if (list.sort && list.sort.length > 0) params.set('sort', list.sort.join(','))
  if (list.page !== undefined) params.set('page', String(list.page))
  if (list.pageSize !== undefined) params.set('pageSize', String(list.pageSize))
  if (list.layout) params.set('layout', list.layout)
  if (list.view) params.set('view', list.view)
  if (list.date) params.set('date', list.date)
  return params
}

const withMark = (params: URLSearchParams): string => {
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A list's state as a query string with its `?`, or `''` when it holds nothing. The inverse of `readListQuery`. */
export function listQueryString(list: ListQuery | undefined): string {
  return list ? withMark(setListParams(new URLSearchParams(), list)) : ''
}

/**
 * Writes a list's state into a query string, keeping every parameter that is
 * not the list's (in place), and returns it with its `?` (or `''` when empty).
 * @example writeListQuery('?tab=2&page=3', { page: 4 }) // '?tab=2&page=4'
 */
export function writeListQuery(search: string, list: ListQuery): string {
  const params = new URLSearchParams(search)
  for (const key of LIST_QUERY_KEYS) params.delete(key)
  return withMark(setListParams(params, list))
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

/**
 * The next sort after a click on `field`'s header: ascending, then descending, then none (the list's declared order,
 * `fallback`), or ascending again where none would not change what is shown (`field` descending is that order).
 */
export function nextSort(sort: readonly string[], field: string, fallback: readonly string[] = []): string[] {
  const direction = sortDirection(sort, field)
  if (direction === undefined) return [field]
  if (direction === 'asc') return [`-${field}`]
  return sort.join() === fallback.join() ? [field] : []
}

/** How `field` is sorted in `sort`, if it is. */
export function sortDirection(sort: readonly string[], field: string): 'asc' | 'desc' | undefined {
  for (const entry of sort) {
    if (entry === field) return 'asc'
    if (entry === `-${field}`) return 'desc'
  }
  return undefined
}
