import type { MenuEntry, ScopeResource } from './types'

/** A menu entry listing one resource, built by `createItemMenuWithResource`. */
export interface ResourceMenuEntry<R extends ScopeResource = ScopeResource> extends MenuEntry {
  /** The listed resource. */
  readonly resource: R
  /** The scope the link leads into. */
  readonly scope: string
}

/**
 * A menu entry leading to `/<scope>/<resource>/list`, labelled with the
 * resource's `title` (else its name) and icon. Spread it to add more, e.g. a `hidden` getter
 * that follows the session.
 * @example
 * menu: [{ ...createItemMenuWithResource({ resource: users, scope: 'admin' }), get hidden() { return !isAdmin() } }]
 */
export function createItemMenuWithResource<R extends ScopeResource>({ resource, scope }: { resource: R; scope: string }): ResourceMenuEntry<R> {
  const entry: ResourceMenuEntry<R> = {
    label: resource.options.title ?? resource.name,
    to: `/${encodeURIComponent(scope)}/${encodeURIComponent(resource.id)}/list`,
    resource,
    scope,
  }
  return resource.options.icon === undefined ? entry : { ...entry, icon: resource.options.icon }
}
