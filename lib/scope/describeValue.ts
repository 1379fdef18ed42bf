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
