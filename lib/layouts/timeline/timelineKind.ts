import type { TimelineLayout } from '../layout'
import type { ListLayoutKind } from '../ListLayoutKind'
import type { ListLayoutComponent } from '../ListLayoutProps'
import { onDemandLayout } from '../onDemandLayout'
import { timelineRangeFilter } from './timelineRangeFilter'

/** The timeline: every record crossing the days it shows, in one request, as bars; its code loads when first drawn. */
export const timelineKind: ListLayoutKind<TimelineLayout> = {
  label: ['layout.timeline', 'Timeline'],
  component: /* @__PURE__ */ onDemandLayout(() => import('./TimelineLayout').then((module) => module.TimelineLayout as ListLayoutComponent)),
  request: { range: timelineRangeFilter },
}
