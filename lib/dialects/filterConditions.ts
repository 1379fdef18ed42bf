import type { FilterOperator } from '../types'

/**
 * Atrium's filter vocabulary, read once for the Strapi, PostgREST, FastAPI and
 * json-server dialects, which then only spell each condition:
 *
 * - a value → `eq`; an array → `in`; `{ operator: value }` → one condition per key;
 * - empty values (undefined, null, '') and empty arrays are skipped;
 * - `in` always carries an array; `between` a `[from, to]` pair where an
 *   empty end is `undefined` (that side open); `isNull` a boolean.
 */
export type FilterCondition =
  | { field: string; operator: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'contains' | 'startsWith'; value: unknown }
  | { field: string; operator: 'in'; value: unknown[] }
  | { field: string; operator: 'between'; value: [from: unknown, to: unknown] }
  | { field: string; operator: 'isNull'; value: boolean }

const OPERATORS: ReadonlySet<string> = new Set<FilterOperator>([
  'eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'contains', 'startsWith', 'between', 'isNull',
])

/** True for undefined, null and '': a filter left blank in a form. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/** The error every dialect throws for a filter it cannot spell: a dropped filter would show the wrong records. */
export function cannotExpress(dialect: string, operator: string, field: string, hint?: string): Error {
  return new Error(`${dialect} dialect cannot express the filter operator '${operator}' (field '${field}')${hint ? `; ${hint}` : ''}`)
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

function condition(field: string, operator: string, value: unknown, dialect: string): FilterCondition | undefined {
  switch (operator) {
    case 'in': {
      const values = (Array.isArray(value) ? value : [value]).filter((item) => !isEmptyValue(item))
      return values.length === 0 ? undefined : { field, operator, value: values }
    }
    case 'between': {
      if (isEmptyValue(value)) return undefined
      if (!Array.isArray(value) || value.length !== 2) {
        throw new Error(`${dialect} dialect expects 'between' to be a [from, to] pair (field '${field}')`)
      }
      const [from, to] = value.map((end) => (isEmptyValue(end) ? undefined : end))
      return from === undefined && to === undefined ? undefined : { field, operator, value: [from, to] }
    }
    case 'isNull':
      if (value === undefined || value === null) return undefined
      if (typeof value !== 'boolean') throw new Error(`${dialect} dialect expects 'isNull' to be true or false (field '${field}')`)
      return { field, operator, value }
    case 'eq':
      // `{ eq: [a, b] }` reads as "any of", like a bare array.
      if (Array.isArray(value)) return condition(field, 'in', value, dialect)
      return isEmptyValue(value) ? undefined : { field, operator, value }
    default:
      return isEmptyValue(value) ? undefined : { field, operator: operator as 'ne', value }
  }
}

/**
 * Reads `ListParams.filters` into conditions, in key order. Throws an `Error`
 * naming the dialect for an unknown operator key.
 */
export function filterConditions(filters: Record<string, unknown> | undefined, dialect: string): FilterCondition[] {
  const conditions: FilterCondition[] = []
  for (const [field, value] of Object.entries(filters ?? {})) {
    if (!isPlainObject(value)) {
      const read = condition(field, Array.isArray(value) ? 'in' : 'eq', value, dialect)
      if (read) conditions.push(read)
      continue
    }
    for (const [operator, operand] of Object.entries(value)) {
      if (!OPERATORS.has(operator)) {
        throw cannotExpress(dialect, operator, field, "nested fields are written as dotted keys such as 'author.name'")
      }
      const read = condition(field, operator, operand, dialect)
      if (read) conditions.push(read)
    }
  }
  return conditions
}

/** Percent-encodes a query value, leaving the characters query strings may carry as they are. */
export function encodeQueryValue(value: string, keep = ''): string {
  let encoded = encodeURIComponent(value)
  for (const char of keep) encoded = encoded.split(encodeURIComponent(char)).join(char)
  return encoded
}
