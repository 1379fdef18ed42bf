import { createContext, useContext } from 'react'
import type { MaybeSavedLeave } from './ConfirmLeaveDialog'

// What forms use of the guard, apart from `LeaveGuard` itself: the form's on-demand code imports this alone, so the
// guard's code stays in the start's main chunk rather than in one shared with the form.

/** A form that may not be left without asking, as registered with the guard. */
export interface LeaveGuardEntry {
  /** Whether it holds changes the reader has not saved (nor agreed to drop). */
  dirty(): boolean
  /** The view it is drawn in (`viewKey`), if known: a move that keeps that view drawn is let through. */
  viewKey?: string
  /** The reader agreed to leave: drop the changes (and their draft), ask no more. */
  discard(): void
  /** The reader chose to stay: focus goes back to the field they were in. */
  focusBack(): void
  /** Its last save, a create, got no answer and may have gone through: what the dialog then says and links to. */
  maybeSaved?(): MaybeSavedLeave | undefined
}

/** What forms inside a `LeaveGuard` use. */
export interface LeaveGuardContextValue {
  /** Registers a form; returns the unregister function. */
  register(entry: LeaveGuardEntry): () => void
  /**
   * Runs `proceed` once no form holds unsaved changes: at once, or after the reader agreed in the
   * same dialog to drop them (for what leaves every form without a navigation, such as a sign-out).
   */
  confirm(proceed: () => void): void
}

/** The guard around Atrium's views; `undefined` outside `AtriumProvider`. */
export const LeaveGuardContext = createContext<LeaveGuardContextValue | undefined>(undefined)

/** The guard above, if any. */
export function useLeaveGuard(): LeaveGuardContextValue | undefined {
  return useContext(LeaveGuardContext)
}
