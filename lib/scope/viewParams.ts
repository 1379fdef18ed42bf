import { createContext, useContext } from 'react'

/** Which view the URL names: `/<scope>/<resource>/<action>/<id>`. Every part is optional. */
export interface ViewResourceContextParams {
  /** Scope name (first segment); absent at `/`. */
  scope?: string
  /** Resource id or alias. */
  resource?: string
  /** `list`, `read`, `create`, `update` or `delete`. */
  action?: string
  /** Record id, decoded. */
  id?: string
}

function decode(segment: string | undefined): string | undefined {
  if (segment === undefined || segment === '') return undefined
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The view parameters of a pathname. A list's own segments stop at `list`:
 * what follows (a view drawn over the list) is for the views to read.
 */
export function parseScopePath(pathname: string): ViewResourceContextParams {
  const [scope, resource, action, id] = pathname.split('/').filter(Boolean)
  const params: ViewResourceContextParams = {}
  const entries: Array<[keyof ViewResourceContextParams, string | undefined]> = [
    ['scope', decode(scope)],
    ['resource', decode(resource)],
    ['action', decode(action)],
    ['id', action === 'list' ? undefined : decode(id)],
  ]
  for (const [key, value] of entries) if (value !== undefined) params[key] = value
  return params
}

/** Set by `AtriumProvider`: the given `viewResourceContextParams`, else those of the location. */
export const ViewParamsContext = /* @__PURE__ */ createContext<ViewResourceContextParams>({})

/** The current view parameters. */
export function useViewParams(): ViewResourceContextParams {
  return useContext(ViewParamsContext)
}
