import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'

/** Rows moved by Page Up / Page Down. */
const PAGE_ROWS = 10

/** Where a key moves the focus from row `index` of `count` (`undefined`: the key is not a row move). */
export function rowKeyTarget(key: string, ctrlKey: boolean, onRow: boolean, index: number, count: number): number | undefined {
  let target: number
  if (key === 'ArrowDown') target = index + 1
  else if (key === 'ArrowUp') target = index - 1
  else if (key === 'PageDown') target = index + PAGE_ROWS
  else if (key === 'PageUp') target = index - PAGE_ROWS
  // Home and End move between rows from a focused row, or with Ctrl from a control in a row.
  else if (key === 'Home' && (ctrlKey || onRow)) target = 0
  else if (key === 'End' && (ctrlKey || onRow)) target = count - 1
  else return undefined
  return Math.max(0, Math.min(count - 1, target))
}

/** The focusable parts of a row, in order (the row itself is position -1). */
const rowControls = (row: Element): HTMLElement[] => [...row.querySelectorAll<HTMLElement>('input,button,a[href]')]

/**
 * Scrolls a windowed table's window (`.atrium-table__window`) just enough to show `row` below the sticky
 * header; a table without a window is left to the browser's own scrolling on focus.
 */
function revealRow(row: HTMLElement): void {
  const scroller = row.closest<HTMLElement>('.atrium-table__window')
  if (!scroller) return
  const frame = scroller.getBoundingClientRect()
  const top = frame.top + (row.closest('table')?.tHead?.offsetHeight ?? 0)
  const bottom = frame.top + scroller.clientHeight
  const box = row.getBoundingClientRect()
  if (box.top < top) scroller.scrollTop -= top - box.top
  else if (box.bottom > bottom) scroller.scrollTop += box.bottom - bottom
}

/** A row to focus once it is drawn, and which of its controls (-1: the row itself). */
export interface RowFocusRequest { index: number; position: number }

/** What `useRowKeyboard` gives the table. */
export interface RowKeyboard {
  /** The row in the tab order (roving tabindex): the last focused, else the first. */
  active: number
  /** A move not yet done because its row is not drawn yet (windowed tables draw it, then it is focused). */
  request: RowFocusRequest | undefined
  /** Handlers and ref for the `tbody`. */
  body: {
    ref: (element: HTMLTableSectionElement | null) => void
    onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>): void
    onFocus(event: FocusEvent<HTMLTableSectionElement>): void
  }
}

/**
 * Keyboard navigation through every row of a table, drawn or not: Arrow Up / Down, Page Up / Down,
 * Home / End (Ctrl+Home / Ctrl+End from a control) move the focus to the same control of the target
 * row (or to the row itself); Space on a focused row toggles its checkbox, Enter opens it (`open`, with
 * the row's index), as a grid's row or react-admin's `rowClick` does. Rows carry `data-index`
 * (0-based position in the page); the target row is focused once it is in the DOM, so a windowed
 * table only has to draw `request.index`.
 */
export function useRowKeyboard(count: number, open?: (index: number) => void): RowKeyboard {
  const [active, setActive] = useState(0)
  const [request, setRequest] = useState<RowFocusRequest>()
  const body = useRef<HTMLTableSectionElement | null>(null)

  const ref = useCallback((element: HTMLTableSectionElement | null) => { body.current = element }, [])
  const onFocus = useCallback((event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as Element).closest<HTMLElement>('tr[data-index]')
    if (row) setActive(Number(row.dataset.index))
  }, [])
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement
    const row = target.closest<HTMLElement>('tr[data-index]')
    if (!row || event.altKey || event.metaKey || event.shiftKey) return
    // Text a person types keeps its keys (no text input is drawn in rows today, but a custom cell may).
    if (target.matches('input:not([type=checkbox]):not([type=radio]),textarea,select,[contenteditable=""],[contenteditable=true]')) return
    const onRow = target === row
    const index = Number(row.dataset.index)
    if (onRow && event.key === ' ') {
      const box = row.querySelector<HTMLInputElement>('input[type=checkbox]')
      if (box) { event.preventDefault(); box.click() }
      return
    }
    if (onRow && event.key === 'Enter' && !event.ctrlKey) {
      event.preventDefault()
      open?.(index)
      return
    }
    const next = rowKeyTarget(event.key, event.ctrlKey, onRow, index, count)
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
    setRequest({ index: next, position: onRow ? -1 : rowControls(row).indexOf(target) })
  }, [count, open])

  // Runs after every draw: the requested row may have needed a draw (windowed tables) to exist.
  useLayoutEffect(() => {
    if (request === undefined) return
    const row = body.current?.querySelector<HTMLElement>(`tr[data-index="${request.index}"]`)
    if (!row) return
    const control = request.position >= 0 ? rowControls(row)[request.position] : undefined
    const windowed = row.closest('.atrium-table__window') !== null
    ;(control ?? row).focus({ preventScroll: windowed })
    revealRow(row)
    setRequest(undefined)
  })

  return { active: Math.min(active, Math.max(count - 1, 0)), request, body: { ref, onKeyDown, onFocus } }
}
