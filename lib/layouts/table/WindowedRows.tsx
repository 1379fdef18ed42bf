import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Rect, type Virtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { nextRowKeys, type RowKeys } from './rowKeys'
import type { RowKeyboard } from './useRowKeyboard'

/**
 * Every row's height (px): `WINDOWED_ROW_HEIGHT`, the one the styles give every row of a windowed table
 * (checked in the browser by the windowed table's e2e test). Rows are never measured: a measure in the
 * commit that draws a row forces a layout on every scroll step, and the observer of each new row adds
 * its own pass (1.6 ms of a 5.4 ms scroll frame, measured). Repeated rather than imported, so the styles
 * module stays in the start chunk alone instead of becoming a chunk shared with this on-demand one.
 */
const ROW_HEIGHT = 41
/** Rows drawn beyond each edge of the visible part, so a scroll by a few rows shows drawn rows. */
const OVERSCAN = 8

/** What the windowed body of the table layout needs. */
export interface WindowedRowsProps {
  /** Rows of the page (all of them, drawn or not). */
  count: number
  /** Cells per row (for the spacer rows). */
  width: number
  /** The element that scrolls the table (the table's window), once drawn. */
  scrollElement: HTMLElement | null
  /** The table's header, above the first row (sticky, inside the scrolling element). */
  head: HTMLElement | null
  /** Keyboard navigation of the rows: its active row stays drawn, its requested row is drawn and scrolled to. */
  keyboard: RowKeyboard
  /**
   * Draws row `index` with React key `key` (rows are recycled: see `nextRowKeys`). Its result is kept
   * while this is the same function, so a scroll step does not draw the rows still in view again.
   */
  renderRow(index: number, key: string): ReactElement
}

/** The visible height of the window; before layout (or without one) the browser window's height. */
function observeVisibleRect(instance: Virtualizer<HTMLElement, Element>, callback: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }))
}

const spacer = (key: string, height: number, width: number): ReactNode => height > 0 && (
  <tr key={key} aria-hidden="true" className="atrium-table__gap">
    <td colSpan={Math.max(width, 1)} style={{ height, padding: 0, border: 0 }} />
  </tr>
)

/**
 * The body of a large table, windowed with `@tanstack/react-virtual`: only the rows in view (and a
 * few around them) are in the DOM, between spacer rows of the height of the rows not drawn, so the
 * scrollbar and the table's semantics stay those of the whole page (the table carries the real
 * `aria-rowcount`, each row its `aria-rowindex`). The focused row is always drawn, and a keyboard move
 * to a row not drawn draws it and scrolls to it.
 */
export function WindowedRows({ count, width, scrollElement, head, keyboard, renderRow }: WindowedRowsProps) {
  const headHeight = useElementHeight(head)
  const { active, request } = keyboard
  const target = request?.index
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range)
    for (const keep of [active, target]) {
      if (keep !== undefined && keep < count && !indexes.includes(keep)) indexes.push(keep)
    }
    return indexes.sort((a, b) => a - b)
  }, [active, target, count])
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    rangeExtractor,
    observeElementRect: observeVisibleRect,
    scrollMargin: headHeight,
  })
  // A requested row is drawn by the range above, at its place among the spacers; the keyboard hook
  // then focuses it and scrolls the window to it (the window's scroll draws the rows around it).

  // A scroll step draws this body again with the same `renderRow`: the rows still in view keep their
  // element, so React skips them without calling `renderRow` or comparing their props; the rows
  // scrolled out are recycled for the rows scrolled in. Both come from the last draw, committed or not:
  // keys stay unique within each draw whatever came before, a thrown-away draw only costs a recycling.
  const drawn = useRef<{ renderRow: WindowedRowsProps['renderRow']; keys: RowKeys; rows: Map<number, ReactElement> }>(undefined)
  const items = virtualizer.getVirtualItems()
  const keys = nextRowKeys(drawn.current?.keys ?? { keys: new Map(), next: 0 }, items.map((item) => item.index))
  const kept = drawn.current?.renderRow === renderRow ? drawn.current.rows : undefined
  const elements = new Map<number, ReactElement>()
  const rows: ReactNode[] = []
  let previous: number | undefined
  let end = headHeight
  for (const item of items) {
    // Spacers are keyed by the row above them, so a scroll resizes them rather than replacing them.
    rows.push(spacer(previous === undefined ? 'gap-start' : `gap-${previous}`, item.start - end, width))
    const key = keys.keys.get(item.index)!
    const cached = kept?.get(item.index)
    const row = cached?.key === key ? cached : renderRow(item.index, key)
    elements.set(item.index, row)
    rows.push(row)
    previous = item.index
    end = item.end
  }
  drawn.current = { renderRow, keys, rows: elements }
  rows.push(spacer('gap-end', virtualizer.getTotalSize() + headHeight - end, width))
  return <tbody {...keyboard.body}>{rows}</tbody>
}

/** The header's height, read once it is laid out and again when it changes size. */
function useElementHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0)
  useEffect(() => {
    if (!element) return undefined
    setHeight(element.offsetHeight)
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return height
}
