import { messageFormatter } from '../../config/messages'

/** The bulk bar's texts, loaded with it (overridable through `configureAtrium({ messages })`, like every built-in text). */
export const bulkText = /* @__PURE__ */ messageFormatter({
  'list.selected': '{count} selected',
  'list.selectedHidden': '{count} selected, {hidden} not shown here',
  'list.andMore': '{titles} and {count} more',
  'list.bulkDelete': 'Delete selected',
  'list.clearSelection': 'Clear selection',
  'list.bulkExport': 'Export selected',
  // The phone's "⋯" in the bar, holding the actions its one row has no room for.
  'list.bulkMore': 'More actions for the selection',
  'list.bulkDeleteConfirm': 'Delete {count} selected ({titles})? This cannot be undone.',
  'list.bulkDeleteConfirmUndo': 'Delete {count} selected ({titles})? You can undo it from the notice that follows.',
  // Some of the selected records may not be deleted by this reader: only the others are counted, named and deleted.
  'list.bulkDeleteSomeConfirm': 'Delete {count} of {total} selected ({titles})? {kept} can’t be deleted. This cannot be undone.',
  'list.bulkDeleteSomeConfirmUndo': 'Delete {count} of {total} selected ({titles})? {kept} can’t be deleted. You can undo it from the notice that follows.',
  'list.bulkDeleted': '{titles} deleted.',
  'list.bulkDone': '{label}: done for {count}.',
  'list.bulkFailed': '{label} failed: {detail}',
  'list.bulkAllDone': '{done} {succeeded} of {total}.',
  'list.bulkPartial': '{done} {succeeded} of {total}; {failed} failed: {reason}',
  'list.bulkDoneDefault': '{label}: done for',
  'list.bulkDeletedLabel': 'Deleted',
  'list.bulkFailure': '{title}: {reason}',
  'list.bulkOffline': 'Not done while you were offline. You are back online: the records not done are still selected, try again.',
})
