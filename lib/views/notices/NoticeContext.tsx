import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

/** What a notice says: a success (announced politely) or a failure (announced at once). */
export interface NoticeInput {
  /** `'success'` goes to a `role="status"` region, `'error'` to a `role="alert"` one. */
  kind: 'success' | 'error'
  /** The text shown and announced. */
  text: string
  /** A button in the notice (a delete's Undo); pressing it runs it and closes the notice. */
  action?: NoticeAction
}

/** A button offered by a notice. */
export interface NoticeAction {
  /** The button's text. */
  label: string
  /** What the button does; the notice closes first. */
  run(): void | Promise<void>
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
  /** Removes a notice (its close button, or its timer). */
  dismiss(id: number): void
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
 * put a `NoticeRegion` inside it where the notices should appear.
 */
export function NoticeProvider({ children }: NoticeProviderProps) {
  const [notices, setNotices] = useState<readonly Notice[]>([])
  const nextId = useRef(0)
  const notify = useCallback<Notify>((notice) => {
    nextId.current += 1
    const id = nextId.current
    setNotices((current) => [...current, { ...notice, id }])
  }, [])
  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id))
  }, [])
  const value = useMemo(() => ({ notices, notify, dismiss }), [notices, notify, dismiss])
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
