import { useEffect, type RefObject } from 'react'

// Where the focus was last put for want of a better place: a view that places the focus itself still may.
let rescued: Element | undefined

/** Whether the focus is lost: on the page's body, or where `useFocusRescue` put it for want of a better place. */
export function focusIsLost(): boolean {
  const active = document.activeElement
  return !active || active === document.body || active === rescued
}

/**
 * Keeps the keyboard's place when the control that had the focus goes away under it (the bulk bar
 * once its action is done, a notice's Undo, a button hidden by its own click): the focus then falls
 * to the page's body, and Tab starts again from the top of the page. It goes instead to the open
 * dialog, else to the list's current row, else to the page view. A focus the reader moves away
 * (a click elsewhere, another window) is left alone.
 */
export function useFocusRescue(page: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onFocusOut = ({ target: lost, relatedTarget }: FocusEvent) => {
      if (relatedTarget || !(lost instanceof HTMLElement)) return
      clearTimeout(timer)
      // After the draw that took the control away, and after any view's own choice of focus (a frame, a form).
      timer = setTimeout(() => {
        const element = page.current
        const active = document.activeElement
        if (!element?.isConnected || (active && active !== document.body)) return
        if (lost.isConnected && !lost.matches(':disabled') && lost.getClientRects().length > 0) return
        const dialogs = document.querySelectorAll<HTMLElement>('[aria-modal="true"]')
        const home = dialogs[dialogs.length - 1] ?? element.querySelector<HTMLElement>('tbody tr[tabindex="0"]') ?? element
        rescued = home
        home.focus({ preventScroll: true })
      })
    }
    document.addEventListener('focusout', onFocusOut)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [page])
}
