import type { CalendarLayout } from '../layout'
import type { ListLayoutKind } from '../ListLayoutKind'
import type { ListLayoutComponent } from '../ListLayoutProps'
import { onDemandLayout } from '../onDemandLayout'
import { calendarRangeFilter } from './calendarRangeFilter'

/** The calendar: every record of the days it shows, in one request; its code loads when first drawn. */
export const calendarKind: ListLayoutKind<CalendarLayout> = {
  label: ['layout.calendar', 'Calendar'],
  component: /* @__PURE__ */ onDemandLayout(() => import('./CalendarLayout').then((module) => module.CalendarLayout as ListLayoutComponent)),
  request: { range: calendarRangeFilter },
}
