import { normalizeFilter } from '../filters/normalizeFilter'
import { isGroup, type FilterCondition } from '../filters/filterVocabulary'

/** The error every dialect throws for a filter it cannot spell: a dropped filter would show the wrong records. */
export function cannotExpress(dialect: string, operator: string, field: string, hint?: string): Error {
  return new Error(`${dialect} dialect cannot express the filter operator '${operator}' (field '${field}')${hint ? `; ${hint}` : ''}`)
}

/** The error of a dialect whose backend has no `and`/`or` groups. */
export function cannotGroup(dialect: string, group: 'and' | 'or', hint?: string): Error {
  return new Error(`${dialect} dialect cannot express an '$${group}' filter group: the backend has no way to combine filters with ${group.toUpperCase()}${hint ? `; ${hint}` : ''}`)
}

/** Spells one filter value as text: Dates as ISO strings; objects have no spelling and are refused. */
export function filterText(value: unknown, dialect: string, field: string): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error(`${dialect} dialect cannot send an invalid Date (field '${field}')`)
    return value.toISOString()
  }
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  throw new Error(`${dialect} dialect cannot send a filter value of type ${value === null ? 'null' : typeof value} (field '${field}')`)
}

/**
 * The conditions of `ListParams.filters` for a backend that ANDs its
 * parameters and has no groups: an `$or` (or an `$and` nested under one) is
 * refused with `cannotGroup`, naming the dialect.
 */
export function filterConditions(filters: Record<string, unknown> | undefined, dialect: string, hint?: string): FilterCondition[] {
  return normalizeFilter(filters, dialect).nodes.map((node) => {
    if (isGroup(node)) throw cannotGroup(dialect, node.group, hint)
    return node
  })
}

/** Percent-encodes a query value, leaving the characters query strings may carry as they are. */
export function encodeQueryValue(value: string, keep = ''): string {
  let encoded = encodeURIComponent(value)
  for (const char of keep) encoded = encoded.split(encodeURIComponent(char)).join(char)
  return encoded
}
