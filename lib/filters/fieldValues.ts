/**
 * How the local repository reads and compares its records' values: the same
 * rules for filtering (`filterPredicate`) and sorting.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/** True for a string, number or boolean. */
export const isPrimitive = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

/** True for null and undefined. */
export const isMissing = (value: unknown): value is null | undefined => value === null || value === undefined

// Dates from a date picker are compared as the ISO strings JSON would store.
const normalize = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value)

/** Same value: primitives compared as text (URL filters arrive as text: `'42'` is `42`), others as JSON; both missing is the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  const x = normalize(a)
  const y = normalize(b)
  if (isMissing(x) || isMissing(y)) return isMissing(x) && isMissing(y)
  if (isPrimitive(x) && isPrimitive(y)) return String(x) === String(y)
  return JSON.stringify(x) === JSON.stringify(y)
}

const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN

/**
 * Orders two values: numbers (and numeric strings against numbers) numerically,
 * strings with `localeCompare`, booleans false before true. Returns `NaN` when
 * either side is missing or the two cannot be ordered.
 */
export function compareValues(a: unknown, b: unknown): number {
  const x = normalize(a)
  const y = normalize(b)
  if (isMissing(x) || isMissing(y) || !isPrimitive(x) || !isPrimitive(y)) return NaN
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y)
  if (typeof x === 'number' || typeof y === 'number') {
    const [nx, ny] = [toNumber(x), toNumber(y)]
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) return nx - ny
  }
  return String(x).localeCompare(String(y))
}

/** Reads `key` from `item`: the field of that exact name, else the dot path (`author.name`). */
export function readField(item: Record<string, unknown>, key: string): unknown {
  if (key in item || !key.includes('.')) return item[key]
  let current: unknown = item
  for (const part of key.split('.')) {
    if (!isPlainObject(current)) return undefined
    current = current[part]
  }
  return current
}
