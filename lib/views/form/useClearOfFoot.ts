import { useEffect, type RefObject } from 'react'

// Between the control and the foot: a focus ring's width and a little air.
const GAP_PX = 8

/**
 * How far to scroll down so that `control` ends above `foot`: none when it does, and never so far that the control's
 * top goes above `top` (the top of what scrolls it: 0 for the window) and its `scroll-margin-top` (the sticky top bar's
 * height).
 */
export function stepAboveFoot(control: Element, foot: Element, top = 0): number {
  const box = control.getBoundingClientRect()
  const below = box.bottom + GAP_PX - foot.getBoundingClientRect().top
  if (below <= 0) return 0
  return Math.max(0, Math.min(below, box.top - top - (Number.parseFloat(getComputedStyle(control).scrollMarginTop) || 0)))
}

/** The nearest box that scrolls `element` up and down (a frame's body), or undefined for the window. */
function scrollerOf(element: Element): Element | undefined {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight) return box
  }
  return undefined
}

/**
 * Keeps what the keyboard reaches in a form clear of the form's foot, stuck at the bottom of what scrolls it (the
 * window on a page, a frame's body in a dialog or a drawer: formCss): the browser scrolls a focused control into view
 * only when it is out of that box, so a field under the foot (Save, Cancel) stayed under it, partly or whole (a phone's
 * drawer hid a tall Body under its foot). A keyboard's focus only: a click's lands on what the reader sees.
 */
export function useClearOfFoot(form: RefObject<HTMLElement | null>, foot: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = form.current
    if (!element) return undefined
    const onFocus = (event: FocusEvent) => {
      const bar = foot.current
      if (!(event.target instanceof Element) || !bar || bar.contains(event.target) || !event.target.matches(':focus-visible')) return
      const scroller = scrollerOf(event.target)
      const step = stepAboveFoot(event.target, bar, scroller?.getBoundingClientRect().top)
      if (step > 0) (scroller ?? window).scrollBy(0, step)
    }
    element.addEventListener('focusin', onFocus)
    return () => element.removeEventListener('focusin', onFocus)
  }, [form, foot])
}
