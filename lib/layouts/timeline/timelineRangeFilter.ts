import { dayRangeFilter } from '../dayRangeFilter'
import type { TimelineLayout } from './timelineDeclaration'
import type { DateRange } from '../ListLayoutProps'

/**
 * `ListParams.filters` entries selecting the bars crossing a timeline's window:
 * those starting before the day after `to` and ending on or after `from`
 * (the rule of layouts placed on days, `dayRangeFilter`, on `startField` and `endField`).
 * @example
 * timelineRangeFilter(layout.timeline({ startField: 'start', endField: 'end' }), { from: '2024-03-04', to: '2024-03-17' })
 * // → { start: { lt: '2024-03-18' }, end: { gte: '2024-03-04' } }
 */
export function timelineRangeFilter(layout: Pick<TimelineLayout, 'startField' | 'endField'>, range: DateRange): Record<string, Record<string, string>> {
  return dayRangeFilter({ dateField: layout.startField, endField: layout.endField }, range)
}
