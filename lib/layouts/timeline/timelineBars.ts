/**
 * Pure geometry of the timeline layout, in DAY units: a span of `days` days
 * starts at `spanStart` (column 0); a bar covers whole local days from its
 * start day to its end day, both included, so a one-day task is 1 wide.
 */
import { diffDays, parseDate, startOfDay } from '../calendarDates'
import type { TimelineLayout } from './timelineDeclaration'

/** Where a bar sits in the span, in days; its clipped sides are flagged. */
export interface BarPosition {
  /** First visible column (0 = the span's first day). */
  left: number
  /** Visible columns (at least 1). */
  width: number
  /** The bar starts before the span. */
  clippedStart: boolean
  /** The bar ends after the span. */
  clippedEnd: boolean
}

/** A record's bar, placed in the span. */
export interface TimelineBar<T> extends BarPosition {
  /** The record. */
  item: T
  /** Start (as read from `startField`). */
  start: Date
  /** End (as read from `endField`; the start when absent). */
  end: Date
  /** Line inside its row, so that overlapping bars do not cover each other (0 first). */
  lane: number
  /**
   * Where its title is drawn: in the bar; or, a bar too short for it, after it or before it, over columns its lane
   * keeps free for it (`labelColumns`); in the bar (cut) when neither side has room in the span.
   */
  label: 'in' | 'after' | 'before'
}

/** The columns a bar's title needs beside it when the bar is too short for it; 0 when it fits in the bar. */
export type LabelColumns<T> = (item: T, position: BarPosition) => number

/** One row of the timeline: the records sharing a `groupBy` value. */
export interface TimelineRow<T> {
  /** The group value as text (`''` for records without one, or when there is no `groupBy`). */
  key: string
  /** Bars visible in the span, in order of their start. */
  bars: TimelineBar<T>[]
  /** Lines the row needs (at least 1). */
  lanes: number
}

type Fields = Pick<TimelineLayout, 'startField' | 'endField' | 'groupBy'>

const read = (item: unknown, field: string): unknown =>
  typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === ''

/**
 * The start and end of a record: `undefined` (skipped) when the start is not a
 * date or the end is present but not a date. A missing end, or an end before
 * the start, gives a one-day bar.
 */
export function readBarDates(item: unknown, layout: Fields): { start: Date; end: Date } | undefined {
  const start = parseDate(read(item, layout.startField))
  if (!start) return undefined
  const rawEnd = read(item, layout.endField)
  const end = isBlank(rawEnd) ? start : parseDate(rawEnd)
  if (!end) return undefined
  return { start, end: end.getTime() < start.getTime() ? start : end }
}

/** Where the days `start`…`end` fall in a span of `days` days from `spanStart`; `undefined` when outside it. */
export function barPosition(start: Date, end: Date, spanStart: Date, days: number): BarPosition | undefined {
  const first = diffDays(spanStart, start)
  const last = diffDays(spanStart, end)
  const left = Math.max(0, first)
  const right = Math.min(days - 1, last)
  if (right < left) return undefined
  return { left, width: right - left + 1, clippedStart: first < 0, clippedEnd: last > days - 1 }
}

function groupKey(item: unknown, groupBy: string | undefined): string {
  if (!groupBy) return ''
  const value = read(item, groupBy)
  if (isBlank(value)) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

type Unplaced<T> = Omit<TimelineBar<T>, 'lane'> & { from: number; to: number }

function assignLanes<T>(bars: Unplaced<T>[]): { bars: TimelineBar<T>[]; lanes: number } {
  const laneEnds: number[] = []
  const sorted = [...bars].sort((a, b) => a.from - b.from || b.to - a.to)
  const placed = sorted.map(({ from, to, ...bar }) => {
    let lane = laneEnds.findIndex((end) => end <= from)
    if (lane === -1) lane = laneEnds.length
    laneEnds[lane] = to
    return { ...bar, lane }
  })
  return { bars: placed, lanes: Math.max(1, laneEnds.length) }
}

/** Where a bar's title goes and the columns the bar and its title take in their lane. */
function placeLabel(position: BarPosition, columns: number, days: number): { label: TimelineBar<unknown>['label']; from: number; to: number } {
  const end = position.left + position.width
  if (columns > 0 && end + columns <= days) return { label: 'after', from: position.left, to: end + columns }
  if (columns > 0 && position.left - columns >= 0) return { label: 'before', from: position.left - columns, to: end }
  return { label: 'in', from: position.left, to: end }
}

/**
 * The rows of a timeline: one per `groupBy` value in order of first appearance
 * (a single row without `groupBy`), each with the bars visible in the span.
 * Records with invalid dates are skipped; a group whose bars all fall outside
 * the span keeps its (empty) row so rows do not jump while paging. `labelColumns` tells which bars are too short
 * for their titles: those are drawn after the bar (else before it), and their lanes keep those columns free.
 */
export function timelineRows<T>(items: readonly T[], layout: Fields, spanStart: Date, days: number, labelColumns?: LabelColumns<T>): TimelineRow<T>[] {
  const groups = new Map<string, Unplaced<T>[]>()
  for (const item of items) {
    const dates = readBarDates(item, layout)
    if (!dates) continue
    const key = groupKey(item, layout.groupBy)
    const bars = groups.get(key) ?? []
    groups.set(key, bars)
    const position = barPosition(dates.start, dates.end, spanStart, days)
    if (position) bars.push({ item, ...dates, ...position, ...placeLabel(position, labelColumns?.(item, position) ?? 0, days) })
  }
  if (groups.size === 0 && !layout.groupBy) groups.set('', [])
  return [...groups].map(([key, bars]) => ({ key, ...assignLanes(bars) }))
}

/** The default first day of the span: the earliest valid start among `items`, else `today`. */
export function timelineAnchor(items: readonly unknown[], layout: Fields, today: Date): Date {
  let earliest: Date | undefined
  for (const item of items) {
    const dates = readBarDates(item, layout)
    if (dates && (!earliest || dates.start.getTime() < earliest.getTime())) earliest = dates.start
  }
  return startOfDay(earliest ?? today)
}
