import { current, isDraft, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit'
import type { Collection } from '../types'
import type { ListArg, ReadArg } from './ViewResource'

/** An optimistic change to the cache: drawn at once, `undo` takes back what it drew and only that. */
export type OptimisticWrite<T> =
  | { kind: 'create'; item: T }
  | { kind: 'update'; id: string; data: Partial<T> }
  | { kind: 'delete'; id: string }

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>

/**
 * `atriumApi.util` as the patches use it (endpoint names are dynamic, one set per resource, so the typed util is
 * used through this loose view). Given by the caller: this module loads on demand, with the write code, and an
 * import of `lib/state/atriumApi` would split that start module into a start chunk of its own.
 */
export type PatchUtil = {
  selectCachedArgsForQuery(state: unknown, name: string): unknown[]
  updateQueryData(name: string, arg: unknown, recipe: (draft: unknown) => void): (dispatch: Dispatch) => unknown
}

/** Takes back one drawn change from a cache entry as it is NOW (a refetch may have replaced it since). */
type Revert = (draft: unknown) => void

function isFirstUnfilteredPage(arg: ListArg | undefined): boolean {
  const filters = arg?.filters ?? {}
  return (arg?.page ?? 1) === 1 && Object.keys(filters).length === 0 && Object.keys(arg?.context?.filter ?? {}).length === 0
}

function isCollection<T>(value: unknown): value is Collection<T> {
  return typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items)
}

function plain<V>(value: V): V {
  return isDraft(value) ? (current(value as object) as V) : value
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  try {
    return JSON.stringify(a) === JSON.stringify(b)
  } catch {
    return false
  }
}

/**
 * Writes `data` into `record` and returns how to take it back: each field is
 * restored only while it still holds the written value, so a newer write or a
 * refetched server value is never overwritten.
 */
function assignFields(record: Record<string, unknown>, data: Record<string, unknown>): Revert {
  const before = Object.keys(data).map((key) => ({ key, had: key in record, value: plain(record[key]) }))
  Object.assign(record, data)
  return (target) => {
    const fields = target as Record<string, unknown>
    for (const { key, had, value } of before) {
      if (!sameValue(fields[key], data[key])) continue
      if (had) fields[key] = value
      else delete fields[key]
    }
  }
}

/** Whether a list's page shows every record it has (a new one will be on it, wherever the API puts it). */
function showsAll<T>(collection: Collection<T>, arg: ListArg | undefined): boolean {
  return typeof collection.total === 'number' ? collection.total <= collection.items.length : collection.items.length < (arg?.itemsPerPage ?? Infinity)
}

/** Draws `write` on one cached list; returns how to take it back, or undefined when nothing was drawn. */
function drawOnList<T>(collection: Collection<T>, write: OptimisticWrite<T>, getId: (item: T) => string, arg: ListArg | undefined): ((target: Collection<T>) => void) | undefined {
  const indexOf = (items: T[], id: string) => items.findIndex((item) => { try { return getId(item) === id } catch { return false } })
  if (write.kind === 'create') {
    // Where it lands among other pages is for the API to say: drawn at the top, it would then leave the page.
    if (!showsAll(collection, arg)) return undefined
    // The drawn row carries the temporary `id: 'optimistic:<requestId>'`, whatever the resource's own identifier.
    const marker = (write.item as { id?: unknown }).id
    collection.items.unshift(write.item)
    if (typeof collection.total === 'number') collection.total += 1
    return (target) => {
      const index = target.items.findIndex((item) => (item as { id?: unknown } | null)?.id === marker)
      if (index < 0) return
      target.items.splice(index, 1)
      if (typeof target.total === 'number') target.total = Math.max(0, target.total - 1)
    }
  }
  const index = indexOf(collection.items, write.id)
  if (index < 0) return undefined
  if (write.kind === 'update') {
    const revert = assignFields(collection.items[index] as Record<string, unknown>, write.data as Record<string, unknown>)
    return (target) => {
      const at = indexOf(target.items, write.id)
      if (at >= 0) revert(target.items[at])
    }
  }
  const removed = plain(collection.items[index])
  collection.items.splice(index, 1)
  if (typeof collection.total === 'number') collection.total -= 1
  return (target) => {
    // Put back only if missing: a refetch that landed meanwhile may already show it.
    if (indexOf(target.items, write.id) >= 0) return
    target.items.splice(Math.min(index, target.items.length), 0, removed)
    if (typeof target.total === 'number') target.total += 1
  }
}

/**
 * Applies a write to every cached list (and the cached item) of one resource
 * and returns the function that undoes it. A create is drawn on unfiltered lists
 * whose one page shows all their records only: where it lands among pages, or
 * whether a filter keeps it, is for the API to say (drawn at the top of a first
 * page, it then left it for a later one: created, seen, gone).
 *
 * The undo works on the cache as it is when the refusal comes, not on the
 * snapshot the write saw: a refused delete re-inserts the row only if it is
 * missing, a refused create removes its own row only, and a refused update
 * restores a field only while it still shows the refused value. (The caller
 * refetches after a refusal, for what a local undo cannot know.)
 */
export function applyOptimisticWrite<T>(
  util: PatchUtil,
  names: { list: string; read: string },
  getId: (item: T) => string,
  state: unknown,
  dispatch: Dispatch,
  write: OptimisticWrite<T>,
): () => void {
  const undos: Array<() => void> = []
  for (const arg of util.selectCachedArgsForQuery(state, names.list) as ListArg[]) {
    if (write.kind === 'create' && !isFirstUnfilteredPage(arg)) continue
    let revert: ((target: Collection<T>) => void) | undefined
    dispatch(util.updateQueryData(names.list, arg, (draft) => {
      if (isCollection<T>(draft)) revert = drawOnList(draft, write, getId, arg)
    }))
    const drawn = revert
    if (drawn) {
      undos.push(() => dispatch(util.updateQueryData(names.list, arg, (draft) => { if (isCollection<T>(draft)) drawn(draft) })))
    }
  }
  if (write.kind === 'update') {
    for (const arg of util.selectCachedArgsForQuery(state, names.read) as ReadArg[]) {
      if (arg?.id !== write.id) continue
      let revert: Revert | undefined
      dispatch(util.updateQueryData(names.read, arg, (draft) => {
        if (draft && typeof draft === 'object') revert = assignFields(draft as Record<string, unknown>, write.data as Record<string, unknown>)
      }))
      const drawn = revert
      if (drawn) {
        undos.push(() => dispatch(util.updateQueryData(names.read, arg, (draft) => { if (draft && typeof draft === 'object') drawn(draft) })))
      }
    }
  }
  // Undo in reverse order so overlapping changes of one write come back in turn.
  return () => { for (const undo of undos.reverse()) undo() }
}
