import { atriumApi } from '../state/atriumApi'
import { endpointNames } from '../state/endpointNames'

// Endpoint names are dynamic (one set per resource): the typed API is used through these loose views.
type ListCache = { selectCachedArgsForQuery(state: unknown, name: string): unknown[] }
type ListSelect = { select(arg: unknown): (state: unknown) => { data?: { items?: readonly unknown[] } } }

/**
 * Record `id` of a resource as a cached list of it holds it, or `undefined`: a view whose own read
 * failed (offline, say) can still name the record the reader chose from that list.
 */
export function listedRecord(resource: { id: string; getId(item: never): string }, id: string, state: unknown): unknown {
  const listName = endpointNames(resource.id).list
  const list = (atriumApi.endpoints as Record<string, ListSelect | undefined>)[listName]
  if (!list) return undefined
  for (const arg of (atriumApi.util as unknown as ListCache).selectCachedArgsForQuery(state, listName)) {
    const found = list.select(arg)(state).data?.items?.find((item) => {
      try {
        return String(resource.getId(item as never)) === id
      } catch {
        return false
      }
    })
    if (found !== undefined) return found
  }
  return undefined
}
