import { focusIsLost } from '../useFocusRescue'

// How long the list may take to draw its answer before the focus goes to its Create button all the same.
const WAIT_MS = 5000

/** Whether the focus is still where a create's save left it: the body, the view gone, the page itself, or (`framed`) the list's Create the frame gave it back to. */
function unplaced(left: Element | null, framed: boolean): boolean {
  const active = document.activeElement
  return focusIsLost() || active === left || !active?.isConnected || active.matches('.atrium-page') || (framed && active.matches('.atrium-create'))
}

/**
 * After a create went back to the list of `resourceId`: the keyboard's focus goes to the new record's row, its first
 * link to the record (Show, or a phone card's title; else Edit), once the list drew its answer with it, as an edit
 * closed over the list leaves it on the record's row. A list that does not show it (sorted or paged elsewhere) gives
 * it, after a create page, to its Create button, where the reader started, else to the list's page; after a create in
 * a dialog or drawer over the list (`framed`: the frame gave the focus back to Create, and the list is read again in
 * place), to the created notice's Show, which opens the new record. The focus was on the body (a page), or on Create
 * (a frame): a keyboard or screen-reader user started again from the top, or had to look for the record. A focus the
 * reader moved meanwhile is left alone, and nothing happens once the page shown is not that list.
 */
export function focusNewRecord(resourceId: string, id: string, framed = false): void {
  const left = document.activeElement
  const ends = ['read', 'update'].map((action) => `/${encodeURIComponent(resourceId)}/${action}/${encodeURIComponent(id)}`)
  const started = Date.now()
  // A list drawn under a frame shows its answer from before the create until it is read again: its answer counts once it was busy.
  let read = !framed
  const place = () => {
    // The frame still open (its Save drawn): it gives the focus back as it closes.
    if (framed && left?.isConnected) return false
    if (!unplaced(left, framed)) return true
    const page = document.querySelector<HTMLElement>('.atrium-page[data-action="list"]')
    const list = page && [...page.querySelectorAll('.atrium-list')].find((element) => element.getAttribute('data-resource') === resourceId)
    if (!page || !list) return Date.now() - started > WAIT_MS
    const links = [...list.querySelectorAll<HTMLAnchorElement>('.atrium-list__body a[href]')]
    const row = ends.map((end) => links.find((link) => (link.getAttribute('href') ?? '').split(/[?#]/)[0].endsWith(end))).find(Boolean)
    read ||= list.querySelector('.atrium-list__body[aria-busy="true"]') !== null
    const drawn = read && list.querySelector('.atrium-list__body[aria-busy="false"]') && !list.querySelector('.atrium-skeleton')
    if (!row && !drawn && Date.now() - started <= WAIT_MS) return false
    const show = framed ? [...document.querySelectorAll<HTMLElement>('.atrium-notices [role="status"] .atrium-notice__action')].pop() : undefined
    const target = row ?? show ?? list.querySelector<HTMLElement>('button.atrium-create:not(:disabled)') ?? page
    target.focus({ preventScroll: true })
    // The row brought into view clear of the notices at the window's foot (the created one among them), which the focus's own scroll leaves it under.
    const box = row?.getBoundingClientRect()
    const foot = Math.min(innerHeight, ...[...document.querySelectorAll('.atrium-notice')].map((notice) => notice.getBoundingClientRect().top))
    if (box && (box.top < 0 || box.bottom > foot)) row!.scrollIntoView?.({ block: 'center' })
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
