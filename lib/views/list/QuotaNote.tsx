import type { QuotaState } from '../../resource/quota'
import type { ViewResource } from '../../resource/ViewResource'
import { QuotaReason } from '../QuotaReason'

/** Props of `QuotaNote`. */
export interface QuotaNoteProps {
  /** The id the Create button's `aria-describedby` names. */
  id: string
  /** The resource listed. */
  resource: ViewResource<unknown>
  /** The creation quota, `undefined` while it is read. */
  quota: QuotaState | undefined
}

/**
 * Under the list's header once the creation quota is reached: why its Create button is disabled and
 * what to do (`QuotaReason`), under `id` for the button's `aria-describedby`. Nothing otherwise, nor
 * when creating is refused anyway.
 */
export function QuotaNote({ id, resource, quota }: QuotaNoteProps) {
  if (!quota?.reached || !quota.usage || !resource.can('create')) return null
  return <div id={id} className="atrium-list__quota"><QuotaReason resource={resource} usage={quota.usage} /></div>
}
