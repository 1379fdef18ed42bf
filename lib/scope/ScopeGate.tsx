import { nanoid } from '@reduxjs/toolkit'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { authorizationLeft, authorizationRequested, selectScopeAuthorization } from '../../slices/authorizationSlice'
import { selectSession } from '../../slices/sessionSlice'
import type { ViewResource } from '../resource/ViewResource'
import type { AtriumRuntime } from '../state/atriumRuntime'
import { resolveAuthorizationTimeout } from '../authorization/classifyAuthorization'
import { usePhonePending } from '../config/usePhoneWidth'
import { AccessDenied, PageLoader } from './fallbacks'
import { firstDefined } from './firstDefined'
import { inScope } from './inScope'
import { ScopeContext } from './ScopeContext'
import { ScopeOutlet } from './ScopeOutlet'
import type { AtriumProviderConfiguration, Scope, ScopeContextValue } from './types'
import { useEarlyListRead } from './useEarlyListRead'

/** Props of `ScopeGate`; mount it with `key={name}` so every entry is a fresh check. */
export interface ScopeGateProps {
  /** The scope's name in the URL and the store. */
  name: string
  /** The loaded scope. */
  scope: Scope
  /** The store's runtime, where the authorization function is registered for the listener. */
  runtime: AtriumRuntime
  /** The provider's configuration (fallbacks). */
  configuration: AtriumProviderConfiguration
  /** The host's content for the scope, if any. */
  children?: ReactNode
}

function Passthrough({ children }: { children?: ReactNode }) {
  return <>{children}</>
}

/**
 * Draws a scope only when the store says `rendered` for the check THIS gate
 * requested. Until its layout effect has dispatched that check, the gate has
 * no request id, so even the first paint shows the fallback: nothing of the
 * scope (decorator, menu, view) ever renders while pending, refused or left,
 * nor, on a phone, before the phone's stylesheet is in (`usePhonePending`).
 * A sign-in or sign-out in another tab (`changedElsewhere`) starts a new check.
 */
export function ScopeGate({ name, scope, runtime, configuration, children }: ScopeGateProps) {
  const dispatch = useDispatch()
  const [requestId, setRequestId] = useState<string>()
  const latest = useRef<string | undefined>(undefined)
  const entry = useSelector((state: unknown) => selectScopeAuthorization(state, name))
  // The page's list is asked for as soon as the check says `rendered`, not once the page is drawn.
  const reachable = useCallback((resource: ViewResource<unknown>) => inScope(scope, resource), [scope])
  const startRead = useEarlyListRead(name, reachable, children === undefined || children === null)

  const check = useCallback(() => {
    const id = nanoid()
    runtime.scopeAuthorizations.set(name, () => (scope.authorization ? scope.authorization() : true))
    runtime.authorizationTimeouts.set(name, resolveAuthorizationTimeout(scope.authorizationTimeoutMs, configuration.authorizationTimeoutMs))
    latest.current = id
    dispatch(authorizationRequested({ scope: name, requestId: id }))
    startRead(id)
    setRequestId(id)
  }, [dispatch, runtime, name, scope, configuration.authorizationTimeoutMs, startRead])

  useLayoutEffect(() => {
    check()
    return () => {
      if (latest.current) dispatch(authorizationLeft({ scope: name, requestId: latest.current }))
    }
  }, [check, dispatch, name])

  // Another tab signed in or out: checked again (drawing nothing of the scope meanwhile).
  const elsewhere = useSelector((state: unknown) => selectSession(state)?.changedElsewhere ?? 0)
  const followed = useRef(elsewhere)
  useEffect(() => {
    if (followed.current === elsewhere) return
    followed.current = elsewhere
    check()
  }, [elsewhere, check])

  const context = useMemo<ScopeContextValue>(() => ({ scope, recheckAuthorization: check }), [scope, check])
  // On a phone, the scope is drawn once the phone's stylesheet (loaded on demand, asked for now) is in: never unstyled.
  const phonePending = usePhonePending()
  const checked = entry !== undefined && requestId !== undefined ? entry.status : 'pending'
  const status = checked === 'rendered' && phonePending ? 'pending' : checked

  if (status === 'error') {
    const kept = runtime.authorizationErrors.get(name)
    throw kept && kept.requestId === requestId ? kept.error : new Error(entry?.error?.message ?? `Atrium: the authorization of scope '${name}' failed.`)
  }
  const Decorator = scope.decoratorComponent ?? Passthrough
  let content: ReactNode
  if (status === 'rendered') {
    content = (
      <Decorator>
        <ScopeOutlet>{children}</ScopeOutlet>
      </Decorator>
    )
  } else if (status === 'forbidden') {
    content = firstDefined(scope.forbiddenFallback, configuration.forbiddenFallback, <AccessDenied />)
  } else {
    // `unauthorized` too: onUnauthorized is taking the reader elsewhere.
    content = firstDefined(scope.authorizationFallback, configuration.authorizationFallback, <PageLoader />)
  }
  return <ScopeContext.Provider value={context}>{content}</ScopeContext.Provider>
}
