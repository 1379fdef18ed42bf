import type { MouseEvent } from 'react'

/**
 * A link's click handler opening its view inside the app on the reader's plain click (the primary button, no
 * modifier key; Enter on a focused link is one too), as a button did, through the router: drawers open as
 * drawers, the leave guard asks, focus moves as before. A middle click, Ctrl / ⌘ / Shift / Alt + click are left
 * to the browser (a new tab, a new window), as are "Open in new tab" and "Copy link address", on the same address.
 */
export function inAppClick(open: () => void): (event: MouseEvent) => void {
  return (event) => {
    if (event.button !== 0 || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    open()
  }
}
