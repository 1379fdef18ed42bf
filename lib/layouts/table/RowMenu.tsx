import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Action } from '../../types'
import type { RowAction } from './TableRow'

/** Room kept under an open menu for the phone's bottom bar (4rem) and a margin: less, and it opens upwards. */
const BOTTOM_ROOM = 72

/** Props of `RowMenu`. */
export interface RowMenuProps {
  /** Accessible name of the button and its menu (names the record). */
  label: string
  /** The actions listed, as the table's buttons would draw them. */
  actions: readonly RowAction[]
  /** Runs an action (the menu is closed and the focus back on its button first). */
  onChoose(action: Action): void
}

/**
 * A row's actions behind a "⋯" button (a phone card's): a menu button (`aria-haspopup`,
 * `aria-expanded`) opening a `role="menu"` list with its first item focused; Arrow keys, Home and
 * End move between items, Escape closes it and focuses the button again, a tap outside, a scroll,
 * Tab or a chosen action close it. Fixed to the viewport, so the list's scrolling body never clips it.
 */
export function RowMenu({ label, actions, onChoose }: RowMenuProps) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const id = useId()
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  useLayoutEffect(() => {
    const list = menu.current
    const anchor = button.current
    if (!open || !list || !anchor) return
    const box = anchor.getBoundingClientRect()
    const up = innerHeight - box.bottom < list.offsetHeight + BOTTOM_ROOM && box.top > list.offsetHeight
    list.style.top = `${up ? box.top - list.offsetHeight - 4 : box.bottom + 4}px`
    list.style.right = `${Math.max(8, document.documentElement.clientWidth - box.right)}px`
    list.querySelector<HTMLElement>('[role=menuitem]')?.focus({ preventScroll: true })
  }, [open])

  useEffect(() => {
    if (!open) return
    const outside = (event: Event) => {
      const target = event.target as Node
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    const away = (event: Event) => { if (!menu.current?.contains(event.target as Node)) setOpen(false) }
    document.addEventListener('pointerdown', outside, true)
    addEventListener('scroll', away, true)
    addEventListener('resize', away)
    return () => {
      document.removeEventListener('pointerdown', outside, true)
      removeEventListener('scroll', away, true)
      removeEventListener('resize', away)
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The table's row keys (arrows, Home, End) stay out of an open menu.
    event.stopPropagation()
    if (event.key === 'Tab') return setOpen(false)
    const items = [...menu.current!.querySelectorAll<HTMLElement>('[role=menuitem]')]
    const at = items.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1 + items.length, Home: 0, End: items.length - 1 }
    if (event.key === 'Escape') close(true)
    else if (event.key in moves) items[moves[event.key] % items.length].focus()
    else return
    event.preventDefault()
  }

  return (
    <>
      <button ref={button} type="button" className="atrium-row-menu__button" aria-label={label} aria-haspopup="menu" aria-expanded={open}
        aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>⋯</button>
      {open && (
        <div ref={menu} id={id} role="menu" aria-label={label} className="atrium-row-menu" onKeyDown={onKeyDown}>
          {actions.map(({ action, label: text, ariaLabel }) => (
            <button key={action} type="button" role="menuitem" tabIndex={-1} data-action={action} aria-label={ariaLabel}
              onClick={() => { close(true); onChoose(action) }}>{text}</button>
          ))}
        </div>
      )}
    </>
  )
}
