/**
 * Remembers what was parsed from the last raw string read, so reading the very same
 * string again costs a string comparison instead of a parse: the local-storage
 * repository reads its key afresh on every call (another tab may have written since),
 * and 10,000 records take milliseconds to parse on every keystroke of a filter.
 * A parse that throws (corrupt data) is not remembered: the next read fails the same way.
 * The remembered value is shared between reads: callers must never mutate it, nor hand it out.
 */
export interface LastParsed<V> {
  /** The value of `raw`: the remembered one when `raw` is the string parsed last, else `parse(raw)` (then remembered). */
  get(raw: string, parse: (raw: string) => V): V
  /** Forgets the remembered value. */
  clear(): void
}

/** A one-entry cache of a parse, keyed on the raw string (see `LastParsed`). */
export function lastParsed<V>(): LastParsed<V> {
  let last: { raw: string; value: V } | undefined
  return {
    get(raw, parse) {
      if (last !== undefined && last.raw === raw) return last.value
      const value = parse(raw)
      last = { raw, value }
      return value
    },
    clear() {
      last = undefined
    },
  }
}
