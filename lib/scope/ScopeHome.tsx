import { Link, Navigate } from 'react-router-dom'
import { menuEntriesOf } from './menuEntries'
import { useMountPath } from '../routing/useMountPath'
import { useScopeContext } from './ScopeContext'
import { useViewParams } from './viewParams'

/**
 * A scope's page when the URL names no view. At `/` it goes to the default
 * scope's first visible menu entry; at `/<scope>` it lists the menu.
 */
export function ScopeHome() {
  const context = useScopeContext()
  const params = useViewParams()
  const { href } = useMountPath()
  if (!context) return null
  const { scope } = context
  const entries = menuEntriesOf(scope).filter((entry) => !entry.hidden)
  if (params.scope === undefined && entries.length > 0) return <Navigate to={href(entries[0].to)} replace />
  return (
    <section aria-labelledby="atrium-scope-home-title" className="atrium-scope-home">
      <h1 id="atrium-scope-home-title">{scope.label ?? scope.name}</h1>
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={href(entry.to)}>{entry.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
