import type { FilterDefinition } from '../../resource/types'

/** The filter form's values: one string per input (`<field>.from` and `<field>.to` for date ranges). */
export type FilterDraft = Record<string, string>

/** Filter definitions by field, as declared on the list. */
export type FilterDefinitions = Partial<Record<string, FilterDefinition>>

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The day after a `YYYY-MM-DD` date (or before it, with `step` -1), or `undefined` when it is not one. */
export function shiftDay(day: string, step = 1): string | undefined {
  if (!DAY.test(day)) return undefined
  const time = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(time) ? undefined : new Date(time + step * 86_400_000).toISOString().slice(0, 10)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '')

/** Reads a URL filter into the form's values (what the form cannot show is left empty). */
export function filterToDraft(definitions: FilterDefinitions, filter: Record<string, unknown>): FilterDraft {
  const draft: FilterDraft = {}
  for (const [field, definition] of Object.entries(definitions)) {
    if (!definition) continue
    const value = filter[field]
    if (definition.type === 'dateRange') {
      const range = isRecord(value) ? value : {}
      draft[`${field}.from`] = text(range.gte)
      draft[`${field}.to`] = typeof range.lt === 'string' ? shiftDay(range.lt, -1) ?? '' : text(range.lte)
    } else if (definition.type === 'text' && isRecord(value)) draft[field] = text(value.contains)
    else draft[field] = text(value)
  }
  return draft
}

/**
 * Writes the form's values as a URL filter, over `base` (entries the form does
 * not declare are kept): text as `{ contains }` (`q` as a plain search),
 * select and boolean as values, a date range as `{ gte, lt: next day }`.
 */
export function draftToFilter(definitions: FilterDefinitions, draft: FilterDraft, base: Record<string, unknown> = {}): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...base }
  for (const [field, definition] of Object.entries(definitions)) {
    if (!definition) continue
    delete filter[field]
    const value = (draft[field] ?? '').trim()
    switch (definition.type) {
      case 'text':
        if (value) filter[field] = field === 'q' ? value : { contains: value }
        break
      case 'select': {
        const option = definition.options.find((choice) => String(choice.value) === value)
        if (option) filter[field] = option.value
        break
      }
      case 'boolean':
        if (value === 'true' || value === 'false') filter[field] = value === 'true'
        break
      case 'dateRange': {
        const from = draft[`${field}.from`] ?? ''
        const until = shiftDay(draft[`${field}.to`] ?? '')
        const range: Record<string, string> = {}
        if (DAY.test(from)) range.gte = from
        if (until) range.lt = until
        if (Object.keys(range).length > 0) filter[field] = range
        break
      }
      default: break
    }
  }
  return filter
}
