import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  createPath, parsePath, Route, Routes, UNSAFE_NavigationContext, useLocation, useNavigate, useNavigationType,
  type Location, type NavigationType, type Navigator, type To,
} from 'react-router-dom'
import { lazyPart } from '../../network/lazyPart'
import type { ConfirmLeaveDialogProps } from './ConfirmLeaveDialog'
import { viewKeysAt } from './viewKeysAt'
import { LeaveGuardContext, type LeaveGuardContextValue, type LeaveGuardEntry } from './LeaveGuardContext'

// The dialog is drawn only when a form with changes is being left: its code (in the record views' chunk, which the
// form's own code came with) loads when the first form registers, long before anyone leaves it, not with the first page.
const ConfirmLeaveDialog = lazyPart<ConfirmLeaveDialogProps>(() => import('../recordViewSet').then((module) => module.ConfirmLeaveDialog))

/**
 * The index of the current entry in the history: a memory history's own, else the browser's as react-router's
 * browser history (and a data router's) keeps it in `history.state`.
 */
function historyIndex(navigator: Navigator): number | undefined {
  const own = (navigator as { index?: unknown }).index
  if (typeof own === 'number') return own
  const state: unknown = typeof window === 'undefined' ? undefined : window.history.state
  const index = (state as { idx?: unknown } | null)?.idx
  return typeof index === 'number' ? index : undefined
}

/**
 * Where a navigator's `to` leads, as `useLocation` would read it: without the router's basename (which `navigate()`
 * adds, but under a data router).
 */
function pathOf(to: To, basename: string): Pick<Location, 'pathname' | 'search'> {
  const { pathname = '/', search = '' } = typeof to === 'string' ? parsePath(to) : to
  return { pathname: basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname, search }
}

/**
 * A move away from a form with unsaved changes, waiting for the reader's answer (asked once `ready`). With `go`, the
 * address is still the form's and `go` makes the move: a link, a redirect or `navigate()` from inside, not made yet;
 * or Back or Forward, which the browser made, put back at once (`ready` once the URL is back). Without, a move the
 * guard saw only once made (from outside it, or a POP whose distance is unknown): the URL moved, `type` tells how.
 */
interface Held {
  to: Pick<Location, 'pathname' | 'search'>
  ready: boolean
  go?(): void
  type?: NavigationType
}

/**
 * Keeps a form with unsaved changes from being left without asking, whatever
 * the way out: a link (sidebar, breadcrumb, a row behind the drawer), Back or
 * Forward, the frame's close button, Escape or backdrop (they close through
 * the URL), or code calling `navigate`. It works with any router, data router
 * or not, and the address stays the form's while an in-page dialog asks: a
 * move from inside (links, `navigate`) waits, not made, for the answer (the
 * navigator below is wrapped); Back or Forward, which the browser makes first,
 * is put back at once (the same number of steps), then asked about. Leaving
 * makes the move; staying changes nothing, and the focus goes back where it
 * was. A move made from outside draws nothing new until answered (staying
 * puts the URL back).
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const real = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()
  const outer = useContext(UNSAFE_NavigationContext)
  const entries = useRef(new Set<LeaveGuardEntry>())
  const indexNow = () => historyIndex(outer.navigator)
  const [shown, setShown] = useState<{ location: Location; index: number | undefined }>(() => ({ location: real, index: indexNow() }))
  const [held, setHeld] = useState<Held>()
  // An action that leaves every form (a sign-out), waiting for the reader's answer.
  const [asked, setAsked] = useState<() => void>()
  const restoring = useRef(false)
  const staying = useRef<LeaveGuardEntry[]>([])

  // The forms holding unsaved changes; of those, the ones a move to `to` would leave.
  const dirty = (): LeaveGuardEntry[] => [...entries.current].filter((entry) => entry.dirty())
  const leaving = (to: Pick<Location, 'pathname' | 'search'>): LeaveGuardEntry[] => {
    const kept = viewKeysAt(to)
    return dirty().filter((entry) => !(entry.viewKey !== undefined && kept.includes(entry.viewKey)))
  }
  const moved = real.key !== shown.location.key
  const holding = moved && leaving(real).length > 0
  const drawn = holding ? shown.location : real

  useLayoutEffect(() => {
    if (!moved) {
      // Back where the form is: put back after Back (now ask), or the reader went there again (nothing to ask).
      restoring.current = false
      setHeld((last) => (!last?.go ? undefined : last.ready ? last : { ...last, ready: true }))
      return
    }
    if (!holding) {
      restoring.current = false
      setShown({ location: real, index: indexNow() })
      setHeld(undefined)
      return
    }
    if (restoring.current) return
    const back = shown.index !== undefined && indexNow() !== undefined ? shown.index - indexNow()! : 0
    if (navigationType === 'POP' && back !== 0) {
      // Back or Forward: the browser already shows the other address. Put it back, then ask.
      restoring.current = true
      setHeld({ to: real, ready: false, go: () => void navigate(-back) })
      void navigate(back)
    } else setHeld({ to: real, ready: true, type: navigationType })
    // `indexNow` reads the navigator of `outer`, which does not change while mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moved, holding, real, navigationType, shown.index, navigate])

  // Once the URL is back where the form is, the field the reader was in gets the focus back.
  useEffect(() => {
    if (moved || held || asked || staying.current.length === 0) return
    for (const entry of staying.current) entry.focusBack()
    staying.current = []
  }, [moved, held, asked])

  const leave = useCallback(() => {
    if (asked) {
      for (const entry of dirty()) entry.discard()
      setAsked(undefined)
      asked()
      return
    }
    if (!held) return
    for (const entry of leaving(held.to)) entry.discard()
    setHeld(undefined)
    // Nothing unsaved is left to hold the move: it is made (again, after Back), and drawn.
    if (held.go) held.go()
    else setShown({ location: real, index: indexNow() })
    // `leaving` reads refs only; `held` is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held, asked, real])

  const stay = useCallback(() => {
    if (asked) {
      staying.current = dirty()
      setAsked(undefined)
      return
    }
    if (!held) return
    staying.current = leaving(held.to)
    setHeld(undefined)
    // Not made, or already put back: the address is the form's.
    if (held.go) return
    restoring.current = true
    const back = shown.index !== undefined && indexNow() !== undefined ? shown.index - indexNow()! : undefined
    if (held.type === 'PUSH') void navigate(-1)
    else if (held.type === 'POP' && back !== undefined && back !== 0) void navigate(back)
    else void navigate(createPath(shown.location), { replace: true, state: shown.location.state })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held, asked, shown, navigate])

  // The navigator below: a move that would leave a form with unsaved changes waits for the reader's answer, unmade.
  const stop = useRef<(to: To, go: () => void) => boolean>(() => false)
  stop.current = (to, go) => {
    const target = pathOf(to, outer.basename)
    if (leaving(target).length === 0) return false
    setHeld({ to: target, ready: true, go })
    return true
  }
  const navigation = useMemo(() => {
    // The router's own navigator underneath (its createHref, encodeLocation, go…), but for these two.
    const navigator: Navigator = Object.create(outer.navigator) as Navigator
    navigator.push = (to, state, options) => {
      const go = () => outer.navigator.push(to, state, options)
      if (!stop.current(to, go)) go()
    }
    navigator.replace = (to, state, options) => {
      const go = () => outer.navigator.replace(to, state, options)
      if (!stop.current(to, go)) go()
    }
    return { ...outer, navigator }
  }, [outer])

  const context = useMemo<LeaveGuardContextValue>(() => ({
    register(entry) {
      void ConfirmLeaveDialog.preload()
      entries.current.add(entry)
      return () => { entries.current.delete(entry) }
    },
    confirm(proceed) {
      if (dirty().length > 0) setAsked(() => proceed)
      else proceed()
    },
  }), [])

  return (
    <LeaveGuardContext.Provider value={context}>
      {/* The location drawn below: the form's own while the dialog asks (react-router's `location` prop of Routes). */}
      <UNSAFE_NavigationContext.Provider value={navigation}>
        <Routes location={drawn}>
          <Route path="*" element={children} />
        </Routes>
      </UNSAFE_NavigationContext.Provider>
      {held?.ready || asked ? <ConfirmLeaveDialog onLeave={leave} onStay={stay} maybeSaved={(held ? leaving(held.to) : dirty()).map((entry) => entry.maybeSaved?.()).find(Boolean)} /> : null}
    </LeaveGuardContext.Provider>
  )
}
