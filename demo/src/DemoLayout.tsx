import type { ReactNode } from 'react'
import { AdminLayout, useConfirmLeave, useScopeContext } from '../../lib/index'
import { session, signOut } from './session'

function SignOutButton() {
  const context = useScopeContext()
  // A sign-out drops every draft: a form with unsaved changes asks first, as a link would.
  const confirmLeave = useConfirmLeave()
  const user = session.getSession()
  return (
    <div className="demo-account">
      {user && <span className="demo-account-name">Signed in as <strong>{user.username}</strong></span>}
      <button type="button" className="demo-sign-out" onClick={() => confirmLeave(() => signOut(() => context?.recheckAuthorization()))}>
        Sign out
      </button>
    </div>
  )
}

/** Both scopes' decorator: Atrium's AdminLayout with the account and a sign-out button in its sidebar footer. */
export function DemoLayout({ children }: { children?: ReactNode }) {
  return <AdminLayout sidebarFooter={<SignOutButton />}>{children}</AdminLayout>
}
