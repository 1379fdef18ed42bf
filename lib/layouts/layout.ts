/** A table: one column per form input (declaration order, `generatedValue` skipped) or the given `fields`. */
export interface TableLayout<K extends string = string> {
  /** Layout kind. */
  readonly type: 'table'
  /** Columns to show, fewer than the form's inputs. */
  readonly fields?: readonly K[]
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** A column of a board. */
export interface BoardColumn {
  /** The `groupBy` field's value that puts a card in this column. */
  readonly value: string
  /** Column header; defaults to the value. */
  readonly label?: string
}

/** A board: one column per value of `groupBy`; dragging a card updates that field. */
export interface BoardLayout<K extends string = string> {
  /** Layout kind. */
  readonly type: 'board'
  /** The field whose value places a card in a column. */
  readonly groupBy: K
  /** The columns, in order. */
  readonly columns: readonly (BoardColumn | string)[]
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** A calendar (month, week, day) of events placed by a date field. */
export interface CalendarLayout<K extends string = string> {
  /** Layout kind. */
  readonly type: 'calendar'
  /** Start date field. */
  readonly dateField: K
  /** Optional end date field. */
  readonly endField?: K
  /** Initial view. Defaults to `'month'`. */
  readonly view?: 'month' | 'week' | 'day'
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** A timeline: bars from start to end, grouped by a field, over a span of days. */
export interface TimelineLayout<K extends string = string> {
  /** Layout kind. */
  readonly type: 'timeline'
  /** Start date field. */
  readonly startField: K
  /** End date field. */
  readonly endField: K
  /** Field grouping bars into rows. */
  readonly groupBy?: K
  /** Days shown at once. Defaults to `14`. */
  readonly days?: number
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** Any list layout over fields `K`. */
export type ListLayout<K extends string = string> = TableLayout<K> | BoardLayout<K> | CalendarLayout<K> | TimelineLayout<K>

/** Factories of list layouts; field names are checked against the resource's record type. */
export const layout = {
  /** A table layout. */
  table<K extends string = never>(options: Omit<TableLayout<K>, 'type'> = {}): TableLayout<K> {
    return { type: 'table', ...options }
  },
  /** A board layout grouped by `groupBy`. */
  board<K extends string>(options: Omit<BoardLayout<K>, 'type'>): BoardLayout<K> {
    return { type: 'board', ...options }
  },
  /** A calendar layout. */
  calendar<K extends string>(options: Omit<CalendarLayout<K>, 'type'>): CalendarLayout<K> {
    return { type: 'calendar', ...options }
  },
  /** A timeline layout. */
  timeline<K extends string>(options: Omit<TimelineLayout<K>, 'type'>): TimelineLayout<K> {
    return { type: 'timeline', ...options }
  },
}
