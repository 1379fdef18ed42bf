import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSelector } from 'react-redux'
import { selectSession } from '../../../slices/sessionSlice'
import type { ApiErrorData } from '../../errors/ApiError'
import { isNetworkError } from '../../network/networkErrors'
import { userKey } from '../../session/userKey'
import { useViewContext } from '../ViewContext'
import { draftKey, readDraft, removeDraft, writeDraft } from '../../session/formDrafts'

/** Why the last save did not go through, when the form keeps the values to try again. */
export type SaveHold = 'offline' | 'expired'

/** What `useSaveRecovery` gives a form. */
export interface SaveRecovery<V> {
  /** Values typed before a save that could not go through (401), given back to the same user. */
  restored: V | undefined
  /** Why the last save is on hold, if it is. */
  hold: SaveHold | undefined
  /** Call before sending: the values are kept as a draft until the save is done. */
  saving(values: V): void
  /** Call with the save's error: `true` when it is on hold (offline, expired session) rather than refused. */
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
 * - session expired (401): the values wait in a draft (session storage, keyed
 *   by scope, resource and record, with the user), so that after signing in
 *   again the same user finds the form as it was.
 */
export function useSaveRecovery<V extends Record<string, unknown>>(retry: () => void): SaveRecovery<V> {
  const view = useViewContext()
  const owner = useSelector((state: unknown) => userKey(selectSession(state)?.user))
  const key = view ? draftKey(view.scope, view.resource.id, view.action === 'create' ? undefined : view.id) : undefined
  // Read once, when the form opens.
  const [restored] = useState(() => (key ? readDraft(key, owner) as V | undefined : undefined))
  const [hold, setHold] = useState<SaveHold>()
  const retryRef = useRef(retry)
  retryRef.current = retry

  useEffect(() => {
    if (hold !== 'offline') return undefined
    const onOnline = () => retryRef.current()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [hold])

  const saving = useCallback((values: V) => { if (key) writeDraft(key, owner, values) }, [key, owner])
  const failed = useCallback((error: ApiErrorData) => {
    const reason: SaveHold | undefined = isNetworkError(error) ? 'offline' : error.status === 401 ? 'expired' : undefined
    setHold(reason)
    return reason !== undefined
  }, [])
  const saved = useCallback(() => {
    setHold(undefined)
    if (key) removeDraft(key)
  }, [key])
  const discard = useCallback(() => { if (key) removeDraft(key) }, [key])

  return useMemo(() => ({ restored, hold, saving, failed, saved, discard }), [restored, hold, saving, failed, saved, discard])
}
