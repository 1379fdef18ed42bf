import { messageFormatter } from '../config/messages'

/**
 * The record views' texts, loaded with their code (overridable through `configureAtrium({ messages })`, like every built-in text).
 * The delete confirmation names the record once, in its question (`{title}`, quoted by the text itself so a host's language
 * quotes its own way); its heading names the kind of record (`{resource}`: "Delete article?"), though `{title}` is given to it
 * too. `delete.notAllowedTitle` heads the view that says the reader may not delete the record (no question asked).
 */
export const recordText = /* @__PURE__ */ messageFormatter({
  'delete.confirm': '“{title}” will be deleted. This cannot be undone.',
  'delete.confirmUndo': '“{title}” will be deleted. You can undo this for a few seconds.',
  'delete.refused': '“{title}” could not be deleted: {detail}',
  // The confirmation's Delete once a delete failed in a way another try may mend (offline, a 5xx).
  'delete.retry': 'Try again',
  'delete.title': 'Delete {resource}?',
  'delete.notAllowedTitle': 'Delete {resource}',
  'notice.created': '{title} created.',
  'notice.updated': '{title} saved.',
  'notice.deleted': '{title} deleted.',
  'read.more': 'More details',
  'read.empty': '—',
  'read.deletedElsewhere': 'This record was deleted elsewhere: what is shown is its last version.',
  'read.tabs': 'Sections of {title}',
  'read.notFound': 'This record could not be loaded: {detail}',
  'read.missing': 'This record does not exist: it may have been deleted.',
  'quota.reached': 'You have reached the limit of {limit} {resource}. Delete one to add another.',
  'quota.back': 'Back to {resource}',
  // Where a list says why its Create is disabled, while it is not (the place is kept: rows do not move at the limit).
  'quota.usage': '{used} of {limit} {resource} used.',
  'access.notAllowed': 'Not allowed.',
  'access.notAllowedText': 'You may not {action} {target}.',
  // Child views over a record
  'child.back': 'Back to {title}',
})
