import type { ReactElement } from 'react'
import { calendarText } from './calendarText'
import { dateText } from '../dateText'
import { sameDay, toIsoDate } from '../calendarDates'
import type { CalendarEntry } from './calendarEvents'
import { clockTime, isTimed, type CalendarDayEventsProps } from './CalendarDayEvents'
import { fullDate } from './CalendarGrid'
import { RecordOpener } from '../RecordOpener'

/** Props of a calendar's agenda: days listed one under the other, each with its events in full. */
export interface CalendarAgendaProps<T> extends Pick<CalendarDayEventsProps<T>, 'titleOf' | 'keyOf' | 'canRead' | 'onOpenEvent' | 'hrefOfEvent'> {
  /** The days listed, in order. */
  days: readonly Date[]
  /** Today, marked. */
  today: Date
  /** Events per local `YYYY-MM-DD`, sorted by start. */
  events: ReadonlyMap<string, readonly CalendarEntry<T>[]>
  /** Whether each day offers create (a button named "Create on {date}"). */
  canCreate: boolean
  /** Opens create on `date`. */
  onCreate(date: Date): void
  /** Id of the element naming the list (the calendar's heading), when it is a whole week. */
  labelledBy?: string
  /** A class added to the list's (`atrium-calendar--week` for a week). */
  className?: string
}

/** When an entry happens, as a day's list says it: "1:00 PM – 2:30 PM", "9:30 AM", or "All day". */
export function agendaTime<T>(entry: CalendarEntry<T>): string {
  if (!isTimed(entry)) return calendarText('layout.calendar.allDay')
  const start = clockTime(entry.start)
  return sameDay(entry.start, entry.end) && entry.end.getTime() > entry.start.getTime()
    ? dateText('timeline.range', { start, end: clockTime(entry.end) })
    : start
}

/**
 * The days of a calendar as a list a phone can read: each day's heading (its weekday and date, today marked),
 * then its events one per line, time and title in full, each a link to the record (a button where the list gives no
 * address; a text when it may not be opened), or "Nothing on this day."; a "+" button named "Create on {date}" beside the heading. A phone's week
 * (seven days' time grids in 320 px cut every title to a few letters) and the day chosen under a phone's month.
 */
export function CalendarAgenda<T>(props: CalendarAgendaProps<T>): ReactElement {
  const { days, today, events, canCreate } = props
  return (
    <ol className={`atrium-calendar-agenda${props.className ? ` ${props.className}` : ''}`} aria-labelledby={props.labelledBy}>
      {days.map((day) => {
        const iso = toIsoDate(day)
        const entries = events.get(iso) ?? []
        const isToday = sameDay(day, today)
        return (
          <li key={iso} data-date={iso} className={`atrium-calendar-agenda-day${isToday ? ' atrium-calendar-agenda-day--today' : ''}`}>
            <div className="atrium-calendar-agenda-head">
              <h3 aria-current={isToday ? 'date' : undefined}>
                {day.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' })}
              </h3>
              {canCreate && (
                <button type="button" className="atrium-layout-button atrium-calendar-agenda-create"
                  aria-label={calendarText('calendar.createOn', { date: fullDate(day) })} onClick={() => props.onCreate(day)}>
                  <span aria-hidden="true">+</span>
                </button>
              )}
            </div>
            {entries.length === 0 ? (
              <p className="atrium-calendar-agenda-empty">{calendarText('layout.calendar.nothing')}</p>
            ) : (
              <ul className="atrium-calendar-agenda-events">
                {entries.map((entry) => {
                  const content = (
                    <>
                      <span className="atrium-calendar-agenda-time">{agendaTime(entry)}</span>{' '}
                      <span className="atrium-calendar-agenda-title">{props.titleOf(entry.item)}</span>
                    </>
                  )
                  return (
                    <li key={props.keyOf(entry.item)}>
                      {props.canRead(entry.item) ? (
                        <RecordOpener href={props.hrefOfEvent?.(entry.item)} className="atrium-calendar-agenda-event" onOpen={() => props.onOpenEvent(entry.item)}>{content}</RecordOpener>
                      ) : (
                        <span className="atrium-calendar-agenda-event">{content}</span>
                      )}
                    </li>
                  )
                })}
              </ul>
            )}
          </li>
        )
      })}
    </ol>
  )
}
