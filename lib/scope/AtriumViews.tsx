import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { Navigate } from 'react-router-dom'
import { selectRememberedLayout } from '../../slices/preferencesSlice'
import { formatMessage } from '../config/messages'
import { frameKind } from '../frames/frameKind'
import { resolveOpenMode } from '../frames/open'
import { chooseLayout } from '../layouts/chooseLayout'
import { lazyPart } from '../network/lazyPart'
import { useRealtime } from '../realtime/useRealtime'
import type { ViewResource } from '../resource/ViewResource'
import { useMountPath } from '../routing/useMountPath'
import { buildViewPath, parseViewPath, type ViewLocation } from '../routing/viewPath'
import { getViewResource } from '../state/registry'
import type { Action } from '../types'
import { ListView } from '../views/list/ListView'
import { LAZY_RECORD_VIEWS, loadRecordViews } from '../views/lazyRecordViews'
import { usePageViewFocus } from '../views/usePageViewFocus'
import { usePageViewTop } from '../views/usePageViewTop'
import { useFocusRescue } from '../views/useFocusRescue'
import { useViewNavigation } from '../views/useViewNavigation'
import { ListViewContext, ViewContext, type ViewContextValue } from '../views/ViewContext'
// Frames load on demand (see recordViews): a list's first paint does not wait for them.
import { preloadRecordViewsWhenIdle, ViewFrame } from '../views/recordViews'
import { viewKey } from '../views/viewKey'
import { pageStyles } from './pageStyles'
import { ScopeHome } from './ScopeHome'
import { PageNotFound } from './LazyPageNotFound'
import { useViewParams } from './viewParams'
import { useScopeContext } from './ScopeContext'
import { inScope } from './inScope'
import { frameTitleOf, useDocumentTitle } from '../views/useDocumentTitle'

// The record views load on demand (see lazyRecordViews): a list's first paint does not wait for them.
const RECORD_VIEWS = LAZY_RECORD_VIEWS
const VIEWS: Record<Action, ComponentType> = { list: ListView, ...RECORD_VIEWS }
// A view over a record's tab (…/read/<id>/<tab>/<action>): its code is in the record views' chunk (recordViewSet);
// the record page stands in for it meanwhile.
const ChildView = lazyPart(() => loadRecordViews().then((module) => module.ChildView), (props: { page: ReactNode }) => props.page)

/**
 * The full-width rule: the layout drawn (`chooseLayout`, as the list picks
 * it), then `views.<action>`, then the resource; the most specific wins.
 */
function isFullWidth(resource: ViewResource<unknown>, location: ViewLocation, remembered: string | undefined): boolean {
  const options = resource.getActionOptions(location.action)
  const chosen = location.action === 'list' ? chooseLayout(options.layouts, location.list?.layout, remembered).current.fullWidth : undefined
  return chosen ?? options.fullWidth ?? false
}

/** The page a view is drawn on; mounted afresh for each view (see `viewKey`). */
function PageView({ action, fullWidth, children }: { action: Action; fullWidth: boolean; children: ReactNode }) {
  const element = useRef<HTMLDivElement>(null)
  usePageViewTop(element)
  usePageViewFocus(element, action)
  useFocusRescue(element)
  return (
    <div ref={element} tabIndex={-1} className={fullWidth ? 'atrium-page atrium-page--full' : 'atrium-page'} data-action={action}>
      {children}
    </div>
  )
}

function NotFound({ name }: { name: string }) {
  return <p role="alert">{formatMessage('view.notFound', { resource: name })}</p>
}

/**
 * Draws the view the URL names, inside the scope: a page view, or a list with
 * a view drawn over it in its dialog, drawer or custom frame. Everything comes
 * from the URL, so a link, Back and a reload restore the same screen.
 */
export function AtriumViews() {
  const { here, href } = useMountPath()
  const scope = useScopeContext()?.scope
  const location = useMemo(() => (here === undefined ? undefined : parseViewPath(here)), [here])
  const resource = location ? getViewResource<unknown>(location.resource) : undefined
  const overResource = location?.over ? getViewResource<unknown>(location.over.resource) : undefined
  const params = useViewParams()
  const { open, close, hrefOf } = useViewNavigation(location ?? { scope: '', resource: '', action: 'list' })
  const remembered = useSelector((state: unknown) => (resource ? selectRememberedLayout(state, resource.id) : undefined))
  // Pushed changes keep the drawn resources in step (no-op unless a resource sets `realtime`).
  useRealtime(resource)
  useRealtime(overResource)
  useDocumentTitle(overResource ?? resource, location?.over?.action ?? location?.action, scope?.label ?? scope?.name)
  // The form and the frames load on demand: fetch them once the first view is drawn and the browser idles.
  useEffect(() => preloadRecordViewsWhenIdle(), [])

  // An address is reader input: one naming no view (`/editorial/articles/show/1`) is not the scope's page.
  const scopeHome = href(`/${encodeURIComponent(scope?.name ?? params.scope ?? '')}`)
  if (!location) {
    if (params.resource === undefined) return <ScopeHome />
    // `/<scope>/<resource>` alone is the resource's list.
    if (params.action === undefined && params.scope && getViewResource(params.resource)) {
      return <Navigate replace to={href(buildViewPath({ scope: params.scope, resource: params.resource, action: 'list' }))} />
    }
    return <PageNotFound home={scopeHome} />
  }
  if (!resource || !inScope(scope, resource)) return <PageNotFound home={scopeHome} detail={formatMessage('view.notFound', { resource: location.resource })} />

  const base = { scope: location.scope, location, viewResourceContext: { scope: location.scope } }
  const page: ViewContextValue = {
    ...base, resource, action: location.action, frame: 'page', close,
    ...(location.id !== undefined ? { id: location.id } : {}),
    open: (action, id, values) => open(resource, action, id, values),
    hrefOf: (action, id) => hrefOf(resource, action, id),
  }
  const Page = VIEWS[location.action]
  const over = location.over
  let overView = null
  if (over) {
    if (!overResource || !inScope(scope, overResource)) overView = <NotFound name={over.resource} />
    else if (resolveOpenMode(overResource, over.action) === 'page') {
      // The action opens on its own page (a link made before it did, or typed):
      // go there, keeping the list's query for the way back.
      const idPart = over.id === undefined ? {} : { id: over.id }
      const list = location.list && overResource.id === resource.id ? { list: location.list } : {}
      return <Navigate replace to={href(buildViewPath({ scope: location.scope, resource: over.resource, action: over.action, ...idPart, ...list }))} />
    }
    else {
      const value: ViewContextValue = {
        ...base, resource: overResource, action: over.action, frame: frameKind(overResource, over.action), close,
        ...(over.id !== undefined ? { id: over.id } : {}),
        open: (action, id, values) => open(overResource, action, id, values),
        hrefOf: (action, id) => hrefOf(overResource, action, id),
      }
      const Over = VIEWS[over.action]
      overView = (
        <ViewFrame key={viewKey(location.scope, overResource.id, over.action, over.id)} mode={resolveOpenMode(overResource, over.action)} title={frameTitleOf(overResource as ViewResource<unknown>, over.action)} onClose={close} alert={over.action === 'delete'}>
          <ViewContext.Provider value={value}><Over /></ViewContext.Provider>
        </ViewFrame>
      )
    }
  }
  // Keyed by scope, resource, action and id: no view (nor its RTK Query subscription) moves between resources.
  const pageView = (
    <PageView key={viewKey(location.scope, resource.id, location.action, location.id)} action={location.action} fullWidth={isFullWidth(resource, location, remembered)}>
      <ViewContext.Provider value={page}><Page /></ViewContext.Provider>
    </PageView>
  )
  const child = location.child
  return (
    <ListViewContext.Provider value={ListView}>
      <style href="atrium-page" precedence="default">{pageStyles}</style>
      {child && location.id !== undefined ? (
        <ChildView location={{ ...location, child }} resource={resource as ViewResource<Record<string, unknown>>} views={RECORD_VIEWS} page={pageView}
          reachable={(candidate) => inScope(scope, candidate)} notFound={(name) => <NotFound name={name} />} />
      ) : pageView}
      {overView}
    </ListViewContext.Provider>
  )
}
