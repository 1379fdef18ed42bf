import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { resolveOpenMode } from '../frames/open'
import type { ViewResource } from '../resource/ViewResource'
import { buildViewPath, type ViewLocation } from '../routing/viewPath'
import type { Action } from '../types'

/** Router state left by `open`, so `close` can step back instead of stacking history. */
interface OpenedState { atriumOpenedFrom?: string }

/** Adds pre-filled form values to a URL, so a create opened with values survives a reload. */
function withValues(path: string, values: Record<string, unknown> | undefined): string {
  if (!values || Object.keys(values).length === 0) return path
  return `${path}${path.includes('?') ? '&' : '?'}values=${encodeURIComponent(JSON.stringify(values))}`
}

/** Where closing a view leads: the list under it (with its query), or the resource's list page. */
export function closeTarget(location: ViewLocation): string {
  if (location.action === 'list') return buildViewPath({ scope: location.scope, resource: location.resource, action: 'list', ...(location.list ? { list: location.list } : {}) })
  return buildViewPath({ scope: location.scope, resource: location.resource, action: 'list' })
}

/**
 * Opening and closing views through the URL. From a list, an action whose
 * frame is not a page opens OVER the list (`/s/r/list/r2/action/id?…`) with the
 * list's filters kept; otherwise it gets its own page URL.
 */
export function useViewNavigation(page: ViewLocation) {
  const navigate = useNavigate()
  const router = useLocation()
  const here = router.pathname + router.search

  const open = useCallback((resource: ViewResource<unknown>, action: Action, id?: string, values?: Record<string, unknown>) => {
    const mode = resolveOpenMode(resource, action)
    const idPart = id === undefined ? {} : { id }
    let path: string
    if (action === 'list') path = buildViewPath({ scope: page.scope, resource: resource.id, action: 'list' })
    else if (page.action === 'list' && mode !== 'page') {
      path = buildViewPath({ ...page, over: { resource: resource.id, action, ...idPart } })
    } else path = buildViewPath({ scope: page.scope, resource: resource.id, action, ...idPart })
    navigate(withValues(path, values), { state: { atriumOpenedFrom: here } satisfies OpenedState })
  }, [navigate, page, here])

  const close = useCallback(() => {
    const target = closeTarget(page)
    // Stepping back keeps history clean (Back after close does not reopen); a
    // view reached by link or reload has nothing to step back to, so replace.
    if ((router.state as OpenedState | null)?.atriumOpenedFrom === target) navigate(-1)
    else navigate(target, { replace: true })
  }, [navigate, page, router.state])

  return { open, close }
}
