import type { DateRange } from './ListLayoutProps'

/** The day after a `YYYY-MM-DD` date, in the same form (calendar arithmetic in UTC: no time zone or DST shifts). */
function nextIsoDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  const next = new Date(0)
  next.setUTCFullYear(year, month - 1, day + 1)
  return next.toISOString().slice(0, 10)
}

/**
 * `ListParams.filters` entries selecting the events visible in `range`: an event
 * is visible when it starts before the day after `to` and ends (its `endField`,
 * else its `dateField`) on or after `from`. The upper bound is exclusive so that
 * date-time values of the last day (`2024-01-14T18:00`) are kept. The rule of
 * every layout placed on days (the calendar's, the timeline's on its start and
 * end); apart from the date helpers, since the list view needs it at start.
 * @example
 * dayRangeFilter(layout.calendar({ dateField: 'due' }), { from: '2024-01-08', to: '2024-01-14' })
 * // → { due: { gte: '2024-01-08', lt: '2024-01-15' } }
 */
export function dayRangeFilter(layout: { readonly dateField: string; readonly endField?: string }, range: DateRange): Record<string, Record<string, string>> {
  const before = nextIsoDay(range.to)
  if (!layout.endField || layout.endField === layout.dateField) return { [layout.dateField]: { gte: range.from, lt: before } }
  return { [layout.dateField]: { lt: before }, [layout.endField]: { gte: range.from } }
}
