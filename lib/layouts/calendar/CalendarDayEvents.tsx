import type { CSSProperties, ReactElement } from 'react'
import type { CalendarEntry } from './calendarEvents'
import { sameDay } from '../calendarDates'
import { timeGridColumns } from './timeGridColumns'
import { RecordOpener } from '../RecordOpener'

/** Props of the events of one calendar day. */
export interface CalendarDayEventsProps<T> {
  /** The day's entries, sorted by start. */
  entries: readonly CalendarEntry<T>[]
  /** Month view: a list; week and day views: all-day entries on top, then a time grid. */
  timeGrid: boolean
  /** Rows kept for all-day entries in a time grid (the most any visible day has), so the hours line up across days. */
  allDayRows: number
  /** Tab stop of the events (the grid has one). */
  tabIndex: number
  /** Title of an event. */
  titleOf(item: T): string
  /** An event's record id: its element's key, so that a focused event stays that event when the records come in again. */
  keyOf(item: T): string
  /** Whether an event may be opened. */
  canRead(item: T): boolean
  /** Opens an event. */
  onOpenEvent(item: T): void
  /** An event's address (`ListLayoutProps.hrefOf`): the event is then a link to it. */
  hrefOfEvent?(item: T): string | undefined
}

const hasTime = (date: Date): boolean => date.getHours() !== 0 || date.getMinutes() !== 0
// Starting at midnight is a time when the event ends at another time that day (0:00–1:00); from midnight to
// midnight, with no end, or over several days, it is a day (an API without dates keeps a day as its midnight).
const startsAtTime = <T,>(entry: CalendarEntry<T>): boolean =>
  hasTime(entry.start) || (sameDay(entry.start, entry.end) && hasTime(entry.end) && entry.end.getTime() > entry.start.getTime())
/** A time of day as an event says it, in the reader's locale: "1:00 PM", "13:00". */
export const clockTime = (date: Date): string => date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })

/** True when an entry has a place in the time grid: it starts this day at a time (a day spanned whole is all-day). */
export function isTimed<T>(entry: CalendarEntry<T>): boolean {
  return !entry.continued && startsAtTime(entry) && (!entry.continues || sameDay(entry.start, entry.end))
}

function minutesOf(date: Date): number {
  return date.getHours() * 60 + date.getMinutes()
}

/** Minutes an event covers in the grid at least: its drawn height (half an hour, a line of text at the least). */
const SHORTEST = 30
/** Minutes a line of text takes at the grid's scale (3rem an hour): events closer than this are laid side by side. */
const ONE_LINE = 30

/**
 * Whole lines of text an event `hours` long holds in the time grid at the
 * default scale (3rem an hour, at least 1.4rem, .25rem of padding), for a line
 * `lineRem` high: its text is clamped there, never cut through a line.
 */
function linesIn(hours: number, lineRem: number): number {
  return Math.max(1, Math.floor((Math.max(hours * 3, 1.4) - 0.25) / lineRem))
}

const lineStyle = (lines: number) => ({
  '--atrium-event-lines': lines, '--atrium-event-wrap': lines === 1 ? 'nowrap' : 'normal',
})

/**
 * The events of one day: a list in a month; in a week or a day, the all-day
 * and untimed ones on top and the others placed at their start time (down to
 * their end, at least half an hour) over 24 hour lines, overlapping ones side by
 * side (`timeGridColumns`). Each event is a button named by its time and title
 * (a text when it may not be opened).
 */
export function CalendarDayEvents<T>(props: CalendarDayEventsProps<T>): ReactElement {
  const { entries, timeGrid, tabIndex } = props
  const draw = (entry: CalendarEntry<T>, style?: CSSProperties) => {
    const classNames = ['atrium-calendar-event']
    if (entry.continued) classNames.push('atrium-calendar-event--continued')
    if (entry.continues) classNames.push('atrium-calendar-event--continues')
    const title = props.titleOf(entry.item)
    const at = !entry.continued && startsAtTime(entry) ? clockTime(entry.start) : undefined
    const time = at && <time dateTime={entry.start.toISOString()}>{at}</time>
    // In a time grid the title comes first, as in a calendar app: the event's place says its time, and a short or narrow
    // event showed "3:30 PM Sprint …", "Laun…". The spaces outside the time (kept on one line) let lines break there.
    const content = (
      <span className="atrium-calendar-event-text">
        {style ? <>{title}{time && <>{' '}{time}</>}</> : <>{time && <>{time}{' '}</>}{title}</>}
      </span>
    )
    // A title cut to its box (a month's narrow day, a short event) is whole in the tooltip.
    const timedAttributes = { title: at ? `${at} ${title}` : title, ...(style ? { style, 'data-minute': minutesOf(entry.start) } : {}) }
    return props.canRead(entry.item) ? (
      <RecordOpener key={props.keyOf(entry.item)} href={props.hrefOfEvent?.(entry.item)} tabIndex={tabIndex} className={classNames.join(' ')} {...timedAttributes}
        onOpen={() => props.onOpenEvent(entry.item)}>
        {content}
      </RecordOpener>
    ) : (
      <span key={props.keyOf(entry.item)} className={classNames.join(' ')} {...timedAttributes}>{content}</span>
    )
  }
  if (!timeGrid) return <>{entries.map((entry) => draw(entry))}</>

  const allDay = entries.filter((entry) => !isTimed(entry))
  const timed = entries.filter(isTimed)
  const spans = timed.map((entry) => {
    const start = minutesOf(entry.start)
    const end = sameDay(entry.start, entry.end) ? minutesOf(entry.end) : 24 * 60
    return { start, end: Math.min(24 * 60, Math.max(end, start + SHORTEST)) }
  })
  // Laid out by what they cover on screen: a short event still takes a line of text.
  const places = timeGridColumns(spans.map(({ start, end }) => ({ start, end: Math.max(end, start + ONE_LINE) })))
  return (
    <>
      <div className="atrium-calendar-allday" style={{ '--atrium-allday-rows': props.allDayRows } as CSSProperties}>
        {allDay.map((entry) => draw(entry))}
      </div>
      <div className="atrium-calendar-hours">
        {timed.map((entry, index) => {
          const { start, end } = spans[index]
          const { column, columns, span } = places[index]
          return draw(entry, {
            '--atrium-event-start': start / 60, '--atrium-event-hours': (end - start) / 60,
            '--atrium-event-column': column, '--atrium-event-columns': columns, '--atrium-event-span': span,
            // Lines at the grid's text size (.75rem, line-height 1.2: an hour holds 3); an event of one line keeps its
            // title and time on it, cut short with an ellipsis.
            ...lineStyle(linesIn((end - start) / 60, 0.9)),
          } as CSSProperties)
        })}
      </div>
    </>
  )
}
