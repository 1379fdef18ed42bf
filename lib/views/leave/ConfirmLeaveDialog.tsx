import { useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { AtriumPortalRoot } from '../../theme/AtriumPortalRoot'
import { leaveText } from './leaveText'
import { frameStyles } from '../../frames/frameStyles'
import { useFocusTrap } from '../../frames/useFocusTrap'

/** Props of `ConfirmLeaveDialog`. */
export interface ConfirmLeaveDialogProps {
  /** The reader chose to leave: the changes are dropped. */
  onLeave(): void
  /** The reader chose to stay (Keep editing, Escape, the backdrop). */
  onStay(): void
}

/**
 * Asks before a form with unsaved changes is left: an in-page `alertdialog`
 * over everything (frames included), focus moved to "Keep editing" and kept
 * inside; Escape and a click beside it keep editing. Drawn into the body.
 */
export function ConfirmLeaveDialog({ onLeave, onStay }: ConfirmLeaveDialogProps) {
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
        <h2 id={titleId} className="atrium-confirm__title">{leaveText('leave.title')}</h2>
        <p id={textId} className="atrium-confirm__text">{leaveText('leave.text')}</p>
        <div className="atrium-confirm__actions">
          <button type="button" className="atrium-confirm__stay" onClick={onStay}>{leaveText('leave.stay')}</button>
          <button type="button" className="atrium-confirm__leave" onClick={onLeave}>{leaveText('leave.leave')}</button>
        </div>
      </div>
    </AtriumPortalRoot>,
    document.body,
  )
}
