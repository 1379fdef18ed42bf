import type { Action } from '../types'
import { deepMerge, isMergeableObject } from './deepMerge'
import type { ActionOptions, ResourceDeclaration } from './types'

/**
 * The keys of `ActionOptions`: the only root options an action inherits.
 * Resource-only keys (`path`, `views`, `hooks`, `permissions`…) stay behind.
 */
export const ACTION_OPTION_KEYS = [
  'title', 'description', 'icon', 'open', 'fullWidth', 'form',
  'components', 'optimistic', 'afterSave', 'layouts', 'pageSize', 'sort',
  'filters', 'rowActions', 'selectable', 'bulkActions',
  'tabs', 'expandable',
] as const satisfies readonly (keyof ActionOptions<unknown>)[]

// Fails to compile when ActionOptions gains a key that the list above forgets.
type MissingKey = Exclude<keyof ActionOptions<unknown>, (typeof ACTION_OPTION_KEYS)[number]>
type MustBeNever<K extends never> = K
type EveryKeyListed = MustBeNever<MissingKey>

type ActionOptionKey = (typeof ACTION_OPTION_KEYS)[number]

/*
 * `open` and `afterSave` each name ONE choice (a frame, a redirect); merging a
 * custom frame over another would keep fields of the first, so they are
 * replaced whole even when both sides are plain objects.
 */
const REPLACED_WHOLE: ReadonlySet<ActionOptionKey> = new Set(['open', 'afterSave'])

/**
 * The effective options of one action: the root's `ActionOptions` fields,
 * with `root.views[action]` deep-merged over them.
 *
 * - Plain objects merge recursively; arrays (`layouts`, select `options`),
 *   functions, components, elements and class instances are replaced.
 * - `undefined` in the view never erases a root value.
 * - `form.inputs.<field>: false` removes that input; the remaining inputs keep
 *   the root's declaration order, new ones follow.
 * - `components.<slot>: null` removes that component.
 * - The result never holds a `false` input nor a `null` component, even one
 *   written in the root, so views need not check for them.
 *
 * Inputs are never mutated; the result shares only non-plain values with them.
 */
export function mergeActionOptions<T>(root: ResourceDeclaration<T>, action: Action): ActionOptions<T> {
  const view: ActionOptions<T> = root.views?.[action] ?? {}
  const result: Record<string, unknown> = {}
  for (const key of ACTION_OPTION_KEYS) {
    const merged = mergeKey(key, root[key], view[key])
    if (merged !== undefined) result[key] = merged
  }
  return result as ActionOptions<T>
}

function mergeKey(key: ActionOptionKey, base: unknown, override: unknown): unknown {
  if (base === undefined && override === undefined) return undefined
  // Even without an override these two go through, so the root's own removals are dropped too.
  if (key === 'components') return mergeEntries(base, override, (value) => value === null, (_, next) => next)
  if (key === 'form') return mergeForm(base, override)
  if (override === undefined) return base
  if (REPLACED_WHOLE.has(key)) return override
  return deepMerge(base, override)
}

function mergeForm(base: unknown, override: unknown): Record<string, unknown> {
  const { inputs: baseInputs, ...baseRest } = isMergeableObject(base) ? base : {}
  const { inputs: overrideInputs, ...overrideRest } = isMergeableObject(override) ? override : {}
  const form = deepMerge<Record<string, unknown>>(baseRest, overrideRest)
  const inputs = mergeEntries(baseInputs, overrideInputs, (value) => value === false, deepMerge)
  if (inputs !== undefined) form.inputs = inputs
  return form
}

/**
 * Merges two records entry by entry, keeping the base's key order, adding new
 * keys after, and dropping every entry that `isRemoval` recognises (from either side).
 * `mergeEntry(undefined, value)` must return `value` or a copy of it.
 */
function mergeEntries(
  base: unknown,
  override: unknown,
  isRemoval: (value: unknown) => boolean,
  mergeEntry: (previous: unknown, next: unknown) => unknown,
): Record<string, unknown> | undefined {
  if (base === undefined && override === undefined) return undefined
  const result: Record<string, unknown> = {}
  const baseRecord = isMergeableObject(base) ? base : {}
  for (const key of Object.keys(baseRecord)) {
    const value = baseRecord[key]
    if (value !== undefined && !isRemoval(value)) result[key] = mergeEntry(undefined, value)
  }
  const overrideRecord = isMergeableObject(override) ? override : {}
  for (const key of Object.keys(overrideRecord)) {
    const value = overrideRecord[key]
    if (value === undefined) continue
    if (isRemoval(value)) delete result[key]
    else result[key] = mergeEntry(result[key], value)
  }
  return result
}
