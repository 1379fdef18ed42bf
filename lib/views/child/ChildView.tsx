import { useCallback, useMemo, type ComponentType, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { formatMessage } from '../../config/messages'
import { recordText } from '../recordText'
import { resolveOpenMode } from '../../frames/open'
import type { ViewResource } from '../../resource/ViewResource'
import type { OverView, ViewLocation } from '../../routing/viewPath'
import type { Action } from '../../types'
import { tabDefaults } from '../read/tabPaths'
import { findTab } from './findTab'
import { getRecordTitle } from '../../fields/recordTitle'
import type { AnyRecord } from '../useRecordViewContext'
import type { FrameKind } from '../../frames/frameKind'
import { ViewContext, type ViewContextValue } from '../ViewContext'
import { ViewFrame } from '../../frames/ViewFrame'
import { LoadingStatus } from '../ViewStatus'
import { RecordLoadError } from '../RecordLoadError'
import { recordPageOf, useChildNavigation } from './useChildNavigation'
import { nameInText, singularInText } from '../../resource/singularOf'
import { useViewRead } from '../useViewRead'
import { useMountPath } from '../../routing/useMountPath'

/** Props of `ChildView`. */
export interface ChildViewProps {
  /** The record page's location (with its `child`). */
  location: ViewLocation & { child: OverView }
  /** The record page's resource. */
  resource: ViewResource<AnyRecord>
  /** The view components, by action (the create view receives the tab's preset as `initialValues`). */
  views: { read: ComponentType; update: ComponentType; delete: ComponentType; create: ComponentType<{ initialValues?: Record<string, unknown> }> }
  /** Whether the scope lets the reader reach a resource. */
  reachable(resource: ViewResource<unknown>): boolean
  /** Drawn when the tab or its resource cannot be reached. */
  notFound(name: string): ReactNode
  /** The record page, drawn under a child view in a frame (a child on a page takes its place). */
  page: ReactNode
}

/**
 * A view of a record's tab resource drawn over the record page, from the URL
 * (`…/read/<id>/<tab>/<action>[/<childId>]`): in the child action's frame
 * (dialog, drawer, custom), or in place of the record page for `'page'`,
 * with a link back to the record (under Atrium's mount point). Its context is the tab's: the record as
 * `parent`, the tab's filter; a create starts from the tab's preset
 * (`defaults`, else the filter's plain values); a save returns to the
 * record's tab unless the action's `afterSave` says otherwise.
 */
export function ChildView({ location, resource, views, reachable, notFound, page }: ChildViewProps) {
  const { child } = location
  const tab = findTab(resource, location.action, child.resource)
  const childResource = tab?.resource as unknown as ViewResource<unknown> | undefined
  const context = { scope: location.scope }
  const readArg = { id: location.id ?? '', context }
  const { data: parent, error, isLoading, refetch } = resource.endpoints.read.useQuery(readArg)
  useViewRead(resource.id, 'read', readArg)
  const navigation = useChildNavigation(location)
  // Atrium's paths are under its mount point: the link back to the record is a site path, as the navigation's are.
  const { href } = useMountPath()
  const close = useCallback(() => navigation.close(child.resource), [navigation, child.resource])
  const open = useCallback((action: Action, id?: string, values?: Record<string, unknown>) => navigation.open(child.resource, action, id, values), [navigation, child.resource])
  const filterKey = JSON.stringify(parent && tab?.filter ? tab.filter(parent) : {})
  const value = useMemo<ViewContextValue | undefined>(() => (childResource && parent ? {
    resource: childResource,
    action: child.action,
    ...(child.id !== undefined ? { id: child.id } : {}),
    scope: location.scope,
    location,
    viewResourceContext: { scope: location.scope, parent, filter: JSON.parse(filterKey) as Record<string, unknown> },
    frame: frameOf(childResource, child.action),
    // Saved from a record's tab: back to that record, even from a page.
    afterSave: 'close',
    close,
    open,
  } : undefined), [childResource, parent, child.action, child.id, location, filterKey, close, open])

  if (!tab || !childResource || !reachable(childResource)) return notFound(child.resource)
  const mode = resolveOpenMode(childResource, child.action)
  const Create = views.create
  const View = child.action === 'create' ? undefined : views[child.action]
  let body
  if (isLoading) body = <LoadingStatus />
  else if (error || !parent || !value) body = <RecordLoadError error={error} onRetry={() => { refetch() }} />
  else body = <ViewContext.Provider value={value}>{View ? <View /> : <Create initialValues={tabDefaults(tab, parent)} />}</ViewContext.Provider>

  if (mode === 'page') {
    return (
      <div className="atrium-page atrium-child" data-action={child.action}>
        <Link className="atrium-child__back" to={href(recordPageOf(location, child.resource))}>
          {recordText('child.back', { title: (parent && getRecordTitle(resource, parent)) || nameInText(resource.name) })}
        </Link>
        {body}
      </div>
    )
  }
  return (
    <>
      {page}
      <ViewFrame mode={mode} title={`${formatMessage(`action.${child.action}`)} ${singularInText(childResource)}`} onClose={close} alert={child.action === 'delete'}>
        {body}
      </ViewFrame>
    </>
  )
}

function frameOf(resource: ViewResource<unknown>, action: Action): FrameKind {
  const mode = resolveOpenMode(resource, action)
  return typeof mode === 'string' ? mode : 'custom'
}
