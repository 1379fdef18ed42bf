import type { ElementType, ReactNode } from 'react'
import { formatMessage } from '../../config/messages'
import { errorText } from '../../network/errorText'
import { nameInText } from '../../resource/singularOf'

/** Props of `ListStatus`. */
export interface ListStatusProps {
  /** The list request's error, if it failed. */
  error?: unknown
  /** Asks again. */
  onRetry(): void
  /** The list came back with no records. */
  empty: boolean
  /** A filter is applied (changes the empty message). */
  filtered: boolean
  /** The layout shows a range of dates (calendar, timeline): empty means none on these dates, not none at all. */
  ranged?: boolean
  /** A page after the first came back empty (a link past the end): it says so and offers page 1 rather than "No … yet". */
  pastEnd?: { page: number; onFirstPage(): void }
  /** The resource's name as declared ("Articles"); its messages name it as it reads mid-sentence ("No articles yet."). */
  name: string
  /** The create call to action of an empty list (drawn only when creating is allowed). */
  cta?: ReactNode
  /** Replaces the empty message (`components.empty`); receives `filtered` and the call to action as children. */
  emptyComponent?: ElementType<{ filtered: boolean; children?: ReactNode }>
}

/**
 * The error (what went wrong, `errorText`, and a Retry button) and empty states of a list; `emptyComponent`
 * replaces the empty message. A range layout's empty dates, a filter matching nothing and a page past the end say so, with no
 * "Create the first one" (others exist).
 */
export function ListStatus({ error, onRetry, empty, filtered, ranged, pastEnd, name, cta, emptyComponent: Empty }: ListStatusProps) {
  if (error !== undefined) {
    const detail = errorText(error)
    return (
      <div className="atrium-list__error">
        <p role="alert">{formatMessage('list.error', { detail })}</p>
        <button type="button" onClick={onRetry}>{formatMessage('action.retry')}</button>
      </div>
    )
  }
  if (!empty) return null
  if (pastEnd) {
    return (
      <div className="atrium-list__empty">
        <p>{formatMessage('list.pastEnd', { page: pastEnd.page })}</p>
        <button type="button" onClick={pastEnd.onFirstPage}>{formatMessage('list.firstPage')}</button>
      </div>
    )
  }
  if (Empty) return <Empty filtered={filtered}>{cta}</Empty>
  return (
    <div className="atrium-list__empty">
      <p>{formatMessage(ranged ? (filtered ? 'list.emptyRangeFiltered' : 'list.emptyRange') : filtered ? 'list.emptyFiltered' : 'list.empty', { resource: nameInText(name) })}</p>
      {ranged || filtered ? null : cta}
    </div>
  )
}
