import type { ListLayoutKind } from './ListLayoutKind'
import { registeredKind } from './kindRegistry'
import { tableKind } from './table/tableKind'

/** The layout a list draws when it declares none: a table of the form's fields. */
export const DEFAULT_LAYOUT: { readonly type: 'table' } = { type: 'table' }

const warned = new Set<string>()

/**
 * The kind of a declared layout: the one its factory registered; the table's for any other type
 * (the table is always there: every list falls back to it). A development warning names a type
 * other than the table's whose factory was never called (a declaration written by hand: its code
 * is not in the app).
 */
export function layoutKindOf(layout: { readonly type: string }): ListLayoutKind {
  const kind = layout.type === 'table' ? tableKind as ListLayoutKind : registeredKind(layout.type)
  if (kind) return kind
  if (process.env.NODE_ENV !== 'production' && !warned.has(layout.type)) {
    warned.add(layout.type)
    console.warn(`Atrium: a list layout of type '${layout.type}' is drawn as a table: no factory made it, so its code is not in the app. `
      + `Declare it with its factory (${layout.type}Layout(…) or layout.${layout.type}(…)).`)
  }
  return tableKind as ListLayoutKind
}
