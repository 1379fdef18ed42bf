import { useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { AtriumPortalRoot } from '../../theme/AtriumPortalRoot'
import { leaveText } from './leaveText'
import { frameStyles } from '../../frames/frameStyles'
import { useFocusTrap } from '../../frames/useFocusTrap'

/** A form being left whose last save, a create, got no answer: it may have been saved (`SaveHold` 'maybeSaved'). */
export interface MaybeSavedLeave {
  /** The record's name in a sentence ("contact"). */
  singular: string
  /** Where to check whether it was saved (a new tab: the form stays), and the link's words. */
  check?: { href: string; label: string }
}

/** Props of `ConfirmLeaveDialog`. */
export interface ConfirmLeaveDialogProps {
  /** The form's last save may have gone through: the dialog says so (not "not saved") and links to where to check. */
  maybeSaved?: MaybeSavedLeave
  /** The reader chose to leave: the changes are dropped. */
  onLeave(): void
  /** The reader chose to stay (Keep editing, Escape, the backdrop). */
  onStay(): void
}

/**
 * Asks before a form with unsaved changes is left: an in-page `alertdialog`
 * over everything (frames included), focus moved to "Keep editing" and kept
 * inside; Escape and a click beside it keep editing. Drawn into the body. When the form's last save, a create, got no
 * answer, it does not say that nothing was saved: it says the record may have been created and links to the list.
 */
export function ConfirmLeaveDialog({ onLeave, onStay, maybeSaved }: ConfirmLeaveDialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const textId = useId()
  useFocusTrap(panel, onStay)
  // Into the body: a frame's transform would otherwise position it, and its stacking context cap it.
  return createPortal(
    <AtriumPortalRoot>
      <style href="atrium-frames" precedence="default">{frameStyles}</style>
      <div className="atrium-backdrop atrium-backdrop--confirm" onClick={onStay} />
      <div ref={panel} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} tabIndex={-1}
        className="atrium-frame atrium-confirm">
        <h2 id={titleId} className="atrium-confirm__title">{leaveText(maybeSaved ? 'leave.maybeSavedTitle' : 'leave.title')}</h2>
        <p id={textId} className="atrium-confirm__text">{maybeSaved ? leaveText('leave.maybeSaved', { resource: maybeSaved.singular }) : leaveText('leave.text')}</p>
        {maybeSaved?.check ? (
          <p className="atrium-confirm__text atrium-confirm__check">
            <a href={maybeSaved.check.href} target="_blank" rel="noopener">{maybeSaved.check.label} {leaveText('leave.newTab')}</a>
          </p>
        ) : null}
        <div className="atrium-confirm__actions">
          {/* The safe choice has the focus, before the link to the list. */}
          <button type="button" className="atrium-confirm__stay" onClick={onStay} data-autofocus="">{leaveText('leave.stay')}</button>
          <button type="button" className="atrium-confirm__leave" onClick={onLeave}>{leaveText(maybeSaved ? 'leave.leaveMaybeSaved' : 'leave.leave')}</button>
        </div>
      </div>
    </AtriumPortalRoot>,
    document.body,
  )
}
