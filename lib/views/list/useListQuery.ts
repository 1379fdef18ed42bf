import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { readListQuery, writeListQuery, type CalendarViewName, type ListQuery } from '../../routing/listQuery'
import type { UrlJsonRefusal } from '../../routing/readUrlJson'

/** Page size of a list whose options name none. */
export const DEFAULT_PAGE_SIZE = 25

/** A list's state as read from the URL, with defaults filled in. */
export interface ListQueryState {
  /** Filter values written by the filter form (the view's active filter is not here: it always applies). */
  filter: Record<string, unknown>
  /** Sorted fields in order; `-` means descending. */
  sort: string[]
  /** 1-based page. */
  page: number
  /** Records per page. */
  pageSize: number
  /** Key of the layout named in the URL, if any. */
  layout?: string
  /** A calendar layout's view named in the URL, if any. */
  view?: CalendarViewName
  /** The day a calendar layout shows, named in the URL (`YYYY-MM-DD`), if any. */
  date?: string
  /** Why the URL's `filter` parameter was ignored (too long, too deep, unreadable), for a message; absent when it was read or absent. */
  filterRefusal?: UrlJsonRefusal
}

/** What `useListQuery` returns: the state and setters that write it back to the URL. */
export interface ListQueryControls {
  /** The current state. */
  query: ListQueryState
  /** New filter (back to page 1). */
  setFilter(filter: Record<string, unknown>): void
  /** New sort (back to page 1). */
  setSort(sort: string[]): void
  /** Another page. */
  setPage(page: number): void
  /** Another page size (back to page 1). */
  setPageSize(pageSize: number): void
  /** Another layout. */
  setLayout(layout: string): void
  /** Where a calendar layout stands (view and shown day); `undefined` parts are left out (the defaults). */
  setCalendar(position: { view?: CalendarViewName; date?: string }): void
  /** The API serves at most `pageSize` records a page: the URL says so, the page kept, the history entry replaced. */
  clampPageSize(pageSize: number): void
}

/**
 * The list's filter, sort, page, page size and layout (and a calendar's view and day), kept in the URL so Back,
 * reload and a shared link restore the screen. Each change pushes a history
 * entry and keeps every other part of the URL (path, other parameters, hash).
 * Defaults are left out of the URL: page 1, `defaultPageSize`, `defaultSort` (the order while the URL names none).
 *
 * With `inUrl: false` (a list nested in another view, whose URL belongs to the
 * page) the same state is kept in the component instead.
 * @example const { query, setPage } = useListQuery({ defaultPageSize: 10 })
 */
export function useListQuery(options: {
  defaultPageSize?: number
  defaultSort?: readonly string[]
  inUrl?: boolean
  /**
   * Told of each change written to the URL, as it is written (`filterChanged`: the change was of the filter): the
   * router draws it later, and a person who leaves at once (a menu link) leaves before it is drawn.
   */
  onWrite?(written: ListQuery, filterChanged: boolean): void
} = {}): ListQueryControls {
  const location = useLocation()
  const navigate = useNavigate()
  const inUrl = options.inUrl ?? true
  const [local, setLocal] = useState<ListQuery>({})
  const defaultPageSize = options.defaultPageSize && options.defaultPageSize > 0 ? options.defaultPageSize : DEFAULT_PAGE_SIZE
  const defaultSort = (options.defaultSort ?? []).join()
  // The URL is read once per change: the list's state, and why its filter was ignored, if it was.
  const fromUrl = useMemo(() => readListQuery(location.search), [location.search])
  // React Router renders a navigation in a transition, later than the click that asked for it. The change written is
  // drawn at once (an urgent render: the rows' request leaves in the click's task) while the location drawn is still
  // the one it was written from; once the router draws another one (the written one, or Back's), the URL is the truth.
  // A second change in that moment (sort pressed, then the page size picked at once) builds on the first.
  const [shown, setShown] = useState<{ from: string; search: string; list: ListQuery } | undefined>(undefined)
  const pending = useRef(shown)
  const unseen = inUrl && shown?.from === location.key ? shown : undefined
  const list = inUrl ? unseen?.list ?? fromUrl.query : local
  const filterRefusal = inUrl && !unseen ? fromUrl.filterRefusal : undefined

  const query = useMemo<ListQueryState>(() => ({
    filter: list.filter ?? {},
    sort: list.sort ?? (defaultSort ? defaultSort.split(',') : []),
    page: list.page ?? 1,
    pageSize: list.pageSize ?? defaultPageSize,
    ...(list.layout ? { layout: list.layout } : {}),
    ...(list.view ? { view: list.view } : {}),
    ...(list.date ? { date: list.date } : {}),
    ...(filterRefusal ? { filterRefusal } : {}),
  }), [list, defaultPageSize, defaultSort, filterRefusal])

  const onWrite = useRef(options.onWrite)
  onWrite.current = options.onWrite
  // Drawn at another location (the written one, or Back's): the URL is the truth again, also on a return to this one.
  useLayoutEffect(() => {
    if (pending.current && pending.current.from !== location.key) {
      pending.current = undefined
      setShown(undefined)
    }
  }, [location.key])
  const write = useCallback((change: (current: ListQuery) => ListQuery, replace = false) => {
    const tidy = (next: ListQuery): ListQuery => {
      const clean: ListQuery = {}
      if (next.filter && Object.keys(next.filter).length > 0) clean.filter = next.filter
      if (next.sort && next.sort.join() !== defaultSort) clean.sort = next.sort
      if (next.page !== undefined && next.page > 1) clean.page = next.page
      if (next.pageSize !== undefined && next.pageSize !== defaultPageSize) clean.pageSize = next.pageSize
      if (next.layout) clean.layout = next.layout
      if (next.view) clean.view = next.view
      if (next.date) clean.date = next.date
      return clean
    }
    if (!inUrl) { setLocal((current) => tidy(change(current))); return }
    // The last write, also one made in this same event before its render.
    const last = pending.current?.from === location.key ? pending.current : undefined
    const next = change(last?.list ?? fromUrl.query)
    const clean = tidy(next)
    const search = writeListQuery(last?.search ?? location.search, clean)
    pending.current = { from: location.key, search, list: clean }
    setShown(pending.current)
    navigate({ pathname: location.pathname, search, hash: location.hash }, replace ? { replace, state: location.state } : undefined)
    // Of the filter in the URL: one written before and not in it yet counts as changed too.
    onWrite.current?.(clean, next.filter !== fromUrl.query.filter)
  }, [location.state, location.key, fromUrl, inUrl, navigate, location.pathname, location.search, location.hash, defaultPageSize, defaultSort])

  const setFilter = useCallback((filter: Record<string, unknown>) => write((q) => ({ ...q, filter, page: undefined })), [write])
  const setSort = useCallback((sort: string[]) => write((q) => ({ ...q, sort, page: undefined })), [write])
  const setPage = useCallback((page: number) => write((q) => ({ ...q, page })), [write])
  const setPageSize = useCallback((pageSize: number) => write((q) => ({ ...q, pageSize, page: undefined })), [write])
  const setLayout = useCallback((layout: string) => write((q) => ({ ...q, layout })), [write])
  const setCalendar = useCallback((position: { view?: CalendarViewName; date?: string }) =>
    write((q) => ({ ...q, view: position.view, date: position.date })), [write])
  const clampPageSize = useCallback((pageSize: number) => write((q) => ({ ...q, pageSize }), true), [write])

  return { query, setFilter, setSort, setPage, setPageSize, setLayout, setCalendar, clampPageSize }
}
