import { useContext, useRef, useState } from 'react'
import { useDispatch, useSelector, useStore } from 'react-redux'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { formatMessage } from '../config/messages'
import { actionText } from '../config/actionText'
import { NoticeContext, useNotify } from './notices/NoticeContext'
import { RecordHeader } from './RecordHeader'
import { getRecordTitle } from '../fields/recordTitle'
import { useRecordViewContext } from './useRecordViewContext'
import { errorText } from '../network/errorText'
import { NotAllowed } from './NotAllowed'
import { useViewRead } from './useViewRead'
import { deferDelete } from './notices/deferDelete'
import { isDeleteUndoable } from './notices/deleteUndoable'
import { listedRecord } from '../resource/listedRecord'
import { recordText } from './recordText'
import { singularInText } from '../resource/singularOf'
import { useFrameDescriptionId } from '../frames/FrameTitle'
import { takeInitialFocus } from '../frames/takeInitialFocus'
import { isFinalRefusal } from '../network/isFinalRefusal'
import { useDeleteWaits } from './useDeleteWaits'
import { LoadingStatus } from './ViewStatus'
import { RecordLoadError } from './RecordLoadError'

/** Focuses the element once, as it is drawn (a stable ref callback: not again on each render). */
const focusOnMount = (element: HTMLElement | null) => { element?.focus() }

/** Props of `DeleteView`. */
export interface DeleteViewProps {
  /** The record id; defaults to the view's `id`. */
  id?: string
}

/**
 * The delete confirmation: asks "Delete article?" (`delete.title`) and names the record once, quoted, saying what
 * follows (`delete.confirmUndo` when the delete is undoable, else `delete.confirm`); offers Cancel (focused in a
 * frame: the safe choice) then Delete, and deletes through the delete endpoint with the record as `item` (so
 * `onChange` publishes it). In a built-in frame it is an `alertdialog` named by its heading and described by its
 * question. An undoable delete (`isDeleteUndoable`) closes at once: the record leaves the lists, its notice offers
 * Undo, and the DELETE is sent when the notice's time is up (`deferDelete`; a refusal then comes as an error notice).
 * Otherwise the delete is sent at once, and a refused one says why in the question's place and the confirmation stays:
 * refused for good (a 4xx but 401, 408, 429: `isFinalRefusal`), Delete goes and Cancel reads Close, focused; otherwise
 * (offline, a 5xx) Delete reads Try again (`delete.retry`). A done one shows a notice and closes.
 */
export function DeleteView({ id: ownId }: DeleteViewProps = {}) {
  const context = useRecordViewContext('DeleteView')
  const { resource, viewResourceContext, frame, close } = context
  const id = ownId ?? context.id ?? ''
  const [deleted, setDeleted] = useState(false)
  // The title named while the delete is sent. The read stops then: the delete's invalidation
  // would otherwise fetch the record it just removed again (a 404 after every delete).
  const [sending, setSending] = useState<string>()
  const readArg = { id, context: viewResourceContext }
  // Already deleted, Undo still offered: nothing to ask (a second delete of it would only be refused).
  const waits = useDeleteWaits(resource.id, id)
  const skip = deleted || sending !== undefined || waits
  const { data: item, isLoading } = resource.endpoints.read.useQuery(readArg, { skip })
  useViewRead(resource.id, 'read', readArg, skip)
  const [remove, { isLoading: deleting }] = resource.endpoints.delete.useMutation()
  const [refusal, setRefusal] = useState<{ text: string; final: boolean }>()
  const questionId = useFrameDescriptionId()
  const busy = useRef(false)
  const notify = useNotify()
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  const { getState } = useStore()
  const undoable = isDeleteUndoable(resource, useContext(NoticeContext) !== undefined)
  // A record that cannot be read (offline, say) can still be deleted: it is named as the list it was chosen from
  // shows it, else by its id.
  const listed = useSelector((state: unknown) => (item ? undefined : listedRecord(resource, id, state)))
  const shown = item ?? listed
  const title = sending ?? ((shown ? getRecordTitle(resource, shown) : '') || id)

  if (isLoading) return <LoadingStatus />
  if (deleted) return null
  // Gone (its delete waits, or the API deleted it), unless this view is the one sending it or telling why it was refused (a 404 says "not found").
  if (waits && sending === undefined && !refusal) return <RecordLoadError error={{ status: 404 }} />
  // A record that cannot be read is judged without it; the API re-checks anyway.
  if (!resource.can('delete', item)) {
    return <><RecordHeader title={recordText('delete.notAllowedTitle', { resource: singularInText(resource), title })} frame={frame} /><NotAllowed action="delete" target={title} /></>
  }

  const confirm = async () => {
    if (busy.current) return
    busy.current = true
    setRefusal(undefined)
    setSending(title)
    if (undoable) {
      // Drawn away now, sent when the notice lapses; Undo puts it back with its id. A record not read goes by its id.
      const action = deferDelete({ resource, records: [item ? { id, item, title } : { id, title }], context: viewResourceContext, store: { dispatch, getState }, notify })
      setDeleted(true)
      notify({ kind: 'success', text: recordText('notice.deleted', { title }), action })
      close()
      return
    }
    const result = await remove(item ? { id, item, context: viewResourceContext } : { id, context: viewResourceContext })
    busy.current = false
    if (result.error !== undefined) {
      setSending(undefined)
      setRefusal({ text: recordText('delete.refused', { title, detail: errorText(result.error) }), final: isFinalRefusal(result.error) })
      return
    }
    setDeleted(true)
    notify({ kind: 'success', text: recordText('notice.deleted', { title }) })
    close()
  }

  return (
    <section className="atrium-view atrium-delete">
      {/* The heading names the kind of record, the question the record: its title once. */}
      <RecordHeader title={recordText('delete.title', { resource: singularInText(resource), title })} frame={frame} />
      {/* Refused, the reason takes the question's place (its "you can undo it" no longer holds).
          Delete is never `disabled` while it runs: the keyboard's focus stays on it, not on the page's body. */}
      {refusal
        ? <p id={questionId} role="alert" className="atrium-delete__refused">{refusal.text}</p>
        : <p id={questionId}>{recordText(undoable ? 'delete.confirmUndo' : 'delete.confirm', { title })}</p>}
      {/* The safe choice first, and focused in a frame, as the leave question does; Delete last, drawn as destructive. */}
      <div className="atrium-view__actions atrium-delete__actions">
        {/* Refused for good, a Delete that can never work goes: Close alone, taking the focus Delete had. */}
        {refusal?.final
          ? <button key="close" type="button" ref={focusOnMount} onClick={close}>{actionText('action.close')}</button>
          : <button key="cancel" type="button" ref={takeInitialFocus} data-autofocus onClick={close}>{actionText('action.cancel')}</button>}
        {refusal?.final ? null : (
          <button type="button" className="atrium-button--danger" onClick={() => { void confirm() }} aria-disabled={deleting}>
            {refusal ? recordText('delete.retry') : actionText('action.confirmDelete')}
          </button>
        )}
      </div>
    </section>
  )
}
