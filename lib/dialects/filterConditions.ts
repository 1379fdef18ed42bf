import type { FilterOperator } from '../types'

/**
 * Atrium's filter vocabulary, read in this one place for every dialect, which
 * then only spells the normalised form:
 *
 * - a value → `eq`; an array → `in`; `{ operator: value }` → one condition per key;
 * - `$and: [filters, …]` / `$or: [filters, …]` → a group, nestable; the
 *   filters object itself is an `and` group;
 * - empty values (undefined, null, '') and empty arrays are skipped; an `$or`
 *   with a branch left empty matches everything, so it is dropped;
 * - `in`, `notIn`, `containsAll` and `containedBy` always carry an array;
 *   `between` a `[from, to]` pair where an empty end is `undefined` (that side
 *   open); `isNull` a boolean;
 * - the date operators `before`, `after`, `strictly_before` and `strictly_after`
 *   become `lte`, `gte`, `lt` and `gt` marked `date: true`, once their value
 *   is checked to be an ISO date (or a Date).
 */
export type FilterCondition =
  | { field: string; operator: TextOperator | 'eq' | 'ne'; value: unknown }
  | { field: string; operator: 'lt' | 'lte' | 'gt' | 'gte'; value: unknown; date?: true }
  | { field: string; operator: 'in' | 'notIn' | 'containsAll' | 'containedBy'; value: unknown[] }
  | { field: string; operator: 'between'; value: [from: unknown, to: unknown] }
  | { field: string; operator: 'isNull'; value: boolean }

/** Operators matching text: case-insensitive except `containsCase` and `like` (a pattern where `*` is any run of characters). */
export type TextOperator = 'contains' | 'startsWith' | 'endsWith' | 'notContains' | 'containsCase' | 'like'

/** An `and` / `or` group of conditions and groups. */
export interface FilterGroup {
  /** How the nodes combine. */
  group: 'and' | 'or'
  /** Conditions and nested groups, at least one. */
  nodes: FilterNode[]
}

/** A condition or a group. */
export type FilterNode = FilterCondition | FilterGroup

/** Every operator key of the vocabulary. */
export const FILTER_OPERATORS: readonly FilterOperator[] = [
  'eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn', 'contains', 'notContains', 'containsCase', 'startsWith', 'endsWith', 'like',
  'between', 'isNull', 'containsAll', 'containedBy', 'before', 'after', 'strictly_before', 'strictly_after',
]

/** The keys of a filters object that hold groups instead of a field. */
export const GROUP_KEYS = { $and: 'and', $or: 'or' } as const

const OPERATORS: ReadonlySet<string> = new Set(FILTER_OPERATORS)
const LISTS: ReadonlySet<string> = new Set(['in', 'notIn', 'containsAll', 'containedBy'])
const DATES = { before: 'lte', after: 'gte', strictly_before: 'lt', strictly_after: 'gt' } as const

// Calendar dates with an optional time and zone, as <input type="date|datetime-local"> and toISOString give them.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/** True for a Date or a string shaped like an ISO date or date-time. */
export function isIsoDate(value: unknown): boolean {
  return value instanceof Date || (typeof value === 'string' && ISO_DATE.test(value))
}

/** True for undefined, null and '': a filter left blank in a form. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/** True for a group node. */
export function isGroup(node: FilterNode): node is FilterGroup {
  return 'group' in node
}

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

function condition(field: string, operator: string, value: unknown, dialect: string): FilterCondition | undefined {
  if (LISTS.has(operator)) {
    const values = (Array.isArray(value) ? value : [value]).filter((item) => !isEmptyValue(item))
    return values.length === 0 ? undefined : { field, operator: operator as 'in', value: values }
  }
  if (operator in DATES) {
    if (isEmptyValue(value)) return undefined
    if (!isIsoDate(value)) {
      throw new Error(`${dialect} dialect expects '${operator}' to be an ISO date such as 2024-05-31 or 2024-05-31T12:00:00Z, got ${JSON.stringify(value)} (field '${field}')`)
    }
    filterText(value, dialect, field)
    return { field, operator: DATES[operator as keyof typeof DATES], value, date: true }
  }
  switch (operator) {
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

function groupOf(key: keyof typeof GROUP_KEYS, branches: unknown, dialect: string): FilterNode | undefined {
  if (!Array.isArray(branches) || !branches.every(isPlainObject)) {
    throw new Error(`${dialect} dialect expects '${key}' to be an array of filter objects, such as { ${key}: [{ status: 'draft' }, { views: { gt: 10 } }] }`)
  }
  const group = GROUP_KEYS[key]
  const nodes: FilterNode[] = []
  for (const branch of branches) {
    const node = andGroup(branch, dialect)
    // An empty branch holds for every record: OR-ed in, it lifts the whole group.
    if (node.nodes.length === 0) {
      if (group === 'or') return undefined
      continue
    }
    const single = node.nodes.length === 1 ? node.nodes[0] : node
    // Same-kind groups flatten: (a AND (b AND c)) is (a AND b AND c).
    if (group === 'and') nodes.push(...node.nodes)
    else nodes.push(...(isGroup(single) && single.group === 'or' ? single.nodes : [single]))
  }
  if (nodes.length === 0) return undefined
  return nodes.length === 1 ? nodes[0] : { group, nodes }
}

function andGroup(filters: Record<string, unknown>, dialect: string): FilterGroup {
  const nodes: FilterNode[] = []
  for (const [field, value] of Object.entries(filters)) {
    if (field in GROUP_KEYS) {
      const node = groupOf(field as keyof typeof GROUP_KEYS, value, dialect)
      if (node) nodes.push(...(isGroup(node) && node.group === 'and' ? node.nodes : [node]))
      continue
    }
    if (!isPlainObject(value)) {
      const read = condition(field, Array.isArray(value) ? 'in' : 'eq', value, dialect)
      if (read) nodes.push(read)
      continue
    }
    for (const [operator, operand] of Object.entries(value)) {
      if (!OPERATORS.has(operator)) {
        throw cannotExpress(dialect, operator, field, "nested fields are written as dotted keys such as 'author.name'")
      }
      const read = condition(field, operator, operand, dialect)
      if (read) nodes.push(read)
    }
  }
  return { group: 'and', nodes }
}

/**
 * Reads `ListParams.filters` into one `and` group, in key order. Throws an
 * `Error` naming the dialect for an unknown operator or a malformed value.
 */
export function normalizeFilter(filters: Record<string, unknown> | undefined, dialect: string): FilterGroup {
  return andGroup(filters ?? {}, dialect)
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
