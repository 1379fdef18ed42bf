import { FILTER_OPERATORS, GROUP_KEYS, isEmptyValue, isGroup, isIsoDate, type FilterCondition, type FilterGroup, type FilterNode } from './filterVocabulary'

/**
 * Reads `ListParams.filters` into the normalised form (`FilterGroup`), the one
 * reading every dialect spells and the local repository evaluates:
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

const OPERATORS: ReadonlySet<string> = new Set(FILTER_OPERATORS)
const LISTS: ReadonlySet<string> = new Set(['in', 'notIn', 'containsAll', 'containedBy'])
const DATES = { before: 'lte', after: 'gte', strictly_before: 'lt', strictly_after: 'gt' } as const

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/** The error for a key that is no operator of the vocabulary, naming them all. */
function unknownOperator(reader: string, operator: string, field: string): Error {
  return new Error(`${reader} dialect cannot express the filter operator '${operator}' (field '${field}'): it is not one of ${FILTER_OPERATORS.join(', ')}; nested fields are written as dotted keys such as 'author.name'`)
}

function condition(field: string, operator: string, value: unknown, reader: string): FilterCondition | undefined {
  if (LISTS.has(operator)) {
    const values = (Array.isArray(value) ? value : [value]).filter((item) => !isEmptyValue(item))
    return values.length === 0 ? undefined : { field, operator: operator as 'in', value: values }
  }
  if (operator in DATES) {
    if (isEmptyValue(value)) return undefined
    if (!isIsoDate(value) || (value instanceof Date && Number.isNaN(value.getTime()))) {
      throw new Error(`${reader} dialect expects '${operator}' to be an ISO date such as 2024-05-31 or 2024-05-31T12:00:00Z, got ${JSON.stringify(value)} (field '${field}')`)
    }
    return { field, operator: DATES[operator as keyof typeof DATES], value, date: true }
  }
  switch (operator) {
    case 'between': {
      if (isEmptyValue(value)) return undefined
      if (!Array.isArray(value) || value.length !== 2) {
        throw new Error(`${reader} dialect expects 'between' to be a [from, to] pair (field '${field}')`)
      }
      const [from, to] = value.map((end) => (isEmptyValue(end) ? undefined : end))
      return from === undefined && to === undefined ? undefined : { field, operator, value: [from, to] }
    }
    case 'isNull':
      if (value === undefined || value === null) return undefined
      if (typeof value !== 'boolean') throw new Error(`${reader} dialect expects 'isNull' to be true or false (field '${field}')`)
      return { field, operator, value }
    case 'eq':
      // `{ eq: [a, b] }` reads as "any of", like a bare array.
      if (Array.isArray(value)) return condition(field, 'in', value, reader)
      return isEmptyValue(value) ? undefined : { field, operator, value }
    default:
      return isEmptyValue(value) ? undefined : { field, operator: operator as 'ne', value }
  }
}

function groupOf(key: keyof typeof GROUP_KEYS, branches: unknown, reader: string): FilterNode | undefined {
  if (!Array.isArray(branches) || !branches.every(isPlainObject)) {
    throw new Error(`${reader} dialect expects '${key}' to be an array of filter objects, such as { ${key}: [{ status: 'draft' }, { views: { gt: 10 } }] }`)
  }
  const group = GROUP_KEYS[key]
  const nodes: FilterNode[] = []
  for (const branch of branches) {
    const node = andGroup(branch, reader)
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

function andGroup(filters: Record<string, unknown>, reader: string): FilterGroup {
  const nodes: FilterNode[] = []
  for (const [field, value] of Object.entries(filters)) {
    if (field in GROUP_KEYS) {
      const node = groupOf(field as keyof typeof GROUP_KEYS, value, reader)
      if (node) nodes.push(...(isGroup(node) && node.group === 'and' ? node.nodes : [node]))
      continue
    }
    if (!isPlainObject(value)) {
      const read = condition(field, Array.isArray(value) ? 'in' : 'eq', value, reader)
      if (read) nodes.push(read)
      continue
    }
    for (const [operator, operand] of Object.entries(value)) {
      if (!OPERATORS.has(operator)) throw unknownOperator(reader, operator, field)
      const read = condition(field, operator, operand, reader)
      if (read) nodes.push(read)
    }
  }
  return { group: 'and', nodes }
}

/**
 * Reads `ListParams.filters` into one `and` group, in key order. Throws an
 * `Error` naming the reader (`<reader> dialect …`: a dialect's name, or
 * `local` for the local repository) for an unknown operator or a malformed value.
 * @example normalizeFilter({ status: 'draft', views: { gt: 10 } }, 'rest')
 * // { group: 'and', nodes: [{ field: 'status', operator: 'eq', value: 'draft' }, { field: 'views', operator: 'gt', value: 10 }] }
 */
export function normalizeFilter(filters: Record<string, unknown> | undefined, reader: string): FilterGroup {
  return andGroup(filters ?? {}, reader)
}
