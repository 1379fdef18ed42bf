import { compareValues, isMissing, isPrimitive, readField, sameValue } from './fieldValues'
import { isGroup, SEARCH_FILTER_KEY, type FilterCondition, type FilterNode } from './filterVocabulary'
import { normalizeFilter } from './normalizeFilter'

type Test = (field: unknown) => boolean
type Record_ = Record<string, unknown>

const lower = (value: string): string => value.toLocaleLowerCase()

// A text operator's test, with the operand lowered once (a list filters thousands of local records per keystroke).
function textTest(operand: unknown, test: (field: string, needle: string) => boolean, ignoreCase = true): Test {
  if (!isPrimitive(operand)) return () => false
  const needle = ignoreCase ? lower(String(operand)) : String(operand)
  return (field) => typeof field === 'string' && test(ignoreCase ? lower(field) : field, needle)
}

// `like`: the reader's pattern, `*` (or SQL's `%`) for any run of characters, case-sensitive.
function likePattern(pattern: string): RegExp {
  return new RegExp(`^${pattern.split(/[*%]/).map((part) => part.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')).join('[\\s\\S]*')}$`)
}

const ordered = (operand: unknown, holds: (order: number) => boolean): Test => (field) => {
  const order = compareValues(field, operand)
  return !Number.isNaN(order) && holds(order)
}

// Equal, or, for a field holding a list, one of its elements equal (tags).
const equals = (field: unknown, operand: unknown): boolean =>
  Array.isArray(field) ? field.some((element) => sameValue(element, operand)) : sameValue(field, operand)

const anyOf = (list: readonly unknown[]): Test => (field) => list.some((candidate) => equals(field, candidate))

/** The test of one condition on a field's value: the semantics of `filterVocabulary.ts`, for records held locally. */
function conditionTest(condition: FilterCondition): Test {
  const { value } = condition
  switch (condition.operator) {
    case 'eq': return (field) => equals(field, value)
    case 'ne': return (field) => !equals(field, value)
    case 'lt': return ordered(value, (order) => order < 0)
    case 'lte': return ordered(value, (order) => order <= 0)
    case 'gt': return ordered(value, (order) => order > 0)
    case 'gte': return ordered(value, (order) => order >= 0)
    case 'in': return anyOf(condition.value)
    case 'notIn': { const test = anyOf(condition.value); return (field) => !test(field) }
    case 'contains': {
      const text = textTest(value, (field, needle) => field.includes(needle))
      return (field) => (Array.isArray(field) ? equals(field, value) : text(field))
    }
    case 'notContains': { const test = conditionTest({ ...condition, operator: 'contains' }); return (field) => !test(field) }
    case 'containsCase': return textTest(value, (field, needle) => field.includes(needle), false)
    case 'startsWith': return textTest(value, (field, needle) => field.startsWith(needle))
    case 'endsWith': return textTest(value, (field, needle) => field.endsWith(needle))
    case 'like': {
      const pattern = isPrimitive(value) ? likePattern(String(value)) : undefined
      return (field) => pattern !== undefined && typeof field === 'string' && pattern.test(field)
    }
    case 'containsAll': return (field) => Array.isArray(field) && condition.value.every((candidate) => field.some((element) => sameValue(element, candidate)))
    case 'containedBy': return (field) => Array.isArray(field) && field.every((element) => condition.value.some((candidate) => sameValue(element, candidate)))
    case 'between': {
      const [from, to] = condition.value
      const after = from === undefined ? () => true : ordered(from, (order) => order >= 0)
      const before = to === undefined ? () => true : ordered(to, (order) => order <= 0)
      return (field) => after(field) && before(field)
    }
    case 'isNull': return (field) => isMissing(field) === condition.value
    default: {
      // Every operator of the normalised form has its test: a new one fails to compile here.
      const unknown: never = condition
      throw new Error(`Atrium: no local test for the filter condition ${JSON.stringify(unknown)}`)
    }
  }
}

// `q`: its text occurs, ignoring case, in some top-level text field.
function searchTest(value: unknown): (record: Record_) => boolean {
  const needle = lower(String(value))
  return (record) => Object.values(record).some((field) => typeof field === 'string' && lower(field).includes(needle))
}

function nodeTest(node: FilterNode): (record: Record_) => boolean {
  if (isGroup(node)) {
    const tests = node.nodes.map(nodeTest)
    return node.group === 'or' ? (record) => tests.some((test) => test(record)) : (record) => tests.every((test) => test(record))
  }
  if (node.field === SEARCH_FILTER_KEY && node.operator === 'eq') return searchTest(node.value)
  const test = conditionTest(node)
  return (record) => test(readField(record, node.field))
}

/**
 * The test of `ListParams.filters` on records held locally: the filter read by
 * `normalizeFilter`, as every dialect reads it, then evaluated with the
 * vocabulary's semantics (`filterVocabulary.ts`), so a list shows the same
 * records locally as on a server. Throws, as the dialects do, on an unknown
 * operator or a malformed value (`reader` names who reads it, in messages).
 * @example records.filter(filterPredicate({ status: 'draft', views: { gt: 10 } }))
 */
export function filterPredicate(filters: Record<string, unknown> | undefined, reader = 'local'): (item: object) => boolean {
  const test = nodeTest(normalizeFilter(filters, reader))
  return (item) => test(item as Record_)
}
