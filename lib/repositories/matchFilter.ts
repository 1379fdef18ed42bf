/**
 * In-memory filtering for repositories that hold their records themselves
 * (the local-storage repository). It follows the filter vocabulary of
 * `ListParams.filters`, so a list behaves the same on a server and locally.
 *
 * One filter entry `field: value` matches when:
 * - `value` is `undefined`, `''` or `[]`: always (an empty form field means "no filter");
 * - `value` is `null`: the field is `null` or absent;
 * - `value` is an array: the field matches ANY of its elements;
 * - `value` is a string and the field a string: the field CONTAINS it, ignoring case (text search);
 * - `value` is a string, number or boolean otherwise: same value, compared as strings
 *   (`"42"` matches `42`, `"true"` matches `true`), since URL filters arrive as strings;
 * - `value` is `{ operator: operand, … }` with operators of `FilterOperator`: every operator holds;
 * - the keys `$and` / `$or` hold arrays of filters: all / any of them match (nestable);
 * - `value` is another plain object: the field is an object matching it as a nested filter.
 * A field holding an array matches a plain value when any of its elements does (tags).
 * The key `q` is special: its string must occur (ignoring case) in some top-level string field.
 * Keys may be dot paths (`author.name`) when no field has that exact name.
 */
import type { FilterOperator } from '../types'

/** The filter key that searches every top-level string field of a record (text search). */
export const SEARCH_FILTER_KEY = 'q'

type OperatorTest = (field: unknown, operand: unknown) => boolean

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

const isPrimitive = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

const isMissing = (value: unknown): value is null | undefined => value === null || value === undefined

// Dates from a date picker are compared as the ISO strings JSON would store.
const normalize = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value)

const lower = (value: string): string => value.toLocaleLowerCase()

function sameValue(a: unknown, b: unknown): boolean {
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

const ordered = (test: (order: number) => boolean): OperatorTest => (field, operand) => {
  const order = compareValues(field, operand)
  return !Number.isNaN(order) && test(order)
}

const asList = (operand: unknown): unknown[] => (Array.isArray(operand) ? operand : [operand])

const containsText = (field: unknown, text: unknown): boolean =>
  typeof field === 'string' && isPrimitive(text) && lower(field).includes(lower(String(text)))

const endsWith = (field: unknown, operand: unknown): boolean =>
  typeof field === 'string' && isPrimitive(operand) && lower(field).endsWith(lower(String(operand)))

// `like`: the reader's pattern, `*` (or SQL's `%`) for any run of characters, case-sensitive.
function likePattern(pattern: string): RegExp {
  return new RegExp(`^${pattern.split(/[*%]/).map((part) => part.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')).join('[\\s\\S]*')}$`)
}

const inList: OperatorTest = (field, operand) => {
  const fieldValues = Array.isArray(field) ? field : [field]
  return asList(operand).some((candidate) => fieldValues.some((value) => sameValue(value, candidate)))
}

const OPERATORS: Record<FilterOperator, OperatorTest> = {
  eq: (field, operand) => sameValue(field, operand),
  ne: (field, operand) => !sameValue(field, operand),
  lt: ordered((order) => order < 0),
  lte: ordered((order) => order <= 0),
  gt: ordered((order) => order > 0),
  gte: ordered((order) => order >= 0),
  in: inList,
  notIn: (field, operand) => !inList(field, operand),
  notContains: (field, operand) => !OPERATORS.contains(field, operand),
  containsCase: (field, operand) => typeof field === 'string' && isPrimitive(operand) && field.includes(String(operand)),
  endsWith,
  like: (field, operand) => typeof field === 'string' && isPrimitive(operand) && likePattern(String(operand)).test(field),
  containsAll: (field, operand) => Array.isArray(field) && asList(operand).every((candidate) => field.some((value) => sameValue(value, candidate))),
  containedBy: (field, operand) => Array.isArray(field) && field.every((value) => asList(operand).some((candidate) => sameValue(value, candidate))),
  before: ordered((order) => order <= 0),
  after: ordered((order) => order >= 0),
  strictly_before: ordered((order) => order < 0),
  strictly_after: ordered((order) => order > 0),
  contains: (field, operand) =>
    Array.isArray(field) ? field.some((value) => sameValue(value, operand)) : containsText(field, operand),
  startsWith: (field, operand) =>
    typeof field === 'string' && isPrimitive(operand) && lower(field).startsWith(lower(String(operand))),
  between: (field, operand) => {
    const [min, max] = asList(operand)
    // An absent bound leaves that side open, so a half-filled date range still filters.
    return (isMissing(min) || OPERATORS.gte(field, min)) && (isMissing(max) || OPERATORS.lte(field, max))
  },
  isNull: (field, operand) => isMissing(field) === (operand !== false && operand !== 'false'),
}

const isOperator = (key: string): key is FilterOperator => Object.prototype.hasOwnProperty.call(OPERATORS, key)

const isOperatorObject = (value: unknown): value is Partial<Record<FilterOperator, unknown>> =>
  isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every(isOperator)

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

function matchPlain(field: unknown, value: unknown): boolean {
  if (Array.isArray(field) && !Array.isArray(value)) return field.some((element) => matchPlain(element, value))
  if (typeof value === 'string' && typeof field === 'string') return containsText(field, value)
  return sameValue(field, value)
}

function matchEntry(field: unknown, value: unknown): boolean {
  if (value === undefined || value === '') return true
  if (Array.isArray(value)) return value.length === 0 || value.some((candidate) => matchPlain(field, candidate))
  if (isOperatorObject(value)) {
    return Object.entries(value).every(([operator, operand]) => OPERATORS[operator as FilterOperator](field, operand))
  }
  if (isPlainObject(value)) return isPlainObject(field) && matchFilter(field, value)
  return matchPlain(field, value)
}

const isGroupKey = (key: string): key is '$and' | '$or' => key === '$and' || key === '$or'

/** The branches of an `$and` / `$or`; anything but an array of filter objects is a mistake worth a clear error. */
function groupBranches(key: string, value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value) || !value.every(isPlainObject)) {
    throw new Error(`Atrium: the filter '${key}' must be an array of filter objects, such as { ${key}: [{ status: 'draft' }, { views: { gt: 10 } }] }`)
  }
  return value
}

function matchSearch(item: Record<string, unknown>, text: unknown): boolean {
  if (isMissing(text) || text === '') return true
  return Object.values(item).some((field) => containsText(field, text))
}

/**
 * `matchFilter` prepared once for many records: the same answers, with each text value
 * lowered once instead of once per record (a list filters thousands of local records per keystroke).
 */
export function compileFilter(filters: Readonly<Record<string, unknown>> | undefined): (item: object) => boolean {
  if (!filters) return () => true
  const tests = Object.entries(filters).map(([key, value]): ((record: Record<string, unknown>) => boolean) => {
    if (key === SEARCH_FILTER_KEY) return (record) => matchSearch(record, value)
    if (isGroupKey(key)) {
      const branches = groupBranches(key, value).map(compileFilter)
      return key === '$or' ? (record) => branches.length === 0 || branches.some((test) => test(record)) : (record) => branches.every((test) => test(record))
    }
    if (typeof value === 'string' && value !== '') {
      const needle = lower(value)
      return (record) => {
        const field = readField(record, key)
        return typeof field === 'string' ? lower(field).includes(needle) : matchPlain(field, value)
      }
    }
    if (isOperatorObject(value)) {
      const operators = Object.entries(value).map(([operator, operand]): ((field: unknown) => boolean) => {
        if (operator !== 'contains' || !isPrimitive(operand)) return (field) => OPERATORS[operator as FilterOperator](field, operand)
        // A text filter's `{ contains }`: the operand lowered once.
        const needle = lower(String(operand))
        return (field) => (Array.isArray(field) ? OPERATORS.contains(field, operand) : typeof field === 'string' && lower(field).includes(needle))
      })
      return (record) => {
        const field = readField(record, key)
        return operators.every((test) => test(field))
      }
    }
    return (record) => matchEntry(readField(record, key), value)
  })
  return (item) => tests.every((test) => test(item as Record<string, unknown>))
}

/**
 * True when `item` satisfies every entry of `filters` (see the module comment for the rules);
 * `undefined` or empty filters match every item.
 */
export function matchFilter(item: object, filters: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!filters) return true
  const record = item as Record<string, unknown>
  return Object.entries(filters).every(([key, value]) => {
    if (key === SEARCH_FILTER_KEY) return matchSearch(record, value)
    if (!isGroupKey(key)) return matchEntry(readField(record, key), value)
    const branches = groupBranches(key, value)
    return key === '$or' ? branches.length === 0 || branches.some((branch) => matchFilter(item, branch)) : branches.every((branch) => matchFilter(item, branch))
  })
}
