import { useEffect, type RefObject } from 'react'
import { AUTOFOCUS_SELECTOR } from './takeInitialFocus'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Focus for a frame Atrium does not draw itself (`open.custom()`): moves focus
 * into `container` when it opens (unless the frame already did: the control
 * marked `data-autofocus`, else its first control, else the element titled `titleId`), and gives it
 * back to what had it before (the control that opened it) when it closes.
 * Keeping focus inside is the custom frame's own choice (it may not be modal).
 */
export function useFocusEntry(container: RefObject<HTMLElement | null>, titleId: string): void {
  useEffect(() => {
    const element = container.current
    if (!element) return undefined
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!element.contains(document.activeElement)) {
      element.querySelector<HTMLElement>(AUTOFOCUS_SELECTOR)?.focus()
      if (!element.contains(document.activeElement)) element.querySelector<HTMLElement>(FOCUSABLE)?.focus()
      // Nothing to focus yet (the view is loading): the frame's title takes it.
      const heading = document.getElementById(titleId)
      if (!element.contains(document.activeElement) && heading && element.contains(heading)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
        heading.focus()
      }
    }
    return () => {
      if (opener && opener.isConnected && !element.contains(opener)) opener.focus()
    }
  }, [container, titleId])
}
