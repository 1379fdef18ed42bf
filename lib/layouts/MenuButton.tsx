import { useId, useRef, useState } from 'react'
import { lazyPart } from '../network/lazyPart'
import type { MenuEntry, MenuListProps } from './MenuList'

const LazyMenuList = lazyPart<MenuListProps>(() => import('./MenuList').then((module) => module.MenuList))

/** Loads the open menu's code (a table drawn as cards, or a board, asks for it at once, so the first press opens it). */
export const preloadMenu = (): Promise<void> => LazyMenuList.preload()

/** Props of `MenuButton`. */
export interface MenuButtonProps<V extends string> {
  /** Accessible name of the menu, and of the button when it has no `text` (it then shows "⋯"). */
  label: string
  /** The button's visible text, which names it. */
  text?: string
  /** The button's class. */
  className: string
  /** The entries listed. */
  entries: readonly MenuEntry<V>[]
  /** Runs a chosen entry's value (the menu is closed and the focus back on its button first). */
  onChoose(value: V): void
}

/**
 * A button opening a menu of entries (the WAI-ARIA menu button: `aria-haspopup="menu"`,
 * `aria-expanded`): a phone card's actions behind "⋯", a board card's "Move…". The open menu
 * (`MenuList`: keys, focus, closing) loads on demand, off the start.
 */
export function MenuButton<V extends string>({ label, text, className, entries, onChoose }: MenuButtonProps<V>) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  return (
    <>
      <button ref={button} type="button" className={className} aria-label={text ? undefined : label} aria-haspopup="menu" aria-expanded={open}
        aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>{text ?? '⋯'}</button>
      {open && <LazyMenuList id={id} label={label} entries={entries} anchor={button} onClose={close} onChoose={onChoose} />}
    </>
  )
}
