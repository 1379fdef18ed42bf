import type { ListLayout } from './listLayouts'
import type { ListLayoutComponent } from './ListLayoutProps'
import { layoutKindOf } from './layoutKinds'
import { listLayouts } from './listLayouts'

export type { ListLayoutComponent, ListLayoutComponentProps } from './ListLayoutProps'

/** The component of each layout kind (board, calendar and timeline load on demand), as registered in `listLayouts`. */
export const layoutComponents: Record<ListLayout['type'], ListLayoutComponent> = /* @__PURE__ */ Object.fromEntries(
  Object.entries(listLayouts).map(([type, kind]) => [type, kind.component]),
) as Record<ListLayout['type'], ListLayoutComponent>

/** The component that draws `layout` (a table for an unknown kind). */
export function getLayoutComponent(layout: ListLayout): ListLayoutComponent {
  return layoutKindOf(layout).component
}
