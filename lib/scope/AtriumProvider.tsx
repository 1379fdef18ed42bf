import { useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { Provider, ReactReduxContext } from 'react-redux'
import { useInRouterContext, useLocation } from 'react-router-dom'
import { assertAtriumStore } from '../../store/assertAtriumStore'
import { getAtriumRuntime, type AtriumRuntime } from '../../store/atriumRuntime'
import { createAtriumStore } from '../../store/createAtriumStore'
import { LeaveGuard } from '../views/leave/LeaveGuard'
import type { SessionBinding, SessionStore } from '../session/sessionMirror'
import { PageLoader } from './fallbacks'
import { firstDefined } from './firstDefined'
import { ScopeGate } from './ScopeGate'
import type { AtriumProviderConfiguration } from './types'
import { useLoadedScope } from './useLoadedScope'
import { useUnauthorizedHandler } from './useUnauthorizedHandler'
import { parseScopePath, ViewParamsContext, type ViewResourceContextParams } from './viewParams'

/** Props of `AtriumProvider`. */
export interface AtriumProviderProps {
  /** Scopes, default scope, 401 handling, fallbacks, session. */
  configuration: AtriumProviderConfiguration
  /** The view to show. Defaults to what the router's location names (`/<scope>/<resource>/<action>/<id>`). */
  viewResourceContextParams?: ViewResourceContextParams
  /** Drawn inside an authorized scope's decorator instead of the scope's own view. */
  children?: ReactNode
}

function SessionAttachment({ session, store }: { session: SessionBinding; store: SessionStore }) {
  useLayoutEffect(() => session.attach(store), [session, store])
  return null
}

function AtriumRoot({ store, runtime, configuration, viewResourceContextParams, children }: AtriumProviderProps & { store: SessionStore; runtime: AtriumRuntime }) {
  const { pathname } = useLocation()
  const params = useMemo(() => viewResourceContextParams ?? parseScopePath(pathname), [viewResourceContextParams, pathname])
  const name = params.scope ?? configuration.defaultScope
  useUnauthorizedHandler(runtime, configuration.onUnauthorized)
  const scope = useLoadedScope(configuration.scopes, name)
  return (
    <ViewParamsContext.Provider value={params}>
      {/* Before the gate, so the session is bound before the gate's first check. */}
      {configuration.session ? <SessionAttachment session={configuration.session} store={store} /> : null}
      {scope ? (
        <ScopeGate key={name} name={name} scope={scope} runtime={runtime} configuration={configuration}>
          {children}
        </ScopeGate>
      ) : (
        firstDefined(configuration.authorizationFallback, <PageLoader />)
      )}
    </ViewParamsContext.Provider>
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
 * segment (`/` is `defaultScope`), loads it, checks its authorization and
 * draws it. Uses the react-redux store above it (which must carry Atrium's
 * reducers and middleware), else creates its own. Must sit inside a Router.
 * @example
 * <BrowserRouter><AtriumProvider configuration={{ scopes: { admin: () => import('./admin').then((m) => m.adminScope) }, defaultScope: 'admin' }} /></BrowserRouter>
 */
export function AtriumProvider(props: AtriumProviderProps) {
  const host = useContext(ReactReduxContext)
  if (!useInRouterContext()) {
    throw new Error(process.env.NODE_ENV !== 'production' ? 'Atrium: AtriumProvider must sit inside a react-router Router (e.g. <BrowserRouter> or <MemoryRouter>).' : 'Atrium: AtriumProvider outside a Router')
  }
  // The leave guard sits above everything that reads the location: while it asks about unsaved changes, all of Atrium stays where the form is.
  return <LeaveGuard>{host?.store ? <HostStoreRoot {...props} store={host.store} /> : <OwnStoreRoot {...props} />}</LeaveGuard>
}
