import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { atriumApi } from '../state/atriumApi'
import { endpointNames } from '../state/endpointNames'

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>
// Endpoint names are dynamic (one set per resource), so the typed util is used through this loose view.
type LooseUpdate = (name: string, arg: unknown, recipe: (draft: unknown) => void) => (dispatch: Dispatch) => unknown
interface CacheEntry {
  endpointName?: string
  originalArgs?: unknown
  data?: unknown
}

function cacheEntries(state: unknown): CacheEntry[] {
  const queries = (state as { atriumApi?: { queries?: Record<string, CacheEntry | undefined> } }).atriumApi?.queries ?? {}
  return Object.values(queries).filter((entry): entry is CacheEntry => entry !== undefined && entry.data !== undefined)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/** Copies `fields` onto `draft` as own data properties; a key that would reach its prototype is skipped. */
function assignFields(draft: Record<string, unknown>, fields: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(fields)) if (!UNSAFE_KEYS.has(key)) draft[key] = value
}

/**
 * Merges pushed fields into every cached copy of one record of a resource:
 * its cached reads and the lists holding it. Returns whether any copy was
 * found (if none, the record is new to this page: its lists are refreshed instead).
 */
export function mergeRemoteChange(
  state: unknown,
  dispatch: Dispatch,
  change: { resourceId: string; id: string; fields: Record<string, unknown>; getId(item: unknown): string },
): boolean {
  const { resourceId, id, fields } = change
  const names = endpointNames(resourceId)
  const idOf = (item: unknown): string => {
    try { return change.getId(item) } catch { return '' }
  }
  const update = atriumApi.util.updateQueryData as unknown as LooseUpdate
  let found = false
  for (const entry of cacheEntries(state)) {
    if (entry.endpointName === names.read && isObject(entry.data)) {
      const argId = (entry.originalArgs as { id?: unknown } | undefined)?.id
      if (argId !== id && idOf(entry.data) !== id) continue
      found = true
      dispatch(update(names.read, entry.originalArgs, (draft) => { if (isObject(draft)) assignFields(draft, fields) }))
    } else if (entry.endpointName === names.list) {
      const items = (entry.data as { items?: unknown }).items
      if (!Array.isArray(items) || !items.some((item) => idOf(item) === id)) continue
      found = true
      dispatch(update(names.list, entry.originalArgs, (draft) => {
        for (const item of (draft as { items?: unknown[] }).items ?? []) if (isObject(item) && idOf(item) === id) assignFields(item, fields)
      }))
    }
  }
  return found
}
