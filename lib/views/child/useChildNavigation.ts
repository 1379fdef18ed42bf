import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useMountPath } from '../../routing/useMountPath'
import { buildViewPath, parseViewPath, type ViewLocation } from '../../routing/viewPath'
import type { Action } from '../../types'
import { withValues } from '../useViewNavigation'

/** Router state left by an opening, so closing can step back instead of stacking history. */
interface OpenedState { atriumOpenedFrom?: string }

/** The record page a child view (or a tab) belongs to, with that tab selected: `…/read/<id>/<tab>`. */
export function recordPageOf(location: ViewLocation, tab: string | undefined): string {
  const { child: _child, tab: _tab, ...page } = location
  return buildViewPath(tab === undefined ? page : { ...page, tab })
}

/** Where opening `action` of a tab's resource leads from the record page at `page` (Atrium's path, without values). */
function childPath(page: ViewLocation, tab: string, action: Action, id?: string): string {
  return action === 'list'
    ? recordPageOf(page, tab)
    : buildViewPath({ ...page, tab: undefined, child: { resource: tab, action, ...(id === undefined ? {} : { id }) } })
}

/**
 * Opening and closing the views of a record's tab through the URL: a child
 * view is `/<scope>/<resource>/read/<id>/<tab>/<action>[/<childId>]`, drawn
 * over the record page, so Back and a reload restore it. Closing returns to
 * the record page with that tab (a step back when the view was opened from it).
 * `hrefOf` is the address an opening goes to, as a link's `href` (see `useMountPath().link`).
 */
export function useChildNavigation(page: ViewLocation) {
  const navigate = useNavigate()
  const router = useLocation()
  // Paths are Atrium's (under its mount point); `href` makes them site paths for the router.
  const { href, link, here: inside } = useMountPath()
  const here = inside ?? router.pathname + router.search

  const open = useCallback((tab: string, action: Action, id?: string, values?: Record<string, unknown>) => {
    navigate(href(withValues(childPath(page, tab, action, id), values)), { state: { atriumOpenedFrom: here } satisfies OpenedState })
  }, [navigate, page, here, href])

  const hrefOf = useCallback((tab: string, action: Action, id?: string) => link(childPath(page, tab, action, id)), [page, link])

  const close = useCallback((tab: string) => {
    const target = recordPageOf(page, tab)
    const from = (router.state as OpenedState | null)?.atriumOpenedFrom
    const opener = from === undefined ? undefined : parseViewPath(from)
    if (opener && buildViewPath(opener) === target) navigate(-1)
    else navigate(href(target), { replace: true })
  }, [navigate, page, router.state, href])

  // A tab is a place on the page, not a step: choosing one replaces the URL, so Back leaves the record.
  const select = useCallback((tab: string) => {
    navigate(href(recordPageOf(page, tab)), { replace: true })
  }, [navigate, page, href])

  return { open, close, select, hrefOf }
}
