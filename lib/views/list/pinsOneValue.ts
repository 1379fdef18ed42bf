/**
 * True for a value of a filter that holds its field to one value: a plain value, or `{ eq: value }`. Under a record
 * (`SubView`), a field its filter pins so (the one referring to the record: an author's Articles all say that
 * author) reads the same on every row, so the list draws no column nor card field for it; the export keeps it, a
 * file standing on its own. Lists of values, other operators, groups and null leave their fields drawn.
 */
export function pinsOneValue(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return true
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length === 1 && keys[0] === 'eq' && pinsOneValue((value as { eq: unknown }).eq)
}
