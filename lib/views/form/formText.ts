import { messageFormatter } from '../../config/messages'

/** The form's texts, loaded with the form's code (overridable through `configureAtrium({ messages })`, like every built-in text). */
export const formText = /* @__PURE__ */ messageFormatter({
  'action.save': 'Save',
  'action.saving': 'Saving…',
  'action.reload': 'Reload',
  'form.required': '{field} is required.',
  'form.tooLong': '{field} takes at most {max} characters.',
  'form.count': '{count} of {max} characters',
  'form.choose': 'Choose…',
  'form.pickColor': 'Pick {field}',
  'form.invalid': 'Please correct the highlighted fields.',
  'form.offlineTitle': 'Not saved yet: you are offline.',
  'form.offline': 'Your changes are kept here and saved once the connection is back.',
  'form.unreachableTitle': 'Not saved yet: the server could not be reached.',
  'form.unreachable': 'Your changes are kept here and sent again by themselves in a few seconds.',
  'form.retryNow': 'Try again now',
  'form.retried': 'Tried again at {time}: still not saved.',
  'form.expiredTitle': 'Not saved yet: your session has expired.',
  'form.expired': 'Sign in again: your changes are kept and come back here.',
  'form.restored': 'Your unsaved changes are back: save them, or leave to drop them.',
  'form.changedElsewhere': 'This record was changed elsewhere.',
  'form.reloadKeeps': 'Reload shows the latest version and keeps your changes.',
  'notice.failed': 'The change could not be saved: {detail}',
  'file.chosen': 'Chosen: {name} ({size})',
  'file.stored': 'Current file:',
})
