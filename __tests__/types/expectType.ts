/*
 * A small `expectTypeOf` for the type tests of this folder (`tsc --noEmit -p .`
 * checks them in `npm test`; there is nothing to run). A mismatch is a compile
 * error on the line of the check.
 */

/** Whether `A` is `any`. */
export type IsAny<A> = 0 extends 1 & A ? true : false

/** Whether `A` and `B` are the same type: each assignable to the other, and `any` only equal to `any`. */
export type Equal<A, B> = IsAny<A> extends IsAny<B> ? IsAny<B> extends IsAny<A> ? [A] extends [B] ? [B] extends [A] ? true : false : false : false : false

/** Checks on the type of a value. */
export interface TypeChecks<A> {
  /** Compiles only when the value's type is exactly `B`. */
  toEqualTypeOf<B>(...proof: Equal<A, B> extends true ? [] : [mismatch: { expected: B; actual: A }]): void
  /** Compiles only when the value's type can be assigned to `B`. */
  toMatchTypeOf<B>(...proof: [A] extends [B] ? [] : [mismatch: { expected: B; actual: A }]): void
  /** Compiles only when the value's type is not `any`. */
  notAny(...proof: IsAny<A> extends true ? [mismatch: 'is any'] : []): void
}

/** Type checks on `value`; nothing happens at run time. */
export function expectTypeOf<A>(value: A): TypeChecks<A> {
  void value
  return { toEqualTypeOf: () => undefined, toMatchTypeOf: () => undefined, notAny: () => undefined }
}
