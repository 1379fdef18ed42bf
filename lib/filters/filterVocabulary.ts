/**
 * Atrium's filter vocabulary (`ListParams.filters`), in its normalised form:
 * what `normalizeFilter` reads a filter into, what every dialect spells and
 * what the local repository evaluates (`filterPredicate`), with one meaning
 * everywhere:
 *
 * - `eq` is exact (values compared as text, since URL filters arrive as text:
 *   `'42'` equals `42`); a field holding a list matches when one of its
 *   elements does; `ne` is its negation;
 * - `in` / `notIn`: equal to one / none of a list;
 * - `contains`, `startsWith`, `endsWith`, `notContains` ignore case;
 *   `containsCase` and `like` (a pattern, `*` for any run of characters) do not;
 *   `contains` on a list field means "has the element";
 * - `lt`, `lte`, `gt`, `gte` order numbers as numbers, text and ISO dates as
 *   text; `date: true` marks the date operators' conditions;
 * - `between` is inclusive, an `undefined` end leaves that side open;
 * - `isNull` is a boolean; `containsAll` / `containedBy` compare a list field
 *   with a list.
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

/**
 * Every operator key of the vocabulary, the one list: `FilterOperator` is its
 * type, the normaliser accepts these and no other and names them all when it
 * refuses an unknown one, and the local repository has a test for each.
 */
export const FILTER_OPERATORS = [
  'eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn', 'contains', 'notContains', 'containsCase', 'startsWith', 'endsWith', 'like',
  'between', 'isNull', 'containsAll', 'containedBy', 'before', 'after', 'strictly_before', 'strictly_after',
] as const

/** The keys of a filters object that hold groups instead of a field. */
export const GROUP_KEYS = { $and: 'and', $or: 'or' } as const

/**
 * The filter key that searches every top-level text field of a record
 * (json-server's `q`): dialects send it as a field named `q`, the local
 * repository searches its records' text fields, ignoring case.
 */
export const SEARCH_FILTER_KEY = 'q'

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

/** True for a group node. */
export function isGroup(node: FilterNode): node is FilterGroup {
  return 'group' in node
}
