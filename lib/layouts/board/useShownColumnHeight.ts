import { useLayoutEffect, type RefObject } from 'react'
import { PHONE_QUERY } from '../../config/usePhoneWidth'

/** The column a board scrolled sideways shows: the one whose start is nearest the board's. */
export function shownColumn(board: HTMLElement): HTMLElement | undefined {
  const start = board.getBoundingClientRect().left
  let shown: HTMLElement | undefined
  let distance = Infinity
  for (const column of Array.from(board.querySelectorAll<HTMLElement>(':scope > .atrium-board-column'))) {
    const away = Math.abs(column.getBoundingClientRect().left - start)
    if (away < distance) [shown, distance] = [column, away]
  }
  return shown
}

/**
 * On a phone, where a board shows one column at a time side by side, the board is as tall as the column it shows
 * (the next one's peeking edge cut there), not as the tallest: under a short column came the tallest one's height of
 * empty page before the pagination. It follows the board's sideways scroll and the columns' sizes; wider, nothing.
 */
export function useShownColumnHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const board = ref.current
    if (!board || typeof window.matchMedia !== 'function') return
    const phone = window.matchMedia(PHONE_QUERY)
    const fit = () => {
      const column = phone.matches ? shownColumn(board) : undefined
      const room = parseFloat(getComputedStyle(board).paddingBlockEnd) || 0
      board.style.maxHeight = column ? `${column.offsetHeight + room}px` : ''
    }
    fit()
    board.addEventListener('scroll', fit, { passive: true })
    phone.addEventListener('change', fit)
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : undefined
    for (const column of Array.from(board.children)) sizes?.observe(column)
    return () => {
      board.removeEventListener('scroll', fit)
      phone.removeEventListener('change', fit)
      sizes?.disconnect()
      board.style.maxHeight = ''
    }
  }, [ref])
}
