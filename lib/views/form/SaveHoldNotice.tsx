import { useEffect, useRef } from 'react'
import { formText } from './formText'
import type { SaveHold } from './useSaveRecovery'

/** Props of `SaveHoldNotice`. */
export interface SaveHoldNoticeProps {
  /** Why the last save is on hold, if it is. */
  hold: SaveHold | undefined
  /** The form shows values brought back from a draft, not saved yet. */
  restored: boolean
  /** A save is running (the retry button waits). */
  saving: boolean
  /** Tries the save again now. */
  onRetry(): void
}

/**
 * Says why a save did not go through while the form keeps every value:
 * offline (saved again by itself once back online, or now with the button),
 * the server unreachable (saved again by itself shortly, or now with the button),
 * session expired (sign in again, the values come back), or values brought
 * back from such a draft. A hold is brought into view when it starts: Save is pressed at the foot of
 * a long form (in a drawer's or a phone's bar), and the notice heads the form, out of sight.
 */
export function SaveHoldNotice({ hold, restored, saving, onRetry }: SaveHoldNoticeProps) {
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => { if (hold) notice.current?.scrollIntoView?.({ block: 'start' }) }, [hold])
  if (hold === 'offline' || hold === 'unreachable') {
    return (
      <div ref={notice} role="alert" className="atrium-form__hold atrium-form__hold--offline">
        <p><strong>{formText(hold === 'offline' ? 'form.offlineTitle' : 'form.unreachableTitle')}</strong> {formText(hold === 'offline' ? 'form.offline' : 'form.unreachable')}</p>
        <button type="button" onClick={onRetry} disabled={saving}>{formText(saving ? 'action.saving' : 'form.retryNow')}</button>
      </div>
    )
  }
  if (hold === 'expired') {
    return (
      <div ref={notice} role="alert" className="atrium-form__hold atrium-form__hold--expired">
        <p><strong>{formText('form.expiredTitle')}</strong> {formText('form.expired')}</p>
      </div>
    )
  }
  if (restored) return <p role="status" className="atrium-form__restored">{formText('form.restored')}</p>
  return null
}
