import { useEffect, useRef, type ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { Link } from 'react-router-dom'
import { selectRememberedLists } from '../../slices/preferencesSlice'
import { selectSession } from '../../slices/sessionSlice'
import { formatMessage } from '../config/messages'
import { rememberedListPath } from '../routing/rememberedListPath'
import { useMountPath } from '../routing/useMountPath'
import type { MenuEntry, Scope } from '../scope/types'
import { activeEntryOf, menuEntriesOf } from '../scope/menuEntries'
import { MenuIcon } from '../views/MenuIcon'

/** Slots of the phone bar: entries shown before "More" takes the last one. */
const PHONE_BAR_SLOTS = 5

function EntryLink({ entry, active, to }: { entry: MenuEntry; active: boolean; to: string }) {
  return (
    <Link to={to} aria-current={active ? 'page' : undefined} title={entry.label}>
      <MenuIcon icon={entry.icon} label={entry.label} />
      <span className="atrium-menu-label">{entry.label}</span>
    </Link>
  )
}

/** Props of `AdminMenu`. */
export interface AdminMenuProps {
  /** The scope whose menu is drawn. */
  scope: Scope
  /** The navigation's accessible name. */
  label: string
  /** The phone bar: what does not fit (and `more`) goes under a "More" disclosure. */
  phone?: boolean
  /** Drawn at the end of the "More" panel on a phone (the sidebar footer). */
  more?: ReactNode
}

/**
 * The scope's menu: visible entries, the current one marked `aria-current="page"`, a list's entry leading back to the
 * list as it was left (its filter, sort, page and page size, forgotten on a change of user). On a phone the
 * bar shows what fits (five slots) and a "More" disclosure (`messages['admin.more']`) holds the
 * rest and the sidebar footer.
 */
export function AdminMenu({ scope, label, phone = false, more }: AdminMenuProps) {
  const { here, href } = useMountPath()
  const pathname = here?.split('?')[0] ?? ''
  // Menu `hidden` getters usually read the session: a session change redraws the menu.
  useSelector(selectSession)
  const entries = menuEntriesOf(scope).filter((entry) => !entry.hidden)
  const active = activeEntryOf(entries, pathname)
  const overflow = phone && (more !== undefined || entries.length > PHONE_BAR_SLOTS)
  const shown = overflow ? entries.slice(0, PHONE_BAR_SLOTS - 1) : entries
  const rest = overflow ? entries.slice(PHONE_BAR_SLOTS - 1) : []
  const sheet = useRef<HTMLDetailsElement>(null)
  // The "More" panel is a way to a screen: once there (or the reader clicks or presses Escape
  // elsewhere), it closes rather than staying over the page it led to. A change of query only
  // (a list writing its remembered sort, a realtime reload) is no move and leaves it open.
  useEffect(() => { if (sheet.current) sheet.current.open = false }, [pathname])
  useEffect(() => {
    if (!overflow) return
    const onPointerDown = (event: PointerEvent) => {
      const details = sheet.current
      if (details?.open && !details.contains(event.target as Node)) details.open = false
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const details = sheet.current
      if (event.key !== 'Escape' || !details?.open || !details.contains(document.activeElement)) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [overflow])
  // A list's entry leads back to the list as the reader left it: the filter, sort, page and page size remembered
  // (`useRememberListQuery`), in the link's address. An entry with a query of its own keeps it.
  const lists = useSelector(selectRememberedLists)
  const toOf = (entry: MenuEntry): string => href(rememberedListPath(entry.to, lists))
  const item = (entry: MenuEntry) => <li key={entry.to}><EntryLink entry={entry} active={entry === active} to={toOf(entry)} /></li>
  return (
    <nav aria-label={label} className="atrium-menu">
      <ul>
        {shown.map(item)}
        {overflow ? (
          <li className="atrium-menu-more">
            <details ref={sheet}>
              <summary className={rest.includes(active as MenuEntry) ? 'atrium-menu-more--current' : undefined}>
                <span className="atrium-icon" aria-hidden="true">⋯</span><span className="atrium-menu-label">{formatMessage('admin.more')}</span>
              </summary>
              {/* A link to the page already shown changes no address: the click closes the panel too. */}
              <div className="atrium-menu-sheet" onClick={(event) => { if (sheet.current && (event.target as Element).closest('a')) sheet.current.open = false }}>
                {rest.length > 0 ? <ul>{rest.map(item)}</ul> : null}
                {more !== undefined ? <div className="atrium-sidebar-footer">{more}</div> : null}
              </div>
            </details>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
