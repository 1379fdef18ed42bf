import type { FieldOf } from '../../types'
import type { LayoutDeclarationOf } from '../ListLayoutKind'

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

/** The table's declaration as a function of the record type (see `LayoutDeclarationOf`). */
export interface TableLayoutOf extends LayoutDeclarationOf {
  /** The table's declaration for `this['record']`. */
  readonly declaration: TableLayout<this['record']>
}
