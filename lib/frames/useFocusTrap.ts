import { useEffect, type RefObject } from 'react'
import { AUTOFOCUS_SELECTOR } from './takeInitialFocus'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('inert'))
}

/**
 * Modal focus: moves focus into `container` when it opens (to the control marked `data-autofocus`, else its first), keeps Tab and
 * Shift+Tab inside, closes on Escape, and gives focus back to what had it
 * before (the control that opened the frame) when it closes.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onEscape: () => void): void {
  useEffect(() => {
    const element = container.current
    if (!element) return undefined
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = element.querySelector<HTMLElement>(AUTOFOCUS_SELECTOR) ?? focusables(element)[0] ?? element
    first.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables(element)
      if (items.length === 0) { event.preventDefault(); element.focus(); return }
      const firstItem = items[0]
      const lastItem = items[items.length - 1]
      if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === element)) {
        event.preventDefault()
        lastItem.focus()
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault()
        firstItem.focus()
      }
    }
    element.addEventListener('keydown', onKeyDown)
    return () => {
      element.removeEventListener('keydown', onKeyDown)
      // Back to the opener, unless what closed the frame placed the focus already (a create: on the new record's row).
      const active = document.activeElement
      if (opener?.isConnected && (!active || active === document.body || element.contains(active))) opener.focus()
    }
    // The trap is set once per opening; onEscape changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container])
}
