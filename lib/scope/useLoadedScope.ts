import { useLayoutEffect, useReducer, useState } from 'react'
import type { Scope } from './types'

type Load = { status: 'loading' } | { status: 'loaded'; scope: Scope } | { status: 'failed'; error: unknown }

function unknownScope(name: string, loaders: Record<string, unknown>): Error {
  const known = Object.keys(loaders)
  return new Error(`Atrium: unknown scope '${name}'. Known scopes: ${known.length ? known.map((k) => `'${k}'`).join(', ') : 'none'}.`)
}

function checkLoaded(name: string, scope: unknown): Scope {
  if (typeof scope !== 'object' || scope === null) {
    throw new Error(`Atrium: the loader of scope '${name}' resolved to ${String(scope)} instead of a scope. With a dynamic import, pick the export: () => import('./${name}').then((m) => m.scope).`)
  }
  const loaded = scope as Scope
  if (process.env.NODE_ENV !== 'production' && loaded.name !== name) {
    console.warn(`Atrium: the scope loaded for '${name}' is named '${loaded.name}'; its URL segment is '${name}'. Give both the same name.`)
  }
  return loaded
}

/** Whether `loaders` has a scope named `name` (own keys only: `toString` is no scope). */
export function hasScope(loaders: Record<string, unknown>, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(loaders, name)
}

/**
 * The scope named `name`, loaded on first need and cached for the life of the
 * provider (each loader runs once); `undefined` while it loads. An unknown
 * name (check `hasScope` first for names read from the URL) or a failed loader
 * throws to the host's error boundary; no name (nothing to show) loads nothing.
 */
export function useLoadedScope(loaders: Record<string, () => Scope | Promise<Scope>>, name: string | undefined): Scope | undefined {
  const [cache] = useState(() => new Map<string, Load>())
  const [, loaded] = useReducer((count: number) => count + 1, 0)
  const loader = name !== undefined && hasScope(loaders, name) ? loaders[name] : undefined

  // A layout effect, not a passive one: the first render's passive effects wait for the first paint,
  // and everything before the list request (authorization, the list's query) waits for the scope.
  useLayoutEffect(() => {
    if (!loader || name === undefined || cache.has(name)) return
    let answer: Scope | Promise<Scope>
    let thenable: boolean
    try {
      answer = loader()
      thenable = typeof (answer as { then?: unknown } | null)?.then === 'function'
    } catch (error) {
      cache.set(name, { status: 'failed', error })
      loaded()
      return
    }
    // A scope given as is (`() => scope`) draws at once: the draw after this effect, before the first paint.
    if (!thenable) {
      try {
        cache.set(name, { status: 'loaded', scope: checkLoaded(name, answer) })
      } catch (error) {
        cache.set(name, { status: 'failed', error })
      }
      loaded()
      return
    }
    cache.set(name, { status: 'loading' })
    Promise.resolve(answer)
      .then((scope) => cache.set(name, { status: 'loaded', scope: checkLoaded(name, scope) }))
      .catch((error: unknown) => cache.set(name, { status: 'failed', error }))
      .finally(loaded)
  }, [cache, loader, name])

  if (name === undefined) return undefined
  if (!loader) throw unknownScope(name, loaders)
  const load = cache.get(name)
  if (load?.status === 'failed') throw load.error
  return load?.status === 'loaded' ? load.scope : undefined
}
