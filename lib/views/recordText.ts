import { messageFormatter } from '../config/messages'

/** The record views' texts, loaded with their code (overridable through `configureAtrium({ messages })`, like every built-in text). */
export const recordText = /* @__PURE__ */ messageFormatter({
  'delete.confirm': 'Delete {title}? This cannot be undone.',
  'delete.confirmUndo': 'Delete {title}? You can undo it from the notice that follows.',
  'delete.refused': '{title} could not be deleted: {detail}',
  'delete.title': 'Delete {title}',
  'notice.created': '{title} created.',
  'notice.updated': '{title} saved.',
  'notice.deleted': '{title} deleted.',
  'read.more': 'More details',
  'read.empty': '—',
  'read.deletedElsewhere': 'This record was deleted elsewhere: what is shown is its last version.',
})
