import { createElement, Suspense, type ComponentType } from 'react'
import { lazyPart } from '../network/lazyPart'
import type { CalendarRange } from './calendarRange'
import type { ListLayout } from './layout'
import { LayoutFallback } from './LayoutFallback'
import type { ListLayoutProps } from './ListLayoutProps'
import { TableLayoutView } from './TableLayout'

/** Props the list view gives a layout component: the shared contract, plus the optional extras some layouts take. */
export type ListLayoutComponentProps = ListLayoutProps<unknown, ListLayout> & {
  /** Calendar: told the visible days, so the list requests the records of that range. */
  onRangeChange?(range: CalendarRange): void
}

/** A component drawing one kind of list layout. */
export type ListLayoutComponent = ComponentType<ListLayoutComponentProps>

/**
 * A layout whose code loads the first time it is drawn (`lazyPart` over a
 * dynamic `import()`), behind a busy skeleton: an app whose lists are all
 * tables never downloads the board, calendar or timeline.
 */
function onDemand(load: () => Promise<ListLayoutComponent>): ListLayoutComponent {
  const Loaded = lazyPart(load)
  function OnDemandLayout(props: ListLayoutComponentProps) {
    return createElement(Suspense, { fallback: createElement(LayoutFallback) }, createElement(Loaded, props))
  }
  return OnDemandLayout
}

/** The component of each layout kind (board, calendar and timeline load on demand). */
export const layoutComponents: Record<ListLayout['type'], ListLayoutComponent> = {
  table: TableLayoutView as ListLayoutComponent,
  board: onDemand(() => import('./BoardLayout').then((module) => module.BoardLayout as ListLayoutComponent)),
  calendar: onDemand(() => import('./CalendarLayout').then((module) => module.CalendarLayout as ListLayoutComponent)),
  timeline: onDemand(() => import('./TimelineLayout').then((module) => module.TimelineLayout as ListLayoutComponent)),
}

/** The component that draws `layout` (a table for an unknown kind). */
export function getLayoutComponent(layout: ListLayout): ListLayoutComponent {
  return layoutComponents[layout.type] ?? (TableLayoutView as ListLayoutComponent)
}
