// Atrium's paths (`/<scope>/<resource>/<action>/<id>`) are relative to the path Atrium is
// mounted at: `/` by default, `/backoffice` when the host routes `/backoffice/*` to it.
// Pure functions; `useMountPath` (lib/scope/MountPath.ts) reads the mount point.

/** A mount path without its trailing slash: `''` for the root, else `/segment…`. */
export function normalizeMountPath(basename: string | undefined): string {
  if (!basename) return ''
  const trimmed = basename.trim().replace(/\/+$/, '')
  if (trimmed === '') return ''
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** Atrium's path `path` (starting with `/`) as a site path under `mount`. */
export function joinMountPath(mount: string, path: string): string {
  if (mount === '') return path
  return path === '/' || path === '' ? mount : `${mount}${path.startsWith('/') ? '' : '/'}${path}`
}

/**
 * A site pathname as Atrium's path under `mount` (`/` for the mount point
 * itself), or `undefined` when the pathname lies outside the mount point.
 */
export function stripMountPath(mount: string, pathname: string): string | undefined {
  if (mount === '') return pathname
  const lowerPath = pathname.toLowerCase()
  const lowerMount = mount.toLowerCase()
  if (lowerPath === lowerMount || lowerPath === `${lowerMount}/`) return '/'
  // Case-insensitive, as react-router matches route paths.
  return lowerPath.startsWith(`${lowerMount}/`) ? pathname.slice(mount.length) : undefined
}
