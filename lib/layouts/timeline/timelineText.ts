import { messageFormatter } from '../../config/messages'

/** The timeline's texts (overridable through `configureAtrium({ messages })`, like every built-in text). */
export const timelineText = /* @__PURE__ */ messageFormatter({
  'timeline.bar': '{title}, {range}',
  'timeline.ungrouped': 'No group',
})
