import { filterText } from './filterConditions'
import { normalizeFilter } from '../filters/normalizeFilter'
import { isGroup, type FilterCondition, type FilterGroup, type FilterNode } from '../filters/filterVocabulary'

/**
 * PostgREST's spelling of the filter vocabulary (see `postgrest.ts` for the
 * table). A condition is a query parameter `f=op.value`; inside `or=(…)` /
 * `and=(…)` logic trees it is written `f.op.value`, its value double-quoted
 * when it holds a character with a meaning there.
 */

/** One query parameter, value not yet percent-encoded. */
export type Pair = readonly [key: string, value: string]

// Characters with a meaning inside in.(…) lists, per PostgREST's "Reserved characters".
const RESERVED = /[,.:*()"\\\s]/
// Inside logic trees, `*` stays a wildcard of like patterns and needs no quotes.
const TREE_RESERVED = /[,.:()"\\\s]/
const SIMPLE = { eq: 'eq', ne: 'neq', lt: 'lt', lte: 'lte', gt: 'gt', gte: 'gte' } as const

function quoted(text: string): string {
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`
}

/** An element of `in.(…)` or of an array literal `{…}`, quoted when needed. */
export function listElement(text: string): string {
  return text === '' || RESERVED.test(text) ? quoted(text) : text
}

/** A value inside a logic tree, quoted when needed. */
export function treeValue(text: string): string {
  return text === '' || TREE_RESERVED.test(text) ? quoted(text) : text
}

function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '_')
}

/** A column name as sent: each dotted segment percent-encoded. */
export function column(field: string): string {
  return field.split('.').map(encodeURIComponent).join('.')
}

/** The `op.value` atoms of one condition, ANDed; `single` says whether the value may be left unquoted (a top-level parameter). */
function operations(condition: FilterCondition, dialect: string, single: boolean): string[] {
  const text = (value: unknown): string => filterText(value, dialect, condition.field)
  const value = (raw: string): string => (single ? raw : treeValue(raw))
  const list = (values: unknown[]): string => values.map((item) => listElement(text(item))).join(',')
  switch (condition.operator) {
    case 'in':
      return [`in.(${list(condition.value)})`]
    case 'notIn':
      return [`not.in.(${list(condition.value)})`]
    case 'containsAll':
      return [`cs.{${list(condition.value)}}`]
    case 'containedBy':
      return [`cd.{${list(condition.value)}}`]
    case 'between': {
      const [from, to] = condition.value
      return [...(from !== undefined ? [`gte.${value(text(from))}`] : []), ...(to !== undefined ? [`lte.${value(text(to))}`] : [])]
    }
    case 'isNull':
      return [condition.value ? 'is.null' : 'not.is.null']
    case 'contains':
      return [`ilike.${value(`*${likeText(text(condition.value))}*`)}`]
    case 'notContains':
      return [`not.ilike.${value(`*${likeText(text(condition.value))}*`)}`]
    case 'startsWith':
      return [`ilike.${value(`${likeText(text(condition.value))}*`)}`]
    case 'endsWith':
      return [`ilike.${value(`*${likeText(text(condition.value))}`)}`]
    case 'containsCase':
      return [`like.${value(`*${likeText(text(condition.value))}*`)}`]
    case 'like':
      // The reader's pattern: `*` (and SQL's `%`) match any run of characters, case-sensitively.
      return [`like.${value(text(condition.value))}`]
    default:
      return [`${SIMPLE[condition.operator]}.${value(text(condition.value))}`]
  }
}

/** The items of a logic tree for `node`, as they sit in a list combined by `within`. */
function treeItems(node: FilterNode, within: 'and' | 'or', dialect: string): string[] {
  if (isGroup(node)) return [`${node.group}(${node.nodes.flatMap((child) => treeItems(child, node.group, dialect)).join(',')})`]
  const atoms = operations(node, dialect, false).map((operation) => `${column(node.field)}.${operation}`)
  return within === 'or' && atoms.length > 1 ? [`and(${atoms.join(',')})`] : atoms
}

/** `(a,b,…)` for a group's nodes: the value of an `or=` / `and=` parameter. */
export function logicTree(group: FilterGroup, dialect: string): string {
  return `(${group.nodes.flatMap((node) => treeItems(node, group.group, dialect)).join(',')})`
}

/**
 * The query parameters of `ListParams.filters`: one per condition (PostgREST
 * ANDs them); one `$or` group as `or=(…)`; several as `and=(or(…),or(…))`.
 */
export function filterPairs(filters: Record<string, unknown> | undefined, dialect: string): Pair[] {
  const root = normalizeFilter(filters, dialect)
  const pairs: Pair[] = []
  const groups: FilterGroup[] = []
  for (const node of root.nodes) {
    if (isGroup(node)) groups.push(node)
    else for (const operation of operations(node, dialect, true)) pairs.push([node.field, operation])
  }
  if (groups.length === 1) pairs.push([groups[0].group, logicTree(groups[0], dialect)])
  else if (groups.length > 1) pairs.push(['and', logicTree({ group: 'and', nodes: groups }, dialect)])
  return pairs
}
