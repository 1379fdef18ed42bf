import type { FieldOf } from '../types'

/** What a record type holds under a field (`unknown` for a loose record type). */
type ValueOf<T, K> = K extends keyof T ? T[K] : unknown

// Field kinds, for what a layout asks of its fields. A loose record type (`unknown`, or a
// `Record<string, unknown>`) accepts every field, since its values are not known.
type IsText<V> = unknown extends V ? true : NonNullable<V> extends string ? true : false
type IsDate<V> = unknown extends V ? true : NonNullable<V> extends string | Date ? true : false
type IsList<V> = unknown extends V ? false : NonNullable<V> extends readonly unknown[] ? true : false

type Keys<T> = Extract<keyof T, string>

/** Fields of `T` holding text (a board's columns are its values, and a move writes one). */
export type TextField<T> = [T] extends [object] ? { [K in Keys<T>]-?: IsText<T[K]> extends true ? K : never }[Keys<T>] : string
/** Fields of `T` holding dates: ISO strings or `Date`s. */
export type DateField<T> = [T] extends [object] ? { [K in Keys<T>]-?: IsDate<T[K]> extends true ? K : never }[Keys<T>] : string
/** Fields of `T` holding one value, not a list (what rows are grouped by). */
export type SingleField<T> = [T] extends [object] ? { [K in Keys<T>]-?: IsList<T[K]> extends true ? never : K }[Keys<T>] : string
/** The text values of field `K` of `T`: what a board column may be. */
export type ColumnValue<T, K> = unknown extends ValueOf<T, K> ? string : Extract<ValueOf<T, K>, string>

/** A table: one column per form input (declaration order, `generatedValue` skipped) or the given `fields`. */
export interface TableLayout<T = unknown> {
  /** Layout kind. */
  readonly type: 'table'
  /** Columns to show, fewer than the form's inputs. */
  readonly fields?: readonly FieldOf<T>[]
  /**
   * Fields a row shows under the record's title when the table is drawn as cards (below 768 px);
   * by default the first three columns other than the title.
   */
  readonly cardFields?: readonly FieldOf<T>[]
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** A column of a board: a value of its `groupBy` field. */
export interface BoardColumn<V extends string = string> {
  /** The `groupBy` field's value that puts a card in this column. */
  readonly value: V
  /** Column header; defaults to the value. */
  readonly label?: string
}

/** A board: one column per value of `groupBy` (a text field); dragging a card updates that field. */
export interface BoardLayout<T = unknown> {
  /** Layout kind. */
  readonly type: 'board'
  /** The field whose value places a card in a column. */
  readonly groupBy: TextField<T>
  /** The columns, in order: values of `groupBy`. */
  readonly columns: readonly (BoardColumn | string)[]
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** What `layout.board` takes: `groupBy`, and columns that are values of that field. */
export interface BoardOptions<T, K extends TextField<T>> {
  /** The field whose value places a card in a column: a text field, not a list. */
  readonly groupBy: K
  /** The columns, in order: values of `groupBy` (`'archived'` is refused when it is `'draft' | 'published'`). */
  readonly columns: readonly (BoardColumn<ColumnValue<T, K>> | ColumnValue<T, K>)[]
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** A calendar (month, week, day) of events placed by a date field. */
export interface CalendarLayout<T = unknown> {
  /** Layout kind. */
  readonly type: 'calendar'
  /** Start date field (ISO strings or Dates). */
  readonly dateField: DateField<T>
  /** Optional end date field. */
  readonly endField?: DateField<T>
  /** Initial view. Defaults to `'month'`. */
  readonly view?: 'month' | 'week' | 'day'
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** A timeline: bars from start to end, grouped by a field, over a span of days. */
export interface TimelineLayout<T = unknown> {
  /** Layout kind. */
  readonly type: 'timeline'
  /** Start date field. */
  readonly startField: DateField<T>
  /** End date field. */
  readonly endField: DateField<T>
  /** Field grouping bars into rows (one value per record, not a list). */
  readonly groupBy?: SingleField<T>
  /** Days shown at once. Defaults to `14`. */
  readonly days?: number
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** Any list layout of records `T`. */
export type ListLayout<T = unknown> = TableLayout<T> | BoardLayout<T> | CalendarLayout<T> | TimelineLayout<T>

// Keeps TypeScript from guessing the record type from a layout's options: it comes from where
// the layout is used (a resource's `layouts`), or from an explicit `layout.table<Article>()`.
type FromContext<T> = [T][T extends unknown ? 0 : never]

/**
 * Factories of list layouts. The record type comes from the resource the
 * layout is declared in (or `layout.board<Article>(…)`), and field names and
 * board columns are checked against it.
 */
export const layout = {
  /** A table layout. */
  table<T = unknown>(options: Omit<TableLayout<FromContext<T>>, 'type'> = {}): TableLayout<T> {
    return { type: 'table', ...options } as TableLayout<T>
  },
  /** A board layout grouped by `groupBy`, a text field; its columns are values of that field. */
  board<T = unknown, K extends TextField<T> = TextField<T>>(options: BoardOptions<FromContext<T>, K>): BoardLayout<T> {
    return { type: 'board', ...options } as BoardLayout<T>
  },
  /** A calendar layout over a date field. */
  calendar<T = unknown>(options: Omit<CalendarLayout<FromContext<T>>, 'type'>): CalendarLayout<T> {
    return { type: 'calendar', ...options } as CalendarLayout<T>
  },
  /** A timeline layout between two date fields. */
  timeline<T = unknown>(options: Omit<TimelineLayout<FromContext<T>>, 'type'>): TimelineLayout<T> {
    return { type: 'timeline', ...options } as TimelineLayout<T>
  },
}
