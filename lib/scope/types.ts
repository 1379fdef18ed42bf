import type { ComponentType, ElementType, ReactNode } from 'react'
import type { SessionBinding } from '../session/sessionMirror'
import type { NoInferred } from '../types'

/**
 * What scopes and menus read of a resource. Any `ViewResource<T>` fits,
 * whatever its record type; the full resource is in the registry under its id.
 */
export interface ScopeResource {
  /** Registry key, and the resource's URL segment. */
  readonly id: string
  /** Display name. */
  readonly name: string
  /** Another id the resource answers to. */
  readonly alias?: string
  /** The declaration: menus read `icon` and `title`. */
  readonly options: { readonly icon?: ElementType | string; readonly title?: string }
}

/** One link of a scope's menu. `hidden` may be a getter: it is read at every menu render. */
export interface MenuEntry {
  /** Text of the link (also its accessible name). */
  readonly label: string
  /** Where it leads, e.g. `'/admin/articles/list'`: a path under Atrium's mount point (`/backoffice/admin/articles/list` when mounted at `/backoffice`). */
  readonly to: string
  /** Icon: a component, or a short string such as an emoji. */
  readonly icon?: ElementType | string
  /** The resource it lists, if any. */
  readonly resource?: ScopeResource
  /** Name of the scope it leads into. */
  readonly scope?: string
  /** Leaves the entry out of the menu. */
  readonly hidden?: boolean
}

/** A group of resources behind one asynchronous authorization check, with its menu and layout. */
export interface Scope {
  /** URL segment: `/<name>/<resource>/<action>/<id>`. */
  name: string
  /** Shown in the top bar and breadcrumb. Defaults to `name`. */
  label?: string
  /** Resources reachable in this scope; the menu defaults to one entry per resource. */
  resources?: ReadonlyArray<ScopeResource>
  /** Never set: it tells a resource (which has endpoints) from a scope, so a scope loader returning a resource is refused. */
  endpoints?: never
  /** Drawn around the current view once authorized, e.g. `AdminLayout`. */
  decoratorComponent?: ComponentType<{ children?: ReactNode }>
  /**
   * Runs on every entry and recheck: `true` renders; `false` or a `403`
   * refusal shows `forbiddenFallback`; a `401` refusal calls `onUnauthorized`;
   * anything else reaches the host's error boundary. Defaults to always `true`.
   */
  authorization?: () => boolean | Promise<boolean>
  /** Menu: resources and entries, in order. Defaults to `resources`. */
  menu?: ReadonlyArray<MenuEntry | ScopeResource>
  /** Shown while the check runs. Wins over the configuration's. */
  authorizationFallback?: ReactNode
  /** Shown when access is refused. Wins over the configuration's. */
  forbiddenFallback?: ReactNode
  /** How long `authorization` is waited for before the check ends in `AuthorizationTimeoutError`. Wins over the configuration's. */
  authorizationTimeoutMs?: number
}

/**
 * What `AtriumProvider` takes as `configuration`. `S` is the scope names and `D`
 * the default scope as written, so that a literal `defaultScope` must be one of
 * the scopes (a `string` read from elsewhere is checked at run time).
 */
export interface AtriumProviderConfiguration<S extends string = string, D extends string = S> {
  /** Scope loaders by scope name, called on first entry and cached, e.g. `admin: () => import('./admin').then((m) => m.adminScope)`. */
  scopes: Record<S, () => Scope | Promise<Scope>>
  /** The scope of `/`: one of `scopes`' names. */
  defaultScope: string extends D ? D : D extends S ? D : NoInferred<S>
  /** Called once when a check (or a data call) answers 401. Defaults to navigating to `/`. */
  onUnauthorized?: () => void
  /** Shown while a check runs, unless the scope has its own. Defaults to a page loader (`role="status"`). */
  authorizationFallback?: ReactNode
  /** Shown when access is refused, unless the scope has its own. Defaults to an "Access denied" alert. */
  forbiddenFallback?: ReactNode
  /** Shown when the address names no scope (or lies outside Atrium's mount point). Defaults to a "Page not found" page linking to Atrium's start. */
  notFoundFallback?: ReactNode
  /** A session helper (`createTokenSession`, `createSessionAuthorization`) to mirror into the store. */
  session?: SessionBinding
  /**
   * How long a scope's `authorization` is waited for, in milliseconds, before
   * its check ends in `AuthorizationTimeoutError` (the host's error boundary)
   * instead of a loader forever. `Infinity` waits forever. Defaults to `30000`.
   */
  authorizationTimeoutMs?: number
}

/** What `useScopeContext()` returns inside a scope. */
export interface ScopeContextValue {
  /** The current scope. */
  scope: Scope
  /** Hides the scope behind its fallback and runs its authorization again. */
  recheckAuthorization: () => void
}
