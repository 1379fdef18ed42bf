import { useCallback, useContext, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router-dom'
import { ConfirmLeaveDialog, type MaybeSavedLeave } from '../leave/ConfirmLeaveDialog'
import { useLeaveGuard } from '../leave/LeaveGuardContext'

/** What `useUnsavedChangesGuard` gives a form. */
export interface UnsavedChangesGuard {
  /** Calls `leave` at once when there is nothing unsaved; otherwise asks first, in the page, and calls it if the reader agrees. */
  requestLeave(leave: () => void): void
  /** Lets the next departure through without asking (after a save). */
  allowLeave(): void
  /** Asks again on the next departure (after a new edit). */
  rearm(): void
  /** Give it to the form's `onFocus`: the field the reader is in gets the focus back when they choose to stay. */
  trackFocus(event: FocusEvent<HTMLElement>): void
  /** Render it inside the form: the dialog, and the router blocker when no `LeaveGuard` is above. */
  element: ReactNode
}

/** Options of `useUnsavedChangesGuard`. */
export interface UnsavedChangesGuardOptions {
  /** The view the form is drawn in (`viewKey`): moves that keep it drawn are not asked about. */
  viewKey?: string
  /** The reader agreed to drop the changes (drop their draft, say). */
  onDiscard?(): void
  /** The form's last save, a create, got no answer: it may have gone through, and the dialog says so. */
  maybeSaved?: MaybeSavedLeave
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
function RouterBlocker({ router, blockers, shouldBlock, onBlocked }: {
  router: BlockingRouter
  blockers?: Map<string, BlockerState>
  shouldBlock: ShouldBlock
  onBlocked(proceed: () => void, reset: () => void): void
}) {
  const [key] = useState(() => `atrium-unsaved-${++blockerCount}`)
  useEffect(() => {
    router.getBlocker(key, shouldBlock)
    return () => router.deleteBlocker(key)
  }, [router, key, shouldBlock])
  const blocker = blockers?.get(key)
  useEffect(() => {
    if (blocker?.state === 'blocked') onBlocked(() => blocker.proceed?.(), () => blocker.reset?.())
  }, [blocker, onBlocked])
  return null
}

/**
 * Warns before a form with unsaved changes is left, always in the page (never
 * `window.confirm`): a dialog whose focus goes to "Keep editing"; staying
 * gives the focus back to the field the reader was in.
 *
 * - Inside `AtriumProvider`, its `LeaveGuard` catches every move away
 *   (links, Back, the frame's close, Escape and backdrop), with any router.
 * - Elsewhere: a blocker registered with a data router (react-router 6.7+),
 *   as `useBlocker` does.
 * - The form's own Cancel: `requestLeave`, with any router.
 * - Reload, tab close, leaving the site: the browser's own `beforeunload` prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean, options: UnsavedChangesGuardOptions = {}): UnsavedChangesGuard {
  const guard = useLeaveGuard()
  const routerContext = useContext(UNSAFE_DataRouterContext)
  const routerState = useContext(UNSAFE_DataRouterStateContext)
  const router = routerContext?.router as Partial<BlockingRouter> | undefined
  const blocking = routerState !== null && typeof router?.getBlocker === 'function'
  const dirtyRef = useRef(dirty)
  const allowedRef = useRef(false)
  const lastField = useRef<HTMLElement | null>(null)
  const onDiscard = useRef(options.onDiscard)
  const maybeSaved = useRef(options.maybeSaved)
  maybeSaved.current = options.maybeSaved
  const [asking, setAsking] = useState<{ leave(): void; stay(): void }>()
  dirtyRef.current = dirty
  onDiscard.current = options.onDiscard

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

  const focusBack = useCallback(() => {
    const field = lastField.current
    if (field?.isConnected) field.focus()
  }, [])
  const discard = useCallback(() => {
    allowedRef.current = true
    onDiscard.current?.()
  }, [])

  useEffect(() => guard?.register({
    dirty: () => dirtyRef.current && !allowedRef.current,
    ...(options.viewKey !== undefined ? { viewKey: options.viewKey } : {}),
    discard,
    focusBack,
    maybeSaved: () => maybeSaved.current,
  }), [guard, options.viewKey, discard, focusBack])

  // Focus goes back once the dialog is gone (its own focus return runs first).
  const refocus = useRef(false)
  useEffect(() => {
    if (asking || !refocus.current) return
    refocus.current = false
    focusBack()
  }, [asking, focusBack])

  const ask = useCallback((leave: () => void, stay: () => void) => {
    setAsking({
      leave: () => { setAsking(undefined); discard(); leave() },
      stay: () => { refocus.current = true; setAsking(undefined); stay() },
    })
  }, [discard])

  const allowLeave = useCallback(() => { allowedRef.current = true }, [])
  const rearm = useCallback(() => { allowedRef.current = false }, [])
  const requestLeave = useCallback((leave: () => void) => {
    if (!dirtyRef.current || allowedRef.current) leave()
    else ask(leave, () => undefined)
  }, [ask])
  const trackFocus = useCallback((event: FocusEvent<HTMLElement>) => { lastField.current = event.target }, [])
  const shouldBlock = useCallback<ShouldBlock>(({ currentLocation, nextLocation }) =>
    dirtyRef.current && !allowedRef.current
      && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search), [])

  const element = (
    <>
      {blocking && !guard
        ? <RouterBlocker router={router as BlockingRouter} blockers={(routerState as { blockers?: Map<string, BlockerState> }).blockers} shouldBlock={shouldBlock} onBlocked={ask} />
        : null}
      {asking ? <ConfirmLeaveDialog onLeave={asking.leave} onStay={asking.stay} maybeSaved={options.maybeSaved} /> : null}
    </>
  )
  return { requestLeave, allowLeave, rearm, trackFocus, element }
}
