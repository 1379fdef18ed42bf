import { messageFormatter } from '../../config/messages'

/** The calendar's texts (overridable through `configureAtrium({ messages })`, like every built-in text). */
export const calendarText = /* @__PURE__ */ messageFormatter({
  'calendar.month': 'Month',
  'calendar.week': 'Week',
  'calendar.day': 'Day',
  'calendar.view': 'Calendar view',
  'calendar.createOn': 'Create on {date}',
  // A phone's month: how many events a day holds (said with its date; dots show them), and its list under the grid.
  'layout.calendar.oneEvent': '1 event',
  'layout.calendar.events': '{count} events',
  'layout.calendar.nothing': 'Nothing on this day.',
  'layout.calendar.allDay': 'All day',
  // A desktop month's day holding more events than it draws: a button opening that day.
  'layout.calendar.more': '+{count} more',
})
