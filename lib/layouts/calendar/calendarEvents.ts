import { diffDays, parseDate, toIsoDate } from '../calendarDates'
import type { CalendarLayout } from './calendarDeclaration'

/** A record placed on one visible day of the calendar. */
export interface CalendarEntry<T> {
  /** The record. */
  item: T
  /** Its start, read from `dateField`. */
  start: Date
  /** Its end, read from `endField` (the start when absent, invalid or earlier). */
  end: Date
  /** The event began on an earlier day. */
  continued: boolean
  /** The event goes on after this day. */
  continues: boolean
}

const read = (item: unknown, field: string): unknown =>
  typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined

/**
 * The records of `items` on each of the visible `days` (consecutive, in order),
 * keyed by the local `YYYY-MM-DD` of the day and sorted by start. A record
 * spans every day from its `dateField` to its `endField`, both included.
 * Records whose `dateField` is not a date are skipped.
 */
export function calendarEvents<T>(
  items: readonly T[],
  layout: Pick<CalendarLayout, 'dateField' | 'endField'>,
  days: readonly Date[],
): Map<string, CalendarEntry<T>[]> {
  const byDay = new Map<string, CalendarEntry<T>[]>(days.map((day) => [toIsoDate(day), []]))
  if (days.length === 0) return byDay
  for (const item of items) {
    const start = parseDate(read(item, layout.dateField))
    if (!start) continue
    const rawEnd = layout.endField ? parseDate(read(item, layout.endField)) : undefined
    const end = rawEnd && rawEnd.getTime() >= start.getTime() ? rawEnd : start
    const first = diffDays(days[0], start)
    const last = diffDays(days[0], end)
    for (let index = Math.max(0, first); index <= Math.min(days.length - 1, last); index += 1) {
      byDay.get(toIsoDate(days[index]))?.push({ item, start, end, continued: index > first, continues: index < last })
    }
  }
  for (const entries of byDay.values()) entries.sort((a, b) => a.start.getTime() - b.start.getTime())
  return byDay
}
