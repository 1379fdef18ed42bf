import { useContext, useEffect, useRef, useState } from 'react'
import { formatMessage } from '../../config/messages'
import { NoticeContext, type Notice } from './NoticeContext'
import { useNoticesRoom } from './useNoticesRoom'

/** How long a notice stays, in milliseconds, unless closed earlier. */
export const NOTICE_DURATION_MS = 5000

/** Props of `NoticeRegion`. */
export interface NoticeRegionProps {
  /** Milliseconds before a notice goes away by itself. Defaults to `5000`. */
  duration?: number
}

function NoticeItem({ notice, duration, onDismiss, onAct }: { notice: Notice; duration: number; onDismiss(id: number): void; onAct(id: number): void }) {
  // Hovered or focused, a notice stays: its time starts again once the pointer and the focus leave.
  const [held, setHeld] = useState({ hover: false, focus: false })
  const paused = held.hover || held.focus
  useEffect(() => {
    if (paused) return undefined
    const timer = setTimeout(() => onDismiss(notice.id), duration)
    return () => clearTimeout(timer)
  }, [notice.id, duration, onDismiss, paused])
  return (
    <div className={`atrium-notice atrium-notice--${notice.kind}`}
      onMouseEnter={() => setHeld((value) => ({ ...value, hover: true }))} onMouseLeave={() => setHeld((value) => ({ ...value, hover: false }))}
      onFocus={() => setHeld((value) => ({ ...value, focus: true }))} onBlur={() => setHeld((value) => ({ ...value, focus: false }))}>
      <span>{notice.text}</span>
      {notice.action && (
        <button type="button" className="atrium-notice__action" onClick={() => onAct(notice.id)}>{notice.action.label}</button>
      )}
      <button type="button" className="atrium-notice__close" aria-label={formatMessage('notice.dismiss')} onClick={() => onDismiss(notice.id)}>×</button>
    </div>
  )
}

/**
 * Draws the notices of the surrounding `NoticeProvider` as toasts in a region fixed to the
 * viewport (bottom centre; bottom on phones), each staying while hovered or focused: successes in a polite
 * `role="status"` region, failures in a `role="alert"` region. Both regions
 * stay in the page even when empty, because screen readers only announce
 * changes to a live region that already exists. While notices show, the page's end gets room below it to scroll clear
 * above them (`useNoticesRoom`). Draws nothing without a provider.
 */
export function NoticeRegion({ duration = NOTICE_DURATION_MS }: NoticeRegionProps) {
  const context = useContext(NoticeContext)
  const region = useRef<HTMLDivElement>(null)
  useNoticesRoom(region, context?.notices.length ?? 0)
  if (!context) return null
  const { notices, dismiss, act } = context
  const of = (kind: Notice['kind']) => notices.filter((notice) => notice.kind === kind)
    .map((notice) => <NoticeItem key={notice.id} notice={notice} duration={duration} onDismiss={dismiss} onAct={act} />)
  return (
    <div className="atrium-notices" ref={region}>
      <div role="status" aria-live="polite" aria-label={formatMessage('notice.region')}>{of('success')}</div>
      <div role="alert" aria-label={formatMessage('notice.failures')}>{of('error')}</div>
    </div>
  )
}
