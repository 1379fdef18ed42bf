import type { AuthorizationAnswer } from './classifyAuthorization'

/** Runs `read`, or answers `fallback` when it throws (a Proxy's trap, a getter, a `toString`). */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read()
  } catch {
    return fallback
  }
}

/**
 * Names any value for a message without running any of its code that may
 * throw or hang: no `toString`, no getter; a Proxy or an object without a
 * prototype is named by what can be read safely.
 * @example describeValue(Object.create(null)) // 'an object without a prototype'
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  switch (typeof value) {
    case 'undefined': return 'undefined'
    case 'string': return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)
    case 'number': case 'bigint': case 'boolean': return String(value)
    case 'symbol': return 'a symbol'
    case 'function': return 'a function'
    default: break
  }
  const prototype = safely(() => Object.getPrototypeOf(value) as unknown, undefined)
  if (prototype === null) return 'an object without a prototype'
  const isError = safely(() => value instanceof Error, false)
  const message = isError ? safely(() => { const text = (value as Error).message; return typeof text === 'string' ? text : undefined }, undefined) : undefined
  if (message !== undefined) return `an error (${JSON.stringify(message.length > 80 ? `${message.slice(0, 77)}...` : message)})`
  return safely(() => (Array.isArray(value) ? 'an array' : 'an object'), 'an object that cannot be read')
}

/** A readable `Error`: message, name and stack read without throwing, and no `toString` of its own. */
function isReadableError(value: unknown): boolean {
  return safely(() => {
    if (!(value instanceof Error)) return false
    const { message, name, stack } = value
    return typeof message === 'string' && typeof name === 'string' && (stack === undefined || typeof stack === 'string')
      && !Object.hasOwn(value, 'toString')
  }, false)
}

/**
 * A plain object of data: `Object.prototype` as prototype, string keys, data
 * properties only and none of them a function (no getter, `toString` or
 * `valueOf` of its own that could throw when a boundary prints it).
 */
function isPlainData(value: unknown): boolean {
  return safely(() => {
    if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false
    return Reflect.ownKeys(value).every((key) => {
      const descriptor = Object.getOwnPropertyDescriptor(value, key)
      return typeof key === 'string' && descriptor !== undefined && 'value' in descriptor && typeof descriptor.value !== 'function'
    })
  }, false)
}

/**
 * What to throw to a React error boundary for a failed check: the value
 * itself when a boundary can read it safely (a readable `Error`, a plain data
 * object, a string, number, boolean or bigint) and it has no `then` (React
 * would take it for a suspending promise); else a new `Error` naming it
 * (`context` says where): a Proxy, an object without a prototype, getters or
 * a `toString` that throw, `undefined`, `null`, a symbol.
 */
export function boundaryError(error: unknown, context: string): unknown {
  const primitive = ['string', 'number', 'boolean', 'bigint'].includes(typeof error)
  const kept = primitive || ((isReadableError(error) || isPlainData(error))
    && safely(() => typeof (error as { then?: unknown }).then !== 'function', false))
  return kept ? error : new Error(`${context} failed with ${describeValue(error)}.`)
}

/** A serializable summary of an error, for the store (the error itself stays outside it); never throws. */
export function summarizeError(error: unknown): { message: string; status?: number } {
  let message = describeValue(error)
  try {
    const own = error instanceof Error ? error.message : typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined
    if (typeof own === 'string') message = own
    else if (typeof error === 'string') message = error
  } catch {
    // A getter or a Proxy trap threw: the description above stands.
  }
  // As `statusOf` reads it; not imported, so that its module stays in the start chunk alone.
  const status = safely(() => (error as { status?: unknown }).status, undefined)
  return typeof status === 'number' ? { message, status } : { message }
}

/**
 * What a failed check of `scope` throws to the error boundary, and its summary for the store:
 * a non-boolean answer is a `TypeError` naming it; a refusal without a 401/403 status is kept
 * when a boundary can read it (see `boundaryError`). Loaded on demand: checks that pass never need it.
 */
export function authorizationFailure(answer: AuthorizationAnswer, scope: string): { error: unknown; summary: { message: string; status?: number } } {
  const error = 'value' in answer
    ? new TypeError(`Atrium: an authorization function must answer true or false (or refuse with a 401/403 error); it answered ${describeValue(answer.value)}.`)
    : boundaryError(answer.error, `Atrium: the authorization of scope '${scope}'`)
  return { error, summary: summarizeError(error) }
}
