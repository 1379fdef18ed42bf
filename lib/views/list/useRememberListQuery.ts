import { useCallback, useEffect, useRef } from 'react'
import { useDispatch } from 'react-redux'
import { useLocation } from 'react-router-dom'
import { listQueryRemembered } from '../../../slices/preferencesSlice'
import { listQueryString, readListQuery, type ListQuery } from '../../routing/listQuery'

/**
 * Remembers, for the menu's link back to it (react-admin's `useListParams` keeps the same per resource), the query a
 * list drawn from the URL shows: `filter` the declared filter only (`undefined` while it is read: nothing is written
 * then), with the URL's sort, page and page size. A change of user forgets it (`userDataCleared`).
 *
 * Returns what `useListQuery`'s `onWrite` calls: a change is remembered as it is written too, for the router draws it
 * later, and a menu link pressed before then left the list remembered without it (under load, 10 a page chosen, then
 * Authors and back: 25 a page). A written filter is the filter form's, of declared filters; any other change keeps the
 * declared filter drawn.
 */
export function useRememberListQuery(resourceId: string, filter: Record<string, unknown> | undefined, inUrl: boolean): (written: ListQuery, filterChanged: boolean) => void {
  const dispatch = useDispatch()
  const { search } = useLocation()
  useEffect(() => {
    if (!inUrl || filter === undefined) return
    const { sort, page, pageSize } = readListQuery(search).query
    dispatch(listQueryRemembered({ resource: resourceId, query: listQueryString({ filter, sort, page, pageSize }) }))
  }, [dispatch, resourceId, filter, search, inUrl])
  const drawn = useRef(filter)
  drawn.current = filter
  return useCallback((written: ListQuery, filterChanged: boolean) => {
    const kept = filterChanged ? written.filter ?? {} : drawn.current
    if (!inUrl || kept === undefined) return
    dispatch(listQueryRemembered({ resource: resourceId, query: listQueryString({ filter: kept, sort: written.sort, page: written.page, pageSize: written.pageSize }) }))
  }, [dispatch, resourceId, inUrl])
}
