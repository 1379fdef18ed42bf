/**
 * Any layout factory (`layout.<type>`, a kind's `declare`): options in, a
 * declaration of that `type` out.
 */
export type LayoutFactory = (options: never) => { readonly type: string }

/**
 * Keeps TypeScript from guessing the record type from a layout's options: it
 * comes from where the layout is used (a resource's `layouts`), or from an
 * explicit `layout.table<Article>()`.
 */
export type FromContext<T> = [T][T extends unknown ? 0 : never]
