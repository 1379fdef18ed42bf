import { useSelector } from 'react-redux'
import { Link } from 'react-router-dom'
import { selectSession } from '../../slices/sessionSlice'
import { useMountPath } from '../routing/useMountPath'
import type { Scope } from '../scope/types'
import { activeEntryOf, menuEntriesOf } from '../scope/menuEntries'
import { MenuIcon } from '../views/MenuIcon'

/** The scope's menu: visible entries, the current one marked `aria-current="page"`. */
export function AdminMenu({ scope, label }: { scope: Scope; label: string }) {
  const { here, href } = useMountPath()
  const pathname = here?.split('?')[0] ?? ''
  // Menu `hidden` getters usually read the session: a session change redraws the menu.
  useSelector(selectSession)
  const entries = menuEntriesOf(scope).filter((entry) => !entry.hidden)
  const active = activeEntryOf(entries, pathname)
  return (
    <nav aria-label={label} className="atrium-menu">
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={href(entry.to)} aria-current={entry === active ? 'page' : undefined} title={entry.label}>
              <MenuIcon icon={entry.icon} />
              <span className="atrium-menu-label">{entry.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
