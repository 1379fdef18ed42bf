/** A signal that aborts when the caller's signal does or when the timeout passes; `timedOut()` tells which. */
export interface RequestDeadline {
  /** Give it to `fetch`. */
  signal: AbortSignal
  /** Whether the abort came from the timeout. */
  timedOut(): boolean
  /** Clears the timer; call once the answer is read. */
  dispose(): void
}

/** Starts a deadline of `timeoutMs` for one request, following `outer` (the view's signal) too. */
export function requestDeadline(timeoutMs: number, outer?: AbortSignal): RequestDeadline {
  const controller = new AbortController()
  let expired = false
  const timer = setTimeout(() => {
    expired = true
    controller.abort(new Error(`Request timed out after ${timeoutMs} ms`))
  }, timeoutMs)
  const follow = () => controller.abort(outer?.reason)
  if (outer?.aborted) follow()
  else outer?.addEventListener('abort', follow, { once: true })
  return {
    signal: controller.signal,
    timedOut: () => expired,
    dispose() {
      clearTimeout(timer)
      outer?.removeEventListener('abort', follow)
    },
  }
}
