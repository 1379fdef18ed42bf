import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPath, Route, Routes, useLocation, useNavigate, useNavigationType, type Location, type NavigationType } from 'react-router-dom'
import { lazyPart } from '../../network/lazyPart'
import type { ConfirmLeaveDialogProps } from './ConfirmLeaveDialog'
import { viewKeysAt } from './viewKeysAt'
import { LeaveGuardContext, type LeaveGuardContextValue, type LeaveGuardEntry } from './LeaveGuardContext'

// The dialog is drawn only when a form with changes is being left: its code loads when the first form
// registers (long before anyone leaves it), not with the first page.
const ConfirmLeaveDialog = lazyPart<ConfirmLeaveDialogProps>(() => import('./ConfirmLeaveDialog').then((module) => module.ConfirmLeaveDialog))

/** The index of the current entry in the browser's history, as react-router's browser history keeps it. */
function historyIndex(): number | undefined {
  const state: unknown = typeof window === 'undefined' ? undefined : window.history.state
  const index = (state as { idx?: unknown } | null)?.idx
  return typeof index === 'number' ? index : undefined
}

interface Held {
  /** Where the reader asked to go. */
  to: Location
  /** How: a link (PUSH), a redirect (REPLACE), Back or Forward (POP). */
  type: NavigationType
}

/**
 * Keeps a form with unsaved changes from being left without asking, whatever
 * the way out: a link (sidebar, breadcrumb, a row behind the drawer), Back or
 * Forward, the frame's close button, Escape or backdrop (they close through
 * the URL), or code calling `navigate`. It works with any router, data router
 * or not: the location drawn below stays the one the form is in while an
 * in-page dialog asks; leaving draws the new one, staying puts the URL back
 * (one step back after a link, the same number of steps after Back or
 * Forward) and the focus where it was.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const real = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()
  const entries = useRef(new Set<LeaveGuardEntry>())
  const [shown, setShown] = useState<{ location: Location; index: number | undefined }>(() => ({ location: real, index: historyIndex() }))
  const [held, setHeld] = useState<Held>()
  // An action that leaves every form (a sign-out), waiting for the reader's answer.
  const [asked, setAsked] = useState<() => void>()
  const restoring = useRef(false)
  const staying = useRef<LeaveGuardEntry[]>([])

  // The forms holding unsaved changes; of those, the ones a move to `to` would leave.
  const dirty = (): LeaveGuardEntry[] => [...entries.current].filter((entry) => entry.dirty())
  const leaving = (to: Location): LeaveGuardEntry[] => {
    const kept = viewKeysAt(to)
    return dirty().filter((entry) => !(entry.viewKey !== undefined && kept.includes(entry.viewKey)))
  }
  const moved = real.key !== shown.location.key
  const holding = moved && leaving(real).length > 0
  const drawn = holding ? shown.location : real

  useLayoutEffect(() => {
    if (!moved) {
      // Back where the form is (restored, or the reader went there again): nothing to ask.
      restoring.current = false
      setHeld(undefined)
      return
    }
    if (!holding) {
      restoring.current = false
      setShown({ location: real, index: historyIndex() })
      setHeld(undefined)
    } else if (!restoring.current) setHeld({ to: real, type: navigationType })
  }, [moved, holding, real, navigationType])

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
    setShown({ location: held.to, index: historyIndex() })
    // `leaving` reads refs only; `held` is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held, asked])

  const stay = useCallback(() => {
    if (asked) {
      staying.current = dirty()
      setAsked(undefined)
      return
    }
    if (!held) return
    staying.current = leaving(held.to)
    restoring.current = true
    setHeld(undefined)
    const back = shown.index !== undefined && historyIndex() !== undefined ? shown.index - historyIndex()! : undefined
    if (held.type === 'PUSH') void navigate(-1)
    else if (held.type === 'POP' && back !== undefined && back !== 0) void navigate(back)
    else void navigate(createPath(shown.location), { replace: true, state: shown.location.state })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held, asked, shown, navigate])

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
      <Routes location={drawn}>
        <Route path="*" element={children} />
      </Routes>
      {held || asked ? <ConfirmLeaveDialog onLeave={leave} onStay={stay} maybeSaved={(held ? leaving(held.to) : dirty()).map((entry) => entry.maybeSaved?.()).find(Boolean)} /> : null}
    </LeaveGuardContext.Provider>
  )
}
