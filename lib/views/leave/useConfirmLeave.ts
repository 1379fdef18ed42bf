import { useCallback } from 'react'
import { useLeaveGuard } from './LeaveGuardContext'

/**
 * For a host action that leaves every form without a navigation Atrium sees, such as a sign-out
 * (which drops every draft): returns `confirmLeave(proceed)`, which runs `proceed` at once when
 * no form holds unsaved changes, else asks first in the same dialog as a link or Back would, and
 * runs it only if the reader chooses to leave. Outside `AtriumProvider` it proceeds at once.
 * @example
 * const confirmLeave = useConfirmLeave()
 * <button onClick={() => confirmLeave(() => session.signOut(recheck))}>Sign out</button>
 */
export function useConfirmLeave(): (proceed: () => void) => void {
  const guard = useLeaveGuard()
  return useCallback((proceed: () => void) => {
    if (guard) guard.confirm(proceed)
    else proceed()
  }, [guard])
}
