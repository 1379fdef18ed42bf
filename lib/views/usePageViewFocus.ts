import { useEffect, type RefObject } from 'react'
import type { Action } from '../types'

/**
 * A record view opened on a page (read, create, update, delete) takes the
 * focus when it opens, as a frame does: the control that opened it is gone,
 * and focus left on the page's body would send a keyboard or screen-reader
 * user back to the top. A list keeps the focus where the reader put it (the
 * menu entry they chose).
 */
export function usePageViewFocus(page: RefObject<HTMLElement | null>, action: Action): void {
  useEffect(() => {
    const element = page.current
    if (!element || action === 'list' || element.contains(document.activeElement)) return
    // A frame drawn over the page has its own focus.
    if (document.activeElement?.closest('.atrium-frame')) return
    element.focus({ preventScroll: true })
  }, [page, action])
}
