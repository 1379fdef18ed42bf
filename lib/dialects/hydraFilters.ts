import { cannotExpress, cannotGroup, filterText } from './filterConditions'
import { normalizeFilter } from '../filters/normalizeFilter'
import { isGroup, isIsoDate, type FilterCondition, type FilterGroup } from '../filters/filterVocabulary'

/**
 * One query parameter: `key` is already spelled for the URL (field names
 * percent-encoded, brackets literal), `value` is raw and encoded on output.
 */
export type QueryPair = readonly [key: string, value: string]

/**
 * Spells an `$and` / `$or` group for a custom filter declared on the API
 * (API Platform core has none): the pairs to send, keys spelled for the URL.
 */
export type HydraGroupFilter = (group: FilterGroup) => readonly QueryPair[]

// API Platform has two comparison filters: RangeFilter for numbers and
// DateFilter for dates, with different suffixes; the value decides which.
const RANGE_SUFFIX = { gt: 'gt', gte: 'gte', lt: 'lt', lte: 'lte' } as const
const DATE_SUFFIX = { gt: 'strictly_after', gte: 'after', lt: 'strictly_before', lte: 'before' } as const
type Comparison = keyof typeof RANGE_SUFFIX

const NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/

function key(field: string, suffix?: string): string {
  const name = encodeURIComponent(field)
  return suffix === undefined ? name : `${name}[${suffix}]`
}

/**
 * RangeFilter for numbers, DateFilter for ISO dates; anything else has no
 * meaning to either and would be ignored by the server, so it is refused.
 */
function comparisonPair(field: string, operator: Comparison, value: unknown, dialect: string, date: boolean): QueryPair {
  const text = filterText(value, dialect, field)
  if (date || isIsoDate(value)) return [key(field, DATE_SUFFIX[operator]), text]
  if (typeof value === 'number' || typeof value === 'bigint' || NUMBER.test(text)) return [key(field, RANGE_SUFFIX[operator]), text]
  throw new Error(`${dialect} dialect cannot compare with ${JSON.stringify(text)} (field '${field}', operator '${operator}'): give a number (RangeFilter) or an ISO date such as 2024-05-31 (DateFilter)`)
}

function conditionPairs(condition: FilterCondition, dialect: string): QueryPair[] {
  const { field } = condition
  const text = (value: unknown): string => filterText(value, dialect, field)
  switch (condition.operator) {
    case 'eq':
    // Partial, start, end and case matching are the SearchFilter strategy chosen on the server.
    case 'contains':
    case 'containsCase':
    case 'startsWith':
    case 'endsWith':
      return [[key(field), text(condition.value)]]
    case 'in':
      return condition.value.map((value) => [`${key(field)}[]`, text(value)])
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return [comparisonPair(field, condition.operator, condition.value, dialect, condition.date === true)]
    case 'between': {
      const [from, to] = condition.value
      if (from === undefined || to === undefined || isIsoDate(from) || isIsoDate(to)) {
        // DateFilter has no "between": the inclusive pair after/before says the same thing.
        return [
          ...(from === undefined ? [] : [comparisonPair(field, 'gte', from, dialect, false)]),
          ...(to === undefined ? [] : [comparisonPair(field, 'lte', to, dialect, false)]),
        ]
      }
      return [[key(field, 'between'), `${text(from)}..${text(to)}`]]
    }
    case 'isNull':
      // ExistsFilter asks the opposite question: exists[f]=false means "f is null".
      return [[`exists[${encodeURIComponent(field)}]`, condition.value ? 'false' : 'true']]
    default:
      // 'ne', 'notIn', 'notContains'…: sending a lookalike would silently return the wrong records.
      throw cannotExpress(dialect, condition.operator, field)
  }
}

/**
 * Spells Atrium's filter vocabulary as API Platform core filters (SearchFilter,
 * RangeFilter, DateFilter, ExistsFilter). Groups go to `groupFilter` when the
 * API declares a custom filter for them. Throws an `Error` naming the
 * operator or group when a filter cannot be expressed.
 */
export function hydraFilterPairs(filters: Record<string, unknown> | undefined, dialect: string, groupFilter?: HydraGroupFilter): QueryPair[] {
  return normalizeFilter(filters, dialect).nodes.flatMap((node) => {
    if (!isGroup(node)) return conditionPairs(node, dialect)
    if (!groupFilter) throw cannotGroup(dialect, node.group, 'declare a custom filter on the API and pass hydraDialect({ groupFilter })')
    return [...groupFilter(node)]
  })
}

/** Joins pairs into a query string, percent-encoding values only. */
export function formatQuery(pairs: readonly QueryPair[]): string {
  return pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')
}
