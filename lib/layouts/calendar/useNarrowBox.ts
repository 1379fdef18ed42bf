import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Whether `box` is narrower than `width` px (a calendar in a drawer, beside the sidebar in a narrow window), whatever
 * the viewport's width: measured before the paint (a layout effect) and again whenever the box is resized (a
 * ResizeObserver). `false` until measured, and without ResizeObserver or a layout (a server, jsdom).
 */
export function useNarrowBox(box: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(false)
  useLayoutEffect(() => {
    const element = box.current
    if (!element || typeof ResizeObserver !== 'function') return undefined
    const check = () => setNarrow(element.clientWidth > 0 && element.clientWidth < width)
    check()
    const observer = new ResizeObserver(check)
    observer.observe(element)
    return () => observer.disconnect()
  }, [box, width])
  return narrow
}
