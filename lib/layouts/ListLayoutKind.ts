import type { LayoutFactory } from './LayoutFactory'
import type { DateRange, ListLayoutComponent } from './ListLayoutProps'

/** What the list reads of any layout's declaration. */
export interface LayoutDeclarationBase {
  /** Layout kind: its key in the registry (`listLayouts`). */
  readonly type: string
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/**
 * A layout's declaration type as a function of the record type, so that the
 * registry can derive `ListLayout<T>` for any `T`. A layout's folder writes
 * `interface BoardLayoutOf extends LayoutDeclarationOf { readonly declaration: BoardLayout<this['record']> }`.
 */
export interface LayoutDeclarationOf {
  /** The record type, filled in by `DeclarationOf`. */
  readonly record: unknown
  /** The declaration for that record type. */
  readonly declaration: LayoutDeclarationBase
}

/** The declaration of `F` for records `T`. */
export type DeclarationOf<F extends LayoutDeclarationOf, T = unknown> = (F & { readonly record: T })['declaration']

/**
 * What a kind of list layout tells the list: how hosts declare it, its label,
 * its component, what it asks the API for and how it shows an empty answer.
 * Each layout's folder (`lib/layouts/<kind>/`) exports one, registered by one
 * line in `listLayouts.ts`, from which `layout` and `ListLayout` are derived;
 * the list view reads a layout only through it, and names none.
 */
export interface ListLayoutKind<F extends LayoutDeclarationOf = LayoutDeclarationOf, Declare extends LayoutFactory = LayoutFactory> {
  /**
   * Type only, never set: the signature of `layout.<type>(…)`, which checks a
   * declaration's options against the record type (a `declare function` in the
   * kind's file). At run time every factory adds its `type` to the options.
   */
  readonly declare?: Declare
  /** Type only, never set: the declaration as a function of the record type, from which `ListLayout<T>` is derived. */
  readonly layoutOf?: F
  /**
   * The layout's label in the layout switcher: its message key and default
   * text, overridable through `configureAtrium({ messages })` like every
   * built-in text (a declaration's own `label` wins).
   */
  readonly label: readonly [key: `layout.${string}`, text: string]
  /** The component drawing it (board, calendar and timeline load on demand: `onDemandLayout`). */
  readonly component: ListLayoutComponent
  /**
   * What the list asks the API for: `'page'`, a page of records as the
   * pagination says; or, for a layout placed on days, every record of the
   * days it shows, in one request — `range` gives the filter entries that
   * select them (the component tells the days through `onRangeChange`).
   */
  readonly request: 'page' | { range(layout: DeclarationOf<F>, days: DateRange): Record<string, unknown> }
  /** True when an empty answer shows only the list's empty message (a table), not the layout's own empty frame (a board's columns, a calendar's days). */
  readonly hideWhenEmpty?: boolean
  /** The fields its columns show, when its declaration names them (a table's `fields`); else the form's. */
  fields?(layout: DeclarationOf<F>): readonly string[] | undefined
}
