// Atrium's paths (`/<scope>/<resource>/<action>/<id>`) are relative to the path Atrium is
// mounted at: `/` by default, `/backoffice` when the host routes `/backoffice/*` to it.
// Pure functions; `useMountPath` (lib/scope/MountPath.ts) reads the mount point.

/** A mount path without its trailing slash: `''` for the root, else `/segment…`. */
export function normalizeMountPath(basename: string | undefined): string {
  const trimmed = (basename ?? '').trim().replace(/\/+$/, '')
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** Atrium's path `path` (starting with `/`) as a site path under `mount`. */
export function joinMountPath(mount: string, path: string): string {
  return path === '/' ? mount || '/' : mount + path
}

/**
 * A site pathname as Atrium's path under `mount` (`/` for the mount point
 * itself), or `undefined` when the pathname lies outside the mount point.
 * Case-insensitive, as react-router matches route paths.
 */
export function stripMountPath(mount: string, pathname: string): string | undefined {
  const path = pathname.toLowerCase()
  const base = mount.toLowerCase()
  if (path === base || path === `${base}/`) return '/'
  return path.startsWith(`${base}/`) ? pathname.slice(mount.length) : undefined
}
