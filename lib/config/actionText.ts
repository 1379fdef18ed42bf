import { messageFormatter } from './messages'

/**
 * The buttons of frames and confirmations (a frame's ×, Cancel, a confirmation's Delete), loaded with the code that
 * draws them (frames, the form, the delete view, the bulk bar), not with a list's first page.
 */
export const actionText = /* @__PURE__ */ messageFormatter({
  'action.cancel': 'Cancel',
  'action.close': 'Close',
  'action.confirmDelete': 'Delete',
})
