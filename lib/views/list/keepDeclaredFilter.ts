import type { FilterDefinition } from '../../resource/types'
import type { FilterDefinitions } from './filterValues'

/** The filter a list may send, and the URL entries it left out. */
export interface DeclaredFilter {
  /** Entries of declared fields whose value has the shape their definition writes. */
  filter: Record<string, unknown>
  /** Entries left out: `field` (not declared) or `field (value)` (a value the definition never writes). */
  dropped: string[]
}

const DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/
const RANGE_OPERATORS: ReadonlySet<string> = new Set(['gte', 'gt', 'lte', 'lt'])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The value a definition accepts from the URL, in the shape its filter form
 * writes (see `draftToFilter`), or `undefined`:
 * - `text`: a string, or `{ contains: string }` (the operator the form sends);
 * - `select`: one of its options' values;
 * - `boolean`: `true` or `false`;
 * - `dateRange`: `{ gte?, gt?, lte?, lt? }` of ISO dates.
 */
function accepted(definition: FilterDefinition, value: unknown): unknown {
  switch (definition.type) {
    case 'text':
      if (typeof value === 'string') return value
      return isRecord(value) && Object.keys(value).length === 1 && typeof value.contains === 'string' ? { contains: value.contains } : undefined
    case 'select':
      return definition.options.find((option) => option.value === value || (typeof value === 'string' && String(option.value) === value))?.value
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined
    case 'dateRange': {
      if (!isRecord(value)) return undefined
      const entries = Object.entries(value)
      const valid = entries.length > 0 && entries.every(([operator, day]) => RANGE_OPERATORS.has(operator) && typeof day === 'string' && DATE.test(day))
      return valid ? Object.fromEntries(entries) : undefined
    }
    default:
      return undefined
  }
}

const warned = new Set<string>()

/** Tells, once per resource and entry and in development only, what a list left out of its URL filter. */
function warnDropped(resourceId: string, dropped: readonly string[]): void {
  const fresh = dropped.filter((entry) => !warned.has(`${resourceId}\u0000${entry}`))
  if (fresh.length === 0) return
  for (const entry of fresh) warned.add(`${resourceId}\u0000${entry}`)
  console.warn(
    `Atrium: the list of '${resourceId}' ignored URL filter entries it does not declare: ${fresh.join(', ')}. ` +
      "Only the fields of the list's `filters` option, with the values their inputs write, reach the API; declare a filter there to accept it.",
  )
}

/**
 * Keeps only the URL filter entries the list declares, with the operators and
 * values their definitions write: a `filter` query parameter is anyone's
 * input, and must not send the API a field or an operator (a regular
 * expression in `name_like`) the list never offered. What it leaves out is
 * told in development (`resourceId` names the list).
 * @example keepDeclaredFilter({ status: 'draft', name_like: '.*' }, { status: { type: 'select', options } }, 'articles')
 * // { status: 'draft' }, and a warning naming name_like
 */
export function keepDeclaredFilter(filter: Record<string, unknown>, definitions: FilterDefinitions | undefined, resourceId: string): Record<string, unknown> {
  const { filter: kept, dropped } = declaredFilter(filter, definitions)
  if (process.env.NODE_ENV !== 'production' && dropped.length > 0) warnDropped(resourceId, dropped)
  return kept
}

/** The entries of `filter` its definitions accept, and those they do not. */
export function declaredFilter(filter: Record<string, unknown>, definitions: FilterDefinitions | undefined): DeclaredFilter {
  const kept: Record<string, unknown> = {}
  const dropped: string[] = []
  for (const [field, value] of Object.entries(filter)) {
    const definition = Object.hasOwn(definitions ?? {}, field) ? definitions?.[field] : undefined
    if (!definition) {
      dropped.push(field)
      continue
    }
    const shaped = accepted(definition, value)
    if (shaped === undefined) dropped.push(`${field} (${JSON.stringify(value)?.slice(0, 60) ?? typeof value})`)
    else Object.defineProperty(kept, field, { value: shaped, enumerable: true, writable: true, configurable: true })
  }
  return { filter: kept, dropped }
}
