import { useEffect, useState } from 'react'
import { useSelector, useStore } from 'react-redux'
import type { QuotaState } from '../resource/quota'
import type { ViewResource } from '../resource/ViewResource'
import { deferredIds } from '../state/deferredDeletes'

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
 * A quota read while `waiting` records of its resource were drawn away, their delete waiting for its Undo (the API
 * still counted them): counted out, as the person no longer sees them.
 */
export function withoutWaiting(quota: QuotaState, waiting: number): QuotaState {
  if (waiting === 0 || !quota.usage) return quota
  const used = Math.max(0, quota.usage.used - waiting)
  return { reached: used >= quota.usage.limit, usage: { used, limit: quota.usage.limit } }
}

/**
 * The creation quota of a resource (`readQuota`), read again whenever `version` changes (pass the list's fulfilment
 * time so a create or delete is counted) and whenever a delete of its records starts or stops waiting for its Undo:
 * those records, which the person no longer sees, are counted out (`withoutWaiting`). `before` runs ahead of each read
 * (a create view sends the waiting deletes, so what it shows is what a save meets); keep it stable. `undefined` while reading.
 */
export function useQuota(resource: QuotaResource, version?: unknown, before?: () => Promise<unknown>): QuotaState | undefined {
  // Without a quota there is nothing to wait for, so the create action shows at once.
  const [state, setState] = useState<QuotaState | undefined>(resource.options.quota ? undefined : { reached: false })
  const waiting = useSelector((root: unknown) => [...deferredIds(root, resource.id) ?? []].join())
  const { getState } = useStore()
  useEffect(() => {
    if (!resource.options.quota) return undefined
    let current = true
    void (async () => {
      await before?.()
      if (!current) return
      // Counted by the API when it answers: the deletes waiting as it is asked.
      const counted = deferredIds(getState(), resource.id)?.size ?? 0
      const quota = await readQuota(resource)
      if (current) setState(withoutWaiting(quota, counted))
    })()
    return () => { current = false }
  }, [resource, version, waiting, before, getState])
  return state
}
