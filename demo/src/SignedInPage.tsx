import { useEffect, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { useSessionUser } from './useSessionUser'

/**
 * A page of the host's own, drawn outside AtriumProvider: it binds the session to the store as
 * AtriumProvider does (the kept token, and the records of its user), asks for a sign-in first, draws
 * nothing until the user is known (no flash of the page), and leads back into the app.
 */
export function SignedInPage({ back, backLabel, children }: { back: string; backLabel: string; children: ReactNode }) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const user = useSessionUser()
  useEffect(() => {
    if (user === null) navigate(`/login?returnTo=${encodeURIComponent(`${pathname}${search}`)}`, { replace: true })
  }, [user, navigate, pathname, search])
  if (typeof user !== 'string') return null
  return (
    <main className="demo-main">
      <nav className="demo-back" aria-label="Back"><Link to={back}>← {backLabel}</Link></nav>
      {children}
    </main>
  )
}
