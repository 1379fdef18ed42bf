import { useLayoutEffect } from 'react'

/**
 * Marks `table`'s box (its parent, the element that scrolls it sideways) with `data-overflow` while
 * part of the table is hidden past the box's right edge: the stylesheet then shades the left side of
 * the row actions, which stay in view at that edge, as the cue that there is more to scroll to.
 * Measured with the ResizeObserver's first report (after the browser's own layout, before the paint: reading the
 * box's widths in React's commit would make the browser lay the page out once more, at once), again when the box or
 * the table itself is resized (as `useRowMenus` watches them: the box's first child may be the list's error above the
 * table) and on each sideways scroll; never without ResizeObserver (a server, jsdom).
 */
export function useOverflowCue(table: HTMLElement | null | undefined, enabled: boolean): void {
  useLayoutEffect(() => {
    const box = table?.parentElement
    if (!enabled || !table || !box || typeof ResizeObserver !== 'function') return undefined
    const check = () => box.toggleAttribute('data-overflow', box.scrollLeft + box.clientWidth < box.scrollWidth - 1)
    const observer = new ResizeObserver(check)
    observer.observe(box)
    observer.observe(table)
    box.addEventListener('scroll', check, { passive: true })
    return () => {
      observer.disconnect()
      box.removeEventListener('scroll', check)
      box.removeAttribute('data-overflow')
    }
  }, [table, enabled])
}
