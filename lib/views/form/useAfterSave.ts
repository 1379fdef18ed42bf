import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import type { AfterSave } from '../../resource/types'
import { safeReturnTo } from '../../routing/safeReturnTo'
import type { FrameKind } from '../../frames/frameKind'

/** What the view does after `afterSave` ran: `'refill'` means "fill the form with the saved record". */
export type AfterSaveOutcome = 'closed' | 'stayed' | 'refill' | 'redirected'

/** What `useAfterSave` needs from the view. */
export interface AfterSaveTarget<T> {
  /** The action's `afterSave` option, if any. */
  afterSave: AfterSave<T> | undefined
  /** The frame the view is in: decides the default. */
  frame: FrameKind
  /** The view's action: a create on a page goes back by default, an update stays. */
  action?: 'create' | 'update'
  /** Closes the view. */
  close(): void
}

/**
 * `'close'` in a dialog, drawer or custom frame, and after a create on a page (the new record is
 * in the list it came from; an emptied form at the bottom of a long page read as "nothing
 * happened"); `'stay'` after an update on a page.
 */
export function defaultAfterSave(frame: FrameKind, action: 'create' | 'update' = 'update'): 'close' | 'stay' {
  return frame === 'page' && action === 'update' ? 'stay' : 'close'
}

/**
 * Whether a redirect target stays on this site: it must start with a single
 * `/` (not `//` nor `/\`) and hold no scheme, control character or encoded
 * trick. Anything else is refused.
 */
export function isSameSiteRedirect(target: unknown): target is string {
  return typeof target === 'string' && target.startsWith('/') && safeReturnTo(target, '\u0000') === target
}

/**
 * Runs a create or update's `afterSave` once the API answered:
 * `'close'` closes the view, `'stay'` keeps it, `'reload'` asks the view to
 * refill its form with the saved record, `{ redirect }` navigates to the path it
 * returns — only a same-site path; any other target is refused (a development
 * warning) and the view stays.
 */
export function useAfterSave<T>({ afterSave, frame, action, close }: AfterSaveTarget<T>): (item: T) => AfterSaveOutcome {
  const navigate = useNavigate()
  return useCallback((item: T): AfterSaveOutcome => {
    const mode = afterSave ?? defaultAfterSave(frame, action)
    if (mode === 'close') {
      close()
      return 'closed'
    }
    if (mode === 'reload') return 'refill'
    if (typeof mode === 'object' && mode !== null && typeof mode.redirect === 'function') {
      let target: unknown
      try {
        target = mode.redirect(item)
      } catch (error) {
        target = error
      }
      if (isSameSiteRedirect(target)) {
        navigate(target)
        return 'redirected'
      }
      if (process.env.NODE_ENV !== 'production') {
        console.warn(`Atrium: afterSave.redirect returned ${JSON.stringify(String(target))}, which is not a path on this site; the view stays. Return a path starting with a single '/'.`)
      }
    }
    return 'stayed'
  }, [afterSave, frame, action, close, navigate])
}
