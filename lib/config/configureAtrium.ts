import type { Dialect } from '../dialects/Dialect'
import type { OpenMode } from '../frames/open'
import type { RealtimeConfiguration } from '../realtime/realtimeConfiguration'
import type { AtriumMessageKey } from './messages'

/** API settings shared by every resource that has a `path`. */
export interface ApiConfiguration {
  /** Prefix of every resource path, e.g. `'https://api.example.com'` or `'/api'`. Defaults to `''`. */
  baseUrl?: string
  /** How the API spells requests. Defaults to `hydraDialect()`. */
  dialect?: Dialect
  /** Bearer token, sent only to the API's own origin. */
  getAuthToken?: () => string | null | undefined | Promise<string | null | undefined>
  /** The fetch to use. Defaults to the global `fetch`. */
  fetch?: typeof fetch
  /** Time a request may take before it fails with "Request timed out" (status 0). Defaults to `30000`. */
  timeoutMs?: number
  /**
   * Retry of reads (GET) after a network error or a 502/503/504, with exponential
   * backoff (`baseDelayMs`, then doubled); `false` turns it off. Writes are never retried.
   * Defaults to `{ retries: 2, baseDelayMs: 300 }`.
   */
  retry?: { retries?: number; baseDelayMs?: number } | false
}

/** Application-wide view defaults. */
export interface ViewDefaults {
  /** Where actions open unless they say otherwise. Defaults to `'page'`. */
  open?: OpenMode
}

/** Built-in texts, overridable and translatable, by key (a misspelt key is refused). */
export type Messages = Partial<Record<AtriumMessageKey, string>>

/** What `configureAtrium` takes. */
export interface AtriumConfiguration {
  /** API settings. */
  api?: ApiConfiguration
  /** View defaults. */
  defaults?: ViewDefaults
  /** Built-in texts. */
  messages?: Messages
  /**
   * Pushed changes of resources with `realtime`: `coalesceMs` (shortest time between
   * two list refetches of a resource, default `250`) and the `EventSource` to use
   * (default `globalThis.EventSource`).
   * @example configureAtrium({ realtime: { coalesceMs: 500 } })
   */
  realtime?: RealtimeConfiguration
}

let current: AtriumConfiguration = {}

/** Sets Atrium's application-wide configuration; each call replaces the previous one. */
export function configureAtrium(configuration: AtriumConfiguration): void {
  current = configuration
}

/** The configuration set by the last `configureAtrium` call. */
export function getAtriumConfiguration(): AtriumConfiguration {
  return current
}
