import type { LayoutDeclarationOf, ListLayoutKind } from './ListLayoutKind'
import { layoutFactory } from './kindRegistry'

/** A registry of layout kinds, each under its declarations' `type` (`listLayouts`). */
export type LayoutKinds = { readonly [type: string]: ListLayoutKind }

/** A registry whose every key is its kind's declaration `type` (a kind under another key is a type error). */
export type KeyedByType<R> = { readonly [K in keyof R]: { readonly layoutOf?: { readonly declaration: { readonly type: K } } } }

/** The declaration a kind's `layoutOf` describes. */
type LayoutOfKind<Kind> = Kind extends { readonly layoutOf?: infer F extends LayoutDeclarationOf } ? F : never

/** Each kind's `layoutOf`, by type (worked out once per registry, not once per record type). */
export type LayoutsOf<R extends LayoutKinds> = { readonly [K in keyof R]: LayoutOfKind<R[K]> }

/** Every declaration a registry's layouts allow (`LayoutsOf`), for records `T`: how `ListLayout<T>` is derived. */
export type DeclarationsOf<L extends { readonly [type: string]: LayoutDeclarationOf }, T = unknown> = (L[keyof L] & { readonly record: T })['declaration']

/** The factories of a registry's kinds, by type, with the signatures their kinds `declare`: how `layout` is derived. */
export type LayoutFactories<R extends LayoutKinds> = { readonly [K in keyof R]: Exclude<R[K]['declare'], undefined> }

/**
 * The factories hosts call (`layout.board(…)`), one per registered kind: each
 * returns its options with the kind's `type` added (the options are checked by
 * the kind's declared signature, at compile time), as `layoutFactory` does.
 * Bringing the object brings every kind's code; `tableLayout`, `boardLayout`…
 * bring one each.
 * @example layoutFactories(listLayouts).table({ fields: ['title'] }) // { type: 'table', fields: ['title'] }
 */
export function layoutFactories<R extends LayoutKinds & KeyedByType<R>>(kinds: R): LayoutFactories<R> {
  return Object.fromEntries(Object.entries(kinds).map(([type, kind]) => [type, layoutFactory(type, kind)])) as unknown as LayoutFactories<R>
}
