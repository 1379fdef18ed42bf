import { messageFormatter } from '../../config/messages'

/** The board's texts (overridable through `configureAtrium({ messages })`, like every built-in text). */
export const boardText = /* @__PURE__ */ messageFormatter({
  'board.move': 'Move…',
  'board.moveMenu': 'Move {title}',
  'board.moveTo': 'Move to {column}',
  'board.moved': '{title} moved to {column}.',
  'board.moveFailed': '{title} could not be moved: {detail}',
  'board.countOnPage': '{count} on this page',
  'board.empty': '—',
  'notice.undo': 'Undo',
})
