import type { QuotaState } from '../../resource/quota'
import type { ViewResource } from '../../resource/ViewResource'
import { nameInText } from '../../resource/singularOf'
import { QuotaReason } from '../QuotaReason'
import { recordText } from '../recordText'

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
 * Under the list's header once the creation quota is read: once it is reached, why its Create button is disabled and
 * what to do (`QuotaReason`, under `id` for the button's `aria-describedby`); below it, the usage (`quota.usage`).
 * Both are drawn in one place, the one not shown hidden, so that place is as tall in either case: the rows under it do
 * not move as the count reaches or leaves the limit (they moved by the reason's height, 119 px for the demo's
 * Bookmarks). Nothing without a usage, nor when creating is refused anyway.
 */
export function QuotaNote({ id, resource, quota }: QuotaNoteProps) {
  if (!quota?.usage || !resource.can('create')) return null
  const { reached, usage } = quota
  return (
    <div className="atrium-list__quota">
      <p className="atrium-list__usage" aria-hidden={reached}>
        {recordText('quota.usage', { used: usage.used, limit: usage.limit, resource: nameInText(resource.name) })}
      </p>
      <div id={id} className="atrium-list__reason" aria-hidden={!reached}><QuotaReason resource={resource} usage={usage} /></div>
    </div>
  )
}
