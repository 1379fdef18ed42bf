import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react'

/** One entry of a menu: the value chosen, its visible text and, where the text is not enough, its accessible name. */
export interface MenuEntry<V extends string = string> {
  /** What choosing the entry passes on (unique in its menu). */
  value: V
  /** Visible text. */
  label: string
  /** Accessible name (names the record), when `label` alone is not enough. */
  ariaLabel?: string
  /**
   * Where choosing it leads, when it opens a view by address: the item is then a link (`<a role="menuitem">`),
   * which a reader may also open in a new tab; a plain click or Enter still chooses it.
   */
  href?: string
}

/** Room kept under an open menu for the phone's bottom bar (4rem) and a margin: less, and it opens upwards. */
const BOTTOM_ROOM = 72

/** The menu's look, loaded with it (a constant, never data). */
const menuStyles = `
.atrium-root .atrium-list .atrium-row-menu{position:fixed;z-index:40;inset:auto;margin:0;display:flex;flex-direction:column;min-width:11rem;max-width:calc(100vw - 1rem);padding:.25rem;overflow:visible;background:var(--atrium-surface);color:var(--atrium-text);border:1px solid var(--atrium-border);border-radius:var(--atrium-radius);box-shadow:var(--atrium-shadow-lg)}
.atrium-root .atrium-list :has(>.atrium-row-menu){z-index:1}
.atrium-root .atrium-list .atrium-row-menu [role=menuitem]{min-height:2.75rem;padding:0 .75rem;border:0;border-radius:calc(var(--atrium-radius) - 2px);background:none;color:var(--atrium-text);font:inherit;text-align:start;justify-content:flex-start;cursor:pointer}
.atrium-root .atrium-list .atrium-row-menu a{display:flex;align-items:center;box-sizing:border-box;white-space:nowrap;text-decoration:none}
.atrium-root .atrium-list .atrium-row-menu [role=menuitem]:is(:hover,:focus-visible){background:var(--atrium-accent-soft)}
.atrium-root .atrium-list .atrium-table__actions .atrium-row-menu [data-value=delete]{color:var(--atrium-danger)}
`

/**
 * Puts the menu under its button (above it when the room below, minus the phone bar, is too small),
 * from the button's start edge, or its end edge when that would leave the screen (a card's "⋯").
 */
function place(list: HTMLElement, button: HTMLElement): void {
  const box = button.getBoundingClientRect()
  const width = document.documentElement.clientWidth - 8
  const up = innerHeight - box.bottom < list.offsetHeight + BOTTOM_ROOM && box.top > list.offsetHeight
  const top = up ? box.top - list.offsetHeight - 4 : box.bottom + 4
  const left = box.left + list.offsetWidth <= width ? box.left : Math.max(8, Math.min(box.right, width) - list.offsetWidth)
  list.style.top = `${top}px`
  list.style.left = `${left}px`
  // Inside a transformed or contained box (a dialog, a drawer) "fixed" is relative to that box: correct by where it landed.
  const landed = list.getBoundingClientRect()
  list.style.top = `${2 * top - landed.top}px`
  list.style.left = `${2 * left - landed.left}px`
}

/** Closes the menu open in the page, if any: one menu is open at a time. */
let closeOpenMenu: ((refocus: boolean) => void) | undefined

/** Props of `MenuList`. */
export interface MenuListProps {
  /** The menu's id (the button's `aria-controls`). */
  id: string
  /** Accessible name of the menu. */
  label: string
  /** The entries listed. */
  entries: readonly MenuEntry[]
  /** The menu button it opens under (or above). */
  anchor: RefObject<HTMLButtonElement | null>
  /** Closes the menu; `refocus` puts the focus back on its button. */
  onClose(refocus: boolean): void
  /** Runs a chosen entry's value (after the menu closed). */
  onChoose(value: string): void
}

/**
 * The open menu of a menu button (loaded on demand, the first time one opens): `role="menu"` with
 * its first item focused; Arrow keys, Home and End move between items, Escape closes it and focuses
 * the button again; a press outside, Tab, a chosen entry or another menu opening close it. Fixed to
 * the viewport, so a scrolling list or board never clips it, and moved with its button on a scroll
 * or a resize; in the top layer (a manual popover), so nothing of the page is drawn over it.
 */
export function MenuList({ id, label, entries, anchor, onClose, onChoose }: MenuListProps) {
  const menu = useRef<HTMLDivElement>(null)
  const latestClose = useRef(onClose)
  latestClose.current = onClose

  useLayoutEffect(() => {
    const list = menu.current
    if (!list || !anchor.current) return
    // In the top layer, above every box its button sits in: in a table each row's sticky action cell is a stacking
    // context, and the rows after the menu's own drew their "⋯" over its items (a click on the right of Edit opened
    // another row's menu). Without popovers, the rule raising the menu's cell stands in.
    if (typeof list.showPopover === 'function') list.showPopover()
    place(list, anchor.current)
    list.querySelector<HTMLElement>('[role=menuitem]')?.focus({ preventScroll: true })
  }, [anchor])

  useEffect(() => {
    const close = (refocus: boolean) => latestClose.current(refocus)
    // A menu opened without a press outside this one (a screen reader's click, a script) still closes it.
    closeOpenMenu?.(false)
    closeOpenMenu = close
    const outside = (event: Event) => {
      const target = event.target as Node
      if (!menu.current?.contains(target) && !anchor.current?.contains(target)) close(false)
    }
    // A scroll (the reader's, or the page settling as data arrives) or a resize moves the menu with its button.
    const follow = () => { if (menu.current && anchor.current) place(menu.current, anchor.current) }
    document.addEventListener('pointerdown', outside, true)
    addEventListener('scroll', follow, true)
    addEventListener('resize', follow)
    return () => {
      if (closeOpenMenu === close) closeOpenMenu = undefined
      document.removeEventListener('pointerdown', outside, true)
      removeEventListener('scroll', follow, true)
      removeEventListener('resize', follow)
    }
  }, [anchor])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The table's row keys (arrows, Home, End) stay out of an open menu.
    event.stopPropagation()
    if (event.key === 'Tab') return onClose(false)
    const items = [...menu.current!.querySelectorAll<HTMLElement>('[role=menuitem]')]
    const at = items.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1 + items.length, Home: 0, End: items.length - 1 }
    if (event.key === 'Escape') onClose(true)
    else if (event.key in moves) items[moves[event.key] % items.length].focus()
    else return
    event.preventDefault()
  }

  return (
    <div ref={menu} id={id} role="menu" aria-label={label} className="atrium-row-menu" popover="manual" onKeyDown={onKeyDown}>
      <style href="atrium-row-menu" precedence="default">{menuStyles}</style>
      {entries.map(({ value, label: text, ariaLabel, href }) => href === undefined ? (
        <button key={value} type="button" role="menuitem" tabIndex={-1} data-value={value} aria-label={ariaLabel}
          onClick={() => { onClose(true); onChoose(value) }}>{text}</button>
      ) : (
        // A link: a plain click or Enter chooses it here, as `inAppClick` decides (not imported: a module shared with
        // the start would be a chunk of its own); a middle or modified click opens its address in a new tab, the menu
        // left open (closing it would take the link out of the page before the browser follows it).
        <a key={value} href={href} role="menuitem" tabIndex={-1} data-value={value} aria-label={ariaLabel}
          onClick={(event: MouseEvent) => {
            if (event.button !== 0 || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
            event.preventDefault()
            onClose(true)
            onChoose(value)
          }}>{text}</a>
      ))}
    </div>
  )
}
