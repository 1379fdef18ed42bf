import type { Location } from 'react-router-dom'
import { getViewResource } from '../../state/registry'
import { parseViewPath } from '../../routing/viewPath'
import { viewKey } from '../viewKey'

/** The views drawn at `location` (the page's, and the one over it), as `viewKey`s; aliases resolved. */
export function viewKeysAt(location: Pick<Location, 'pathname' | 'search'>): string[] {
  const parsed = parseViewPath(location.pathname + location.search)
  if (!parsed) return []
  const idOf = (resource: string) => getViewResource(resource)?.id ?? resource
  const keys = [viewKey(parsed.scope, idOf(parsed.resource), parsed.action, parsed.id)]
  if (parsed.over) keys.push(viewKey(parsed.scope, idOf(parsed.over.resource), parsed.over.action, parsed.over.id))
  return keys
}
