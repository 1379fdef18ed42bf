/** A leading-and-trailing throttle: `request` runs at once, then at most once per interval while requests keep coming. */
export interface Throttle {
  /** Runs now if the interval is free, else once when it ends. */
  request(): void
  /** Drops a pending run and its timer. */
  cancel(): void
}

/** Creates a throttle of `run`; its timer exists only while requests come. */
export function createThrottle(run: () => void, intervalMs: number): Throttle {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending = false
  const tick = () => {
    if (!pending) {
      timer = undefined
      return
    }
    pending = false
    timer = setTimeout(tick, intervalMs)
    run()
  }
  return {
    request() {
      if (timer !== undefined) {
        pending = true
        return
      }
      timer = setTimeout(tick, intervalMs)
      run()
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      pending = false
    },
  }
}
