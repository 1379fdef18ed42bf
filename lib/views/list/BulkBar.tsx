import { useState } from 'react'
import { useDispatch } from 'react-redux'
import { formatMessage } from '../../config/messages'
import { toApiErrorData } from '../../errors/ApiError'
import type { BulkAction } from '../../resource/types'
import type { ViewResource } from '../../resource/ViewResource'
import type { ViewResourceContext } from '../../types'
import { useNotify } from '../notices/NoticeContext'
import { getRecordTitle } from '../recordTitle'

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
}

function detailOf(error: unknown): string {
  const data = toApiErrorData(error)
  return data.detail ?? data.title ?? String(data.status)
}

/**
 * The bar over a list with a selection: "{n} selected", a built-in delete
 * (confirmed inline first; refused records are listed with the API's reason
 * and stay selected), and the list's custom bulk actions, which receive the
 * selected records.
 */
export function BulkBar<T>({ resource, items, context, actions, onDeselect }: BulkBarProps<T>) {
  const notify = useNotify()
  const dispatch = useDispatch()
  const [removeMany] = resource.endpoints.deleteMany.useMutation()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const [failure, setFailure] = useState<string>()
  const ids = items.map((item) => resource.getId(item))
  const deletable = resource.can('delete')

  const deleteAll = async () => {
    setConfirming(false)
    setBusy(true)
    const refused: string[] = []
    const allowed = items.filter((item) => {
      if (resource.can('delete', item)) return true
      refused.push(formatMessage('delete.refused', { title: getRecordTitle(resource, item), detail: formatMessage('access.denied') }))
      return false
    })
    const deleted: string[] = []
    if (allowed.length > 0) {
      // One request where the backend deletes in bulk (PostgREST), else one per record: each outcome comes back.
      const result = await removeMany({ ids: allowed.map((item) => resource.getId(item)), items: allowed, context })
      const outcome = 'data' in result && result.data ? result.data : { done: [], failed: allowed.map((item) => ({ id: resource.getId(item), error: result.error })) }
      deleted.push(...outcome.done)
      for (const { id, error } of outcome.failed) {
        const item = allowed.find((candidate) => resource.getId(candidate) === id)
        refused.push(formatMessage('delete.refused', { title: item === undefined ? id : getRecordTitle(resource, item), detail: detailOf(error) }))
      }
    }
    setBusy(false)
    setProblems(refused)
    // Reading the list again settles it whatever answered in between.
    if (refused.length > 0) dispatch(resource.api.util.invalidateTags([{ type: resource.id, id: 'LIST' }]))
    if (deleted.length > 0) {
      onDeselect(deleted)
      notify({ kind: 'success', text: formatMessage('list.bulkDeleted', { count: deleted.length }) })
    }
  }

  const runCustom = async (action: BulkAction<T>) => {
    setBusy(true)
    setFailure(undefined)
    try {
      await action.run([...items])
      onDeselect(ids)
      notify({ kind: 'success', text: formatMessage('list.bulkDone', { label: action.label, count: items.length }) })
    } catch (error) {
      setFailure(formatMessage('list.bulkFailed', { label: action.label, detail: error instanceof Error ? error.message : detailOf(error) }))
    } finally {
      setBusy(false)
    }
  }

  if (items.length === 0 && problems.length === 0) return null
  return (
    <div className="atrium-bulk" role="group" aria-label={formatMessage('list.selected', { count: items.length })}>
      {items.length > 0 && (
        <>
          <span>{formatMessage('list.selected', { count: items.length })}</span>
          {deletable && !confirming && (
            <button type="button" disabled={busy} onClick={() => { setProblems([]); setConfirming(true) }}>{formatMessage('list.bulkDelete')}</button>
          )}
          {actions.map((action) => (
            <button key={action.label} type="button" disabled={busy} onClick={() => void runCustom(action)}>{action.label}</button>
          ))}
          <button type="button" disabled={busy} onClick={() => onDeselect(ids)}>{formatMessage('list.clearSelection')}</button>
        </>
      )}
      {confirming && (
        <div className="atrium-bulk__confirm">
          <p>{formatMessage('list.bulkDeleteConfirm', { count: items.length })}</p>
          <button type="button" onClick={() => void deleteAll()}>{formatMessage('action.confirmDelete')}</button>
          <button type="button" onClick={() => setConfirming(false)}>{formatMessage('action.cancel')}</button>
        </div>
      )}
      {(problems.length > 0 || failure) && (
        <div role="alert">
          {failure && <p>{failure}</p>}
          {problems.length > 0 && <p>{formatMessage('list.bulkRefused', { count: problems.length })}</p>}
          {problems.length > 0 && <ul>{problems.map((problem, index) => <li key={index}>{problem}</li>)}</ul>}
        </div>
      )}
    </div>
  )
}
