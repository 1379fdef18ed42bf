import { useContext, useRef } from 'react'
import { formatMessage } from '../../config/messages'
import { lazyPart } from '../../network/lazyPart'
import { NoticeContext } from './NoticeContext'
import type { NoticeItemsProps } from './NoticeItems'

// The toasts and their stylesheet load with the first notice, or ahead when the browser idles (`preloadNoticeItems`).
const NoticeItems = lazyPart<NoticeItemsProps>(() => import('./NoticeItems').then((module) => module.NoticeItems))

/** Fetches the notices' code now (once), so the first notice shows at once; never rejects. */
export const preloadNoticeItems = (): Promise<void> => NoticeItems.preload()

/** How long a notice stays, in milliseconds, unless closed earlier. */
export const NOTICE_DURATION_MS = 5000

/** Props of `NoticeRegion`. */
export interface NoticeRegionProps {
  /** Milliseconds before a notice goes away by itself. Defaults to `5000`. */
  duration?: number
}

/**
 * Draws the notices of the surrounding `NoticeProvider` as toasts in a region fixed to the
 * viewport (bottom centre; bottom on phones), each staying while hovered or focused: successes in a polite
 * `role="status"` region, failures in a `role="alert"` region. Both regions
 * stay in the page even when empty, because screen readers only announce
 * changes to a live region that already exists; the toasts themselves (`NoticeItems`) load with the first notice.
 * While notices show, the page's end gets room below it to scroll clear above them (`useNoticesRoom`). Draws nothing
 * without a provider.
 */
export function NoticeRegion({ duration = NOTICE_DURATION_MS }: NoticeRegionProps) {
  const context = useContext(NoticeContext)
  const region = useRef<HTMLDivElement>(null)
  if (!context) return null
  const { notices, dismiss, act } = context
  const shown = notices.length > 0
  const items = { notices, duration, onDismiss: dismiss, onAct: act }
  return (
    <div className="atrium-notices" ref={region}>
      <div role="status" aria-live="polite" aria-label={formatMessage('notice.region')}>{shown && <NoticeItems kind="success" region={region} {...items} />}</div>
      <div role="alert" aria-label={formatMessage('notice.failures')}>{shown && <NoticeItems kind="error" {...items} />}</div>
    </div>
  )
}
