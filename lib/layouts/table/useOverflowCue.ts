import { useLayoutEffect } from 'react'

/**
 * Marks `box` (the element that scrolls a table sideways) with `data-overflow` while part of the
 * table is hidden past its right edge: the stylesheet then shades the left side of the row actions,
 * which stay in view at that edge, as the cue that there is more to scroll to. Measured before the
 * paint and again on each resize and sideways scroll; never without ResizeObserver (a server, jsdom).
 */
export function useOverflowCue(box: HTMLElement | null | undefined, enabled: boolean): void {
  useLayoutEffect(() => {
    if (!enabled || !box || typeof ResizeObserver !== 'function') return undefined
    const check = () => box.toggleAttribute('data-overflow', box.scrollLeft + box.clientWidth < box.scrollWidth - 1)
    check()
    const observer = new ResizeObserver(check)
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    box.addEventListener('scroll', check, { passive: true })
    return () => {
      observer.disconnect()
      box.removeEventListener('scroll', check)
      box.removeAttribute('data-overflow')
    }
  }, [box, enabled])
}
