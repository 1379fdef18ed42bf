import { useEffect, useId, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { dateText } from '../dateText'
import { calendarText } from './calendarText'
import { getRecordTitle } from '../../fields/recordTitle'
import { sameDay, startOfDay, toIsoDate } from '../calendarDates'
import { dayPosition, useKeptDay } from '../useKeptDay'
import { calendarEvents } from './calendarEvents'
import { calendarDays, calendarRange, shiftAnchor, type CalendarRange, type CalendarView } from './calendarRange'
import { CalendarGrid, fullDate } from './CalendarGrid'
import { CalendarAgenda } from './CalendarAgenda'
import { usePhoneWidth } from '../../config/usePhoneWidth'
import { useNarrowBox } from './useNarrowBox'
import type { CalendarLayout as CalendarLayoutDeclaration } from './calendarDeclaration'
import { LayoutStyles } from '../LayoutStyles'
import { RangeEmptyNote } from '../RangeEmptyNote'
import type { CalendarPosition, ListLayoutProps } from '../ListLayoutProps'

/** Props of the calendar layout. */
export interface CalendarLayoutProps<T> extends ListLayoutProps<T, CalendarLayoutDeclaration<T>> {
  /** The day shown first (its month, week or itself). Defaults to today. */
  initialDate?: Date
  /**
   * Told the visible days at first draw and whenever they change, so the list
   * view can request the records of that range (see `dayRangeFilter`).
   */
  onRangeChange?(range: CalendarRange): void
  /** Where the calendar stands when the list keeps it (in its URL); read with `onPositionChange`. */
  position?: CalendarPosition
  /** Told each move (view, day; defaults left out): with it, `position` is the calendar's only state. */
  onPositionChange?(position: CalendarPosition): void
  /** Said over the days, under the navigation, when none holds an event (the list's empty message). */
  emptyNote?: ReactNode
}

const VIEWS: readonly CalendarView[] = ['month', 'week', 'day']

/**
 * The calendar's width (px) from which a month draws its events in its days: a day 120 px wide shows an event's time
 * and the first letters of its title; in a narrower box (a drawer, a window under ~1,130 px beside the sidebar) the
 * titles were cut to nothing ("12:30…"), and the month is drawn as on a phone.
 */
const MONTH_CHIPS_FROM = 840

function heading(view: CalendarView, days: readonly Date[]): string {
  if (view === 'day') return fullDate(days[0])
  if (view === 'month') return days[15].toLocaleDateString(undefined, { month: 'long', year: 'numeric' })
  const short = (date: Date) => date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })
  return dateText('timeline.range', { start: short(days[0]), end: short(days[days.length - 1]) })
}

/**
 * The calendar layout: month (6 weeks from Monday), week and day views of the
 * records placed by `dateField` (spanning to `endField` when given). Previous,
 * Today and Next move the view; clicking an event opens it (`onOpen('read')`; an event is a link to `hrefOf('read')`),
 * clicking an empty day opens create with `{ [dateField]: 'YYYY-MM-DD' }`.
 * Records with an invalid date are skipped. The list view should give it the
 * records of the visible range: `onRangeChange` tells it which. Below 768 px, or in a box
 * narrower than 840 px, a month's days show dots for their events, and the chosen day's events are listed in full under the grid;
 * a week is a list of its seven days, each with its events in full (`CalendarAgenda`).
 */
export function CalendarLayout<T>(props: CalendarLayoutProps<T>): ReactElement {
  const { resource, layout, items, loading, onOpen, onRangeChange, position, onPositionChange } = props
  const headingId = useId()
  const defaultView = layout.view ?? 'month'
  const initialTime = props.initialDate?.getTime()
  const defaultAnchor = useMemo(() => startOfDay(initialTime === undefined ? new Date() : new Date(initialTime)), [initialTime])
  const [ownView, setOwnView] = useState<CalendarView>(defaultView)
  const [ownAnchor, setOwnAnchor] = useState(defaultAnchor)
  // Kept by the list (its URL): a reload or Back shows the same days; an unreadable date is the default day.
  const kept = onPositionChange !== undefined
  const keptAnchor = useKeptDay(position?.date)
  const view = kept ? position?.view ?? defaultView : ownView
  const anchor = kept ? keptAnchor ?? defaultAnchor : ownAnchor
  const [focusDate, setFocusDate] = useState(anchor)
  // The shown days changed from outside (Back, a link): the focus follows them.
  const [focusedAnchor, setFocusedAnchor] = useState(anchor)
  if (focusedAnchor.getTime() !== anchor.getTime()) {
    setFocusedAnchor(anchor)
    setFocusDate(anchor)
  }
  const moveTo = (nextView: CalendarView, date: Date) => {
    if (!kept) {
      setOwnView(nextView)
      setOwnAnchor(date)
      return
    }
    onPositionChange({
      ...(nextView === defaultView ? {} : { view: nextView }),
      ...dayPosition(date, defaultAnchor),
    })
  }
  const today = startOfDay(new Date())
  // Below 768 px a month's 50 px days, or a week's 40 px ones, cut every title to a few letters: a month's days show
  // dots, the chosen day its events listed under them; a week is a list of its days, each with its events. A month
  // in a box too narrow for its titles (whatever the window's width) is drawn the same way.
  const phone = usePhoneWidth()
  const box = useRef<HTMLDivElement>(null)
  const narrow = useNarrowBox(box, MONTH_CHIPS_FROM)
  const compact = (phone || narrow) && view === 'month'
  // A day tapped in a compact month: its events, listed under the grid, are scrolled into view (they began under a
  // phone's menu bar, the tap seemingly doing nothing).
  const [picked, setPicked] = useState(0)
  useEffect(() => {
    if (picked === 0) return
    const agenda = box.current?.querySelector<HTMLElement>(':scope > ol.atrium-calendar-agenda')
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true
    agenda?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' })
  }, [picked])
  const weekList = phone && view === 'week'

  const days = useMemo(() => calendarDays(anchor, view), [anchor, view])
  const events = useMemo(() => calendarEvents(items, layout, days), [items, layout, days])
  const range = calendarRange(layout, anchor, view)

  const rangeListener = useRef(onRangeChange)
  rangeListener.current = onRangeChange
  useEffect(() => {
    rangeListener.current?.({ from: range.from, to: range.to })
  }, [range.from, range.to])

  const go = (date: Date) => {
    setFocusDate(date)
    moveTo(view, date)
  }
  const moveFocus = (date: Date) => {
    setFocusDate(date)
    if (!days.some((day) => sameDay(day, date))) moveTo(view, date)
  }

  const titleOf = (item: T) => getRecordTitle(resource, item)
  const keyOf = (item: T) => resource.getId(item)
  const canRead = (item: T) => resource.can('read', item)
  const create = (date: Date) => onOpen('create', undefined, { [layout.dateField]: toIsoDate(date) })
  const openEvent = (item: T) => onOpen('read', item)
  // Where the list gives records an address, events are links to it (a new tab, a copied address).
  const hrefOfEvent = (item: T) => props.hrefOf?.('read', item)

  return (
    <div ref={box} className={`atrium-calendar${layout.fullWidth ? ' atrium-calendar--full-width' : ''}`} aria-busy={loading || undefined}>
      <LayoutStyles />
      <div className="atrium-layout-toolbar">
        <h2 id={headingId} className="atrium-layout-toolbar-title" aria-live="polite">{heading(view, days)}</h2>
        <button type="button" className="atrium-layout-button" onClick={() => go(shiftAnchor(anchor, view, -1))}>
          {dateText('calendar.previous')}
        </button>
        <button type="button" className="atrium-layout-button" onClick={() => go(today)}>
          {dateText('calendar.today')}
        </button>
        <button type="button" className="atrium-layout-button" onClick={() => go(shiftAnchor(anchor, view, 1))}>
          {dateText('calendar.next')}
        </button>
        <div role="group" aria-label={calendarText('calendar.view')} className="atrium-layout-toolbar">
          {VIEWS.map((candidate) => (
            <button key={candidate} type="button" className="atrium-layout-button" aria-pressed={view === candidate}
              onClick={() => moveTo(candidate, focusDate)}>
              {calendarText(`calendar.${candidate}`)}
            </button>
          ))}
        </div>
      </div>
      {/* Over the days; a phone's week says "Nothing" under each of its days already, and a compact month says it under
          its grid (over it, it hid the chosen day). */}
      {!weekList && !compact && <RangeEmptyNote>{props.emptyNote}</RangeEmptyNote>}
      {weekList ? (
        <CalendarAgenda days={days} today={today} events={events} canCreate={resource.can('create')} labelledBy={headingId}
          className="atrium-calendar--week" titleOf={titleOf} keyOf={keyOf} canRead={canRead} onOpenEvent={openEvent} hrefOfEvent={hrefOfEvent} onCreate={create} />
      ) : (
        <CalendarGrid
          view={view}
          days={days}
          month={view === 'month' ? anchor.getMonth() : undefined}
          today={today}
          events={events}
          focusDate={focusDate}
          labelledBy={headingId}
          canCreate={resource.can('create')}
          titleOf={titleOf}
          keyOf={keyOf}
          canRead={canRead}
          onFocusDate={moveFocus}
          onCreate={create}
          onOpenEvent={openEvent}
          hrefOfEvent={hrefOfEvent}
          compact={compact}
          onPickDay={() => setPicked((count) => count + 1)}
          onShowDay={(date) => {
            setFocusDate(date)
            moveTo('day', date)
          }}
        />
      )}
      {compact && <RangeEmptyNote inline>{props.emptyNote}</RangeEmptyNote>}
      {compact && (
        <CalendarAgenda days={[focusDate]} today={today} events={events} canCreate={resource.can('create')}
          titleOf={titleOf} keyOf={keyOf} canRead={canRead} onOpenEvent={openEvent} hrefOfEvent={hrefOfEvent} onCreate={create} />
      )}
    </div>
  )
}
