import { useSelector } from 'react-redux'
import { Link } from 'react-router-dom'
import { selectRememberedLists } from '../../slices/preferencesSlice'
import { getViewResource } from '../state/registry'
import { rememberedListPath } from '../routing/rememberedListPath'
import { useMountPath } from '../routing/useMountPath'
import type { Scope } from '../scope/types'
import { useViewParams } from '../scope/viewParams'
import type { ViewResource } from '../resource/ViewResource'
import { useCachedRecordTitle } from './useCachedRecordTitle'
import { formatMessage } from '../config/messages'
import { singularInText } from '../resource/singularOf'
import { childPageOf } from '../views/child/childPageOf'
import { inScope } from '../scope/inScope'

/** The new record's crumb on a create page: its action's title, else "New <resource>". */
function createLabel(resource: ViewResource<unknown>): string {
  return resource.getActionOptions('create').title ?? formatMessage('create.title', { resource: singularInText(resource) })
}

function findResource(scope: Scope, id: string): ViewResource<unknown> | undefined {
  const declared = scope.resources?.find((candidate) => candidate.id === id || candidate.alias === id)
  return (declared as ViewResource<unknown> | undefined) ?? getViewResource(id)
}

/**
 * Scope › resource › record (or the create page), from the view parameters; the last crumb is the current page. The
 * resource's crumb leads to its list as it was left (filter, sort, page and page size), like the menu's entry. A
 * child view drawn in place of its record page (`…/read/<id>/<tab>/<action>[/<childId>]`) is a step below the
 * record, which leads back to its tab: "New article", or the child record's name.
 */
export function AdminBreadcrumb({ scope, label }: { scope: Scope; label: string }) {
  const { resource, action, id } = useViewParams()
  const declared = resource ? findResource(scope, resource) : undefined
  const title = useCachedRecordTitle(declared, id)
  const { href, here } = useMountPath()
  // The page a child view takes (not one drawn in a frame over the record, which stays the page shown).
  const found = declared && id !== undefined && here !== undefined ? childPageOf(declared, action, here) : undefined
  const child = found && inScope(scope, found.resource) ? found : undefined
  const childTitle = useCachedRecordTitle(child?.resource, child?.id)
  const scopePath = `/${encodeURIComponent(scope.name)}`
  const crumbs: Array<{ label: string; to: string }> = [{ label: scope.label ?? scope.name, to: scopePath }]
  // The list's crumb leads back to it as the reader left it, as the menu's entry does (its remembered query).
  const lists = useSelector(selectRememberedLists)
  if (resource) crumbs.push({ label: declared?.name ?? resource, to: rememberedListPath(`${scopePath}/${encodeURIComponent(resource)}/list`, lists, declared?.id) })
  // The record is named like its view names it (titleField…) once read, by its id until then.
  if (resource && id) crumbs.push({ label: title ?? id, to: child ? `${scopePath}/${encodeURIComponent(resource)}/${action ?? 'read'}/${encodeURIComponent(id)}/${encodeURIComponent(child.tab)}` : '' })
  // A create page is a step below its list, which stays one click away (also from a create page opened once the quota is reached).
  else if (declared && action === 'create') crumbs.push({ label: createLabel(declared), to: '' })
  if (child) crumbs.push({ label: child.action === 'create' ? createLabel(child.resource) : childTitle ?? child.id ?? '', to: '' })
  return (
    <nav aria-label={label} className="atrium-breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={index}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={href(crumb.to)}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
