import { getAtriumConfiguration } from './configureAtrium'

/**
 * Atrium's built-in texts, in one object a host overrides or translates through
 * `configureAtrium({ messages })`; each list layout keeps its own texts in its
 * folder (`lib/layouts/<kind>/`), overridden the same way. `{name}`
 * placeholders are filled by `formatMessage`.
 */
export const defaultMessages = {
  'action.list': 'List',
  'action.read': 'Show',
  'action.create': 'Create',
  'action.update': 'Edit',
  'action.delete': 'Delete',
  'admin.more': 'More',
  'action.retry': 'Retry',
  'scope.indexLead': 'Choose what to work on.',
  'part.unavailable': 'This part of the page could not be loaded.',
  'part.offline': 'This part of the page will load once the connection is back.',
  'session.switched': 'You signed in as another user in another tab: this tab now shows their records.',
  'session.kept': 'What was typed here and not saved is kept for whoever typed it: their form gives it back when they sign in here again.',
  'action.export': 'Export',
  'list.exportCount': 'Export {count}',
  // The export button's accessible name: its text ("Export 300") and what it writes.
  'list.exportLabel': 'Export {count} {resource} as CSV',
  'list.exportAllLabel': 'Export {resource} as CSV',
  // {resource} in a sentence is the resource's name as it reads there ("No articles yet."; "API keys" kept: nameInText).
  'list.empty': 'No {resource} yet.',
  'list.emptyFiltered': 'No {resource} match these filters.',
  'list.emptyRange': 'No {resource} on these dates.',
  'list.emptyRangeFiltered': 'No {resource} match these filters on these dates.',
  'list.pastEnd': 'There is nothing on page {page}.',
  'list.firstPage': 'Go to page 1',
  'list.createFirst': 'Create the first one',
  'list.error': 'The list could not be loaded: {detail}',
  'list.layout': 'Layout',
  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.page': 'Page {page}',
  'pagination.total': '{total} in all',
  'pagination.pageSize': 'Per page',
  'boolean.true': 'Yes',
  'boolean.false': 'No',
  'loading': 'Loading…',
  'view.notFound': 'Nothing called “{resource}” here.',
  'offline': 'You are offline: changes will not be saved until the connection is back.',
  // The offline banner where the sentence has no room (a phone's top bar); the sentence is still what is read out.
  'offline.short': 'Offline',
  'error.offline': 'you are offline.',
  'error.unreachable': 'the server could not be reached.',
  'error.timeout': 'the server did not answer in time.',
  // List
  'list.rowActions': 'Actions',
  'list.rowAction': '{action} {title}',
  'list.rowMenu': 'Actions for {title}',
  'list.selectAll': 'Select all on this page',
  'list.selectRow': 'Select {title}',
  // A phone card's empty field, drawn as "—", read out as this.
  'list.noValue': 'empty',
  'list.updateFailed': 'The change could not be saved: {detail}',
  'list.filterTooLong': 'This link’s filter was ignored: {size} characters, at most {limit} are read.',
  'list.filterTooDeep': 'This link’s filter was ignored: nested deeper than {limit} levels.',
  'list.filterUnreadable': 'This link’s filter could not be read and was ignored.',
  'pagination.ellipsis': 'More pages',
  // Range layouts (calendar): the API served fewer records than the days shown hold.
  'calendar.truncated': 'Showing {shown} of {total}: the API sends no more at once. Narrow the view to see them all.',
  // Record views
  'create.title': 'New {resource}',
  'notice.region': 'Notifications',
  'notice.failures': 'Errors',
  'notice.dismiss': 'Dismiss',
} as const

/** Key of a built-in text. */
export type MessageKey = keyof typeof defaultMessages

/**
 * Keys of the texts whose defaults live with their own concern's code (board,
 * calendar, timeline, bulk actions, the export's progress, filters, the shell, layout labels, the form,
 * the leave dialog, the record views, the frames' and confirmations' buttons): named
 * here so that a host's `messages` is checked and a concern cannot add a text
 * a host could not override.
 */
export type ConcernMessageKey =
  | 'board.move' | 'board.moveMenu' | 'board.moveTo' | 'board.moved' | 'board.moveFailed' | 'board.countOnPage'
  | 'calendar.month' | 'calendar.week' | 'calendar.day' | 'calendar.view' | 'calendar.createOn'
  | 'calendar.today' | 'calendar.previous' | 'calendar.next' | 'timeline.range' | 'timeline.bar' | 'timeline.ungrouped'
  | 'list.selected' | 'list.selectedHidden' | 'list.andMore' | 'list.bulkDelete' | 'list.clearSelection' | 'list.bulkDeleteConfirm' | 'list.bulkDeleteConfirmUndo' | 'list.bulkDeleted'
  | 'list.bulkDeleteSomeConfirm' | 'list.bulkDeleteSomeConfirmUndo'
  | 'list.bulkDone' | 'list.bulkFailed' | 'list.bulkAllDone' | 'list.bulkPartial' | 'list.bulkDoneDefault'
  | 'list.bulkDeletedLabel' | 'list.bulkFailure' | 'list.bulkOffline' | 'list.bulkExport' | 'list.bulkMore'
  | 'list.exporting' | 'list.exportingUnknown' | 'list.exported' | 'list.exportFailed'
  | 'notice.undo' | 'notice.restored' | 'notice.restoredMany' | 'notice.deleteRefusedMany'
  | 'action.clearFilters' | 'action.applyFilters' | 'list.filters' | 'filter.any' | 'filter.from' | 'filter.to' | 'filter.search'
  | 'scope.loading' | 'scope.forbidden' | 'scope.notFound' | 'scope.notFoundDetail' | 'scope.notFoundHome' | 'scope.indexLead'
  | 'admin.collapse' | 'admin.expand' | 'admin.breadcrumb' | 'admin.menu' | 'admin.skip'
  | 'action.save' | 'action.saving' | 'action.reload' | 'notice.failed' | 'file.chosen' | 'file.stored'
  | 'form.required' | 'form.tooLong' | 'form.count' | 'form.choose' | 'form.pickColor' | 'form.invalid' | 'form.offlineTitle' | 'form.offline' | 'form.unreachableTitle' | 'form.unreachable' | 'form.retryNow' | 'form.retried' | 'form.expiredTitle'
  | 'form.maybeSavedTitle' | 'form.maybeSaved' | 'form.findInList' | 'form.openList' | 'form.newTab' | 'form.saveAnyway' | 'form.retriedMaybeSaved'
  | 'form.expired' | 'form.restored' | 'form.changedElsewhere' | 'form.reloadKeeps' | 'form.deletedElsewhere' | 'form.deletedKeeps'
  | 'leave.title' | 'leave.text' | 'leave.stay' | 'leave.leave' | 'leave.maybeSavedTitle' | 'leave.maybeSaved' | 'leave.leaveMaybeSaved' | 'leave.newTab'
  | 'delete.title' | 'delete.notAllowedTitle' | 'delete.confirm' | 'delete.confirmUndo' | 'delete.refused' | 'delete.retry' | 'notice.created' | 'notice.updated' | 'notice.deleted' | 'read.more' | 'read.empty' | 'read.deletedElsewhere'
  | 'read.notFound' | 'read.missing' | 'quota.reached' | 'quota.back' | 'quota.usage' | 'access.notAllowed' | 'access.notAllowedText' | 'read.tabs' | 'child.back'
  | 'action.cancel' | 'action.close' | 'action.confirmDelete'
  // No longer drawn by any view; kept so that a host's override of them still compiles.
  | 'list.loading' | 'list.sortBy' | 'form.unsaved' | 'access.denied' | 'list.bulkRefused'
  | `layout.${string}`

/** Any text a host may override with `configureAtrium({ messages })`. */
export type AtriumMessageKey = MessageKey | ConcernMessageKey

/** Fills `{name}` placeholders of a text; its keys are checked by the compiler, so a missing one is a type error. */
export type MessageFormatter<K extends string> = (key: K, values?: Record<string, string | number>) => string

/**
 * A formatter over a set of default texts: the host's override of the key
 * first (`configureAtrium({ messages })`), then the default, `{name}`
 * placeholders filled from `values`. An unknown key (from untyped code) shows
 * the key itself rather than failing.
 * @example const boardText = messageFormatter({ 'board.move': 'Move…' }); boardText('board.move')
 */
export function messageFormatter<K extends AtriumMessageKey>(defaults: Readonly<Record<K, string>>): MessageFormatter<K> {
  return (key, values = {}) => {
    const template: string = getAtriumConfiguration().messages?.[key] ?? defaults[key] ?? key
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
  }
}

/** The text of `key` (host override first), with `{name}` placeholders filled from `values`. */
export const formatMessage: MessageFormatter<MessageKey> = /* @__PURE__ */ messageFormatter(defaultMessages)
