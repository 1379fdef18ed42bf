import type { CSSProperties } from 'react'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
// The hour as the events say their times (the reader's locale: "8 AM", "08"), minutes left out.
const hourText = (hour: number): string => new Date(2000, 0, 1, hour).toLocaleTimeString(undefined, { hour: 'numeric' })

/**
 * The hour labels of a week or day time grid, in a column of their own before the days (hidden
 * from assistive technology: each event's name says its time). Its top stays blank over the days'
 * numbers and all-day rows (`allDayRows`, as the days keep them), so each label sits just under
 * its hour's line, as the days' events do.
 */
export function CalendarHourGutter({ allDayRows }: { allDayRows: number }) {
  return (
    <div aria-hidden="true" className="atrium-calendar-gutter" style={{ '--atrium-allday-rows': allDayRows } as CSSProperties}>
      <div className="atrium-calendar-hours">
        {HOURS.map((hour) => (
          <span key={hour} className="atrium-calendar-hour" style={{ '--atrium-hour-index': hour } as CSSProperties}>{hourText(hour)}</span>
        ))}
      </div>
    </div>
  )
}
