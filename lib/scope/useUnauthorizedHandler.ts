import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { AtriumRuntime } from '../state/atriumRuntime'

/**
 * Installs the store's `onUnauthorized` (called by the authorization and 401
 * listeners): the host's, else a navigation to `/`. Already at `/`, it stays
 * put, so a default scope that itself answers 401 cannot loop.
 */
export function useUnauthorizedHandler(runtime: AtriumRuntime, onUnauthorized: (() => void) | undefined): void {
  const location = useLocation()
  const navigate = useNavigate()
  const latest = useRef({ onUnauthorized, pathname: location.pathname, navigate })

  useLayoutEffect(() => {
    latest.current = { onUnauthorized, pathname: location.pathname, navigate }
  })

  useLayoutEffect(() => {
    const previous = runtime.onUnauthorized
    const handler = () => {
      const { onUnauthorized: hostHandler, pathname, navigate: go } = latest.current
      if (hostHandler) hostHandler()
      else if (pathname !== '/') go('/', { replace: true })
    }
    runtime.onUnauthorized = handler
    return () => {
      if (runtime.onUnauthorized === handler) runtime.onUnauthorized = previous
    }
  }, [runtime])
}
