import { loadPhoneStyles } from '../config/usePhoneWidth'
import { lazyPart } from '../network/lazyPart'
import { preloadResourceWrites } from '../resource/loadResourceWrites'
import { preloadNoticeItems } from './notices/NoticeRegion'
import { preloadResourceForm } from './form/LazyResourceForm'
import { preloadLazyRecordViews } from './lazyRecordViews'
import type { ViewFrameProps } from '../frames/ViewFrame'

// What a list's first paint does not draw — the record views (read, create, update, delete: see
// lazyRecordViews), the form (inputs, drafts, save recovery) and the dialog and drawer frames — loads
// on demand (the views and the form in one chunk, recordViewSet; the frames in another), and
// `preloadRecordViews` fetches it once the first view is drawn and the browser is idle.

/** The dialog, drawer or custom frame of a view drawn over a list, loaded on demand (nothing drawn meanwhile). */
export const ViewFrame = lazyPart<ViewFrameProps>(() => import('../frames/ViewFrame').then((module) => module.ViewFrame))

/**
 * Fetches the code of the record views, the form and the frames (once; a failed fetch is left for the part to retry),
 * so the first drawer, dialog or form opened draws at once instead of behind a fallback; the resources' write
 * code, so the first write (a board's move, a host's own) is drawn at once too; the notices' toasts; and the phone's
 * stylesheet, so a window narrowed to a phone's width takes its phone layout at once.
 */
export function preloadRecordViews(): void {
  void loadPhoneStyles()
  void preloadResourceWrites()
  void preloadNoticeItems()
  void preloadLazyRecordViews()
  void preloadResourceForm()
  void ViewFrame.preload()
}

/** Calls `preloadRecordViews` once the browser is idle (after the current paint); returns a cancel function. */
export function preloadRecordViewsWhenIdle(): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preloadRecordViews, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(preloadRecordViews, 200)
  return () => window.clearTimeout(handle)
}
