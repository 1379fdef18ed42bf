import type { TextField, ValueOf } from '../fieldKinds'
import type { LayoutDeclarationOf } from '../ListLayoutKind'

/** The text values of field `K` of `T`: what a board column may be. */
export type ColumnValue<T, K> = ColumnOf<ValueOf<T, K>>
// Any string for a loose value, and for a field that is not text: `groupBy` refuses that one on its own key, so its columns add no second error.
/** Board columns over values `V`: its strings. */
type ColumnOf<V> = unknown extends V ? string : [V] extends [object | number | boolean | bigint] ? string : Extract<V, string>

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

/**
 * What `layout.board` takes: `groupBy`, and columns that are values of that field.
 * `K` is the `groupBy` given; it is checked against the text fields at its key (a constraint would cost every board a second inference).
 */
export interface BoardOptions<T, K extends string> {
  /** The field whose value places a card in a column: a text field, not a list. */
  readonly groupBy: K & TextField<T>
  /** The columns, in order: values of `groupBy` (`'archived'` is refused when it is `'draft' | 'published'`). */
  readonly columns: readonly (BoardColumn<ColumnValue<T, K>> | ColumnValue<T, K>)[]
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** The board's declaration as a function of the record type (see `LayoutDeclarationOf`). */
export interface BoardLayoutOf extends LayoutDeclarationOf {
  /** The board's declaration for `this['record']`. */
  readonly declaration: BoardLayout<this['record']>
}
