import type { ComponentType, ReactNode } from 'react'
import type { ListColumn } from '../fields/listColumns'
import type { ViewResource } from '../resource/ViewResource'
import type { Action } from '../types'
import type { LayoutDeclarationBase } from './ListLayoutKind'
import type { ListLayout } from './listLayouts'

/** What the list view gives the component drawing a layout. */
export interface ListLayoutProps<T = Record<string, unknown>, L extends LayoutDeclarationBase = ListLayout<T>> {
  /** The resource listed. */
  resource: ViewResource<T>
  /** The layout's declaration. */
  layout: L
  /** Records of the current page (or of the visible range for calendar and timeline). */
  items: readonly T[]
  /**
   * The list's columns: each field shown and its input (how its values are
   * shown, `cellContent`), computed once by the list view. A layout drawn on
   * its own computes them when absent.
   */
  columns?: readonly ListColumn[]
  /** True while the first answer is awaited (skeletons) or a refetch runs. */
  loading: boolean
  /** Sorted fields, `-` prefix for descending (tables). */
  sort: readonly string[]
  /** Writes a new sort to the URL. */
  onSortChange(sort: string[]): void
  /** Ids of selected records, when rows are selectable. */
  selected?: ReadonlySet<string>
  /** Toggles the selection of one record. */
  onToggleSelected?(id: string): void
  /** Opens an action on a record (read, update, delete) or create with pre-filled `values`. */
  onOpen(action: Action, item?: T, values?: Record<string, unknown>): void
  /**
   * The address `onOpen(action, item)` goes to, as a link's `href`; `undefined` where it cannot be a link.
   * Absent where views do not open by address. A layout draws an opener that has one as a link (see `inAppClick`).
   */
  hrefOf?(action: Action, item: T): string | undefined
  /** Writes part of a record through the update endpoint (optimistic; put back if refused). */
  onUpdate(item: T, data: Partial<T>): Promise<void>
  /** Other pages hold more records: a count drawn from `items` (a board column's) is of this page only. */
  partial?: boolean
  /**
   * Shows a notice, as the list's other saves do (the list view's `useNotify`): a board's move says where the card went
   * and offers to move it back. Absent (a layout drawn on its own), a layout tells only its own live region.
   */
  notify?(notice: { kind: 'success'; text: string; action?: { label: string; run(): void } }): void
}

/** Days a layout placed on days shows, as local `YYYY-MM-DD` dates; both ends included. */
export interface DateRange {
  /** First day shown. */
  from: string
  /** Last day shown (included). */
  to: string
}

/** Where a calendar stands, kept in the list's URL (`view`, `date`); absent parts are the defaults. */
export interface CalendarPosition {
  /** Month, week or day. */
  view?: 'month' | 'week' | 'day'
  /** The day shown (its month, week or itself), a local `YYYY-MM-DD` date. */
  date?: string
}

/** Props the list view gives a layout component: the shared contract, plus the optional extras some layouts take. */
export type ListLayoutComponentProps = ListLayoutProps<unknown, ListLayout> & {
  /** Layouts that ask for a range of days (the calendar): told the days shown, so the list requests the records of that range. */
  onRangeChange?(range: DateRange): void
  /** Layouts that move over days (the calendar): where they stand, read from the URL. */
  position?: CalendarPosition
  /** Told where the layout moved, to write it to the URL (with `position`, the layout holds no position of its own). */
  onPositionChange?(position: CalendarPosition): void
  /**
   * Layouts placed on days: what to say when none of their days holds a record (the list's empty message), drawn in
   * their body, under their navigation (`RangeEmptyNote`), so that paging into empty days moves nothing.
   */
  emptyNote?: ReactNode
}

/** A component drawing one kind of list layout. */
export type ListLayoutComponent = ComponentType<ListLayoutComponentProps>
