import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import { formatMessage } from '../config/messages'

/** A component made by `lazyPart`: drawn like any component, and able to fetch its code ahead. */
export type LazyPartComponent<P extends object> = ComponentType<P> & {
  /** Fetches the part's code now (say, while the data it will draw is requested); never rejects. */
  preload(): Promise<void>
}

/**
 * A part of a view whose code loads the first time it is drawn (or `preload`ed): until its code is
 * there it draws `fallback` (nothing by default; a function of the part's props when it depends on
 * them), then the part itself. It never suspends: React holds back content revealed shortly after a
 * Suspense fallback (about 300 ms), which a part whose code came in 50 ms would pay, and which a
 * board or calendar pays before it can even ask for its days' records.
 *
 * A failed load — offline, or a deploy that replaced the file — neither throws into the page nor
 * stays failed: the part says it could not be loaded (offline: that it loads once the connection is
 * back), with Retry, and loads again by itself once the browser is back online. A failed `preload` is forgotten: the next draw tries again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
): LazyPartComponent<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  let failed = false
  let version = 0
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => { listeners.delete(listener) }
  }
  const changed = () => {
    version += 1
    for (const listener of listeners) listener()
  }
  // One load at a time. A failure is shown when a drawn part waits for the load (else forgotten).
  let awaited = false
  const start = (drawn: boolean): Promise<void> => {
    awaited ||= drawn
    loading ??= load().then(
      (component) => { loaded = component; changed() },
      () => {
        loading = undefined
        if (!awaited) return
        awaited = false
        failed = true
        changed()
      },
    )
    return loading
  }
  const loadAgain = () => {
    failed = false
    changed()
    void start(true)
  }

  function Unavailable() {
    useEffect(() => {
      window.addEventListener('online', loadAgain)
      return () => window.removeEventListener('online', loadAgain)
    }, [])
    // Offline, it says it waits for the connection (and loads by itself once it is back), not that it broke.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    return (
      <p role="alert" className="atrium-part-unavailable">
        {formatMessage(offline ? 'part.offline' : 'part.unavailable')} <button type="button" onClick={loadAgain}>{formatMessage('action.retry')}</button>
      </p>
    )
  }

  function LazyPart(props: P) {
    useSyncExternalStore(subscribe, () => version, () => version)
    if (loaded) {
      const Loaded = loaded
      return <Loaded {...props} />
    }
    if (failed) return <Unavailable />
    // Asked for as the part is drawn, as React.lazy does: once, whatever the number of places.
    void start(true)
    return <>{typeof fallback === 'function' ? fallback(props) : fallback}</>
  }
  LazyPart.preload = (): Promise<void> => (loaded ? Promise.resolve() : start(false))
  return LazyPart
}
