import { act } from 'react'
/** A promise settled from outside, to control the order answers arrive in. */
export interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

/** Creates a deferred promise. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej })
  return { promise, resolve, reject }
}

/** Lets pending promise callbacks run. */
export async function flush(times = 5): Promise<void> {
  const run = async () => {
    for (let i = 0; i < times; i += 1) await new Promise((resolve) => setTimeout(resolve, 0))
  }
  // What settles meanwhile may render (a navigation after a save, an answer): inside act where
  // React tests run, so those renders are flushed before the test reads the screen, never after it.
  if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) await act(run)
  else await run()
}

/** Resolves once `Date.now()` reads later than it did when called: what "after" means to timestamps. */
export async function clockMoves(): Promise<void> {
  const start = Date.now()
  while (Date.now() <= start) await new Promise((resolve) => setTimeout(resolve, 1))
}
