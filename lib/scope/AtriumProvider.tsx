import { useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { Provider, ReactReduxContext } from 'react-redux'
import { UNSAFE_RouteContext, useInRouterContext, useLocation } from 'react-router-dom'
import { assertAtriumStore } from '../state/assertAtriumStore'
import { getAtriumRuntime, type AtriumRuntime } from '../state/atriumRuntime'
import { createAtriumStore } from '../../store/createAtriumStore'
import { LeaveGuard } from '../views/leave/LeaveGuard'
import { AtriumThemeRoot } from '../theme/AtriumTheme'
import type { SessionBinding, SessionStore } from '../session/sessionMirror'
import { normalizeMountPath, stripMountPath } from '../routing/mountPath'
import { PageNotFound } from './LazyPageNotFound'
import { PageLoader } from './fallbacks'
import { firstDefined } from './firstDefined'
import { MountPathContext } from '../routing/useMountPath'
import { ScopeGate } from './ScopeGate'
import type { AtriumProviderConfiguration } from './types'
import { hasScope, useLoadedScope } from './useLoadedScope'
import { useUnauthorizedHandler } from './useUnauthorizedHandler'
import { parseScopePath, ViewParamsContext, type ViewResourceContextParams } from './viewParams'

/** Props of `AtriumProvider`. */
export interface AtriumProviderProps<S extends string = string, D extends string = S> {
  /** Scopes, default scope (one of the scopes' names), 401 handling, fallbacks, session. */
  configuration: AtriumProviderConfiguration<S, D>
  /** The view to show. Defaults to what the router's location names (`/<scope>/<resource>/<action>/<id>`). */
  viewResourceContextParams?: ViewResourceContextParams
  /**
   * The site path Atrium is mounted at, e.g. `'/backoffice'`: its URLs become
   * `/backoffice/<scope>/<resource>/…` and `/backoffice` is its start. Defaults to
   * the path matched by the enclosing route (`<Route path="/backoffice/*">`), else `/`.
   * The router's own `basename` comes on top, as for every route.
   */
  basename?: string
  /** Drawn inside an authorized scope's decorator instead of the scope's own view. */
  children?: ReactNode
}


function SessionAttachment({ session, store }: { session: SessionBinding; store: SessionStore }) {
  useLayoutEffect(() => session.attach(store), [session, store])
  return null
}

function AtriumRoot({ store, runtime, configuration, viewResourceContextParams, basename, children }: AtriumProviderProps & { store: SessionStore; runtime: AtriumRuntime }) {
  const { pathname } = useLocation()
  // The part of the path the enclosing route matched: `/backoffice` for `<Route path="/backoffice/*">`.
  const { matches } = useContext(UNSAFE_RouteContext)
  const mount = normalizeMountPath(basename ?? matches[matches.length - 1]?.pathnameBase)
  const inside = stripMountPath(mount, pathname)
  const params = useMemo(() => viewResourceContextParams ?? parseScopePath(inside ?? '/'), [viewResourceContextParams, inside])
  const name = params.scope ?? configuration.defaultScope
  useUnauthorizedHandler(runtime, configuration.onUnauthorized)
  // An address is reader input: one that names no scope is a "not found" page. An unknown
  // `defaultScope` is the host's mistake and stays an error (useLoadedScope throws it).
  const found = (inside !== undefined || viewResourceContextParams !== undefined) && (params.scope === undefined || hasScope(configuration.scopes, name))
  const scope = useLoadedScope(configuration.scopes, found ? name : undefined)
  return (
    <MountPathContext.Provider value={mount}>
      <ViewParamsContext.Provider value={params}>
        {/* Before the gate, so the session is bound before the gate's first check. */}
        {configuration.session ? <SessionAttachment session={configuration.session} store={store} /> : null}
        {!found ? (
          firstDefined(configuration.notFoundFallback, <PageNotFound home={mount || '/'} />)
        ) : scope ? (
          <ScopeGate key={name} name={name} scope={scope} runtime={runtime} configuration={configuration}>
            {children}
          </ScopeGate>
        ) : (
          firstDefined(configuration.authorizationFallback, <PageLoader />)
        )}
      </ViewParamsContext.Provider>
    </MountPathContext.Provider>
  )
}

function HostStoreRoot(props: AtriumProviderProps & { store: SessionStore & Parameters<typeof assertAtriumStore>[0] }) {
  const runtime = useMemo(() => assertAtriumStore(props.store), [props.store])
  if (!runtime) throw new Error(process.env.NODE_ENV !== 'production' ? 'Atrium: the store above AtriumProvider lacks `atriumMiddleware`.' : 'Atrium: no atriumMiddleware')
  return <AtriumRoot {...props} runtime={runtime} />
}

function OwnStoreRoot(props: AtriumProviderProps) {
  const [store] = useState(() => createAtriumStore())
  const runtime = useMemo(() => getAtriumRuntime(store.dispatch), [store])
  if (!runtime) throw new Error('Atrium: the store made by AtriumProvider has no runtime.')
  return (
    <Provider store={store}>
      <AtriumRoot {...props} store={store} runtime={runtime} />
    </Provider>
  )
}

/**
 * Root of Atrium in a host application: picks the scope from the URL's first
 * segment under its mount point (`/` is `defaultScope`; a segment naming no
 * scope shows a "not found" page), loads it, checks its authorization and
 * draws it. Uses the react-redux store above it (which must carry Atrium's
 * reducers and middleware), else creates its own. Must sit inside a Router;
 * inside `<Route path="/backoffice/*">` its URLs start with `/backoffice`.
 * @example
 * <BrowserRouter><AtriumProvider configuration={{ scopes: { admin: () => import('./admin').then((m) => m.adminScope) }, defaultScope: 'admin' }} /></BrowserRouter>
 */
export function AtriumProvider<S extends string = string, D extends string = S>(props: AtriumProviderProps<S, D>) {
  const host = useContext(ReactReduxContext)
  if (!useInRouterContext()) {
    throw new Error(process.env.NODE_ENV !== 'production' ? 'Atrium: AtriumProvider must sit inside a react-router Router (e.g. <BrowserRouter> or <MemoryRouter>).' : 'Atrium: AtriumProvider outside a Router')
  }
  // The leave guard sits above everything that reads the location: while it asks about unsaved changes, all of Atrium stays where the form is.
  return (
    <AtriumThemeRoot theme={props.configuration.theme}>
      <LeaveGuard>{host?.store ? <HostStoreRoot {...props} store={host.store} /> : <OwnStoreRoot {...props} />}</LeaveGuard>
    </AtriumThemeRoot>
  )
}
