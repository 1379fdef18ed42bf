import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Whether a table's row actions go behind one "⋯" button per row: while, drawn as buttons, they
 * push `table` past its box (its parent, the element that scrolls it sideways), as a table of many
 * columns beside the sidebar does at 1024 or even 1280 px (Show, Edit and Delete cut off at the
 * right edge). The box width the buttons needed is kept: they come back once the box is that wide.
 * Measured before the paint when the table is drawn with its rows (a list read before: no frame shows cut-off
 * buttons), and with the ResizeObserver's reports on the box and the table. A table drawn first as its skeleton
 * waits for the observer's first report, after the browser's own layout: measured in React's commit, it would make
 * the browser lay the page out once more, at once, before the list's first frame (14 ms of a list's first load),
 * for a width the rows change anyway. Never without ResizeObserver (a server, jsdom).
 * @param rowsDrawn whether the table is drawn with its rows (not its skeleton)
 */
export function useRowMenus(table: HTMLElement | null | undefined, enabled: boolean, rowsDrawn: boolean): boolean {
  // The box width the buttons needed, while they did not fit.
  const [needed, setNeeded] = useState<number>()
  const drawn = useRef(rowsDrawn)
  drawn.current = rowsDrawn
  useLayoutEffect(() => {
    const box = table?.parentElement
    if (!enabled || !table || !box || typeof ResizeObserver !== 'function') return undefined
    const check = () => setNeeded((current) => {
      if (current !== undefined) return box.clientWidth >= current ? undefined : current
      return box.scrollWidth > box.clientWidth + 1 ? box.scrollWidth : undefined
    })
    if (drawn.current) check()
    const observer = new ResizeObserver(check)
    observer.observe(box)
    observer.observe(table)
    return () => observer.disconnect()
  }, [table, enabled])
  return enabled && needed !== undefined
}
