import { useLayoutEffect, type RefObject } from 'react'

/** The custom property, set on the list, that says how much of the window's foot the bulk bar takes. */
export const BULK_ROOM_PROPERTY = '--atrium-bulk-room'

// Between the bar and what is scrolled into view above it: a focus ring's width and a little air.
const GAP_PX = 8

/**
 * The room the bulk bar takes at the foot of its scrolling box, in px: its height and its sticky offset (the phone
 * menu's height below 768 px), plus a gap; 0 when it is not drawn.
 */
export function bulkRoom(bar: HTMLElement): number {
  const height = bar.offsetHeight
  if (height === 0) return 0
  const offset = Number.parseFloat(getComputedStyle(bar).bottom)
  return Math.ceil(height + (Number.isFinite(offset) ? offset : 0) + GAP_PX)
}

/** The box that scrolls `element` vertically, or undefined for the window. */
function scrollerOf(element: HTMLElement): HTMLElement | undefined {
  for (let box = element.parentElement; box && box !== document.body && box !== document.documentElement; box = box.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight) return box
  }
  return undefined
}

/**
 * How far to scroll down so that the row holding `focused` ends above `bar`: none when it does, and never so far that
 * `focused` goes under its scroller's top padding (`scroll-padding-top`: AdminLayout's sticky top bar) and the list's
 * top margin (its `scroll-margin-top`).
 */
export function stepAboveBar(list: HTMLElement, bar: HTMLElement, focused: Element): number {
  const row = focused.closest('tr, li')
  if (!row || row.closest('.atrium-list__body')?.parentElement !== list) return 0
  const below = row.getBoundingClientRect().bottom + GAP_PX - bar.getBoundingClientRect().top
  if (below <= 0) return 0
  const scroller = scrollerOf(list)
  const padding = Number.parseFloat(getComputedStyle(scroller ?? document.documentElement).scrollPaddingTop) || 0
  const top = (scroller?.getBoundingClientRect().top ?? 0) + padding + (Number.parseFloat(getComputedStyle(list).scrollMarginTop) || 0)
  return Math.max(0, Math.min(below, focused.getBoundingClientRect().top - top))
}

/**
 * Keeps the rows of the list holding the bulk bar (its parent) clear of the bar while it is `drawn`. The bar's room
 * (`bulkRoom`, measured again whenever its height changes: a confirmation or a report opens in it, its buttons wrap)
 * is kept in `--atrium-bulk-room` on the list, whose stylesheet gives the rows' content that much
 * `scroll-margin-bottom`: what Tab or `scrollIntoView` reaches stops above the bar, where it was under it. A row
 * whose control took the keyboard's focus is then scrolled up whole (the fields of a phone's card under its checkbox too).
 */
export function useBulkRoom(bar: RefObject<HTMLElement | null>, drawn: boolean): void {
  useLayoutEffect(() => {
    const element = bar.current
    const list = element?.parentElement
    if (!element || !list) return undefined
    const measure = () => list.style.setProperty(BULK_ROOM_PROPERTY, `${bulkRoom(element)}px`)
    measure()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined
    observer?.observe(element)
    // After the browser scrolled the focused control into view (it does before telling of the focus); a keyboard's
    // focus only: a click's focus comes between the press and the release, and a row moved then is not ticked.
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.matches(':focus-visible')) return
      const step = stepAboveBar(list, element, event.target)
      if (step > 0) (scrollerOf(list) ?? window).scrollBy(0, step)
    }
    list.addEventListener('focusin', onFocus)
    return () => {
      observer?.disconnect()
      list.removeEventListener('focusin', onFocus)
      list.style.removeProperty(BULK_ROOM_PROPERTY)
    }
  }, [bar, drawn])
}
