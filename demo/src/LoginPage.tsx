import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { safeReturnTo, statusOf } from '../../lib/index'
import { session } from './session'

/** `/login?returnTo=…`: signs in, then goes back where the reader was (same site only). */
export function LoginPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(undefined)
    setBusy(true)
    try {
      await session.signIn(username, password)
      navigate(safeReturnTo(params.get('returnTo')), { replace: true })
    } catch (caught) {
      setError(statusOf(caught) === 401 ? 'Wrong user name or password.' : 'Sign-in failed; try again.')
      setBusy(false)
    }
  }

  return (
    <main className="demo-login">
      <h1>Atrium demo</h1>
      <form className="demo-login-form" onSubmit={submit} aria-label="Sign in">
        <label>
          Username
          <input name="username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} required />
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
