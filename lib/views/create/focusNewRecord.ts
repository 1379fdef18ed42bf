import { focusIsLost } from '../useFocusRescue'

// How long the list may take to draw its answer before the focus goes to its Create button all the same.
const WAIT_MS = 5000

/** Whether the focus is still where a create page's save left it: the body, the view gone, or the page itself. */
function unplaced(left: Element | null): boolean {
  const active = document.activeElement
  return focusIsLost() || active === left || !active?.isConnected || active.matches('.atrium-page')
}

/**
 * After a create on a page went back to the list of `resourceId`: the keyboard's focus goes to the new record's row,
 * its first link to the record (Show, or a phone card's title; else Edit), once the list drew its answer with it, as an
 * edit closed over the list leaves it on the record's row; a list that does not show it (sorted or paged elsewhere)
 * gives it to its Create button, where the reader started (as a create dialog does), else to the list's page. The
 * focus was on the body: a keyboard or screen-reader user started again from the top. A focus the reader moved
 * meanwhile is left alone, and nothing happens once the page shown is not that list.
 */
export function focusNewRecord(resourceId: string, id: string): void {
  const left = document.activeElement
  const ends = ['read', 'update'].map((action) => `/${encodeURIComponent(resourceId)}/${action}/${encodeURIComponent(id)}`)
  const started = Date.now()
  const place = () => {
    if (!unplaced(left)) return true
    const page = document.querySelector<HTMLElement>('.atrium-page[data-action="list"]')
    const list = page && [...page.querySelectorAll('.atrium-list')].find((element) => element.getAttribute('data-resource') === resourceId)
    if (!page || !list) return Date.now() - started > WAIT_MS
    const links = [...list.querySelectorAll<HTMLAnchorElement>('.atrium-list__body a[href]')]
    const row = ends.map((end) => links.find((link) => (link.getAttribute('href') ?? '').split(/[?#]/)[0].endsWith(end))).find(Boolean)
    const drawn = list.querySelector('.atrium-list__body[aria-busy="false"]') && !list.querySelector('.atrium-skeleton')
    if (!row && !drawn && Date.now() - started <= WAIT_MS) return false
    const target = row ?? list.querySelector<HTMLElement>('button.atrium-create:not(:disabled)') ?? page
    target.focus({ preventScroll: !row })
    return true
  }
  const observer = new MutationObserver(() => { if (place()) stop() })
  const timer = setTimeout(() => { place(); stop() }, WAIT_MS + 100)
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] })
}
