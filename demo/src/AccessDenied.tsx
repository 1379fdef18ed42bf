import { Link } from 'react-router-dom'

/** The demo's `forbiddenFallback`: says why, and offers the way out (the editorial scope, or another account). */
export function AccessDenied() {
  const here = `${window.location.pathname}${window.location.search}`
  return (
    <main className="demo-login">
      <h1>Atrium demo</h1>
      <p role="alert"><strong>Access denied.</strong> This part of the admin needs an administrator account.</p>
      <p><Link to="/editorial">Go to Editorial</Link> · <Link to={`/login?returnTo=${encodeURIComponent(here)}`}>Sign in as someone else</Link></p>
    </main>
  )
}
