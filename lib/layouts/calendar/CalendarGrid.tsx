import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react'
import { calendarText } from './calendarText'
import { addDays, sameDay, toIsoDate } from '../calendarDates'
import type { CalendarEntry } from './calendarEvents'
import type { CalendarView } from './calendarRange'
import { CalendarDayEvents, isTimed, type CalendarDayEventsProps } from './CalendarDayEvents'
import { CalendarHourGutter } from './CalendarHourGutter'

/** Props of the day grid of a calendar (month, week or day); the event callbacks go to each day's events. */
export interface CalendarGridProps<T> extends Pick<CalendarDayEventsProps<T>, 'titleOf' | 'keyOf' | 'canRead' | 'onOpenEvent' | 'hrefOfEvent'> {
  /** What is shown: 42 days (month), 7 (week) or 1 (day). */
  view: CalendarView
  /** The visible days, in order. */
  days: readonly Date[]
  /** Month of a month view (0-based); days of other months are drawn faded. */
  month?: number
  /** Today, highlighted. */
  today: Date
  /** Events per local `YYYY-MM-DD`. */
  events: ReadonlyMap<string, readonly CalendarEntry<T>[]>
  /** The day holding the keyboard focus (one tab stop for the whole grid). */
  focusDate: Date
  /** Id of the element naming the grid. */
  labelledBy: string
  /** Whether clicking a day creates a record. */
  canCreate: boolean
  /** The keyboard moved to `date` (may be outside the visible days). */
  onFocusDate(date: Date): void
  /** Opens create on `date`. */
  onCreate(date: Date): void
  /**
   * A phone's month: each day its number and a dot per event (three at most; the count is said with its date), the
   * focused day selected (its events are listed under the grid, `CalendarAgenda`); a tap selects a day.
   */
  compact?: boolean
  /** A compact month's day was tapped or clicked (its events, listed under the grid, are to be shown). */
  onPickDay?(date: Date): void
  /** A month's day holding more events than it draws: its "+N more" opens it (the day view). */
  onShowDay?(date: Date): void
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }
/** Dots a compact day draws at most. */
const MOST_DOTS = 3
/** Events a month's day draws at most (each its time, then its title on up to 3 lines); past that, 2 and "+N more". */
const MOST_MONTH_EVENTS = 3

const countText = (count: number): string => (count === 1 ? calendarText('layout.calendar.oneEvent') : calendarText('layout.calendar.events', { count }))

/** Where a time grid opens: the start of the working day. */
export const WORKDAY_HOUR = 8

/**
 * The hour a week or day time grid shows first: `WORKDAY_HOUR`, or the hour of an earlier timed
 * event of the visible days, so no event starts above what is shown.
 */
export function firstShownHour<T>(days: readonly Date[], events: ReadonlyMap<string, readonly CalendarEntry<T>[]>): number {
  let hour = WORKDAY_HOUR
  for (const day of days) {
    for (const entry of events.get(toIsoDate(day)) ?? []) if (isTimed(entry)) hour = Math.min(hour, entry.start.getHours())
  }
  return hour
}

/** The full, spoken date of a day, e.g. "Wednesday, January 10, 2024". */
export function fullDate(date: Date): string {
  return date.toLocaleDateString(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })
}


/**
 * The days of a calendar as an ARIA grid: one row per week, each cell named by
 * its full date. Arrow keys move between days (one tab stop), Enter on a day
 * or a click on its empty space opens create with that date, and each event is
 * a link (or a button) opening the record. A week or a day is a time grid (`CalendarDayEvents`) in a box of
 * its own that scrolls its hours, opened at `firstShownHour`, with each day's number and all-day
 * events kept on top, and the hours' labels in a column before the days (`CalendarHourGutter`).
 * A month's day draws each event's time on a line of its own and its title on up to three, three events at most: past
 * that, two and a "+N more" button opening the day. A `compact` month (a phone's) draws each day's number and dots for
 * its events, the events listed under it.
 */
export function CalendarGrid<T>(props: CalendarGridProps<T>): ReactElement {
  const { view, days, month, today, events, focusDate, canCreate, compact = false } = props
  const gridRef = useRef<HTMLDivElement>(null)
  const keyboardMoved = useRef(false)
  const columns = view === 'day' ? 1 : 7
  // A week or a day is a time grid: every day keeps as many all-day rows as the fullest, so the hours line up.
  const allDayRows = view === 'month' ? 0 : Math.max(0, ...days.map((day) => (events.get(toIsoDate(day)) ?? []).filter((entry) => !isTimed(entry)).length))
  const weeks = Array.from({ length: Math.ceil(days.length / columns) }, (_, row) => days.slice(row * columns, row * columns + columns))

  // A time grid scrolls its hours (under the days' sticky heads) to the working day, or to an earlier
  // event: on open, on another week or day, and when the events that came in start earlier.
  const firstHour = view === 'month' ? 0 : firstShownHour(days, events)
  const firstDay = days.length > 0 ? toIsoDate(days[0]) : ''
  useLayoutEffect(() => {
    const hours = gridRef.current?.querySelector<HTMLElement>('.atrium-calendar-hours')
    const scroller = hours?.closest<HTMLElement>('.atrium-calendar-row')
    if (view === 'month' || !hours || !scroller) return
    scroller.scrollTop = (hours.offsetHeight / 24) * firstHour
  }, [view, firstDay, firstHour])

  useEffect(() => {
    if (!keyboardMoved.current) return
    keyboardMoved.current = false
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${toIsoDate(focusDate)}"]`)?.focus()
  }, [focusDate])

  const onCellKeyDown = (date: Date) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return
    const step = KEY_STEPS[event.key]
    if (step !== undefined) {
      event.preventDefault()
      keyboardMoved.current = true
      props.onFocusDate(addDays(date, view === 'day' ? Math.sign(step) : step))
    } else if ((event.key === 'Enter' || event.key === ' ') && canCreate) {
      event.preventDefault()
      props.onCreate(date)
    }
  }

  const onCellClick = (date: Date) => (event: MouseEvent<HTMLElement>) => {
    // A click on an event (a link or a button), or on the day's number, is theirs: a Ctrl+click on an event opens it in a
    // new tab and creates nothing here.
    if (compact || !canCreate || (event.target as HTMLElement).closest('button,a')) return
    props.onCreate(date)
  }

  return (
    <div ref={gridRef} role="grid" aria-labelledby={props.labelledBy} className={`atrium-calendar-grid atrium-calendar--${view}${compact ? ' atrium-calendar--compact' : ''}`}>
      <div role="row" className="atrium-calendar-row">
        {view !== 'month' && <div aria-hidden="true" className="atrium-calendar-gutter" />}
        {weeks[0]?.map((day) => (
          <div key={day.getDay()} role="columnheader" className="atrium-calendar-columnheader"
            aria-label={day.toLocaleDateString(undefined, { weekday: 'long' })}>
            {day.toLocaleDateString(undefined, { weekday: 'short' })}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={toIsoDate(week[0])} role="row" className="atrium-calendar-row">
          {view !== 'month' && <CalendarHourGutter allDayRows={allDayRows} />}
          {week.map((day) => {
            const iso = toIsoDate(day)
            const active = sameDay(day, focusDate)
            const tabIndex = active ? 0 : -1
            const label = fullDate(day)
            const classes = ['atrium-calendar-cell']
            if (month !== undefined && day.getMonth() !== month) classes.push('atrium-calendar-cell--outside')
            if (sameDay(day, today)) classes.push('atrium-calendar-cell--today')
            if (compact) {
              const count = events.get(iso)?.length ?? 0
              return (
                <div key={iso} role="gridcell" data-date={iso} tabIndex={tabIndex} aria-selected={active}
                  aria-current={sameDay(day, today) ? 'date' : undefined} className={classes.join(' ')}
                  onKeyDown={onCellKeyDown(day)} onFocus={() => active || props.onFocusDate(day)} onClick={() => {
                    if (!active) props.onFocusDate(day)
                    props.onPickDay?.(day)
                  }}>
                  <span className="atrium-visually-hidden">{count > 0 ? `${label}, ${countText(count)}` : label}</span>
                  <span className="atrium-calendar-day-number" aria-hidden="true">{day.getDate()}</span>
                  <span className="atrium-calendar-dots" aria-hidden="true">
                    {Array.from({ length: Math.min(count, MOST_DOTS) }, (_, index) => <span key={index} className="atrium-calendar-dot" />)}
                  </span>
                </div>
              )
            }
            const entries = events.get(iso) ?? []
            const more = entries.length > MOST_MONTH_EVENTS ? entries.length - MOST_MONTH_EVENTS + 1 : 0
            return (
              // Named by its content: the full date (hidden text) first, then its events; an
              // aria-label would hide the events from its name.
              <div key={iso} role="gridcell" data-date={iso} tabIndex={tabIndex}
                aria-current={sameDay(day, today) ? 'date' : undefined} className={classes.join(' ')}
                onClick={onCellClick(day)} onKeyDown={onCellKeyDown(day)} onFocus={() => active || props.onFocusDate(day)}>
                <span className="atrium-visually-hidden">{label}</span>
                {canCreate ? (
                  <button type="button" tabIndex={tabIndex} className="atrium-calendar-day-number"
                    aria-label={calendarText('calendar.createOn', { date: label })} onClick={() => props.onCreate(day)}>
                    <span aria-hidden="true">{day.getDate()}</span>
                  </button>
                ) : (
                  <span className="atrium-calendar-day-number" aria-hidden="true">{day.getDate()}</span>
                )}
                <CalendarDayEvents entries={view === 'month' && more > 0 ? entries.slice(0, MOST_MONTH_EVENTS - 1) : entries} timeGrid={view !== 'month'} allDayRows={allDayRows}
                  tabIndex={tabIndex} titleOf={props.titleOf} keyOf={props.keyOf} canRead={props.canRead} onOpenEvent={props.onOpenEvent} hrefOfEvent={props.hrefOfEvent} />
                {view === 'month' && more > 0 && (
                  <button type="button" tabIndex={tabIndex} className="atrium-calendar-more" onClick={() => props.onShowDay?.(day)}>
                    {calendarText('layout.calendar.more', { count: more })}
                  </button>
                )}
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}
