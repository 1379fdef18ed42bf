import { atriumApi } from '../state/atriumApi'
import { endpointNames } from '../state/endpointNames'

// Endpoint names are dynamic (one set per resource): the typed API is used through these loose views.
type ListCache = { selectCachedArgsForQuery(state: unknown, name: string): unknown[] }
type ListSelect = { select(arg: unknown): (state: unknown) => { data?: { items?: readonly unknown[] } } }

/** A cached list of a resource: the list endpoint's argument, and the records of its answer (none while it has none). */
export type CachedList = readonly [arg: unknown, items: readonly unknown[]]

/** Every cached list of resource `resourceId` (none for an undeclared one). */
export function cachedLists(resourceId: string, state: unknown): CachedList[] {
  const listName = endpointNames(resourceId).list
  const list = (atriumApi.endpoints as Record<string, ListSelect | undefined>)[listName]
  if (!list) return []
  return (atriumApi.util as unknown as ListCache).selectCachedArgsForQuery(state, listName).map((arg) => [arg, list.select(arg)(state).data?.items ?? []] as const)
}

/** A record's id as text, or `undefined` when `getId` cannot read it (a malformed record). */
export function recordIdOf(getId: (item: never) => string, item: unknown): string | undefined {
  try {
    return String(getId(item as never))
  } catch {
    return undefined
  }
}
