import { useId, useRef, useState } from 'react'
import { lazyPart } from '../../network/lazyPart'
import type { Action } from '../../types'
import type { RowAction } from './TableRow'
import type { RowMenuListProps } from './RowMenuList'

const LazyRowMenuList = lazyPart<RowMenuListProps>(() => import('./RowMenuList').then((module) => module.RowMenuList))

/** Loads the open menu's code (a table drawn as cards asks for it at once, so the first tap opens it). */
export const preloadRowMenu = (): Promise<void> => LazyRowMenuList.preload()

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
 * A phone card's actions behind a "⋯" menu button (`aria-haspopup="menu"`, `aria-expanded`); the
 * open menu (`RowMenuList`: keys, focus, closing) loads on demand, off the start.
 */
export function RowMenu({ label, actions, onChoose }: RowMenuProps) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  return (
    <>
      <button ref={button} type="button" className="atrium-row-menu__button" aria-label={label} aria-haspopup="menu" aria-expanded={open}
        aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>⋯</button>
      {open && <LazyRowMenuList id={id} label={label} actions={actions} anchor={button} onClose={close} onChoose={onChoose} />}
    </>
  )
}
