import { formatMessage } from '../../config/messages'
import type { QuotaState } from '../../resource/quota'
import type { ViewResource } from '../../resource/ViewResource'
import { QuotaFallback } from '../QuotaFallback'

/** Props of `CreateControl`. */
export interface CreateControlProps {
  /** The resource listed. */
  resource: ViewResource<unknown>
  /** The creation quota, `undefined` while it is read. */
  quota: QuotaState | undefined
  /** Button text. */
  label: string
  /** Opens the create view. */
  onCreate(): void
  /** Draw the quota's fallback when it is reached (else nothing). Defaults to `true`. */
  showFallback?: boolean
}

/**
 * The create action of a list: nothing when permissions refuse it or while the
 * quota is read; the quota's fallback once it is reached; else a button.
 */
export function CreateControl({ resource, quota, label, onCreate, showFallback = true }: CreateControlProps) {
  if (!resource.can('create') || quota === undefined) return null
  if (quota.reached) {
    const fallback = resource.options.quota?.fallback
    if (!showFallback || !quota.usage || fallback === undefined) return null
    return <div className="atrium-quota"><QuotaFallback fallback={fallback} usage={quota.usage} /></div>
  }
  return <button type="button" className="atrium-create" onClick={onCreate}>{label}</button>
}
