import type { FilterOperator } from '../types'

/**
 * One query parameter: `key` is already spelled for the URL (field names
 * percent-encoded, brackets literal), `value` is raw and encoded on output.
 */
export type QueryPair = readonly [key: string, value: string]

const OPERATORS: ReadonlySet<string> = new Set<FilterOperator>([
  'eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'contains', 'startsWith', 'between', 'isNull',
])

// API Platform has two comparison filters: RangeFilter for numbers and
// DateFilter for dates, with different suffixes; the value decides which.
const RANGE_SUFFIX = { gt: 'gt', gte: 'gte', lt: 'lt', lte: 'lte' } as const
const DATE_SUFFIX = { gt: 'strictly_after', gte: 'after', lt: 'strictly_before', lte: 'before' } as const
type Comparison = keyof typeof RANGE_SUFFIX

// Calendar dates with an optional time and zone, as <input type="date|datetime-local"> and toISOString give them.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

function isDateLike(value: unknown): boolean {
  return value instanceof Date || (typeof value === 'string' && ISO_DATE.test(value))
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/** Spells one filter value as text; objects have no spelling and are refused. */
function formatValue(value: unknown, dialect: string, field: string): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error(`${dialect} dialect cannot send an invalid Date (field '${field}')`)
    return value.toISOString()
  }
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  throw new Error(`${dialect} dialect cannot send a filter value of type ${typeof value} (field '${field}')`)
}

function key(field: string, suffix?: string): string {
  const name = encodeURIComponent(field)
  return suffix === undefined ? name : `${name}[${suffix}]`
}

/** `f=v` for a value, `f[]=a&f[]=b` for an array (API Platform's "any of"). */
function equalsPairs(field: string, value: unknown, dialect: string): QueryPair[] {
  if (Array.isArray(value)) {
    return value.filter((item) => !isEmpty(item)).map((item) => [`${key(field)}[]`, formatValue(item, dialect, field)])
  }
  return isEmpty(value) ? [] : [[key(field), formatValue(value, dialect, field)]]
}

function comparisonPair(field: string, operator: Comparison, value: unknown, dialect: string): QueryPair[] {
  if (isEmpty(value)) return []
  const suffix = isDateLike(value) ? DATE_SUFFIX[operator] : RANGE_SUFFIX[operator]
  return [[key(field, suffix), formatValue(value, dialect, field)]]
}

/** `between` takes `[from, to]`; a missing end leaves that side open. */
function betweenPairs(field: string, value: unknown, dialect: string): QueryPair[] {
  if (isEmpty(value)) return []
  if (!Array.isArray(value) || value.length !== 2) {
    throw new Error(`${dialect} dialect expects 'between' to be a [from, to] pair (field '${field}')`)
  }
  const [from, to] = value
  if (isEmpty(from) || isEmpty(to) || isDateLike(from) || isDateLike(to)) {
    // DateFilter has no "between": the inclusive pair after/before says the same thing.
    return [...comparisonPair(field, 'gte', from, dialect), ...comparisonPair(field, 'lte', to, dialect)]
  }
  return [[key(field, 'between'), `${formatValue(from, dialect, field)}..${formatValue(to, dialect, field)}`]]
}

function isNullPairs(field: string, value: unknown, dialect: string): QueryPair[] {
  if (value === undefined || value === null) return []
  if (typeof value !== 'boolean') throw new Error(`${dialect} dialect expects 'isNull' to be true or false (field '${field}')`)
  // ExistsFilter asks the opposite question: exists[f]=false means "f is null".
  return [[`exists[${encodeURIComponent(field)}]`, value ? 'false' : 'true']]
}

function operatorPairs(field: string, operator: string, value: unknown, dialect: string): QueryPair[] {
  switch (operator) {
    case 'eq':
    case 'in':
    case 'contains': // partial/start matching is the SearchFilter strategy chosen on the server
    case 'startsWith':
      return operator === 'in' && !Array.isArray(value) && !isEmpty(value)
        ? equalsPairs(field, [value], dialect)
        : equalsPairs(field, value, dialect)
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return comparisonPair(field, operator, value, dialect)
    case 'between':
      return betweenPairs(field, value, dialect)
    case 'isNull':
      return isNullPairs(field, value, dialect)
    default:
      // 'ne' and anything unknown: sending a lookalike would silently return the wrong records.
      throw new Error(`${dialect} dialect cannot express the filter operator '${operator}' (field '${field}')`)
  }
}

/**
 * Spells Atrium's filter vocabulary as API Platform core filters (SearchFilter,
 * RangeFilter, DateFilter, ExistsFilter). Throws an `Error` naming the
 * operator when a filter cannot be expressed.
 */
export function hydraFilterPairs(filters: Record<string, unknown> | undefined, dialect: string): QueryPair[] {
  const pairs: QueryPair[] = []
  for (const [field, value] of Object.entries(filters ?? {})) {
    if (!isPlainObject(value)) {
      pairs.push(...equalsPairs(field, value, dialect))
      continue
    }
    for (const [operator, operand] of Object.entries(value)) {
      if (!OPERATORS.has(operator)) {
        throw new Error(`${dialect} dialect cannot express the filter operator '${operator}' (field '${field}'); nested fields are written as dotted keys such as 'author.name'`)
      }
      pairs.push(...operatorPairs(field, operator, operand, dialect))
    }
  }
  return pairs
}

/** Joins pairs into a query string, percent-encoding values only. */
export function formatQuery(pairs: readonly QueryPair[]): string {
  return pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')
}
