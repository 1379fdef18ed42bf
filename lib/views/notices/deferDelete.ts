import { nanoid, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit'
import type { TypedViewResource, ViewResource } from '../../resource/ViewResource'
import type { ViewResourceContext } from '../../types'
import { messageFormatter } from '../../config/messages'
import { errorText } from '../../network/errorText'
import { applyOptimisticWrite, type PatchUtil } from '../../resource/optimisticPatches'
import { endpointNames } from '../../state/endpointNames'
import { atriumApi } from '../../state/atriumApi'
import { getAtriumRuntime } from '../../state/atriumRuntime'
import { isMissingError } from '../RecordLoadError'
import { isDeleteDeferred } from '../../state/deferredDeletes'
import { deferredDeleteSettled, deleteDeferred } from '../../../slices/deferredDeletesSlice'
import { selectSession } from '../../../slices/sessionSlice'
import { recordText } from '../recordText'
import type { NoticeAction, Notify } from './NoticeContext'

/** The Undo's texts, loaded with it (overridable through `configureAtrium({ messages })`, like every built-in text). */
const deferText = /* @__PURE__ */ messageFormatter({
  'notice.undo': 'Undo',
  'notice.restored': '{title} restored.',
  'notice.restoredMany': '{count} records restored.',
  'notice.deleteRefusedMany': '{count} records could not be deleted: {detail}',
})

/** A record to delete: its id, the record when it was read (for the hooks and `onChange`), and how it is named. */
export interface DeferredRecord<T> {
  /** The record's id. */
  id: string
  /** The record as read, if it was. */
  item?: T
  /** Its title, for the notices. */
  title: string
}

/** What `deferDelete` works with. */
export interface DeferDeleteOptions<T> {
  /** The resource the records belong to. */
  resource: ViewResource<T>
  /** The records deleted: one (a delete view) or a batch (the bulk bar). */
  records: readonly DeferredRecord<T>[]
  /** The surrounding view, passed to the delete. */
  context: ViewResourceContext
  /** The store's `dispatch` and `getState`: the delete outlives the view that asked for it (a closed dialog). */
  store: { dispatch: ThunkDispatch<unknown, unknown, UnknownAction>; getState(): unknown }
  /** Shows the notices that follow: "restored", or why the API refused. */
  notify: Notify
}

/** A record the API did not delete, and its error. */
type Unsent = { id: string; error: unknown }

/**
 * Deletes the undoable way (react-admin's `undoable` mutation mode): the records leave every cached list at once,
 * the DELETE waits until the notice's time is up (or it is closed), and Undo puts them back in place, same ids, with
 * no request at all. Returns the notice's action (Undo, and what its lapse sends).
 *
 * Sent, the delete goes through the resource's endpoints (`delete`, or `deleteMany` for a batch: one request where the
 * backend deletes in bulk), so hooks, `onChange` and the lists' refresh apply as for any delete; a record refused comes
 * back in place and an error notice names it with the API's reason. A record the API says is not there (404, 410:
 * deleted meanwhile, elsewhere) is deleted as asked: it stays out, its cached reads go, and nothing is told.
 *
 * Never lost, never sent for someone else: while it waits, leaving the page (`pagehide`: a reload, a closed tab, a
 * link away) sends it at once, one request per record, each leaving before the page goes (the HTTP repository sends
 * DELETE with `keepalive`); its notice goes then (`signal`), so a page restored from the back-forward cache offers no
 * Undo that could no longer undo. A change of user drops it unsent: a sign-out or another user (`userDataCleared` empties
 * `state.atrium.deferredDeletes`), or any change of the session's token or owner since it was made.
 *
 * Sent before its time by `sendDeferredDeletes` (a create view of a resource with a quota, which must not count it):
 * its notice goes then too, and the caller waits for its answer.
 */
export function deferDelete<T>({ resource, records, context, store, notify }: DeferDeleteOptions<T>): NoticeAction {
  const { dispatch, getState } = store
  const key = nanoid()
  const ids = records.map((record) => record.id)
  const names = endpointNames(resource.id)
  const session = selectSession(getState())
  const madeBy = { token: session?.token ?? null, owner: session?.owner ?? null }
  dispatch(deleteDeferred({ key, resource: resource.id, ids }))
  // One undo per record, so a refused one alone comes back.
  const reverts = new Map(ids.map((id) => [id, applyOptimisticWrite(atriumApi.util as unknown as PatchUtil, names, resource.getId, getState(), dispatch, { kind: 'delete', id })]))
  const endpoints = (resource as TypedViewResource<T>).endpoints
  let done = false
  // Aborted when the notice's Undo can no longer undo (the page was left): the notice goes.
  const spent = new AbortController()

  // Still held: no change of user cleared it (`userDataCleared`). Once cleared, the cache and the notices are the next
  // user's: nothing of this delete is drawn back into them, nor told.
  const held = () => isDeleteDeferred(getState(), key)
  // Last drawn, first put back: each row returns to the place it left, among the rows drawn away after it.
  const bringBack = (which: readonly string[]) => { for (const id of [...ids].reverse()) if (which.includes(id)) reverts.get(id)?.() }
  const runtime = getAtriumRuntime(dispatch)
  const finish = () => {
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', leave)
    runtime?.deferredSends.delete(key)
    dispatch(deferredDeleteSettled({ key }))
  }

  /** One request per record, all at once (a page being left does not wait for one answer before the next request). */
  const sendEach = async (): Promise<Unsent[]> => {
    const results = await Promise.all(records.map(({ id, item }) =>
      dispatch(endpoints.delete.initiate(item === undefined ? { id, context } : { id, item, context }, { track: false }))))
    return results.flatMap((result, index) => ('error' in result && result.error !== undefined ? [{ id: ids[index], error: result.error }] : []))
  }
  const sendBatch = async (): Promise<Unsent[]> => {
    const items = records.map((record) => record.item)
    const result = await dispatch(endpoints.deleteMany.initiate({ ids, ...(items.every((item) => item !== undefined) ? { items: items as T[] } : {}), context }, { track: false }))
    if ('data' in result && result.data) return result.data.failed
    const error = 'error' in result ? result.error : undefined
    return ids.map((id) => ({ id, error }))
  }

  // Sent once, by whichever comes first (its lapse, the page left, or `sendDeferredDeletes`); the others join it.
  let sending: Promise<void> | undefined
  const send = (leaving: boolean) => (sending ??= sendOnce(leaving))
  const sendOnce = async (leaving: boolean) => {
    if (done) return
    done = true
    const now = selectSession(getState())
    const sameUser = (now?.token ?? null) === madeBy.token && (now?.owner ?? null) === madeBy.owner
    if (!held() || !sameUser) {
      // Another user's token must never carry it: dropped unsent, its rows drawn back while the cache is still theirs.
      if (held()) bringBack(ids)
      finish()
      return
    }
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', leave)
    // Its records stay left out of list answers until it is answered.
    const unsent = leaving || records.length === 1 ? await sendEach() : await sendBatch()
    // Not there (deleted meanwhile, elsewhere): deleted all the same, its cached reads dropped as a deleted record's are.
    const missing = unsent.filter((record) => isMissingError(record.error))
    if (held() && missing.length > 0) dispatch(atriumApi.util.invalidateTags(missing.map(({ id }) => ({ type: names.read, id }))))
    const failures = unsent.filter((record) => !missing.includes(record)).map(({ id, error }) => ({ id, detail: errorText(error) }))
    // A deleted record's cached reads go once the requests running now (the lists read again) have answered (RTK
    // Query's delayed invalidation): only then may its views, which drew it gone while it waited, read it again (a 404),
    // rather than draw it as last read.
    if (failures.length < ids.length) await Promise.all([...dispatch(atriumApi.util.getRunningQueriesThunk()), ...dispatch(atriumApi.util.getRunningMutationsThunk())])
    const stillTheirs = held()
    finish()
    // Told also after a page left for the back-forward cache comes back.
    if (failures.length === 0 || !stillTheirs) return
    bringBack(failures.map((failure) => failure.id))
    const titleOf = (id: string) => records.find((record) => record.id === id)?.title ?? id
    notify({
      kind: 'error',
      text: failures.length === 1
        ? recordText('delete.refused', { title: titleOf(failures[0].id), detail: failures[0].detail })
        : deferText('notice.deleteRefusedMany', { count: String(failures.length), detail: failures.map((failure) => `${titleOf(failure.id)}: ${failure.detail}`).join('; ') }),
    })
  }
  function leave() {
    spent.abort()
    void send(true)
  }
  if (typeof window !== 'undefined') window.addEventListener('pagehide', leave)
  // Asked for before its time (a create that must not count it against a quota): its notice goes, as Undo no longer can.
  runtime?.deferredSends.set(key, { resource: resource.id, send: () => { spent.abort(); return send(false) } })

  return {
    label: deferText('notice.undo'),
    signal: spent.signal,
    run: () => {
      if (done) return
      done = true
      const theirs = held()
      finish()
      if (!theirs) return
      bringBack(ids)
      notify({
        kind: 'success',
        text: records.length === 1 ? deferText('notice.restored', { title: records[0].title }) : deferText('notice.restoredMany', { count: String(records.length) }),
      })
    },
    onLapse: () => { void send(false) },
  }
}
