import { useContext, useRef, useState, type ComponentType } from 'react'
import { useDispatch, useStore } from 'react-redux'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { actionText } from '../../config/actionText'
import { recordText } from '../recordText'
import { bulkText } from './bulkText'
import { exportText } from './exportText'
import type { BulkAction } from '../../resource/types'
import type { TypedViewResource, ViewResource } from '../../resource/ViewResource'
import type { ViewResourceContext } from '../../types'
import { NoticeContext, useNotify, type NoticeAction } from '../notices/NoticeContext'
import { isBrowserOffline } from '../../network/networkErrors'
import { getRecordTitle } from '../../fields/recordTitle'
import { isDeleteUndoable } from '../notices/deleteUndoable'
import { NOTICES_ABOVE_PROPERTY, useNoticesAbove } from '../notices/useNoticesAbove'
import { failureReason, outcomeSummary, runAll, runEach, type RecordOutcome } from './bulkOutcome'
import { errorText } from '../../network/errorText'
import type { CsvExportOptions } from './useCsvExport'
import { useBulkRoom } from './useBulkRoom'
import { deferDelete } from '../notices/deferDelete'
import { runCsvExport } from './runCsvExport'
import type { MenuButtonProps } from '../../layouts/MenuButton'

/** Props of `BulkBar`. */
export interface BulkBarProps<T> {
  /** The resource listed. */
  resource: ViewResource<T>
  /** The selected records, from every page seen. */
  items: readonly T[]
  /** Passed to each delete. */
  context: ViewResourceContext
  /** The list's custom bulk actions. */
  actions: readonly BulkAction<T>[]
  /** Takes records out of the selection (deleted ones, or all after a custom action). */
  onDeselect(ids: readonly string[]): void
  /**
   * The records on screen by id, in the list's order: the bar says how many selected ones are not (chosen on another
   * page or before a filter), and "Export selected" writes them as they are now, in that order.
   */
  shown?: ReadonlyMap<string, T>
  /** Whether the browser is online (`useOnline`, which the list holds): a report made offline is told again once it is. */
  online?: boolean
  /** The list's export: with it, the bar offers "Export selected", a CSV file of the selected records alone. */
  exportOptions?: Omit<CsvExportOptions<T>, 'items'>
  /**
   * With `more`, draws the phone's bar: one row, the count, the first custom action and `more` ("⋯") holding the
   * others. The list view passes `usePhoneWidth()` and `MenuButton`, both at start already (imported by this on-demand
   * module, they were split out of the start's main chunk: +315 B).
   */
  phone?: boolean
  /** The menu button of the phone's bar (`MenuButton`). */
  more?: ComponentType<MenuButtonProps<string>>
}

// On a phone the bar is one row: the count, the first custom action and "⋯" (`MenuButton`) holding the others, the
// export, the delete and "Clear selection" (their buttons took four rows and 148 px above the phone's bar).
// While the bar is drawn at the window's foot, notices ("CSV file saved", a delete's Undo) keep the foot, moved up just
// above the bar (`useNoticesAbove` measures how far): at the foot they covered its buttons, and sent to the window's
// top they covered the page's header. Over a frame on a narrow screen they stay at the top, as noticeCss puts them.
// A row reached by Tab or scrolled into view stops above the bar (`useBulkRoom` measures the room it takes), not under it.
const BULK_STYLES = '.atrium-root .atrium-bulk{position:sticky;bottom:var(--atrium-space-3);z-index:4;display:flex;align-items:center;gap:var(--atrium-space-2);flex-wrap:wrap;margin:var(--atrium-space-3) 0;padding:var(--atrium-space-2) var(--atrium-space-3);border:1px solid var(--atrium-accent);border-radius:var(--atrium-radius);background:var(--atrium-accent-soft);box-shadow:var(--atrium-shadow-lg)}'
  + '.atrium-root .atrium-bulk__confirm{display:flex;align-items:center;flex-wrap:wrap;gap:var(--atrium-space-2);flex-basis:100%}.atrium-root .atrium-bulk__confirm p{flex-basis:100%;margin:0}'
  + '.atrium-root .atrium-bulk .atrium-bulk__more{min-width:2.75rem;font-size:1.25rem;line-height:1}.atrium-root .atrium-list .atrium-bulk .atrium-row-menu [data-value=delete]{color:var(--atrium-danger)}'
  + '@media (max-width:767.98px){.atrium-root .atrium-admin .atrium-bulk{bottom:calc(4.5rem + env(safe-area-inset-bottom))}.atrium-root .atrium-bulk>span:first-of-type{margin-inline-end:auto}}'
  + `:root:has(.atrium-bulk) .atrium-root .atrium-notices{translate:0 calc(-1 * var(${NOTICES_ABOVE_PROPERTY},0px))}`
  + '@media (max-width:61.98rem){:root:has(.atrium-bulk):has(.atrium-frame) .atrium-root .atrium-notices{translate:none}}'
  + '.atrium-root .atrium-list:has(>.atrium-bulk) .atrium-list__body *{scroll-margin-bottom:var(--atrium-bulk-room,0px)}'

/**
 * The selected records in the list's order: those on screen as it shows them now (a change made since they were
 * ticked included), then the others, as they were seen, in the order they were selected.
 */
function inListOrder<T>(resource: ViewResource<T>, items: readonly T[], shown: ReadonlyMap<string, T> | undefined): T[] {
  const rank = new Map([...(shown?.keys() ?? [])].map((id, index) => [id, index]))
  const rankOf = (item: T) => rank.get(resource.getId(item)) ?? rank.size
  return [...items].sort((a, b) => rankOf(a) - rankOf(b)).map((item) => shown?.get(resource.getId(item)) ?? item)
}

/** The records a confirmation names: up to three titles, then how many more. */
function namesOf<T>(resource: ViewResource<T>, items: readonly T[]): string {
  const titles = items.slice(0, 3).map((item) => getRecordTitle(resource, item) || resource.getId(item))
  return items.length > 3 ? bulkText('list.andMore', { titles: titles.join(', '), count: items.length - 3 }) : titles.join(', ')
}

/**
 * The bar over a list with a selection: "{n} selected", the list's custom bulk
 * actions, which receive the selected records, "Export selected" (a CSV file
 * of them, in the list's order), a built-in delete (confirmed inline first) of the selected records the reader may
 * delete: the others are named as kept in the question, neither sent nor reported as failed, and stay selected.
 * An undoable delete (`isDeleteUndoable`) is one deferred batch: the records leave the list at once, the notice's
 * Undo brings them all back, and the DELETE is sent when the notice lapses (a refused record then comes back and an
 * error notice says why). Otherwise it is sent at once: refused records are listed with the API's reason and stay selected.
 */
export function BulkBar<T>({ resource, items, context, actions, onDeselect, shown, online = true, exportOptions, phone: phoneWidth, more: MoreButton }: BulkBarProps<T>) {
  const notify = useNotify()
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  const { getState } = useStore()
  const undoable = isDeleteUndoable(resource, useContext(NoticeContext) !== undefined)
  // Generic code cannot tell whether `T` is `unknown`: the resource is read as what it is, typed by `T`.
  const [removeMany] = (resource as TypedViewResource<T>).endpoints.deleteMany.useMutation()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  // Busy is told with aria-disabled (a disabled button drops the keyboard's focus), so a second action, a delete
  // or a custom one, is refused here while one runs.
  const running = useRef(false)
  const work = (on: boolean) => { running.current = on; setBusy(on) }
  // A report made offline is told again once the browser is back online ("you are offline." no longer holds).
  const [report, setReport] = useState<{ summary: string; problems: string[]; offline?: boolean }>()
  const ids = items.map((item) => resource.getId(item))
  // Only the records the reader may delete are offered to "Delete selected" (the admin row, which has no Delete, among
  // others was sent nothing, yet was counted and then reported as failed: "Deleted 1 of 2; 1 failed: Not allowed.").
  const deletable = items.filter((item) => resource.can('delete', item))
  const undeletable = items.filter((item) => !deletable.includes(item))
  const hidden = shown ? ids.filter((id) => !shown.has(id)).length : 0
  const drawn = items.length > 0 || report !== undefined
  const bar = useRef<HTMLDivElement>(null)
  const phone = phoneWidth === true && MoreButton !== undefined
  useBulkRoom(bar, drawn)
  useNoticesAbove(bar, drawn)

  /**
   * Says how every record came out: done ones leave the selection, failed ones stay selected and are listed. A delete's
   * notice is shown beside a report too; a deferred one's carries its Undo (`action`).
   */
  const conclude = (done: string, outcomes: readonly RecordOutcome<T>[], success: string, deleting = false, action?: NoticeAction) => {
    const failed = outcomes.filter((outcome) => outcome.failure !== undefined)
    const succeeded = outcomes.filter((outcome) => outcome.failure === undefined).map((outcome) => resource.getId(outcome.item))
    if (succeeded.length > 0) onDeselect(succeeded)
    const notice = { kind: 'success' as const, text: success, ...(action ? { action } : {}) }
    if (failed.length === 0) {
      setReport(undefined)
      notify(notice)
      return
    }
    const problems = failed.length > 1
      ? failed.map((outcome) => bulkText('list.bulkFailure', { title: getRecordTitle(resource, outcome.item), reason: outcome.failure ?? '' }))
      : []
    setReport({ summary: outcomeSummary(done, outcomes), problems, offline: isBrowserOffline() })
    // Some went through (or wait to, with their Undo, for a deferred delete): their notice says so beside the report.
    if (deleting && succeeded.length > 0) notify(notice)
    // A failure undoes its optimistic change; reading the list again settles it whatever answered in between.
    dispatch(resource.api.util.invalidateTags([{ type: resource.id, id: 'LIST' }]))
  }

  const deleteAll = async () => {
    const allowed = items.filter((item) => resource.can('delete', item))
    if (running.current || allowed.length === 0) return
    setConfirming(false)
    work(true)
    setReport(undefined)
    const failures = new Map<string, string>()
    // Undoable: one deferred batch, drawn away now and sent when its notice lapses (its code is in this chunk).
    const defer = undoable && allowed.length > 0 ? deferDelete : undefined
    const action = defer?.({
      resource, context, notify, store: { dispatch, getState },
      records: allowed.map((item) => ({ id: resource.getId(item), item, title: getRecordTitle(resource, item) || resource.getId(item) })),
    })
    if (allowed.length > 0 && !action) {
      // One request where the backend deletes in bulk (PostgREST), else one per record: each outcome comes back.
      const result = await removeMany({ ids: allowed.map((item) => resource.getId(item)), items: allowed, context })
      if ('data' in result && result.data) {
        for (const { id, error } of result.data.failed) failures.set(id, failureReason(error))
      } else {
        const reason = failureReason('error' in result ? result.error : undefined)
        for (const item of allowed) failures.set(resource.getId(item), reason)
      }
    }
    const outcomes: RecordOutcome<T>[] = allowed.map((item) => {
      const failure = failures.get(resource.getId(item))
      return failure === undefined ? { item } : { item, failure }
    })
    work(false)
    const deleted = outcomes.filter((outcome) => outcome.failure === undefined).map((outcome) => outcome.item)
    conclude(bulkText('list.bulkDeletedLabel'), outcomes, bulkText('list.bulkDeleted', { count: deleted.length, titles: namesOf(resource, deleted) }), true, action)
  }

  const runCustom = async (action: BulkAction<T>) => {
    if (running.current) return
    work(true)
    setReport(undefined)
    const chosen = [...items]
    const outcomes = action.each ? await runEach(chosen, (item) => action.each!(item))
      : action.run ? await runAll(chosen, (selected) => action.run!(selected))
        : chosen.map((item) => ({ item, failure: 'no `each` or `run` declared' }))
    work(false)
    const failed = outcomes.filter((outcome) => outcome.failure !== undefined)
    // Every record refused for the same reason by a `run` that threw: one sentence says it.
    if (!action.each && failed.length === outcomes.length && outcomes.length > 0 && failed.every((outcome) => outcome.failure === failed[0].failure)) {
      setReport({ summary: bulkText('list.bulkFailed', { label: action.label, detail: failed[0].failure ?? '' }), problems: [], offline: isBrowserOffline() })
      return
    }
    const done = action.doneLabel ?? bulkText('list.bulkDoneDefault', { label: action.label })
    const success = action.doneLabel ? outcomeSummary(done, outcomes) : bulkText('list.bulkDone', { label: action.label, count: outcomes.length })
    conclude(done, outcomes, success)
  }

  const exportSelected = async () => {
    if (running.current || !exportOptions) return
    work(true)
    setReport(undefined)
    try {
      const count = await runCsvExport(dispatch, { filename: `${resource.id}-selected.csv`, ...exportOptions, items: inListOrder(resource, items, shown) },
        // The selection is written as it was seen: no page is read.
        { maxPages: 0, alive: () => true, onProgress: () => undefined })
      notify({ kind: 'success', text: exportText('list.exported', { count: count ?? 0 }) })
    } catch (error) {
      setReport({ summary: exportText('list.exportFailed', { detail: errorText(error) }), problems: [] })
    } finally {
      work(false)
    }
  }

  if (!drawn) return null
  // A report made offline, now that the browser is back online: "you are offline." no longer holds.
  const retold = report?.offline === true && online
  const canDelete = resource.can('delete') && deletable.length > 0 && !confirming
  const startDelete = () => { if (!busy) { setReport(undefined); setConfirming(true) } }
  const clear = () => { if (!busy) onDeselect(ids) }
  const inline = phone ? actions.slice(0, 1) : actions
  // The phone's "⋯": the other custom actions, then what the wide bar shows as buttons, in the same order.
  const moreEntries = [
    ...actions.slice(inline.length).map((action, index) => ({ value: `action${index}`, label: action.label, run: () => void runCustom(action) })),
    ...(exportOptions ? [{ value: 'export', label: bulkText('list.bulkExport'), run: () => void exportSelected() }] : []),
    ...(canDelete ? [{ value: 'delete', label: bulkText('list.bulkDelete'), run: startDelete }] : []),
    { value: 'clear', label: bulkText('list.clearSelection'), run: clear },
  ]
  return (
    <div ref={bar} className="atrium-bulk" role="group" aria-label={bulkText('list.selected', { count: items.length })}>
      <style href="atrium-bulk" precedence="default">{BULK_STYLES}</style>
      {items.length > 0 && (
        <>
          <span>{bulkText(hidden > 0 ? 'list.selectedHidden' : 'list.selected', { count: items.length, hidden })}</span>
          {inline.map((action) => (
            <button key={action.label} type="button" aria-disabled={busy} onClick={() => void runCustom(action)}>{action.label}</button>
          ))}
          {phone ? (
            <MoreButton label={bulkText('list.bulkMore')} className="atrium-bulk__more" entries={moreEntries}
              onChoose={(value) => moreEntries.find((entry) => entry.value === value)?.run()} />
          ) : (
            <>
              {exportOptions && <button type="button" aria-disabled={busy} onClick={() => void exportSelected()}>{bulkText('list.bulkExport')}</button>}
              {/* The destructive action after the others, drawn as such (it asks before deleting). */}
              {canDelete && <button type="button" className="atrium-button--danger-quiet" aria-disabled={busy} onClick={startDelete}>{bulkText('list.bulkDelete')}</button>}
              <button type="button" aria-disabled={busy} onClick={clear}>{bulkText('list.clearSelection')}</button>
            </>
          )}
        </>
      )}
      {confirming && deletable.length > 0 && (
        <div className="atrium-bulk__confirm">
          {/* Names what goes: some of it may be off screen (another page, or hidden by a filter since); and what stays. */}
          <p>{undeletable.length === 0
            ? bulkText(undoable ? 'list.bulkDeleteConfirmUndo' : 'list.bulkDeleteConfirm', { count: items.length, titles: namesOf(resource, items) })
            : bulkText(undoable ? 'list.bulkDeleteSomeConfirmUndo' : 'list.bulkDeleteSomeConfirm',
              { count: deletable.length, total: items.length, titles: namesOf(resource, deletable), kept: namesOf(resource, undeletable) })}</p>
          <button type="button" className="atrium-button--danger" onClick={() => void deleteAll()}>{actionText('action.confirmDelete')}</button>
          <button type="button" onClick={() => setConfirming(false)}>{actionText('action.cancel')}</button>
        </div>
      )}
      {report && (
        <div role="alert" className="atrium-bulk__report">
          <p>{retold ? bulkText('list.bulkOffline') : report.summary}</p>
          {report.problems.length > 0 && !retold && <ul>{report.problems.map((problem, index) => <li key={index}>{problem}</li>)}</ul>}
        </div>
      )}
    </div>
  )
}
