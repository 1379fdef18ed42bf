/** What a record type holds under a field (`unknown` for a loose record type). */
export type ValueOf<T, K> = K extends keyof T ? T[K] : unknown

// Field kinds, for what a layout asks of its fields. A loose record type (`unknown`, or a
// `Record<string, unknown>`) accepts every field, since its values are not known.
type IsText<V> = unknown extends V ? true : NonNullable<V> extends string ? true : false
type IsDate<V> = unknown extends V ? true : NonNullable<V> extends string | Date ? true : false
type IsList<V> = unknown extends V ? false : NonNullable<V> extends readonly unknown[] ? true : false

type Keys<T> = Extract<keyof T, string>

/** Fields of `T` holding text (a board's columns are its values, and a move writes one). */
export type TextField<T> = [T] extends [object] ? { [K in Keys<T>]-?: IsText<T[K]> extends true ? K : never }[Keys<T>] : string
/** Fields of `T` holding dates: ISO strings or `Date`s. */
export type DateField<T> = [T] extends [object] ? { [K in Keys<T>]-?: IsDate<T[K]> extends true ? K : never }[Keys<T>] : string
/** Fields of `T` holding one value, not a list (what rows are grouped by). */
export type SingleField<T> = [T] extends [object] ? { [K in Keys<T>]-?: IsList<T[K]> extends true ? never : K }[Keys<T>] : string
