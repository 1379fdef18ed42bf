import type { ListLayoutKind } from '../ListLayoutKind'
import { layoutFactory } from '../kindRegistry'
import type { ListLayoutComponent } from '../ListLayoutProps'
import type { BoardLayout, BoardLayoutOf, BoardOptions } from './boardDeclaration'
import type { FromContext } from '../LayoutFactory'
import { onDemandLayout } from '../onDemandLayout'

/** `boardLayout` (`layout.board`): a board layout grouped by `groupBy`, a text field; its columns are values of that field. Its signature only: at run time the factory adds `type` to its options (`layoutFactory`). */
declare function declareBoard<T = unknown, K extends string = string>(options: BoardOptions<FromContext<T>, K>): BoardLayout<T>

/** The board: a page of records in columns; its code loads when first drawn. */
export const boardKind: ListLayoutKind<BoardLayoutOf, typeof declareBoard> = {
  label: ['layout.board', 'Board'],
  component: /* @__PURE__ */ onDemandLayout(() => import('./BoardLayout').then((module) => module.BoardLayout as ListLayoutComponent)),
  request: 'page',
}

/**
 * Declares a board layout, as `layout.board(…)` does; an app that imports this factory and not
 * `layout` brings no other kind's code.
 */
export const boardLayout: typeof declareBoard = /* @__PURE__ */ layoutFactory<typeof declareBoard>('board', boardKind as ListLayoutKind)
