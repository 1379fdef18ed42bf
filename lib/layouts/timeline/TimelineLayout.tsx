import { useEffect, useId, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { dateText } from '../dateText'
import { timelineText } from './timelineText'
import type { InputDefinition } from '../../resource/types'
import { getRecordTitle } from '../../fields/recordTitle'
import { addDays, sameDay, startOfDay, toIsoDate } from '../calendarDates'
import { dayPosition, useKeptDay } from '../useKeptDay'
import type { TimelineLayout as TimelineLayoutDeclaration } from './timelineDeclaration'
import { LayoutStyles } from '../LayoutStyles'
import { RangeEmptyNote } from '../RangeEmptyNote'
import { RecordOpener } from '../RecordOpener'
import type { CalendarPosition, DateRange, ListLayoutProps } from '../ListLayoutProps'
import { timelineAnchor, timelineRows, type LabelColumns, type TimelineBar } from './timelineBars'
import { useTimelineFit } from './useTimelineFit'

/** Props of the timeline layout. */
export interface TimelineLayoutProps<T> extends ListLayoutProps<T, TimelineLayoutDeclaration<T>> {
  /** First day of the span. Defaults to today when the list asks for the span's records (`onRangeChange`), else to the earliest start among `items`, else today. */
  initialDate?: Date
  /**
   * Told the span's days at first draw and whenever they change, so the list
   * view requests the records of that window (see `timelineRangeFilter`).
   */
  onRangeChange?(range: DateRange): void
  /** Where the span starts when the list keeps it (its URL's `date`); read with `onPositionChange`. */
  position?: CalendarPosition
  /** Told each move (the first day; left out when it is the default): with it, `position` is the span's only state. */
  onPositionChange?(position: CalendarPosition): void
  /** Said over the days, under the navigation, when none holds a bar (the list's empty message). */
  emptyNote?: ReactNode
}

/** Days shown when the layout does not say. */
export const DEFAULT_TIMELINE_DAYS = 14

// Custom properties carry the computed geometry; the rules using them live in layoutCss.
const cssVariables = (values: Record<string, number>): CSSProperties =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`--atrium-${name}`, value])) as CSSProperties

const shortDate = (date: Date): string => date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })

function rangeText(start: Date, end: Date): string {
  return sameDay(start, end) ? shortDate(start) : dateText('timeline.range', { start: shortDate(start), end: shortDate(end) })
}

/**
 * The timeline layout: one row per `groupBy` value (one row without it), each
 * record a bar from its `startField` day to its `endField` day over a span of
 * `days` days (default 14; fewer, whole weeks, in a box too narrow for them at 2.75rem a day: the header's range is
 * what shows). A bar too short for its title has it drawn after it (else before it). Previous, Today and Next
 * move the span by its length (kept in the list's URL as `date=`, like the calendar's); bars running past it are clipped (and flagged);
 * records with invalid dates are skipped. A bar is a link to the record (`hrefOf('read')`; a button without one),
 * named by its title and dates.
 */
export function TimelineLayout<T>(props: TimelineLayoutProps<T>): ReactElement {
  const { resource, layout, items, loading, onOpen, onRangeChange } = props
  const baseId = useId()
  const [anchor, setAnchor] = useState<Date | undefined>(() => (props.initialDate ? startOfDay(props.initialDate) : undefined))
  const today = startOfDay(new Date())
  const declared = Math.max(1, Math.floor(layout.days ?? DEFAULT_TIMELINE_DAYS))
  // The days that fit the box (whole weeks), so that the header's range is what shows, none hidden to the side.
  const scroll = useRef<HTMLDivElement>(null)
  const fit = useTimelineFit(scroll, declared)
  const days = fit ? fit.days : declared
  // Records asked for by window start today; records given whole are followed until the reader moves
  // (they may arrive after the first draw).
  const windowed = useRef(onRangeChange !== undefined).current
  // Kept by the list (its URL): a reload, Back or a link shows the same days; an unreadable date is the default start.
  const kept = props.onPositionChange !== undefined
  const defaultStart = props.initialDate ? startOfDay(props.initialDate) : today
  const keptStart = useKeptDay(props.position?.date)
  const spanStart = kept ? startOfDay(keptStart ?? defaultStart) : anchor ?? (windowed ? today : timelineAnchor(items, layout, today))
  const moveTo = (date: Date) => {
    if (kept) props.onPositionChange?.(dayPosition(date, defaultStart))
    else setAnchor(date)
  }
  const spanDays = Array.from({ length: days }, (_, index) => addDays(spanStart, index))
  const from = toIsoDate(spanStart)
  const to = toIsoDate(spanDays[days - 1])
  const rangeListener = useRef(onRangeChange)
  rangeListener.current = onRangeChange
  // Asked for once the box is measured: the declared days first would read records for days not shown.
  const measured = fit !== undefined
  useEffect(() => {
    if (measured) rangeListener.current?.({ from, to })
  }, [from, to, measured])
  // A bar too short for its title has it drawn beside it, its lane keeping those columns free. A bar's title has its
  // width less .5rem each side, 1.25rem on a side where the bar goes on past the days shown (its arrow's room).
  const labelColumns: LabelColumns<T> | undefined = fit ? (item, position) => {
    const width = fit.titleWidth(getRecordTitle(resource, item))
    const room = position.width * fit.dayWidth - fit.rem - 0.75 * fit.rem * (Number(position.clippedStart) + Number(position.clippedEnd))
    return width <= room ? 0 : Math.ceil((width + fit.rem / 2) / fit.dayWidth)
  } : undefined
  const rows = timelineRows(items, layout, spanStart, days, labelColumns)
  const inputs: Partial<Record<string, InputDefinition | false>> = resource.getActionOptions('list').form?.inputs ?? {}
  const groupInput = layout.groupBy ? inputs[layout.groupBy] : undefined

  const rowLabel = (key: string): string => {
    if (!layout.groupBy) return resource.name
    if (key === '') return timelineText('timeline.ungrouped')
    const option = groupInput ? groupInput.options?.find((candidate) => String(candidate.value) === key) : undefined
    return option?.label ?? key
  }

  const renderBar = (bar: TimelineBar<T>) => {
    const key = resource.getId(bar.item)
    const title = getRecordTitle(resource, bar.item)
    const classes = ['atrium-timeline-bar']
    if (bar.clippedStart) classes.push('atrium-timeline-bar--clipped-start')
    if (bar.clippedEnd) classes.push('atrium-timeline-bar--clipped-end')
    if (bar.label !== 'in') classes.push(`atrium-timeline-bar--${bar.label}`)
    const geometry = {
      'data-left': bar.left, 'data-width': bar.width, 'data-lane': bar.lane,
      'data-clipped-start': bar.clippedStart || undefined, 'data-clipped-end': bar.clippedEnd || undefined,
      className: classes.join(' '),
      style: cssVariables({ 'bar-left': bar.left, 'bar-width': bar.width, 'bar-lane': bar.lane }),
    }
    const dates = rangeText(bar.start, bar.end)
    const text = bar.label === 'in' ? title : <span className="atrium-timeline-bar-label">{title}</span>
    if (!resource.can('read', bar.item)) {
      return (
        <span key={key} {...geometry}>
          {text}<span className="atrium-visually-hidden">, {dates}</span>
        </span>
      )
    }
    return (
      <RecordOpener key={key} href={props.hrefOf?.('read', bar.item)} {...geometry} onOpen={() => onOpen('read', bar.item)}
        aria-label={timelineText('timeline.bar', { title, range: dates })}>
        {text}
      </RecordOpener>
    )
  }

  return (
    <div className={`atrium-timeline${layout.fullWidth ? ' atrium-timeline--full-width' : ''}${props.emptyNote ? ' atrium-timeline--empty' : ''}`} aria-busy={loading || undefined}>
      <LayoutStyles />
      <div className="atrium-layout-toolbar">
        <h2 className="atrium-layout-toolbar-title" aria-live="polite">{rangeText(spanDays[0], spanDays[days - 1])}</h2>
        <button type="button" className="atrium-layout-button" onClick={() => moveTo(addDays(spanStart, -days))}>
          {dateText('calendar.previous')}
        </button>
        <button type="button" className="atrium-layout-button" onClick={() => moveTo(today)}>
          {dateText('calendar.today')}
        </button>
        <button type="button" className="atrium-layout-button" onClick={() => moveTo(addDays(spanStart, days))}>
          {dateText('calendar.next')}
        </button>
      </div>
      {/* Outside the sideways scroll: in the middle of the days in view, whichever they are. */}
      <RangeEmptyNote>{props.emptyNote}</RangeEmptyNote>
      <div ref={scroll} className="atrium-timeline-scroll" style={cssVariables({ 'timeline-days': days })} data-start={toIsoDate(spanStart)} data-days={days}>
        <div className="atrium-timeline-body">
          <div className="atrium-timeline-header">
            <span className="atrium-timeline-row-header" />
            <ol className="atrium-timeline-days">
              {spanDays.map((day) => (
                <li key={toIsoDate(day)} data-date={toIsoDate(day)}
                  className={`atrium-timeline-day${sameDay(day, today) ? ' atrium-timeline-day--today' : ''}`}>
                  <time dateTime={toIsoDate(day)} aria-label={shortDate(day)}>
                    <span className="atrium-timeline-weekday">{day.toLocaleDateString(undefined, { weekday: 'short' })}</span> {day.getDate()}
                  </time>
                </li>
              ))}
            </ol>
          </div>
          {/* No group to draw: an empty row still shows the days' lines, under the note (a bare strip of day headers looked broken). */}
          {rows.length === 0 && (
            <div className="atrium-timeline-row" aria-hidden="true">
              <span className="atrium-timeline-row-header" />
              <div className="atrium-timeline-track" />
            </div>
          )}
          {rows.map((row, index) => {
            const headerId = `${baseId}-row-${index}`
            return (
              <div key={row.key} role="group" aria-labelledby={headerId} className="atrium-timeline-row" data-row={row.key}>
                <div id={headerId} className="atrium-timeline-row-header">{rowLabel(row.key)}</div>
                <div className="atrium-timeline-track" style={cssVariables({ 'row-lanes': row.lanes })}>
                  {row.bars.map(renderBar)}
                </div>
              </div>
            )
          })}
        </div>
      </div>
    </div>
  )
}
