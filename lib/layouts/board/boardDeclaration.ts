import type { TextField, ValueOf } from '../fieldKinds'
import type { LayoutDeclarationOf } from '../ListLayoutKind'

/** The text values of field `K` of `T`: what a board column may be. */
export type ColumnValue<T, K> = unknown extends ValueOf<T, K> ? string : Extract<ValueOf<T, K>, string>

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

/** The board's declaration as a function of the record type (see `LayoutDeclarationOf`). */
export interface BoardLayoutOf extends LayoutDeclarationOf {
  /** The board's declaration for `this['record']`. */
  readonly declaration: BoardLayout<this['record']>
}
