import { useLayoutEffect, type RefObject } from 'react'

/**
 * The custom property, set on the document's root element, that says how far up (px) the notices are moved from their
 * place at the window's foot to clear a bar drawn there; the bar's stylesheet reads it (`BulkBar`'s).
 */
export const NOTICES_ABOVE_PROPERTY = '--atrium-notices-above'

// Between the bar's top edge and the lowest notice: the gap the notices keep between each other.
const GAP_PX = 8

/** Where the notices' region sits when not moved: its distance from the window's foot and its height, in px. */
export interface NoticesPlace {
  /** From the region's bottom edge to the window's foot (its CSS `bottom`). */
  foot: number
  /** The region's height: the notices on screen, stacked. */
  height: number
}

/**
 * How far up the notices must move from their `place` at the foot of a window `viewport` px tall to clear a bar whose
 * box is `bar`: 0 while the bar is out of the window or ends above their stack (a short list's bar, higher up), else
 * up to the bar's top edge and a gap (the bar stuck at the window's foot, or coming unstuck at its list's end).
 */
export function noticesLift(bar: Pick<DOMRect, 'top' | 'bottom' | 'height'>, place: NoticesPlace, viewport: number): number {
  if (bar.height === 0 || bar.bottom <= 0 || bar.top >= viewport) return 0
  if (bar.bottom + GAP_PX <= viewport - place.foot - place.height) return 0
  return Math.max(0, Math.ceil(viewport - bar.top + GAP_PX - place.foot))
}

// Every bar drawn (two lists on one page may each have one): the notices clear the highest.
const bars = new Map<HTMLElement, number>()
let written = 0

function write(): void {
  const lift = Math.max(0, ...bars.values())
  if (lift === written) return
  written = lift
  if (lift === 0) document.documentElement.style.removeProperty(NOTICES_ABOVE_PROPERTY)
  else document.documentElement.style.setProperty(NOTICES_ABOVE_PROPERTY, `${lift}px`)
}

// The region's foot as last measured with no frame open. Over a frame on a narrow screen the region sits at the window's
// top (noticeCss); a lift measured then (a notice that came as a confirmation closed: an undoable delete's) must be the
// one for the foot, where the region returns with its size unchanged: no resize measures it again.
let lastFoot: number | undefined

/** The notices' region and its place when not moved (the lift is a `translate`, so its CSS `bottom` stays its own). */
function noticesRegion(): { region: HTMLElement; place: NoticesPlace } | undefined {
  const region = document.querySelector<HTMLElement>('.atrium-notices')
  if (!region) return undefined
  if (lastFoot === undefined || document.querySelector('.atrium-frame') === null) lastFoot = Number.parseFloat(getComputedStyle(region).bottom) || 0
  return { region, place: { foot: lastFoot, height: region.offsetHeight } }
}

/**
 * Keeps the notices (toasts) stacked just above the element `ref` holds while it is `drawn` near the window's foot, so
 * that they never cover its buttons, and leaves them at the foot when it is higher up. How far they move
 * (`noticesLift`) is measured again when the bar's or the notices' height changes (a confirmation opens in the bar, a
 * notice comes or goes), when anything scrolls (a sticky bar comes unstuck at its list's end) and when the window is
 * resized; it is kept in `--atrium-notices-above` on the root element.
 */
export function useNoticesAbove(ref: RefObject<HTMLElement | null>, drawn: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current
    if (!drawn || !element) return undefined
    const found = noticesRegion()
    const measure = () => {
      const notices = noticesRegion()
      bars.set(element, notices ? noticesLift(element.getBoundingClientRect(), notices.place, window.innerHeight) : 0)
      write()
    }
    measure()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined
    observer?.observe(element)
    if (found) observer?.observe(found.region)
    // Captured: the list may scroll in a box of its own rather than the window.
    const options = { capture: true, passive: true }
    window.addEventListener('scroll', measure, options)
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('scroll', measure, options)
      window.removeEventListener('resize', measure)
      bars.delete(element)
      write()
    }
  }, [ref, drawn])
}
