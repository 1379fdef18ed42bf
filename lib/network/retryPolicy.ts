import type { RetrySettings } from './networkSettings'

/** HTTP statuses of a gateway or an overloaded server, worth another try for a read. */
export const RETRIED_STATUSES: readonly number[] = [502, 503, 504]

/** Whether a request may be tried again: only reads (GET/HEAD), never writes. */
export function isRetriedMethod(method: string): boolean {
  const upper = method.toUpperCase()
  return upper === 'GET' || upper === 'HEAD'
}

/** Wait before retry number `attempt` (1-based): `baseDelayMs * 2^(attempt-1)`. */
export function backoffDelay(attempt: number, retry: RetrySettings): number {
  return retry.baseDelayMs * 2 ** (attempt - 1)
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function waitUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) { reject(signal.reason); return }
    const onAbort = () => { clearTimeout(timer); reject(signal?.reason) }
    const timer = setTimeout(() => { signal?.removeEventListener('abort', onAbort); resolve() }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
