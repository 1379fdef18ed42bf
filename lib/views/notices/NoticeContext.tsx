import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

/** What a notice says: a success (announced politely) or a failure (announced at once). */
export interface NoticeInput {
  /** `'success'` goes to a `role="status"` region, `'error'` to a `role="alert"` one. */
  kind: 'success' | 'error'
  /** The text shown and announced. */
  text: string
  /** A button in the notice (a delete's Undo); pressing it closes the notice and runs it. */
  action?: NoticeAction
}

/** A button offered by a notice. */
export interface NoticeAction {
  /** The button's text. */
  label: string
  /** What the button does; the notice closes first. */
  run(): void | Promise<void>
  /**
   * What follows when the notice goes without its button pressed: its time is up, it is closed, or its provider
   * goes (an undoable delete is sent then). Called at most once, and never after `run`.
   */
  onLapse?(): void
  /** Aborted once the button can no longer do what it says (an undoable delete sent as the page was left): the notice goes. */
  signal?: AbortSignal
}

/** A notice on screen. */
export interface Notice extends NoticeInput {
  /** Unique key of this notice. */
  id: number
}

/** Shows a short notice. */
export type Notify = (notice: NoticeInput) => void

/** What `NoticeProvider` shares: the notices on screen, and how to add and remove them. */
export interface NoticeContextValue {
  /** Notices on screen, oldest first. */
  notices: readonly Notice[]
  /** Adds a notice. */
  notify: Notify
  /** Removes a notice (its close button, or its timer): its action lapses. */
  dismiss(id: number): void
  /** Presses a notice's button: removes the notice and runs its action. */
  act(id: number): void
}

/** Holds the notices of one application; `NoticeProvider` supplies it. */
export const NoticeContext = /* @__PURE__ */ createContext<NoticeContextValue | undefined>(undefined)

/** Props of `NoticeProvider`. */
export interface NoticeProviderProps {
  /** The application (views call `useNotify`, `NoticeRegion` draws the notices). */
  children?: ReactNode
}

/**
 * Keeps the notices of the views inside it. Mount it once around the views and
 * put a `NoticeRegion` inside it where the notices should appear. A notice whose
 * button was not pressed lapses when it goes, also when the provider unmounts;
 * one whose action's `signal` aborts goes at once, neither lapsing nor run.
 */
export function NoticeProvider({ children }: NoticeProviderProps) {
  const [notices, setNotices] = useState<readonly Notice[]>([])
  const nextId = useRef(0)
  // The notices on screen, read synchronously: each leaves once, by its button (`act`) or lapsing (`dismiss`).
  const shown = useRef(new Map<number, Notice>())
  const take = useCallback((id: number) => {
    const notice = shown.current.get(id)
    shown.current.delete(id)
    setNotices((current) => current.filter((item) => item.id !== id))
    return notice?.action
  }, [])
  const notify = useCallback<Notify>((notice) => {
    nextId.current += 1
    const item = { ...notice, id: nextId.current }
    shown.current.set(item.id, item)
    setNotices((current) => [...current, item])
    notice.action?.signal?.addEventListener('abort', () => take(item.id))
  }, [take])
  const dismiss = useCallback((id: number) => take(id)?.onLapse?.(), [take])
  const act = useCallback((id: number) => { void take(id)?.run() }, [take])
  useEffect(() => () => { for (const id of [...shown.current.keys()]) dismiss(id) }, [dismiss])
  const value = useMemo(() => ({ notices, notify, dismiss, act }), [notices, notify, dismiss, act])
  return <NoticeContext.Provider value={value}>{children}</NoticeContext.Provider>
}

let warned = false

const warnOnce: Notify = (notice) => {
  if (process.env.NODE_ENV === 'production' || warned) return
  warned = true
  console.warn(
    `Atrium: a view tried to show the notice "${notice.text}" but no NoticeProvider is mounted above it, so notices are dropped. ` +
      'Wrap the views in <NoticeProvider> and place a <NoticeRegion /> inside it.',
  )
}

/**
 * The function views call to show a short notice. Outside a `NoticeProvider`
 * it does nothing (and says so once in development), so views never crash.
 * @example const notify = useNotify(); notify({ kind: 'success', text: 'Saved.' })
 */
export function useNotify(): Notify {
  return useContext(NoticeContext)?.notify ?? warnOnce
}
