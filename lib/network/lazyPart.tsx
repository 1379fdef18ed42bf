import { lazy, useEffect, useSyncExternalStore, type ComponentType } from 'react'
import { formatMessage } from '../config/messages'

/**
 * A part of a view whose code loads the first time it is drawn, like
 * `React.lazy` (draw it inside a `Suspense` boundary). Unlike `React.lazy`,
 * a failed load — offline, or a deploy that replaced the file — neither throws
 * into the page nor stays failed: the part says it could not be loaded, with
 * Retry, and loads again by itself once the browser is back online.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let version = 0
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => { listeners.delete(listener) }
  }
  const attempt = () => lazy(() => load().then(
    (component) => ({ default: component }),
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
    const Current = current
    return <Current {...props} />
  }
  return LazyPart
}
