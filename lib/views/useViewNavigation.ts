import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useMountPath } from '../routing/useMountPath'
import { resolveOpenMode } from '../frames/open'
import { getViewResource } from '../state/registry'
import type { ViewResource } from '../resource/ViewResource'
import { buildViewPath, parseViewPath, type ViewLocation } from '../routing/viewPath'
import type { Action } from '../types'

/** Router state left by `open`, so `close` can step back instead of stacking history. */
interface OpenedState { atriumOpenedFrom?: string }

/** Adds pre-filled form values to a URL, so a create opened with values survives a reload. */
export function withValues(path: string, values: Record<string, unknown> | undefined): string {
  if (!values || Object.keys(values).length === 0) return path
  return `${path}${path.includes('?') ? '&' : '?'}values=${encodeURIComponent(JSON.stringify(values))}`
}

/**
 * Where closing a view leads: the list under it, or the resource's list page;
 * either way with the list's query (a page view opened from a list carries it).
 */
export function closeTarget(location: ViewLocation): string {
  return buildViewPath({ scope: location.scope, resource: location.resource, action: 'list', ...(location.list ? { list: location.list } : {}) })
}

/** Whether `idOrAlias` (a URL segment) names `resource`. */
function names(idOrAlias: string, resource: ViewResource<unknown>): boolean {
  return idOrAlias === resource.id || getViewResource(idOrAlias)?.id === resource.id
}

/**
 * Where opening `action` of `resource` from the view at `page` leads (Atrium's path, without pre-filled values).
 * From a list, an action whose frame is not a page opens OVER the list (`/s/r/list/r2/action/id?…`) with the
 * list's filters kept; otherwise it gets its own page URL, which keeps the list's query when it shows the same
 * resource, so closing it (or a reload then a close) returns to the list as it was. A click and a link's `href`
 * both come from here, so a link opened in a new tab shows what the click shows.
 */
export function openPath(page: ViewLocation, resource: ViewResource<unknown>, action: Action, id?: string): string {
  const idPart = id === undefined ? {} : { id }
  if (action === 'list') return buildViewPath({ scope: page.scope, resource: resource.id, action: 'list' })
  if (page.action === 'list' && resolveOpenMode(resource, action) !== 'page') {
    return buildViewPath({ ...page, over: { resource: resource.id, action, ...idPart } })
  }
  const list = page.list && names(page.resource, resource) ? { list: page.list } : {}
  return buildViewPath({ scope: page.scope, resource: resource.id, action, ...idPart, ...list })
}

/**
 * Opening and closing views through the URL (see `openPath`), and the address an opening goes to, as a
 * link's `href` (`hrefOf`: `undefined` when no link could lead there safely, see `linkPath`).
 */
export function useViewNavigation(page: ViewLocation) {
  const navigate = useNavigate()
  const router = useLocation()
  // Paths are Atrium's (under its mount point); `href` makes them site paths for the router, `link` a link's address.
  const { href, link, here: inside } = useMountPath()
  const here = inside ?? router.pathname + router.search

  const open = useCallback((resource: ViewResource<unknown>, action: Action, id?: string, values?: Record<string, unknown>) => {
    navigate(href(withValues(openPath(page, resource, action, id), values)), { state: { atriumOpenedFrom: here } satisfies OpenedState })
  }, [navigate, page, here, href])

  const hrefOf = useCallback((resource: ViewResource<unknown>, action: Action, id?: string) => link(openPath(page, resource, action, id)), [page, link])

  const close = useCallback(() => {
    const target = closeTarget(page)
    // The address is already there: the reader left while a save was held (the leave guard still drew
    // this view, asking), and the save went through meanwhile. Stepping back would leave their list too;
    // the same address again (replaced) lets the guard, with nothing unsaved left, draw it.
    if (`${window.location.pathname}${window.location.search}` === href(target)) {
      navigate(href(target), { replace: true })
      return
    }
    // Stepping back keeps history clean (Back after close does not reopen); a
    // view reached by link or reload has nothing to step back to, so replace.
    const from = (router.state as OpenedState | null)?.atriumOpenedFrom
    const opener = from === undefined ? undefined : parseViewPath(from)
    if (opener && buildViewPath(opener) === target) navigate(-1)
    else navigate(href(target), { replace: true })
  }, [navigate, page, router.state, href])

  return { open, close, hrefOf }
}
