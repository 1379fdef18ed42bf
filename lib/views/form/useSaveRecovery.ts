import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSelector } from 'react-redux'
import { selectSession } from '../../../slices/sessionSlice'
import type { ApiErrorData } from '../../errors/ApiError'
import { isBrowserOffline, isNetworkError, mayHaveLanded } from '../../network/networkErrors'
import { userKey } from '../../session/userKey'
import { useViewContext } from '../ViewContext'
import { keepOpenForm } from '../../session/clearDrafts'
import { draftKey, isDraftMaybeSaved, readDraft, removeDraft, writeDraft } from '../../session/formDrafts'

/**
 * Why the last save did not go through, when the form keeps the values to try again: the browser is
 * offline, the server could not be reached although the browser is online, the session expired, or
 * (`maybeSaved`) a create got no answer and may have landed, so it is not sent again unasked.
 */
export type SaveHold = 'offline' | 'unreachable' | 'expired' | 'maybeSaved'

/** How the form saves, for `useSaveRecovery`. */
export interface SaveRecoveryOptions {
  /** The form creates a record: sent twice, a create that landed makes two. */
  create?: boolean
  /** Each create carries an `Idempotency-Key` the API honours: sending it again cannot make a second record. */
  idempotent?: boolean
  /** The reader's changes not saved yet, if any: kept as a draft when another tab signs out. */
  unsaved?: () => Record<string, unknown> | undefined
}

/**
 * Why a save got no answer of the API's own, or `undefined` when it got one. A request sent while the browser was
 * offline never left ('offline'); any other may have reached the server, which then did the work and lost only its
 * answer (a connection dropped after sending, a deadline passed while the server worked, a gateway answering 502, 503
 * or 504 for it): a create is then `maybeSaved` unless its key makes sending it again harmless. Updates set the fields
 * they name: sent again, they do no harm (a gateway's answer to one stays a failure shown with the values).
 * A server simply down (connection refused) cannot be told apart: in Chromium `fetch` rejects with the same
 * `TypeError: Failed to fetch` at once, `navigator.onLine` stays true, the resource timing entry is zeroed either way,
 * and a health probe that follows fails too when the server went down after storing the record; so it is maybe saved
 * as well, and the key (`form.idempotencyKey`) is what makes sending it again safe.
 */
function answerless(error: ApiErrorData, sentOffline: boolean, { create = false, idempotent = false }: SaveRecoveryOptions): SaveHold | undefined {
  const network = isNetworkError(error)
  if (!network && !(create && mayHaveLanded(error))) return undefined
  if (network && isBrowserOffline() && (sentOffline || !create)) return 'offline'
  return create && !idempotent ? 'maybeSaved' : 'unreachable'
}

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
  /** Call with the save's error: `true` when it is on hold (offline, expired session, maybe saved) rather than refused (a refusal drops the draft: the form shows why, with the values). */
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
 *   by scope, resource, record and user), so that after signing in again the
 *   same user finds the form as it was, whoever signed in here meanwhile. A
 *   draft keeps the reader's changes only: coming back puts them over the
 *   record as it is then (what others saved meanwhile to other fields stays).
 *   A refused save keeps none;
 * - maybe saved (a create with no answer, sent while online: it may have
 *   reached the server, which lost only its answer): never sent again unasked,
 *   as that could make a second record; the form keeps the values (in the draft
 *   too, marked, so that a reload says the same) and asks the reader to check.
 *   With `idempotent` (each create carries a key the API honours) it is sent again
 *   by itself like an unreachable save; after a reload (its key gone), maybe saved.
 */
export function useSaveRecovery<V extends Record<string, unknown>>(retry: () => void, options: SaveRecoveryOptions = {}): SaveRecovery<V> {
  const view = useViewContext()
  const owner = useSelector((state: unknown) => userKey(selectSession(state)?.user))
  const key = view ? draftKey(view.scope, view.resource.id, view.action === 'create' ? undefined : view.id, owner) : undefined
  // Read once, when the form opens.
  const [restored] = useState(() => (key ? readDraft(key, owner) as V | undefined : undefined))
  const [hold, setHold] = useState<SaveHold | undefined>(() => (key && restored && isDraftMaybeSaved(key, owner) ? 'maybeSaved' : undefined))
  // Whether the browser was offline when the last save was sent, and what it sent (marked in the draft if it may have landed).
  const sent = useRef<{ offline: boolean; values?: V }>({ offline: false })
  const optionsRef = useRef(options)
  optionsRef.current = options
  // Saves in a row that found the server unreachable (a new hold each: the retry below follows it).
  const [unreachable, setUnreachable] = useState(0)
  const retryRef = useRef(retry)
  retryRef.current = retry

  // Another tab signing out keeps the reader's changes as a draft, for the same user signing in again here.
  useEffect(() => key === undefined ? undefined : keepOpenForm(() => {
    const changes = optionsRef.current.unsaved?.()
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

  const saving = useCallback((values: V) => {
    sent.current = { offline: isBrowserOffline(), values }
    if (key) writeDraft(key, owner, values)
  }, [key, owner])
  const failed = useCallback((error: ApiErrorData) => {
    const reason: SaveHold | undefined = answerless(error, sent.current.offline, optionsRef.current) ?? (error.status === 401 ? 'expired' : undefined)
    setHold(reason)
    setUnreachable((count) => (reason === 'unreachable' ? count + 1 : 0))
    // Refused (422, 403, 500…): nothing waits to be sent again; a reload (the reader leaving) must not bring it back.
    if (reason === undefined && key) removeDraft(key)
    // A create that may have landed comes back after a reload as 'maybeSaved' (a keyed one too: its key is gone then).
    const mayBeStored = reason === 'maybeSaved' || (reason === 'unreachable' && optionsRef.current.create === true)
    if (mayBeStored && key && sent.current.values) writeDraft(key, owner, sent.current.values, true)
    return reason !== undefined
  }, [key, owner])
  const saved = useCallback(() => {
    setHold(undefined)
    setUnreachable(0)
    if (key) removeDraft(key)
  }, [key])
  const discard = useCallback(() => { if (key) removeDraft(key) }, [key])

  return useMemo(() => ({ restored, hold, saving, failed, saved, discard }), [restored, hold, saving, failed, saved, discard])
}
