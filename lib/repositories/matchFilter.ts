/**
 * In-memory filtering for repositories that hold their records themselves
 * (the local-storage repository): the filter read as every dialect reads it
 * (`lib/filters/normalizeFilter.ts`) and evaluated with the vocabulary's one
 * meaning (`lib/filters/filterVocabulary.ts`): `eq` (a plain value) is exact,
 * `contains` ignores case, `q` searches every top-level text field.
 */
import { filterPredicate } from '../filters/filterPredicate'

/**
 * `filters` prepared once for many records (the local repository's list):
 * `undefined` or empty filters match every item. Throws on an unknown operator
 * or a malformed value, as the dialects do.
 */
export function compileFilter(filters: Readonly<Record<string, unknown>> | undefined): (item: object) => boolean {
  return filterPredicate(filters)
}

/** True when `item` satisfies every entry of `filters` (see `compileFilter`). */
export function matchFilter(item: object, filters: Readonly<Record<string, unknown>> | undefined): boolean {
  return filterPredicate(filters)(item)
}
