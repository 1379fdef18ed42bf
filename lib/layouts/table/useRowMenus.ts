import { useLayoutEffect, useState } from 'react'

/**
 * Whether a table's row actions go behind one "⋯" button per row: while, drawn as buttons, they
 * push `table` past its box (its parent, the element that scrolls it sideways), as a table of many
 * columns beside the sidebar does at 1024 or even 1280 px (Show, Edit and Delete cut off at the
 * right edge). The box width the buttons needed is kept: they come back once the box is that wide.
 * Measured before the paint (a layout effect, a ResizeObserver on the box and the table); never
 * without ResizeObserver (a server, jsdom).
 */
export function useRowMenus(table: HTMLElement | null | undefined, enabled: boolean): boolean {
  // The box width the buttons needed, while they did not fit.
  const [needed, setNeeded] = useState<number>()
  useLayoutEffect(() => {
    const box = table?.parentElement
    if (!enabled || !table || !box || typeof ResizeObserver !== 'function') return undefined
    const check = () => setNeeded((current) => {
      if (current !== undefined) return box.clientWidth >= current ? undefined : current
      return box.scrollWidth > box.clientWidth + 1 ? box.scrollWidth : undefined
    })
    check()
    const observer = new ResizeObserver(check)
    observer.observe(box)
    observer.observe(table)
    return () => observer.disconnect()
  }, [table, enabled])
  return enabled && needed !== undefined
}
