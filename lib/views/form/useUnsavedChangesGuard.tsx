import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router-dom'
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

/** What a blocker function is asked (react-router's `BlockerFunction` argument). */
interface Departure { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }
type ShouldBlock = (departure: Departure) => boolean

/** A data router's blocker registry: `getBlocker`/`deleteBlocker` exist from react-router 6.7 (what `useBlocker` calls). */
interface BlockingRouter { getBlocker(key: string, shouldBlock: ShouldBlock): unknown; deleteBlocker(key: string): void }
interface BlockerState { state: string; proceed?(): void; reset?(): void }

let blockerCount = 0

// Registers with the data router the way react-router's `useBlocker` does, without importing it:
// `useBlocker` is only exported from react-router 6.19 (`unstable_useBlocker` before), and a
// missing named import breaks the host's build; the router's own methods are feature-detected.
function RouterBlocker({ router, blockers, shouldBlock, onLeave }: { router: BlockingRouter; blockers?: Map<string, BlockerState>; shouldBlock: ShouldBlock; onLeave(): void }) {
  const [key] = useState(() => `atrium-unsaved-${++blockerCount}`)
  useEffect(() => {
    router.getBlocker(key, shouldBlock)
    return () => router.deleteBlocker(key)
  }, [router, key, shouldBlock])
  const blocker = blockers?.get(key)
  useEffect(() => {
    if (blocker?.state !== 'blocked') return
    if (askToLeave()) {
      onLeave()
      blocker.proceed?.()
    } else blocker.reset?.()
  }, [blocker, onLeave])
  return null
}

/**
 * Warns before a form with unsaved changes is left.
 *
 * - Reload, tab close, leaving the site: a `beforeunload` listener, with any router.
 * - Links, Back, `navigate()` inside the app: a blocker registered with the
 *   data router (`createBrowserRouter` + `RouterProvider`, react-router 6.7+),
 *   as `useBlocker` does; `<BrowserRouter>` and `<MemoryRouter>` are not data
 *   routers and have no blockers, so the blocker is mounted only under a data
 *   router that supports them.
 * - The form's own Cancel and close: `confirmLeave()`, with any router; a
 *   departure it agreed to is not asked about a second time by the blocker.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const routerContext = useContext(UNSAFE_DataRouterContext)
  const routerState = useContext(UNSAFE_DataRouterStateContext)
  const router = routerContext?.router as Partial<BlockingRouter> | undefined
  const blocking = routerState !== null && typeof router?.getBlocker === 'function'
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
  const shouldBlock = useCallback<ShouldBlock>(({ currentLocation, nextLocation }) =>
    dirtyRef.current && !allowedRef.current
      && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search), [])

  const element = blocking
    ? <RouterBlocker router={router as BlockingRouter} blockers={routerState.blockers as Map<string, BlockerState>} shouldBlock={shouldBlock} onLeave={allowLeave} />
    : null
  return { confirmLeave, allowLeave, rearm, element }
}
