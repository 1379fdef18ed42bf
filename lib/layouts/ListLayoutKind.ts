import type { ListLayout } from './layout'
import type { DateRange, ListLayoutComponent } from './ListLayoutProps'

/**
 * What a kind of list layout tells the list: its label, its component, what
 * it asks the API for and how it shows an empty answer. Each layout's folder
 * (`lib/layouts/<kind>/`) exports one, registered in `listLayouts.ts`; the
 * list view reads a layout only through it, and names none.
 */
export interface ListLayoutKind<L extends ListLayout = ListLayout> {
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
  readonly request: 'page' | { range(layout: L, days: DateRange): Record<string, unknown> }
  /** True when an empty answer shows only the list's empty message (a table), not the layout's own empty frame (a board's columns, a calendar's days). */
  readonly hideWhenEmpty?: boolean
  /** The fields its columns show, when its declaration names them (a table's `fields`); else the form's. */
  fields?(layout: L): readonly string[] | undefined
}
