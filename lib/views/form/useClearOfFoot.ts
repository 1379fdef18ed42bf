import { useEffect, type RefObject } from 'react'

// Between the control and the foot: a focus ring's width and a little air.
const GAP_PX = 8

/**
 * How far to scroll down so that `control` ends above `foot`: none when it does, and never so far that the control's
 * top goes under its `scroll-margin-top` (the sticky top bar's height).
 */
export function stepAboveFoot(control: Element, foot: Element): number {
  const box = control.getBoundingClientRect()
  const below = box.bottom + GAP_PX - foot.getBoundingClientRect().top
  if (below <= 0) return 0
  return Math.max(0, Math.min(below, box.top - (Number.parseFloat(getComputedStyle(control).scrollMarginTop) || 0)))
}

/**
 * Keeps what the keyboard reaches in a page form clear of the form's foot, stuck at the window's bottom (formCss): the
 * browser scrolls a focused control into view only when it is out of the window, so a field under the foot (Save,
 * Cancel) stayed under it, partly or whole. A keyboard's focus only: a click's lands on what the reader sees.
 */
export function useClearOfFoot(form: RefObject<HTMLElement | null>, foot: RefObject<HTMLElement | null>, on: boolean): void {
  useEffect(() => {
    const element = form.current
    if (!on || !element) return undefined
    const onFocus = (event: FocusEvent) => {
      const bar = foot.current
      if (!(event.target instanceof Element) || !bar || bar.contains(event.target) || !event.target.matches(':focus-visible')) return
      const step = stepAboveFoot(event.target, bar)
      if (step > 0) window.scrollBy(0, step)
    }
    element.addEventListener('focusin', onFocus)
    return () => element.removeEventListener('focusin', onFocus)
  }, [form, foot, on])
}
