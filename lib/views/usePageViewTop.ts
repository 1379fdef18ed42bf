import { useLayoutEffect, type RefObject } from 'react'

// Whether the window has scrolled since this module loaded. Until it has, its scroll is 0 and reading `scrollY` (which
// makes the browser lay the page out at once, in the middle of React's commit) is skipped: the first page drawn after a
// load no longer pays a second layout before its first frame. A browser's scroll restoration fires `scroll` too.
let scrolled = typeof window === 'undefined'
if (!scrolled) window.addEventListener('scroll', () => { scrolled = true }, { once: true, passive: true, capture: true })

/**
 * A page view opens at its top, as a page of a website does: chosen from the menu
 * (or any link) while the last page was scrolled, it is not shown from the middle,
 * nor can its heading be hidden above the window. A view drawn over the list (a
 * drawer, a dialog) leaves the list where it was: the list's page view stays mounted.
 */
export function usePageViewTop(page: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    // Any scroll left, when the page starts on the document's first screen (a layout's top bar above it, not a host's
    // long page): the window was cut to the new page's first draw, and Chromium's scroll anchoring would then carry
    // it down with the rows drawn below, so "still below the page's top" is no test.
    const element = page.current
    if (element && scrolled && window.scrollY > 0 && element.getBoundingClientRect().top + window.scrollY < window.innerHeight) window.scrollTo(0, 0)
  }, [page])
}
