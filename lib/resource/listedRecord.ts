import { cachedLists, recordIdOf } from './cachedLists'

/**
 * Record `id` of a resource as a cached list of it holds it, or `undefined`: a view whose own read
 * failed (offline, say) can still name the record the reader chose from that list.
 */
export function listedRecord(resource: { id: string; getId(item: never): string }, id: string, state: unknown): unknown {
  for (const [, items] of cachedLists(resource.id, state)) {
    const found = items.find((item) => recordIdOf(resource.getId, item) === id)
    if (found !== undefined) return found
  }
  return undefined
}
