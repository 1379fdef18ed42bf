/** A timed event's place in its day, in minutes since midnight. */
export interface TimeSpan {
  /** First minute. */
  start: number
  /** Minute after the last (more than `start`). */
  end: number
}

/** Where a timed event is drawn across its day: `column` of `columns`, `span` columns wide. */
export interface TimeGridPlace {
  /** 0-based column. */
  column: number
  /** Columns of its group of overlapping events. */
  columns: number
  /** Columns it covers from `column` (more than one where the columns to its right are free all along it). */
  span: number
}

const overlap = (a: TimeSpan, b: TimeSpan): boolean => a.start < b.end && b.start < a.end

/**
 * Lays out a day's timed events side by side where they overlap, as Google Calendar and
 * react-big-calendar do: events that overlap, directly or through others, form a group; each takes
 * the first column of its group free at its start (events in start order, the longer first), the
 * group is as many columns wide as it needed, and an event widens over the columns to its right
 * that nothing overlapping it uses. Events that overlap nothing keep the whole width.
 * @returns one place per span, in the order of `spans`.
 */
export function timeGridColumns(spans: readonly TimeSpan[]): TimeGridPlace[] {
  const order = spans.map((_, index) => index).sort((a, b) => spans[a].start - spans[b].start || spans[b].end - spans[a].end)
  const places: TimeGridPlace[] = spans.map(() => ({ column: 0, columns: 1, span: 1 }))
  let group: number[] = []
  let columnEnds: number[] = []
  let groupEnd = -Infinity
  const closeGroup = () => {
    for (const index of group) {
      const place = places[index]
      place.columns = columnEnds.length
      let span = 1
      while (place.column + span < columnEnds.length
        && !group.some((other) => places[other].column === place.column + span && overlap(spans[other], spans[index]))) span += 1
      place.span = span
    }
    group = []
    columnEnds = []
  }
  for (const index of order) {
    const { start, end } = spans[index]
    if (start >= groupEnd) closeGroup()
    let column = columnEnds.findIndex((columnEnd) => columnEnd <= start)
    if (column === -1) column = columnEnds.push(end) - 1
    else columnEnds[column] = end
    places[index].column = column
    group.push(index)
    groupEnd = group.length === 1 ? end : Math.max(groupEnd, end)
  }
  closeGroup()
  return places
}
