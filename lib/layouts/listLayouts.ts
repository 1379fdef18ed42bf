import { boardKind } from './board/boardKind'
import { calendarKind } from './calendar/calendarKind'
import type { ListLayout } from './layout'
import type { ListLayoutKind } from './ListLayoutKind'
import { tableKind } from './table/tableKind'
import { timelineKind } from './timeline/timelineKind'

/**
 * Every kind of list layout, by its declaration's `type`: the one place a
 * layout is registered. Adding one is its folder (`lib/layouts/<kind>/`: the
 * component, its texts and its `ListLayoutKind`), its declaration in
 * `layout.ts` (what hosts write) and its line here; the compiler names
 * whichever is missing. The list view, the switcher and the list request
 * read a layout through its kind and name none.
 */
export const listLayouts: { readonly [K in ListLayout['type']]: ListLayoutKind<Extract<ListLayout, { type: K }>> } = {
  table: tableKind,
  board: boardKind,
  calendar: calendarKind,
  timeline: timelineKind,
}

/** The kind of a declared layout (the table's for an unknown `type`, as from untyped code). */
export function layoutKindOf(layout: ListLayout): ListLayoutKind {
  return (listLayouts[layout.type] ?? listLayouts.table) as ListLayoutKind
}
