import { useMemo } from 'react'
import { Route, Routes, useNavigate } from 'react-router-dom'
import { AtriumProvider, type AtriumProviderConfiguration } from '../../lib/index'
import { AccessDenied } from './AccessDenied'
import { demoStore } from './demoStore'
import { LoginPage } from './LoginPage'
import { NotesPage } from './NotesPage'
import { RETURN_OWNER_PARAM, lastPageOwner } from './pageOwner'
import { SignedInPage } from './SignedInPage'
import { adminScope, editorialScope } from './scopes'
import { session, takeSignedOutByUser } from './session'

/** Everything else is Atrium's: `/<scope>/<resource>/<action>/<id>`, `/` being the editorial scope. */
function Admin() {
  const navigate = useNavigate()
  const configuration = useMemo<AtriumProviderConfiguration>(() => ({
    scopes: {
      admin: () => adminScope,
      editorial: () => editorialScope,
    },
    defaultScope: 'editorial',
    session,
    forbiddenFallback: <AccessDenied />,
    // The token expired, or another tab signed out: sign in, then come back here. Signed out here: the next person starts afresh.
    onUnauthorized: () => {
      // Already asked to sign in: a request answered 401 after the first one (in flight, or read while this page went)
      // would make the sign-in page its own way back (`returnTo=/login…`), and the sign-in would land at `/`.
      if (window.location.pathname === '/login') return
      if (takeSignedOutByUser()) {
        navigate('/login', { replace: true })
        return
      }
      const { owner, signedOutElsewhere } = demoStore().getState().atrium.session
      // The way back is for whoever this page was: another user signing in there starts at their own start.
      const pageOwner = owner ?? (signedOutElsewhere ? lastPageOwner() : null)
      const back = `returnTo=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}${pageOwner === null ? '' : `&${RETURN_OWNER_PARAM}=${encodeURIComponent(pageOwner)}`}`
      // Signed out in another tab, not here: the page says why, and signing in again comes back here, where the
      // same user finds any form as it was typed (Atrium kept it as their draft; another user does not get it).
      if (signedOutElsewhere) {
        navigate(`/login?signedOut=elsewhere&${back}`, { replace: true })
        return
      }
      // Someone was signed in here and did not sign out (whose data Atrium holds is kept until a sign-out):
      // their session expired, and the sign-in page says so.
      const expired = owner !== null
      navigate(`/login?${back}${expired ? '&expired=1' : ''}`, { replace: true })
    },
  }), [navigate])
  return <AtriumProvider configuration={configuration} />
}

/** The demo host: its own sign-in page and notes page, and Atrium for the rest. */
export function App() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/notes" element={<SignedInPage back="/editorial/notes/list" backLabel="Back to the admin"><NotesPage /></SignedInPage>} />
      <Route path="*" element={<Admin />} />
    </Routes>
  )
}
