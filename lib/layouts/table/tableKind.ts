import type { TableLayout } from '../layout'
import type { ListLayoutKind } from '../ListLayoutKind'
import type { ListLayoutComponent } from '../ListLayoutProps'
import { TableLayoutView } from './TableLayout'

/** The table: drawn at once (every list can fall back to it), a page at a time, its `fields` as columns. */
export const tableKind: ListLayoutKind<TableLayout> = {
  label: ['layout.table', 'Table'],
  component: TableLayoutView as ListLayoutComponent,
  request: 'page',
  hideWhenEmpty: true,
  fields: (layout) => layout.fields,
}
