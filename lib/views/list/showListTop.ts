/**
 * Brings a list's top (its heading) back into view once its page or layout changes while it was scrolled past:
 * a page view that starts on the document's first screen goes to the window's very top (as `usePageViewTop` opens
 * it; brought in view by `scrollIntoView`, its top stopped under the scroll padding, the window 4 px down), any
 * other list (under a record, on a host's long page) scrolls its top into view. A top already in view stays.
 */
export function showListTop(list: HTMLElement | null, page: boolean): void {
  if (!list) return
  const top = list.getBoundingClientRect().top
  if (top >= (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0)) return
  if (page && window.scrollY > 0 && top + window.scrollY < window.innerHeight) window.scrollTo(0, 0)
  else list.scrollIntoView({ block: 'start' })
}
