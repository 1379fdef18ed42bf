/** What Atrium uses of an `EventSource` (the browser's satisfies it; so does a test double). */
export interface EventSourceLike {
  /** `0` connecting, `1` open, `2` closed (the source gave up and will not retry by itself). */
  readonly readyState: number
  onopen: ((event: Event) => unknown) | null
  onmessage: ((event: MessageEvent) => unknown) | null
  onerror: ((event: Event) => unknown) | null
  close(): void
}

/** A constructor of `EventSource`s, such as the global `EventSource`. */
export type EventSourceConstructor = new (url: string, init?: EventSourceInit) => EventSourceLike

/** Realtime settings of `configureAtrium({ realtime })`. */
export interface RealtimeConfiguration {
  /**
   * Shortest time between two list refetches of one resource, in milliseconds:
   * a burst of pushed creates and deletes refreshes each list at its start and
   * once more at the end of every interval it lasts. Defaults to `250`.
   */
  coalesceMs?: number
  /**
   * The `EventSource` to open connections with. Defaults to `globalThis.EventSource`;
   * give one where there is none (Node, tests) or to add behaviour.
   * @example configureAtrium({ realtime: { EventSource: MyEventSource } })
   */
  EventSource?: EventSourceConstructor
  /**
   * Origins, besides the API's own, whose Mercure hub may be connected when a
   * response's `Link` header names it. A hub announced on any other origin is
   * not connected (with a development warning): a header is data from the
   * network, and the hub learns the reader's topics (and a browser sends it
   * that origin's cookies). Defaults to none.
   * @example configureAtrium({ realtime: { hubOrigins: ['https://hub.example.com'] } })
   */
  hubOrigins?: readonly string[]
}

/** Default of `RealtimeConfiguration.coalesceMs`. */
export const DEFAULT_COALESCE_MS = 250

let warnedMissing = false

/**
 * The `EventSource` constructor to use, or `undefined` (with one development
 * warning) when neither the configuration nor the environment has one.
 */
export function resolveEventSource(configured: RealtimeConfiguration | undefined): EventSourceConstructor | undefined {
  const found = configured?.EventSource ?? (globalThis as { EventSource?: EventSourceConstructor }).EventSource
  if (!found && !warnedMissing && process.env.NODE_ENV !== 'production') {
    warnedMissing = true
    console.warn(
      'Atrium: a resource has `realtime` on, but there is no EventSource here, so no change will be pushed. ' +
        'Pass one with `configureAtrium({ realtime: { EventSource } })`.',
    )
  }
  return found
}

/** The coalescing interval to use. */
export function resolveCoalesceMs(configured: RealtimeConfiguration | undefined): number {
  const value = configured?.coalesceMs
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_COALESCE_MS
}
