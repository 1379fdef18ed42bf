import type { ComponentType } from 'react'
import { BoardLayout } from './BoardLayout'
import { CalendarLayout } from './CalendarLayout'
import type { CalendarRange } from './calendarRange'
import type { ListLayout } from './layout'
import type { ListLayoutProps } from './ListLayoutProps'
import { TableLayoutView } from './TableLayout'
import { TimelineLayout } from './TimelineLayout'

/** Props the list view gives a layout component: the shared contract, plus the optional extras some layouts take. */
export type ListLayoutComponentProps = ListLayoutProps<unknown, ListLayout> & {
  /** Calendar: told the visible days, so the list requests the records of that range. */
  onRangeChange?(range: CalendarRange): void
}

/** A component drawing one kind of list layout. */
export type ListLayoutComponent = ComponentType<ListLayoutComponentProps>

/** The component of each layout kind. */
export const layoutComponents: Record<ListLayout['type'], ListLayoutComponent> = {
  table: TableLayoutView as ListLayoutComponent,
  board: BoardLayout as ListLayoutComponent,
  calendar: CalendarLayout as ListLayoutComponent,
  timeline: TimelineLayout as ListLayoutComponent,
}

/** The component that draws `layout` (a table for an unknown kind). */
export function getLayoutComponent(layout: ListLayout): ListLayoutComponent {
  return layoutComponents[layout.type] ?? (TableLayoutView as ListLayoutComponent)
}
