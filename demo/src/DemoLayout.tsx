import type { ReactNode } from 'react'
import { AdminLayout, useConfirmLeave, useScopeContext } from '../../lib/index'
import { session, signOut } from './session'

/** A door with an arrow leaving it: Sign out's mark in the collapsed sidebar. */
function SignOutIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </svg>
  )
}

/** The account and Sign out; `compact` (the collapsed sidebar): an icon button named "Sign out", the account in its title. */
function SignOutButton({ compact }: { compact: boolean }) {
  const context = useScopeContext()
  // A sign-out drops every draft: a form with unsaved changes asks first, as a link would.
  const confirmLeave = useConfirmLeave()
  const user = session.getSession()
  const onClick = () => confirmLeave(() => signOut(() => context?.recheckAuthorization()))
  if (compact) {
    return (
      <button type="button" className="demo-sign-out demo-sign-out--icon" aria-label="Sign out" title={user ? `Sign out (signed in as ${user.username})` : 'Sign out'} onClick={onClick}>
        <SignOutIcon />
      </button>
    )
  }
  return (
    <div className="demo-account">
      {user && <span className="demo-account-name">Signed in as <strong>{user.username}</strong></span>}
      <button type="button" className="demo-sign-out" onClick={onClick}>
        Sign out
      </button>
    </div>
  )
}

/** Both scopes' decorator: Atrium's AdminLayout with the account and a sign-out button in its sidebar footer. */
export function DemoLayout({ children }: { children?: ReactNode }) {
  return <AdminLayout sidebarFooter={({ collapsed }) => <SignOutButton compact={collapsed} />}>{children}</AdminLayout>
}
