import type { Action } from '../types'

/**
 * Which view an element draws: scope, resource, action and record. A view is
 * mounted afresh whenever it changes (React `key`), so no view instance, and
 * none of the RTK Query subscriptions, selection or layout state inside it,
 * ever moves from one resource or record to another.
 */
export function viewKey(scope: string, resource: string, action: Action, id?: string): string {
  return JSON.stringify([scope, resource, action, id ?? null])
}
