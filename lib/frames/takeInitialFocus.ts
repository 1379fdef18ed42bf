/** The control a frame focuses when it opens: one the view marked (`data-autofocus`, the safe choice of a question), else its first. */
export const AUTOFOCUS_SELECTOR = '[autofocus], [data-autofocus]'

/**
 * Ref callback of the control a view wants focused first in its frame (mark it `data-autofocus` too). Drawn with the
 * frame, the frame focuses it as it opens; drawn later (its record was still being read), it takes the focus the frame
 * had given its own chrome meanwhile (its × or its panel) — never focus the reader moved into the view, nor focus outside
 * a frame (on a page the view's focus is the page's).
 */
export function takeInitialFocus(element: HTMLElement | null): void {
  if (!element) return
  const frame = element.closest('[aria-modal="true"], .atrium-custom-frame')
  const active = document.activeElement
  if (!frame || !active || !frame.contains(active) || element.closest('.atrium-view')?.contains(active)) return
  element.focus()
}
