import { useState, type FormEvent } from 'react'
import { useStore } from 'react-redux'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { SessionNotKeptError, safeReturnTo, statusOf, type AtriumStore } from '../../lib/index'
import { RETURN_OWNER_PARAM } from './pageOwner'
import { session } from './session'
import { useSessionUser } from './useSessionUser'

/**
 * Where to go once signed in: `returnTo` when it stays on this site, is not this page (a blank form again) and was
 * the page of the user signed in now (`pageOwner`, their `userKey`; none: anyone's), else home: another user
 * would land on a page that was never theirs (Access denied on the last user's Administration).
 */
function returnTarget(returnTo: string | null, pageOwner: string | null, owner: string | null): string {
  if (pageOwner !== null && pageOwner !== owner) return '/'
  const target = safeReturnTo(returnTo)
  return new URL(target, window.location.origin).pathname.replace(/\/+$/, '') === '/login' ? '/' : target
}

/**
 * `/login?returnTo=…`: signs in, then goes back where the reader was (same site only). A reader
 * already signed in is told so, and may go on as that user or sign in as someone else.
 */
export function LoginPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Signed in, but the browser could not keep the session: said here, not discovered at the next reload.
  const [notKept, setNotKept] = useState<string>()
  // A token alone may be stale: only a user the API still knows is named.
  const signedInAs = useSessionUser()
  const store = useStore() as AtriumStore
  const pageOwner = params.get(RETURN_OWNER_PARAM)
  // The page was someone's: the API names who is signed in now (whose data Atrium then holds); unknown, home.
  const goBack = async () => {
    const owner = pageOwner === null ? null : await session.authorize().then(() => store.getState().atrium.session.owner, () => null)
    navigate(returnTarget(params.get('returnTo'), pageOwner, owner), { replace: true })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(undefined)
    setNotKept(undefined)
    setBusy(true)
    try {
      await session.signIn(username, password)
      await goBack()
    } catch (caught) {
      if (caught instanceof SessionNotKeptError) setNotKept(caught.message)
      else setError(statusOf(caught) === 429 ? 'Too many failed sign-ins: wait a moment, then try again.' : statusOf(caught) === 401 ? 'Wrong user name or password.' : 'Sign-in failed; try again.')
      setBusy(false)
    }
  }

  if (notKept) {
    return (
      <main className="demo-login">
        <h1>Atrium demo</h1>
        <div className="demo-login-form">
          <p role="alert" className="demo-error">{notKept}</p>
          <button type="button" onClick={() => void goBack()} autoFocus>Continue for this visit</button>
        </div>
      </main>
    )
  }

  return (
    // data-session: whether the API has said who is signed in yet (`checking`), so a check can wait for the answer.
    <main className="demo-login" data-session={signedInAs === undefined ? 'checking' : signedInAs === null ? 'none' : 'signed-in'}>
      <h1>Atrium demo</h1>
      {params.get('signedOut') === 'elsewhere' && !signedInAs && (
        <p role="status" className="demo-notice">You signed out in another tab. Sign in again to go back where you were; what you typed and did not save is kept for you.</p>
      )}
      {params.get('expired') !== null && (
        <p role="status" className="demo-notice">Your session has expired. Sign in again to go back where you were; nothing you typed is lost.</p>
      )}
      {signedInAs && (
        <div role="status" className="demo-notice demo-signed-in">
          <p>You are signed in as <strong>{signedInAs}</strong>. Go on, or sign in as someone else below.</p>
          {/* Signed in elsewhere since this tab was signed out: Atrium kept what was typed here for whoever typed it. */}
          {params.get('signedOut') === 'elsewhere' && (
            <p>What was typed here and not saved before the sign-out is kept for whoever typed it, and comes back to them here.</p>
          )}
          <button type="button" onClick={() => void goBack()}>Continue as {signedInAs}</button>
        </div>
      )}
      <form className="demo-login-form" onSubmit={submit} aria-label="Sign in">
        <label>
          Username
          <input name="username" autoComplete="username" autoFocus value={username} onChange={(event) => setUsername(event.target.value)} required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
        </label>
        {error && <p role="alert" className="demo-error">{error}</p>}
        <button type="submit" disabled={busy}>Sign in</button>
      </form>
      <p className="demo-hint">Accounts: <code>admin</code> / <code>admin</code> (administrator), <code>editor</code> / <code>editor</code> (editor).</p>
    </main>
  )
}
