import { getAtriumConfiguration, type ApiConfiguration } from '../config/configureAtrium'

/** Retry policy of reads: how many more tries, and the first wait (doubled each time). */
export interface RetrySettings {
  /** Tries after the first one. */
  retries: number
  /** Wait before the first retry, in ms; each next wait doubles. */
  baseDelayMs: number
}

/** Default request timeout: 30 s. */
export const DEFAULT_TIMEOUT_MS = 30_000
/** Default retry of reads: 2 more tries, after 300 ms then 600 ms. */
export const DEFAULT_RETRY: RetrySettings = { retries: 2, baseDelayMs: 300 }

/** The network settings in force: the resource's own `api` over the configured one, with defaults. */
export function networkSettings(own: ApiConfiguration = {}): { timeoutMs: number; retry: RetrySettings | false } {
  const configured = getAtriumConfiguration().api ?? {}
  const timeout = own.timeoutMs ?? configured.timeoutMs
  const retry = own.retry ?? configured.retry
  const timeoutMs = typeof timeout === 'number' && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS
  if (retry === false) return { timeoutMs, retry: false }
  const retries = retry?.retries ?? DEFAULT_RETRY.retries
  const baseDelayMs = retry?.baseDelayMs ?? DEFAULT_RETRY.baseDelayMs
  return {
    timeoutMs,
    retry: {
      retries: Number.isFinite(retries) && retries > 0 ? Math.floor(retries) : 0,
      baseDelayMs: Number.isFinite(baseDelayMs) && baseDelayMs >= 0 ? baseDelayMs : DEFAULT_RETRY.baseDelayMs,
    },
  }
}
