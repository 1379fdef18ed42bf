import type { Action } from '../types'
import type { PermissionRule, Permissions } from './types'

/** Tells whether `action` is allowed, on `item` when there is one. */
export type PermissionCheck<T> = (action: Action, item?: T) => boolean

const READONLY_ACTIONS: ReadonlySet<Action> = new Set<Action>(['list', 'read'])

/**
 * Builds the permission check of a resource from its `permissions` option.
 *
 * - `undefined` or `'all'`: every action is allowed.
 * - `'readonly'`: only `list` and `read`.
 * - an array of actions: exactly those.
 * - an object of rules: each action's boolean, or function of the item.
 *   An action MISSING from the object is allowed, as with `'all'`: the object
 *   lists the exceptions, so `{ delete: false }` reads "all but delete".
 * - A rule function that throws denies (the safer answer; the API re-checks
 *   anyway), and so does one that returns anything but `true`.
 * - Any other value (only reachable from untyped code) denies everything.
 *
 * @example createPermissionCheck<Article>({ update: (item) => item?.status === 'draft' })('update', article)
 */
export function createPermissionCheck<T>(permissions: Permissions<T> | undefined): PermissionCheck<T> {
  if (permissions === undefined || permissions === 'all') return () => true
  if (permissions === 'readonly') return (action) => READONLY_ACTIONS.has(action)
  if (Array.isArray(permissions)) {
    const allowed: ReadonlySet<Action> = new Set(permissions)
    return (action) => allowed.has(action)
  }
  if (typeof permissions === 'object' && permissions !== null) {
    const rules = permissions as Partial<Record<Action, PermissionRule<T>>>
    return (action, item) => applyRule(rules[action], item)
  }
  return () => false
}

function applyRule<T>(rule: PermissionRule<T> | undefined, item: T | undefined): boolean {
  if (rule === undefined) return true
  if (typeof rule === 'boolean') return rule
  if (typeof rule !== 'function') return false
  try {
    return rule(item) === true
  } catch {
    return false
  }
}
