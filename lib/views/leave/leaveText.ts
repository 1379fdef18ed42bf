import { messageFormatter } from '../../config/messages'

/** The leave dialog's texts, loaded with its code (overridable through `configureAtrium({ messages })`, like every built-in text). */
export const leaveText = /* @__PURE__ */ messageFormatter({
  'leave.title': 'Leave without saving?',
  'leave.text': 'Your changes have not been saved. If you leave now, they are lost.',
  'leave.stay': 'Keep editing',
  'leave.leave': 'Leave without saving',
  'leave.maybeSavedTitle': 'Leave? Your last save may have gone through.',
  'leave.maybeSaved': 'No answer came from the server, so the {resource} may have been created. Check the list before you create it again. If you leave now, what you typed here is lost.',
  'leave.leaveMaybeSaved': 'Leave',
  'leave.newTab': '(opens in a new tab)',
})
