import type { ListLayoutKind } from '../ListLayoutKind'
import type { ListLayoutComponent } from '../ListLayoutProps'
import type { BoardLayout, BoardLayoutOf, BoardOptions } from './boardDeclaration'
import type { FromContext } from '../LayoutFactory'
import { onDemandLayout } from '../onDemandLayout'

/** `layout.board`: a board layout grouped by `groupBy`, a text field; its columns are values of that field. Its signature only: at run time every factory adds `type` to its options (`layoutFactories`). */
declare function declareBoard<T = unknown, K extends string = string>(options: BoardOptions<FromContext<T>, K>): BoardLayout<T>

/** The board: a page of records in columns; its code loads when first drawn. */
export const boardKind: ListLayoutKind<BoardLayoutOf, typeof declareBoard> = {
  label: ['layout.board', 'Board'],
  component: /* @__PURE__ */ onDemandLayout(() => import('./BoardLayout').then((module) => module.BoardLayout as ListLayoutComponent)),
  request: 'page',
}
