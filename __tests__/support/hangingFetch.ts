/**
 * A `fetch` that never answers: each call waits until its signal aborts, then rejects with an
 * `AbortError` as browsers do. `signals` lists the signals of the calls, in order.
 */
export function hangingFetch() {
  const signals: AbortSignal[] = []
  const fn = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
    const signal = init?.signal
    if (!signal) return
    signals.push(signal)
    signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
  }))
  return Object.assign(fn, { signals })
}
