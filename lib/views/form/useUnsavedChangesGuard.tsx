import { useCallback, useContext, useEffect, useRef, type ReactNode } from 'react'
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useBlocker, type BlockerFunction } from 'react-router-dom'
import { formatMessage } from '../../config/messages'

/** What `useUnsavedChangesGuard` gives a form. */
export interface UnsavedChangesGuard {
  /** Asks the reader (when there are unsaved changes) whether to leave; `true` means leave. */
  confirmLeave(): boolean
  /** Lets the next departure through without asking (after a save, or once the reader agreed). */
  allowLeave(): void
  /** Asks again on the next departure (after a new edit). */
  rearm(): void
  /** Render it inside the form: it holds the router blocker when the router supports one. */
  element: ReactNode
}

function askToLeave(): boolean {
  return typeof window.confirm === 'function' ? window.confirm(formatMessage('form.unsaved')) : true
}

function RouterBlocker({ shouldBlock, onLeave }: { shouldBlock: BlockerFunction; onLeave(): void }) {
  const blocker = useBlocker(shouldBlock)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (askToLeave()) {
      onLeave()
      blocker.proceed()
    } else blocker.reset()
  }, [blocker, onLeave])
  return null
}

/**
 * Warns before a form with unsaved changes is left.
 *
 * - Reload, tab close, leaving the site: a `beforeunload` listener, with any router.
 * - Links, Back, `navigate()` inside the app: react-router's `useBlocker`, which
 *   only works under a data router (`createBrowserRouter` + `RouterProvider`);
 *   `<BrowserRouter>` and `<MemoryRouter>` are not data routers in v7 and
 *   `useBlocker` throws there, so the blocker is mounted only when a data
 *   router is present.
 * - The form's own Cancel and close: `confirmLeave()`, with any router; a
 *   departure it agreed to is not asked about a second time by the blocker.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const routerContext = useContext(UNSAFE_DataRouterContext)
  const routerState = useContext(UNSAFE_DataRouterStateContext)
  const dataRouter = routerContext !== null && routerState !== null
  const dirtyRef = useRef(dirty)
  const allowedRef = useRef(false)
  dirtyRef.current = dirty

  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowedRef.current) return
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])

  const allowLeave = useCallback(() => { allowedRef.current = true }, [])
  const rearm = useCallback(() => { allowedRef.current = false }, [])
  const confirmLeave = useCallback(() => {
    if (!dirtyRef.current || allowedRef.current) return true
    const leave = askToLeave()
    if (leave) allowedRef.current = true
    return leave
  }, [])
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) =>
    dirtyRef.current && !allowedRef.current
      && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search), [])

  const element = dataRouter ? <RouterBlocker shouldBlock={shouldBlock} onLeave={allowLeave} /> : null
  return { confirmLeave, allowLeave, rearm, element }
}
