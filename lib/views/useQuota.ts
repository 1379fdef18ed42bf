import { useEffect, useState } from 'react'
import type { QuotaState } from '../resource/quota'
import type { ViewResource } from '../resource/ViewResource'

type QuotaResource = Pick<ViewResource<unknown>, 'id' | 'options' | 'resolveQuota'>

/**
 * Reads the creation quota of a resource once. A quota that cannot be read does not block creation
 * (the API re-checks every request): it reads as not reached, and development logs why.
 */
export async function readQuota(resource: QuotaResource): Promise<QuotaState> {
  try {
    return await resource.resolveQuota()
  } catch (error) {
    if (process.env.NODE_ENV !== 'production') console.warn(`Atrium: resource '${resource.id}':`, error instanceof Error ? error.message : error)
    return { reached: false }
  }
}

/**
 * The creation quota of a resource (`readQuota`), read again whenever `version` changes
 * (pass the list's fulfilment time so a create or delete is counted).
 * `undefined` while reading.
 */
export function useQuota(resource: QuotaResource, version?: unknown): QuotaState | undefined {
  // Without a quota there is nothing to wait for, so the create action shows at once.
  const [state, setState] = useState<QuotaState | undefined>(resource.options.quota ? undefined : { reached: false })
  useEffect(() => {
    if (!resource.options.quota) return undefined
    let current = true
    void readQuota(resource).then((quota) => { if (current) setState(quota) })
    return () => { current = false }
  }, [resource, version])
  return state
}
