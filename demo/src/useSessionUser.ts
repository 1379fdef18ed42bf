import { useEffect, useLayoutEffect, useState } from 'react'
import { useSelector, useStore } from 'react-redux'
import type { AtriumStore } from '../../lib/index'
import { session } from './session'

/**
 * For the demo's own pages, drawn outside AtriumProvider (which binds the session to the store): binds it
 * here too, so the token kept across reloads is read back (and a new one written there at once), then asks
 * the API who is signed in. `undefined` while asking, `null` when nobody is (no token, or a stale one), else
 * the user name. Asked again when another tab signs in or out.
 */
export function useSessionUser(): string | null | undefined {
  const store = useStore()
  const [user, setUser] = useState<string | null>()
  useLayoutEffect(() => session.attach(store), [store])
  // Asked again when another tab signs in or out.
  const elsewhere = useSelector((state: ReturnType<AtriumStore['getState']>) => state.atrium.session.changedElsewhere)
  useEffect(() => {
    let current = true
    session.authorize().then(
      () => { if (current) setUser(session.getSession()?.username ?? '') },
      () => { if (current) setUser(null) },
    )
    return () => { current = false }
  }, [elsewhere])
  return user
}
