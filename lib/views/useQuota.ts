import { useEffect, useState } from 'react'
import type { QuotaState } from '../resource/quota'
import type { ViewResource } from '../resource/ViewResource'

/**
 * The creation quota of a resource, read again whenever `version` changes
 * (pass the list's fulfilment time so a create or delete is counted).
 * `undefined` while reading. A quota that cannot be read does not block
 * creation (the API re-checks every request); development logs why.
 */
export function useQuota(resource: Pick<ViewResource<unknown>, 'id' | 'options' | 'resolveQuota'>, version?: unknown): QuotaState | undefined {
  // Without a quota there is nothing to wait for, so the create action shows at once.
  const [state, setState] = useState<QuotaState | undefined>(resource.options.quota ? undefined : { reached: false })
  useEffect(() => {
    if (!resource.options.quota) return undefined
    let current = true
    resource.resolveQuota().then(
      (quota) => { if (current) setState(quota) },
      (error: unknown) => {
        if (process.env.NODE_ENV !== 'production') console.warn(`Atrium: resource '${resource.id}':`, error instanceof Error ? error.message : error)
        if (current) setState({ reached: false })
      },
    )
    return () => { current = false }
  }, [resource, version])
  return state
}
