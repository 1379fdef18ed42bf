import { lazy, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import { formatMessage } from '../config/messages'

/** A component made by `lazyPart`: drawn like any component, and able to fetch its code ahead. */
export type LazyPartComponent<P extends object> = ComponentType<P> & {
  /** Fetches the part's code now (say, while the data it will draw is requested); never rejects. */
  preload(): Promise<void>
}

/**
 * A part of a view whose code loads the first time it is drawn, like
 * `React.lazy` (draw it inside a `Suspense` boundary). Unlike `React.lazy`,
 * a failed load — offline, or a deploy that replaced the file — neither throws
 * into the page nor stays failed: the part says it could not be loaded, with
 * Retry, and loads again by itself once the browser is back online.
 *
 * Once its code is there (drawn before, or `preload`ed), the part draws at once
 * without suspending: React holds back content revealed shortly after a fallback
 * (about 300 ms), which a preloaded part would otherwise pay on its first draw.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPartComponent<P> {
  let version = 0
  let loaded: ComponentType<P> | undefined
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => { listeners.delete(listener) }
  }
  const keep = (component: ComponentType<P>) => {
    loaded = component
    return component
  }
  const attempt = () => lazy(() => load().then(
    (component) => ({ default: keep(component) }),
    () => ({ default: Unavailable as ComponentType<P> }),
  ))
  let current = attempt()
  const loadAgain = () => {
    version += 1
    current = attempt()
    for (const listener of listeners) listener()
  }

  function Unavailable() {
    useEffect(() => {
      window.addEventListener('online', loadAgain)
      return () => window.removeEventListener('online', loadAgain)
    }, [])
    return (
      <p role="alert" className="atrium-part-unavailable">
        {formatMessage('part.unavailable')} <button type="button" onClick={loadAgain}>{formatMessage('action.retry')}</button>
      </p>
    )
  }

  function LazyPart(props: P) {
    useSyncExternalStore(subscribe, () => version, () => version)
    // Chosen once per drawn part: switching from the lazy wrapper to the component it resolved to
    // would be a different element type, and would draw the part again from scratch.
    const [eager] = useState(() => loaded)
    const Current = eager ?? current
    return <Current {...props} />
  }
  LazyPart.preload = (): Promise<void> => (loaded ? Promise.resolve() : load().then(keep, () => undefined).then(() => undefined))
  return LazyPart
}
