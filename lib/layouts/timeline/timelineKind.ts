import type { ListLayoutKind } from '../ListLayoutKind'
import { layoutFactory } from '../kindRegistry'
import type { ListLayoutComponent } from '../ListLayoutProps'
import type { TimelineLayout, TimelineLayoutOf } from './timelineDeclaration'
import type { FromContext } from '../LayoutFactory'
import { onDemandLayout } from '../onDemandLayout'
import { timelineRangeFilter } from './timelineRangeFilter'

/** `timelineLayout` (`layout.timeline`): a timeline layout between two date fields. Its signature only: at run time the factory adds `type` to its options (`layoutFactory`). */
declare function declareTimeline<T = unknown>(options: Omit<TimelineLayout<FromContext<T>>, 'type'>): TimelineLayout<T>

/** The timeline: every record crossing the days it shows, in one request, as bars; its code loads when first drawn. */
export const timelineKind: ListLayoutKind<TimelineLayoutOf, typeof declareTimeline> = {
  label: ['layout.timeline', 'Timeline'],
  component: /* @__PURE__ */ onDemandLayout(() => import('./TimelineLayout').then((module) => module.TimelineLayout as ListLayoutComponent)),
  request: { range: timelineRangeFilter },
}

/**
 * Declares a timeline layout, as `layout.timeline(…)` does; an app that imports this factory and not
 * `layout` brings no other kind's code.
 */
export const timelineLayout: typeof declareTimeline = /* @__PURE__ */ layoutFactory<typeof declareTimeline>('timeline', timelineKind as ListLayoutKind)
