import type { ListLayoutKind } from '../ListLayoutKind'
import type { ListLayoutComponent } from '../ListLayoutProps'
import type { TimelineLayout, TimelineLayoutOf } from './timelineDeclaration'
import type { FromContext } from '../LayoutFactory'
import { onDemandLayout } from '../onDemandLayout'
import { timelineRangeFilter } from './timelineRangeFilter'

/** `layout.timeline`: a timeline layout between two date fields. Its signature only: at run time every factory adds `type` to its options (`layoutFactories`). */
declare function declareTimeline<T = unknown>(options: Omit<TimelineLayout<FromContext<T>>, 'type'>): TimelineLayout<T>

/** The timeline: every record crossing the days it shows, in one request, as bars; its code loads when first drawn. */
export const timelineKind: ListLayoutKind<TimelineLayoutOf, typeof declareTimeline> = {
  label: ['layout.timeline', 'Timeline'],
  component: /* @__PURE__ */ onDemandLayout(() => import('./TimelineLayout').then((module) => module.TimelineLayout as ListLayoutComponent)),
  request: { range: timelineRangeFilter },
}
