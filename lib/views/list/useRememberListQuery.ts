import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { useLocation } from 'react-router-dom'
import { listQueryRemembered } from '../../../slices/preferencesSlice'
import { listQueryString, readListQuery } from '../../routing/listQuery'

/**
 * Remembers, for the menu's link back to it (react-admin's `useListParams` keeps the same per resource), the query a
 * list drawn from the URL shows: `filter` the declared filter only (`undefined` while it is read: nothing is written
 * then), with the URL's sort, page and page size. A change of user forgets it (`userDataCleared`).
 */
export function useRememberListQuery(resourceId: string, filter: Record<string, unknown> | undefined, inUrl: boolean): void {
  const dispatch = useDispatch()
  const { search } = useLocation()
  useEffect(() => {
    if (!inUrl || filter === undefined) return
    const { sort, page, pageSize } = readListQuery(search).query
    dispatch(listQueryRemembered({ resource: resourceId, query: listQueryString({ filter, sort, page, pageSize }) }))
  }, [dispatch, resourceId, filter, search, inUrl])
}
