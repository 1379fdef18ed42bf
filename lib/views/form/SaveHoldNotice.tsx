import { useEffect, useRef, useState } from 'react'
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
  /** For a save that may have landed (`maybeSaved`): the record's name in a sentence ("contact"). */
  singular?: string
  /** For a save that may have landed: where to check, opened in a new tab (the form stays), and the link's words. */
  check?: { href: string; label: string }
}

/**
 * Says why a save did not go through while the form keeps every value:
 * offline (saved again by itself once back online, or now with the button),
 * the server unreachable (saved again by itself shortly, or now with the button),
 * session expired (sign in again, the values come back), a create that may
 * have been saved though no answer came (check the list, in a new tab, or
 * "Save anyway": nothing is sent again unasked), or values brought
 * back from such a draft. A hold is brought into view when it starts: Save is pressed at the foot of
 * a long form (in a drawer's or a phone's bar), and the notice heads the form, out of sight.
 */
export function SaveHoldNotice({ hold, restored, saving, onRetry, singular = '', check }: SaveHoldNoticeProps) {
  const notice = useRef<HTMLDivElement>(null)
  // When "Try again now" was last pressed: a try that meets the same hold changes nothing else on screen.
  const [retried, setRetried] = useState<string>()
  // Once saved, the next hold starts without this one's "Tried again at…" (the notice stays mounted with the form).
  if (hold === undefined && retried !== undefined) setRetried(undefined)
  useEffect(() => { if (hold) notice.current?.scrollIntoView?.({ block: 'start' }) }, [hold])
  const retry = () => {
    if (saving) return
    setRetried(new Date().toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit', second: '2-digit' }))
    onRetry()
  }
  if (hold === 'maybeSaved') {
    return (
      <div ref={notice} role="alert" className="atrium-form__hold atrium-form__hold--maybe-saved">
        <p><strong>{formText('form.maybeSavedTitle')}</strong> {formText('form.maybeSaved', { resource: singular })}</p>
        <div className="atrium-form__hold-actions">
          {check ? <a href={check.href} target="_blank" rel="noopener">{check.label}<span className="atrium-form__new-tab"> {formText('form.newTab')}</span></a> : null}
          <button type="button" onClick={retry} aria-disabled={saving || undefined}>{formText(saving ? 'action.saving' : 'form.saveAnyway')}</button>
        </div>
        {retried !== undefined && !saving ? <p role="status" className="atrium-form__retried">{formText('form.retriedMaybeSaved', { time: retried })}</p> : null}
      </div>
    )
  }
  if (hold === 'offline' || hold === 'unreachable') {
    return (
      <div ref={notice} role="alert" className="atrium-form__hold atrium-form__hold--offline">
        <p><strong>{formText(hold === 'offline' ? 'form.offlineTitle' : 'form.unreachableTitle')}</strong> {formText(hold === 'offline' ? 'form.offline' : 'form.unreachable')}</p>
        {/* aria-disabled, not disabled: the focus stays on it while the save runs. */}
        <button type="button" onClick={retry} aria-disabled={saving || undefined}>{formText(saving ? 'action.saving' : 'form.retryNow')}</button>
        {retried !== undefined && !saving ? <p role="status" className="atrium-form__retried">{formText('form.retried', { time: retried })}</p> : null}
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
