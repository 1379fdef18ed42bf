/**
 * This page's own updates and deletes, per record, so that the hub's echo of
 * a write made here is not taken for a change made elsewhere.
 */
export interface LocalWrites {
  /** A write of the record was sent. */
  started(key: string): void
  /** It ended: with what the API stored, `'deleted'`, or `undefined` when it was refused. */
  ended(key: string, result: Record<string, unknown> | 'deleted' | undefined): void
  /**
   * Whether a pushed change of the record echoes a write of this page: one is
   * still in flight, or the pushed fields equal those the last one stored.
   */
  isEcho(key: string, pushed: { kind: 'update' | 'delete'; fields: Record<string, unknown> }): boolean
  /** Forgets the writes of one resource. */
  forget(resourceId: string): void
}

interface Entry {
  inFlight: number
  result?: Record<string, unknown> | 'deleted'
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

/** Creates an empty record of local writes. */
export function createLocalWrites(): LocalWrites {
  const entries = new Map<string, Entry>()
  return {
    started(key) {
      const entry = entries.get(key) ?? { inFlight: 0 }
      entry.inFlight += 1
      entries.set(key, entry)
    },
    ended(key, result) {
      const entry = entries.get(key)
      if (!entry) return
      entry.inFlight = Math.max(0, entry.inFlight - 1)
      if (result !== undefined) entry.result = result
      if (entry.inFlight === 0 && entry.result === undefined) entries.delete(key)
    },
    isEcho(key, pushed) {
      const entry = entries.get(key)
      if (!entry) return false
      if (entry.inFlight > 0) return true
      if (pushed.kind === 'delete') return entry.result === 'deleted'
      const stored = entry.result
      if (stored === undefined || stored === 'deleted') return false
      return Object.entries(pushed.fields).every(([field, value]) => field in stored && sameValue(value, stored[field]))
    },
    forget(resourceId) {
      for (const key of [...entries.keys()]) if (key.startsWith(`${resourceId}:`)) entries.delete(key)
    },
  }
}
