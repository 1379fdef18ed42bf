import { messageFormatter } from '../../config/messages'

/** The board's texts (overridable through `configureAtrium({ messages })`, like every built-in text). */
export const boardText = /* @__PURE__ */ messageFormatter({
  'board.move': 'Move…',
  'board.moveMenu': 'Move {title}',
  'board.moveTo': 'Move to {column}',
  'board.moved': '{title} moved to {column}.',
  'board.moveFailed': '{title} could not be moved: {detail}',
  'board.countOnPage': '{count} on this page',
  // A column empty on one page of several: why (the page, and its sort), and the way to the board in its own order.
  'layout.board.noneOnPage': 'None on this page: other pages may hold some.',
  'layout.board.noneSorted': 'None on this page of the list sorted by {field}.',
  'layout.board.clearSort': 'Clear the sort',
  'notice.undo': 'Undo',
})
