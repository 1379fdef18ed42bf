import { addDays, addMonths, monthGrid, startOfDay, startOfWeek, toIsoDate } from '../calendarDates'
import type { CalendarLayout } from './calendarDeclaration'

/** What a calendar shows at once. */
export type CalendarView = 'month' | 'week' | 'day'

/** Days a calendar shows, as local `YYYY-MM-DD` dates; both ends included. */
export interface CalendarRange {
  /** First visible day. */
  from: string
  /** Last visible day (included). */
  to: string
}

/**
 * The days a calendar shows around `anchorDate`: the 6-week grid of its month
 * (Monday first), its week (Monday to Sunday) or the day itself. `view`
 * defaults to the layout's `view`, then `'month'`.
 *
 * The list view should request the records whose `dateField` lies between
 * `from` and `to` (see `dayRangeFilter`), so a month of events
 * arrives whatever the page size.
 * @example
 * calendarRange(layout.calendar({ dateField: 'due' }), new Date(2024, 0, 10), 'week')
 * // → { from: '2024-01-08', to: '2024-01-14' }
 */
export function calendarRange(layout: Pick<CalendarLayout, 'view'>, anchorDate: Date, view: CalendarView = layout.view ?? 'month'): CalendarRange {
  const days = calendarDays(anchorDate, view)
  return { from: toIsoDate(days[0]), to: toIsoDate(days[days.length - 1]) }
}

/** The visible days of `view` around `anchorDate`, in order (42, 7 or 1 days). */
export function calendarDays(anchorDate: Date, view: CalendarView): Date[] {
  if (view === 'month') return monthGrid(anchorDate.getFullYear(), anchorDate.getMonth())
  if (view === 'week') {
    const monday = startOfWeek(anchorDate)
    return Array.from({ length: 7 }, (_, index) => addDays(monday, index))
  }
  return [startOfDay(anchorDate)]
}

/** The anchor one step later (`direction` 1) or earlier (-1): a month, a week or a day. */
export function shiftAnchor(anchorDate: Date, view: CalendarView, direction: 1 | -1): Date {
  if (view === 'month') return addMonths(anchorDate, direction)
  return addDays(anchorDate, direction * (view === 'week' ? 7 : 1))
}
