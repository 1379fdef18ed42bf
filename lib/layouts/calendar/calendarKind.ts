import type { ListLayoutKind } from '../ListLayoutKind'
import type { ListLayoutComponent } from '../ListLayoutProps'
import type { CalendarLayout, CalendarLayoutOf } from './calendarDeclaration'
import type { FromContext } from '../LayoutFactory'
import { onDemandLayout } from '../onDemandLayout'
import { dayRangeFilter } from '../dayRangeFilter'

/** `layout.calendar`: a calendar layout over a date field. Its signature only: at run time every factory adds `type` to its options (`layoutFactories`). */
declare function declareCalendar<T = unknown>(options: Omit<CalendarLayout<FromContext<T>>, 'type'>): CalendarLayout<T>

/** The calendar: every record of the days it shows, in one request; its code loads when first drawn. */
export const calendarKind: ListLayoutKind<CalendarLayoutOf, typeof declareCalendar> = {
  label: ['layout.calendar', 'Calendar'],
  component: /* @__PURE__ */ onDemandLayout(() => import('./CalendarLayout').then((module) => module.CalendarLayout as ListLayoutComponent)),
  request: { range: dayRangeFilter },
}
