/** The control a frame focuses when it opens: one the view marked (`data-autofocus`, the safe choice of a question), else its first. */
export const AUTOFOCUS_SELECTOR = '[autofocus], [data-autofocus]'

/**
 * Ref callback of the control a view wants focused first (mark it `data-autofocus` too). In a frame: drawn with the
 * frame, the frame focuses it as it opens; drawn later (its record was still being read), it takes the focus the frame
 * had given its own chrome meanwhile (its × or its panel). On Atrium's page (`.atrium-page`): it takes the focus the page
 * view took as it opened (or the body's), as a frame's form does. Never focus the reader moved into the view or
 * elsewhere, nor focus outside Atrium's frames and pages (a host's own page).
 */
export function takeInitialFocus(element: HTMLElement | null): void {
  if (!element) return
  const frame = element.closest('[aria-modal="true"], .atrium-custom-frame')
  const active = document.activeElement
  if (frame) {
    if (!active || !frame.contains(active) || element.closest('.atrium-view')?.contains(active)) return
  } else {
    const page = element.closest('.atrium-page')
    if (!page || (active && active !== document.body && active !== page)) return
  }
  element.focus()
}
