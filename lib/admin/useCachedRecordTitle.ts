import { useSelector } from 'react-redux'
import { endpointNames } from '../state/endpointNames'
import type { ViewResource } from '../resource/ViewResource'
import { getRecordTitle } from '../fields/recordTitle'

interface CachedQuery { endpointName?: string; originalArgs?: unknown; data?: unknown }
interface StateWithApi { atriumApi?: { queries?: Record<string, CachedQuery | undefined> } }

/**
 * The title of a record already read into the cache (any view's read of it),
 * or `undefined` until one has: the breadcrumb names the record the way its
 * view does, without a request of its own.
 */
export function useCachedRecordTitle(resource: ViewResource<unknown> | undefined, id: string | undefined): string | undefined {
  return useSelector((state: StateWithApi) => {
    if (!resource || id === undefined) return undefined
    const read = endpointNames(resource.id).read
    for (const query of Object.values(state.atriumApi?.queries ?? {})) {
      if (query?.endpointName !== read || query.data === undefined) continue
      const args = query.originalArgs as { id?: unknown } | undefined
      if (args?.id !== id) continue
      const title = getRecordTitle(resource, query.data)
      if (title !== '') return title
    }
    return undefined
  })
}
