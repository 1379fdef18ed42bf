import { createContext, useCallback, useContext } from 'react'
import { useHref, useLocation } from 'react-router-dom'
import { linkPath } from './linkPath'
import { joinMountPath, stripMountPath } from './mountPath'

/** Set by `AtriumProvider`: the site path Atrium is mounted at (`''` at the root). */
export const MountPathContext = /* @__PURE__ */ createContext('')

/** Atrium's paths under its mount point. */
export interface MountPath {
  /** The current location as Atrium's path (`/<scope>/…`), with its query; `undefined` outside the mount point. */
  here: string | undefined
  /** Atrium's path as a site path, for `Link`, `Navigate` and `navigate()`. */
  href(path: string): string
  /**
   * Atrium's path as a link's `href`: `href(path)` under the router's own basename (or after its `#`), the
   * address the browser opens in a new tab; `undefined` when it could lead elsewhere (see `linkPath`).
   */
  link(path: string): string | undefined
}

/** Reads the mount point and the current location relative to it. */
export function useMountPath(): MountPath {
  const mount = useContext(MountPathContext)
  const { pathname, search } = useLocation()
  const inside = stripMountPath(mount, pathname)
  const href = useCallback((path: string) => joinMountPath(mount, path), [mount])
  // What `navigate()` puts before a site path: '/' alone, a basename ('/app'), or a hash router's '#/'.
  const router = useHref('/').replace(/\/$/, '')
  const link = useCallback((path: string) => {
    const site = linkPath(joinMountPath(mount, path))
    return site === undefined ? undefined : router + site
  }, [mount, router])
  return { here: inside === undefined ? undefined : inside + search, href, link }
}
