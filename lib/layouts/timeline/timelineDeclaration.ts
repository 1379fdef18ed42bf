import type { DateField, SingleField } from '../fieldKinds'
import type { LayoutDeclarationOf } from '../ListLayoutKind'

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
  /** Days shown at once, at most: a box too narrow for them at 2.75rem a day shows fewer (whole weeks from 7). Defaults to `14`. */
  readonly days?: number
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** The timeline's declaration as a function of the record type (see `LayoutDeclarationOf`). */
export interface TimelineLayoutOf extends LayoutDeclarationOf {
  /** The timeline's declaration for `this['record']`. */
  readonly declaration: TimelineLayout<this['record']>
}
