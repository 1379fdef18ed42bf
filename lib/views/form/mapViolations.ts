import type { Violation } from '../../errors/ApiError'

/** Server messages sorted into those shown on a field and those shown for the whole form. */
export interface MappedViolations {
  /** Messages by field name. */
  byField: Record<string, string[]>
  /** Messages naming no field of the form. */
  rest: string[]
}

/**
 * Puts each violation on the field its `propertyPath` names: an exact match
 * first, else the first segment of a nested path (`author.name` or
 * `tags[0]` → `author` / `tags`). Anything else is for the whole form.
 * @example mapViolations([{ propertyPath: 'author.name', message: 'Too short' }], ['author']).byField.author // ['Too short']
 */
export function mapViolations(violations: readonly Violation[] | undefined, fields: readonly string[]): MappedViolations {
  const known = new Set(fields)
  const result: MappedViolations = { byField: {}, rest: [] }
  for (const { propertyPath, message } of violations ?? []) {
    const path = typeof propertyPath === 'string' ? propertyPath : ''
    const head = path.split(/[.[]/, 1)[0]
    const field = known.has(path) ? path : known.has(head) ? head : undefined
    if (field === undefined) result.rest.push(path === '' ? message : `${path}: ${message}`)
    else (result.byField[field] ??= []).push(message)
  }
  return result
}
