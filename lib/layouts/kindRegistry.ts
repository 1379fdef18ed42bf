import type { ListLayoutKind } from './ListLayoutKind'
import type { LayoutFactory } from './LayoutFactory'

// The kinds whose factories the app called, by type. A kind's code is in an app only when the app
// calls its factory, so a host whose lists are all tables ships no board, calendar or timeline code.
const kinds = new Map<string, ListLayoutKind>()

/**
 * The factory of one layout kind, as the hosts' `tableLayout(…)`, `boardLayout(…)` and
 * `layout.<type>(…)`: returns its options with the kind's `type` added, and registers the kind, so
 * the lists drawing its declarations find it (`layoutKindOf`).
 * @example layoutFactory('board', boardKind)({ groupBy: 'status' }) // { type: 'board', groupBy: 'status' }
 */
export function layoutFactory<F extends LayoutFactory>(type: string, kind: ListLayoutKind): F {
  // Spreading no options (`tableLayout()`) adds nothing.
  return ((options?: object) => {
    kinds.set(type, kind)
    return { type, ...options }
  }) as unknown as F
}

/** The kind a factory registered under `type`, if one did. */
export function registeredKind(type: string): ListLayoutKind | undefined {
  return kinds.get(type)
}
