import { messageFormatter } from '../config/messages'

/** Texts of the layouts placed on days (calendar, timeline): moving through the days shown, and naming a span of days. */
export const dateText = /* @__PURE__ */ messageFormatter({
  'calendar.today': 'Today',
  'calendar.previous': 'Previous',
  'calendar.next': 'Next',
  'timeline.range': '{start} – {end}',
})
