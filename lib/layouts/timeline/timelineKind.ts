import type { TimelineLayout } from '../layout'
import type { ListLayoutKind } from '../ListLayoutKind'
import type { ListLayoutComponent } from '../ListLayoutProps'
import { onDemandLayout } from '../onDemandLayout'

/** The timeline: a page of records as bars over days; its code loads when first drawn. */
export const timelineKind: ListLayoutKind<TimelineLayout> = {
  label: ['layout.timeline', 'Timeline'],
  component: /* @__PURE__ */ onDemandLayout(() => import('./TimelineLayout').then((module) => module.TimelineLayout as ListLayoutComponent)),
  request: 'page',
}
