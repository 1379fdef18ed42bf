import type { DateField } from '../fieldKinds'
import type { LayoutDeclarationOf } from '../ListLayoutKind'

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

/** The calendar's declaration as a function of the record type (see `LayoutDeclarationOf`). */
export interface CalendarLayoutOf extends LayoutDeclarationOf {
  /** The calendar's declaration for `this['record']`. */
  readonly declaration: CalendarLayout<this['record']>
}
