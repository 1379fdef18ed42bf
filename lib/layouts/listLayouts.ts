import { boardKind } from './board/boardKind'
import { calendarKind } from './calendar/calendarKind'
import { layoutFactories, type DeclarationsOf, type LayoutFactories, type LayoutsOf } from './layoutRegistry'
import { tableKind } from './table/tableKind'
import { timelineKind } from './timeline/timelineKind'

/**
 * Every kind of list layout, by its declaration's `type`: the one place a
 * layout is registered. Adding one is its folder (`lib/layouts/<kind>/`: its
 * declaration, the component, its texts and its `ListLayoutKind`) and its line
 * here; `layout` and `ListLayout` are derived from this object. The list view,
 * the switcher and the list request read a layout through its kind
 * (`layoutKindOf`) and name none. Only `layout` and `layoutComponents` bring
 * this object into an app: the one-kind factories (`tableLayout`…) do not.
 */
export const listLayouts = {
  table: tableKind,
  board: boardKind,
  calendar: calendarKind,
  timeline: timelineKind,
} as const

/** Any list layout of records `T`: the declaration of one of the registered kinds. */
export type ListLayout<T = unknown> = DeclarationsOf<RegisteredLayouts, T>

/** The registered declarations as functions of the record type. */
type RegisteredLayouts = LayoutsOf<typeof listLayouts>

/**
 * Factories of list layouts, one per registered kind. The record type comes
 * from the resource the layout is declared in (or `layout.board<Article>(…)`),
 * and field names and board columns are checked against it.
 */
export const layout: LayoutFactories<typeof listLayouts> = /* @__PURE__ */ layoutFactories(listLayouts)
