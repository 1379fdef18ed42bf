import { messageFormatter } from '../../config/messages'

/** The leave dialog's texts, loaded with its code (overridable through `configureAtrium({ messages })`, like every built-in text). */
export const leaveText = /* @__PURE__ */ messageFormatter({
  'leave.title': 'Leave without saving?',
  'leave.text': 'Your changes have not been saved. If you leave now, they are lost.',
  'leave.stay': 'Keep editing',
  'leave.leave': 'Leave without saving',
})
