import type { ListLayoutKind } from '../ListLayoutKind'
import { layoutFactory } from '../kindRegistry'
import type { ListLayoutComponent } from '../ListLayoutProps'
import type { TableLayout, TableLayoutOf } from './tableDeclaration'
import type { FromContext } from '../LayoutFactory'
import { TableLayoutView } from './TableLayout'

/** `tableLayout` (`layout.table`): a table layout. Its signature only: at run time the factory adds `type` to its options (`layoutFactory`). */
declare function declareTable<T = unknown>(options?: Omit<TableLayout<FromContext<T>>, 'type'>): TableLayout<T>

/** The table: drawn at once (every list can fall back to it), a page at a time, its `fields` as columns. */
export const tableKind: ListLayoutKind<TableLayoutOf, typeof declareTable> = {
  label: ['layout.table', 'Table'],
  component: TableLayoutView as ListLayoutComponent,
  request: 'page',
  hideWhenEmpty: true,
  fields: (layout) => layout.fields,
}

/**
 * Declares a table layout, as `layout.table(…)` does; an app that imports this factory and not
 * `layout` brings no other kind's code.
 */
export const tableLayout: typeof declareTable = /* @__PURE__ */ layoutFactory<typeof declareTable>('table', tableKind as ListLayoutKind)
