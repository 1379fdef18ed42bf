import { createContext, useCallback, useContext } from 'react'
import { useLocation } from 'react-router-dom'
import { joinMountPath, stripMountPath } from './mountPath'

/** Set by `AtriumProvider`: the site path Atrium is mounted at (`''` at the root). */
export const MountPathContext = /* @__PURE__ */ createContext('')

/** Atrium's paths under its mount point. */
export interface MountPath {
  /** The current location as Atrium's path (`/<scope>/…`), with its query; `undefined` outside the mount point. */
  here: string | undefined
  /** Atrium's path as a site path, for `Link`, `Navigate` and `navigate()`. */
  href(path: string): string
}

/** Reads the mount point and the current location relative to it. */
export function useMountPath(): MountPath {
  const mount = useContext(MountPathContext)
  const { pathname, search } = useLocation()
  const inside = stripMountPath(mount, pathname)
  const href = useCallback((path: string) => joinMountPath(mount, path), [mount])
  return { here: inside === undefined ? undefined : inside + search, href }
}
