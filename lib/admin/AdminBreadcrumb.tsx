import { Link } from 'react-router-dom'
import { getViewResource } from '../resource/registry'
import type { Scope } from '../scope/types'
import { useViewParams } from '../scope/viewParams'

function resourceLabel(scope: Scope, id: string): string {
  const resource = scope.resources?.find((candidate) => candidate.id === id || candidate.alias === id) ?? getViewResource(id)
  return resource?.name ?? id
}

/** Scope › resource › record, from the view parameters; the last crumb is the current page. */
export function AdminBreadcrumb({ scope, label }: { scope: Scope; label: string }) {
  const { resource, id } = useViewParams()
  const scopePath = `/${encodeURIComponent(scope.name)}`
  const crumbs: Array<{ label: string; to: string }> = [{ label: scope.label ?? scope.name, to: scopePath }]
  if (resource) crumbs.push({ label: resourceLabel(scope, resource), to: `${scopePath}/${encodeURIComponent(resource)}/list` })
  // The record is named by its id until the views can read its `titleField`.
  if (resource && id) crumbs.push({ label: id, to: '' })
  return (
    <nav aria-label={label} className="atrium-breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={index}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.to}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
