import { useEffect, useState, type RefObject } from 'react'
import { formatMessage } from '../../config/messages'
import { noticeItemCss } from '../../theme/noticeItemCss'
import type { Notice } from './NoticeContext'
import { useNoticesRoom } from './useNoticesRoom'

/** Props of `NoticeItems`. */
export interface NoticeItemsProps {
  /** The notices on screen, of both kinds. */
  notices: readonly Notice[]
  /** The kind drawn here (each live region draws its own). */
  kind: Notice['kind']
  /** Milliseconds before a notice goes away by itself. */
  duration: number
  /** Takes a notice away. */
  onDismiss(id: number): void
  /** Runs a notice's action (and takes it away). */
  onAct(id: number): void
  /** The notices' region, to measure for the room the page leaves them (`useNoticesRoom`); given to one of the two. */
  region?: RefObject<HTMLDivElement | null>
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

const NO_REGION: RefObject<HTMLDivElement | null> = { current: null }

/**
 * The notices of one kind as toasts, each staying while hovered or focused, with their stylesheet; drawn by
 * `NoticeRegion` in its live region of that kind once a notice shows. Loaded on demand (fetched when the browser
 * idles after the first view): the regions themselves are in the page from the start, empty, so that screen
 * readers announce what comes into them.
 */
export function NoticeItems({ notices, kind, duration, onDismiss, onAct, region }: NoticeItemsProps) {
  useNoticesRoom(region ?? NO_REGION, region ? notices.length : 0)
  return (
    <>
      <style href="atrium-notice-items" precedence="default">{noticeItemCss}</style>
      {notices.filter((notice) => notice.kind === kind)
        .map((notice) => <NoticeItem key={notice.id} notice={notice} duration={duration} onDismiss={onDismiss} onAct={onAct} />)}
    </>
  )
}
