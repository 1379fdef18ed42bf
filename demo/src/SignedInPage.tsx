import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { useStore } from 'react-redux'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { session } from './session'

/**
 * A page of the host's own, drawn outside AtriumProvider: it binds the session to the store as
 * AtriumProvider does (the kept token, and the records of its user), asks for a sign-in first, draws
 * nothing until the user is known (no flash of the page), and leads back into the app.
 */
export function SignedInPage({ back, backLabel, children }: { back: string; backLabel: string; children: ReactNode }) {
  const store = useStore()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [user, setUser] = useState<string>()
  useLayoutEffect(() => session.attach(store), [store])
  useEffect(() => {
    let current = true
    session.authorize().then(
      () => { if (current) setUser(session.getSession()?.username ?? '') },
      () => { if (current) navigate(`/login?returnTo=${encodeURIComponent(`${pathname}${search}`)}`, { replace: true }) },
    )
    return () => { current = false }
  }, [navigate, pathname, search])
  if (user === undefined) return null
  return (
    <main className="demo-main">
      <nav className="demo-back" aria-label="Back"><Link to={back}>← {backLabel}</Link></nav>
      {children}
    </main>
  )
}
