import type { BoardLayout } from '../layout'
import type { ListLayoutKind } from '../ListLayoutKind'
import type { ListLayoutComponent } from '../ListLayoutProps'
import { onDemandLayout } from '../onDemandLayout'

/** The board: a page of records in columns; its code loads when first drawn. */
export const boardKind: ListLayoutKind<BoardLayout> = {
  label: ['layout.board', 'Board'],
  component: /* @__PURE__ */ onDemandLayout(() => import('./BoardLayout').then((module) => module.BoardLayout as ListLayoutComponent)),
  request: 'page',
}
