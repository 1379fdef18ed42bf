import { useSelector } from 'react-redux'
import { Navigate } from 'react-router-dom'
import { selectRememberedLists } from '../../slices/preferencesSlice'
import { formatMessage } from '../config/messages'
import { lazyPart } from '../network/lazyPart'
import { MenuIcon } from '../views/MenuIcon'
import { menuEntriesOf } from './menuEntries'
import { pageStyles } from './pageStyles'
import { rememberedListPath } from '../routing/rememberedListPath'
import { useMountPath } from '../routing/useMountPath'
import { useScopeContext } from './ScopeContext'
import { useViewParams } from './viewParams'

const ScopeIndex = /* @__PURE__ */ lazyPart(() => import('./ScopeIndex').then((module) => module.ScopeIndex))

/**
 * A scope's page when the URL names no view. At `/` (where a sign-in lands) it goes to the default
 * scope's first visible menu entry; at `/<scope>` it shows the menu as a grid of links
 * (`messages['scope.indexLead']` under the scope's name). A list's entry leads to the list as it was left.
 */
export function ScopeHome() {
  const context = useScopeContext()
  const params = useViewParams()
  const { href } = useMountPath()
  // A list is reached as it was left, as from the menu (the signed-in user's remembered query; a change of user forgot
  // the last one's before the scope draws): landing on it bare would also remember it bare, over what was kept.
  const lists = useSelector(selectRememberedLists)
  if (!context) return null
  const { scope } = context
  const entries = menuEntriesOf(scope).filter((entry) => !entry.hidden)
  if (params.scope === undefined && entries.length > 0) return <Navigate to={href(rememberedListPath(entries[0].to, lists))} replace />
  const links = entries.map((entry) => ({ to: href(rememberedListPath(entry.to, lists)), label: entry.label, icon: <MenuIcon icon={entry.icon} label={entry.label} /> }))
  return (
    <>
      <style href="atrium-page" precedence="default">{pageStyles}</style>
      <ScopeIndex title={scope.label ?? scope.name} lead={formatMessage('scope.indexLead')} links={links} />
    </>
  )
}
