import { useLayoutEffect, type RefObject } from 'react'

/**
 * The custom property, set on the document's root element while notices are on screen, that holds their stack's
 * height (px): AdminLayout's stylesheet adds it to the page's bottom padding and scroll padding, so that the page's
 * end (the last card, the pagination) scrolls clear above the notices rather than staying under them.
 */
export const NOTICES_HEIGHT_PROPERTY = '--atrium-notices-height'

/**
 * Keeps `--atrium-notices-height` the height of the notices' region `ref` holds while it shows `count` notices (removed
 * at 0), measured again when the region's size changes (a notice comes or goes, the window is resized). The page is not
 * scrolled (a browser's Back would undo it): a person scrolling to its end finds it clear of the notices.
 */
export function useNoticesRoom(ref: RefObject<HTMLElement | null>, count: number): void {
  const shown = count > 0
  useLayoutEffect(() => {
    const region = ref.current
    const root = document.documentElement
    if (!region || !shown) return undefined
    const measure = () => root.style.setProperty(NOTICES_HEIGHT_PROPERTY, `${region.offsetHeight}px`)
    measure()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined
    observer?.observe(region)
    return () => {
      observer?.disconnect()
      root.style.removeProperty(NOTICES_HEIGHT_PROPERTY)
    }
  }, [ref, shown])
}
