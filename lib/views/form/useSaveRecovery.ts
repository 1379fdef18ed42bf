import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSelector } from 'react-redux'
import { selectSession } from '../../../slices/sessionSlice'
import type { ApiErrorData } from '../../errors/ApiError'
import { isBrowserOffline, isNetworkError } from '../../network/networkErrors'
import { userKey } from '../../session/userKey'
import { useViewContext } from '../ViewContext'
import { draftKey, keepOpenForm, readDraft, removeDraft, writeDraft } from '../../session/formDrafts'

/**
 * Why the last save did not go through, when the form keeps the values to try again: the browser is
 * offline, the server could not be reached although the browser is online, or the session expired.
 */
export type SaveHold = 'offline' | 'unreachable' | 'expired'

/** The wait before sending a save again after the server could not be reached the `attempt`th time (2 s, doubling, at most 30 s). */
function unreachableRetryDelay(attempt: number): number {
  return Math.min(2000 * 2 ** Math.max(attempt - 1, 0), 30_000)
}

/** What `useSaveRecovery` gives a form. */
export interface SaveRecovery<V> {
  /** Values typed before a save that could not go through (401), given back to the same user. */
  restored: V | undefined
  /** Why the last save is on hold, if it is. */
  hold: SaveHold | undefined
  /** Call before sending, with the reader's changes: they are kept as a draft until the save is done or refused. */
  saving(values: V): void
  /** Call with the save's error: `true` when it is on hold (offline, expired session) rather than refused (a refusal drops the draft: the form shows why, with the values). */
  failed(error: ApiErrorData): boolean
  /** Call once saved: the draft goes. */
  saved(): void
  /** The reader chose to drop the changes. */
  discard(): void
}

/**
 * Keeps what a person typed through saves that cannot go through yet:
 * - offline (no answer at all): the form stays as typed, says so, and saves
 *   again by itself when the browser is back online (`retry` is called);
 * - unreachable (no answer, the browser online: a dropped connection, a server
 *   down): the same, sent again by itself after 2 s, 4 s, 8 s… (at most 30 s
 *   apart) while the form is open, and at once when the browser comes back online;
 * - session expired (401), or signed out in another tab (`unsaved` gives the
 *   changes not saved yet): the values wait in a draft (session storage, keyed
 *   by scope, resource and record, with the user), so that after signing in
 *   again the same user finds the form as it was. A draft keeps the reader's
 *   changes only: coming back puts them over the record as it is then (what
 *   others saved meanwhile to other fields stays). A refused save keeps none.
 */
export function useSaveRecovery<V extends Record<string, unknown>>(retry: () => void, unsaved: () => V | undefined): SaveRecovery<V> {
  const view = useViewContext()
  const owner = useSelector((state: unknown) => userKey(selectSession(state)?.user))
  const key = view ? draftKey(view.scope, view.resource.id, view.action === 'create' ? undefined : view.id) : undefined
  // Read once, when the form opens.
  const [restored] = useState(() => (key ? readDraft(key, owner) as V | undefined : undefined))
  const [hold, setHold] = useState<SaveHold>()
  // Saves in a row that found the server unreachable (a new hold each: the retry below follows it).
  const [unreachable, setUnreachable] = useState(0)
  const retryRef = useRef(retry)
  retryRef.current = retry
  const unsavedRef = useRef(unsaved)
  unsavedRef.current = unsaved

  // Another tab signing out keeps the reader's changes as a draft, for the same user signing in again here.
  useEffect(() => key === undefined ? undefined : keepOpenForm(() => {
    const changes = unsavedRef.current()
    if (changes) writeDraft(key, owner, changes)
    return changes !== undefined
  }), [key, owner])

  useEffect(() => {
    if (hold !== 'offline' && hold !== 'unreachable') return undefined
    const sendAgain = () => retryRef.current()
    window.addEventListener('online', sendAgain)
    const timer = hold === 'unreachable' ? window.setTimeout(sendAgain, unreachableRetryDelay(unreachable)) : undefined
    return () => {
      window.removeEventListener('online', sendAgain)
      window.clearTimeout(timer)
    }
  }, [hold, unreachable])

  const saving = useCallback((values: V) => { if (key) writeDraft(key, owner, values) }, [key, owner])
  const failed = useCallback((error: ApiErrorData) => {
    const reason: SaveHold | undefined = isNetworkError(error) ? (isBrowserOffline() ? 'offline' : 'unreachable') : error.status === 401 ? 'expired' : undefined
    setHold(reason)
    setUnreachable((count) => (reason === 'unreachable' ? count + 1 : 0))
    // Refused (422, 403, 500…): nothing waits to be sent again; a reload (the reader leaving) must not bring it back.
    if (reason === undefined && key) removeDraft(key)
    return reason !== undefined
  }, [key])
  const saved = useCallback(() => {
    setHold(undefined)
    setUnreachable(0)
    if (key) removeDraft(key)
  }, [key])
  const discard = useCallback(() => { if (key) removeDraft(key) }, [key])

  return useMemo(() => ({ restored, hold, saving, failed, saved, discard }), [restored, hold, saving, failed, saved, discard])
}
