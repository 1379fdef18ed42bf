import type { ListLayoutKind } from '../ListLayoutKind'
import { layoutFactory } from '../kindRegistry'
import type { ListLayoutComponent } from '../ListLayoutProps'
import type { CalendarLayout, CalendarLayoutOf } from './calendarDeclaration'
import type { FromContext } from '../LayoutFactory'
import { onDemandLayout } from '../onDemandLayout'
import { dayRangeFilter } from '../dayRangeFilter'

/** `calendarLayout` (`layout.calendar`): a calendar layout over a date field. Its signature only: at run time the factory adds `type` to its options (`layoutFactory`). */
declare function declareCalendar<T = unknown>(options: Omit<CalendarLayout<FromContext<T>>, 'type'>): CalendarLayout<T>

/** The calendar: every record of the days it shows, in one request; its code loads when first drawn. */
export const calendarKind: ListLayoutKind<CalendarLayoutOf, typeof declareCalendar> = {
  label: ['layout.calendar', 'Calendar'],
  component: /* @__PURE__ */ onDemandLayout(() => import('./CalendarLayout').then((module) => module.CalendarLayout as ListLayoutComponent)),
  request: { range: dayRangeFilter },
}

/**
 * Declares a calendar layout, as `layout.calendar(…)` does; an app that imports this factory and not
 * `layout` brings no other kind's code.
 */
export const calendarLayout: typeof declareCalendar = /* @__PURE__ */ layoutFactory<typeof declareCalendar>('calendar', calendarKind as ListLayoutKind)
