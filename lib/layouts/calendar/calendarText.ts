import { messageFormatter } from '../../config/messages'

/** The calendar's texts (overridable through `configureAtrium({ messages })`, like every built-in text). */
export const calendarText = /* @__PURE__ */ messageFormatter({
  'calendar.month': 'Month',
  'calendar.week': 'Week',
  'calendar.day': 'Day',
  'calendar.view': 'Calendar view',
  'calendar.createOn': 'Create on {date}',
})
