/**
 * Whether a value is a plain data object that may be merged key by key.
 * React elements and exotic components (`memo`, `forwardRef`, `lazy`) are
 * plain objects too, but merging two of them would make a chimera, so the
 * `$$typeof` brand excludes them; class instances (Date, Map, frames built
 * by a class) are excluded by their prototype.
 */
export function isMergeableObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return false
  return !('$$typeof' in value)
}

/**
 * Merges `override` over `base` without touching either.
 * Plain objects merge recursively; arrays, functions, React components and
 * elements, class instances and primitives in `override` replace the base
 * value; `undefined` in `override` keeps the base value. Keys keep the
 * base's order, new keys follow in the override's order.
 *
 * @example deepMerge({ a: { b: 1, c: 2 } }, { a: { c: 3 } }) // { a: { b: 1, c: 3 } }
 */
export function deepMerge<T>(base: T, override: T | undefined): T {
  return mergeValues(base, override) as T
}

function mergeValues(base: unknown, override: unknown): unknown {
  if (override === undefined) return isMergeableObject(base) ? copyPlain(base) : base
  if (!isMergeableObject(override)) return override
  // A plain object over a non-object starts from nothing: there is nothing to keep.
  const result: Record<string, unknown> = isMergeableObject(base) ? copyPlain(base) : {}
  for (const key of Object.keys(override)) {
    const value = override[key]
    if (value === undefined) continue
    result[key] = mergeValues(result[key], value)
  }
  return result
}

// Copies along plain objects so that a caller changing the result cannot reach the inputs.
function copyPlain(value: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    const entry = value[key]
    copy[key] = isMergeableObject(entry) ? copyPlain(entry) : entry
  }
  return copy
}
