import { screen } from '@testing-library/react'

/**
 * The one element with `role` drawn by the gate (loader, Access denied), leaving
 * out the views' always-present notice regions; `null` when there is none.
 */
export function gateRole(role: 'status' | 'alert'): HTMLElement | null {
  const found = screen.queryAllByRole(role).filter((element) => !element.closest('.atrium-notices'))
  if (found.length > 1) throw new Error(`several "${role}" elements outside the notice regions`)
  return found[0] ?? null
}
