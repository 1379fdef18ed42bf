import { useMemo } from 'react'
import type { CalendarPosition } from './ListLayoutProps'
import { parseDate, sameDay, toIsoDate } from './calendarDates'

/**
 * The day a list keeps for a dated layout (its URL's `date`, read with `onPositionChange`), parsed
 * once per value; `undefined` when none is kept or it is unreadable (the layout's default day then).
 */
export function useKeptDay(date: string | undefined): Date | undefined {
  return useMemo(() => (date === undefined ? undefined : parseDate(date)), [date])
}

/** What a list keeps for a move to `day`: nothing for the default day (a clean URL), else its `YYYY-MM-DD`. */
export function dayPosition(day: Date, defaultDay: Date): Pick<CalendarPosition, 'date'> {
  return sameDay(day, defaultDay) ? {} : { date: toIsoDate(day) }
}
