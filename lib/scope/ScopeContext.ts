import { createContext, useContext } from 'react'
import type { ScopeContextValue } from './types'

/** Set by the scope gate around everything it draws. */
export const ScopeContext = /* @__PURE__ */ createContext<ScopeContextValue | undefined>(undefined)

/** `{ scope, recheckAuthorization }` inside a scope, `undefined` outside. */
export function useScopeContext(): ScopeContextValue | undefined {
  return useContext(ScopeContext)
}
