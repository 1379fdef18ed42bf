import { cachedLists, recordIdOf } from './cachedLists'
import { getViewResource } from '../state/registry'
import type { ResourceTag } from './ViewResource'

const ENTRY = 'LIST '

/**
 * The tag one cached list provides besides the resource's `listTag`: its own, from its argument.
 * A list does not provide a tag per record it holds: for a page of 1,000 records those 1,000 tags
 * were most of storing the page (4–6 ms in Chromium, 2026-11-24). `listsHoldingRecords` finds the
 * lists that hold a record instead, when a record's tag is invalidated.
 */
export function listEntryTag(resourceId: string, arg: unknown): ResourceTag {
  return { type: resourceId, id: ENTRY + JSON.stringify(arg ?? {}) }
}

/**
 * The entry tags of the cached lists that hold a record whose tag is in `tags` (a record tag is
 * `{ type: resource id, id: record id }`): invalidating them reads those lists again, as RTK Query
 * would if each list provided a tag per record. Tags of undeclared resources and list entry tags
 * are skipped, and so are the record tags of a type whose every list the same tags read again.
 */
export function listsHoldingRecords(tags: readonly unknown[], state: unknown): ResourceTag[] {
  const found = new Map<string, ResourceTag>()
  // A type named bare, or with its list tag, reads every list of it again already: asking again for
  // some of them would fetch them twice (RTK Query delays an invalidation while a request is out).
  const everyList = new Set<unknown>(tags.map((tag) => (typeof tag === 'string' ? tag : coversEveryList(tag))))
  for (const tag of tags) {
    if (typeof tag !== 'object' || tag === null) continue
    const { type, id } = tag as { type?: unknown; id?: unknown }
    if (typeof type !== 'string' || (typeof id !== 'string' && typeof id !== 'number') || everyList.has(type)) continue
    const recordId = String(id)
    const resource = getViewResource(type)
    if (resource?.id !== type || recordId.startsWith(ENTRY)) continue
    for (const [arg, items] of cachedLists(type, state)) {
      if (items.some((item) => recordIdOf(resource.getId, item) === recordId)) {
        const entry = listEntryTag(type, arg)
        found.set(entry.id, entry)
      }
    }
  }
  return [...found.values()]
}

/** The type a tag reads every list of again (`{ type }` or `{ type, id: 'LIST' }`), if any. */
function coversEveryList(tag: unknown): unknown {
  if (typeof tag !== 'object' || tag === null) return undefined
  const { type, id } = tag as { type?: unknown; id?: unknown }
  return id === undefined || id === 'LIST' ? type : undefined
}
