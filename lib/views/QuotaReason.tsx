import { formatMessage } from '../config/messages'
import { recordText } from './recordText'
import type { QuotaUsage } from '../resource/types'
import type { ViewResource } from '../resource/ViewResource'
import { QuotaFallback } from './QuotaFallback'
import { nameInText } from '../resource/singularOf'

/**
 * Why a reached quota stops creation: the resource's `quota.fallback`, or Atrium's words
 * (`quota.reached`: the limit, and what to do) when it gives nothing to draw.
 */
export function QuotaReason({ resource, usage }: { resource: Pick<ViewResource<unknown>, 'name' | 'options'>; usage: QuotaUsage }) {
  const fallback = resource.options.quota?.fallback
  if (fallback === undefined || fallback === null || typeof fallback === 'boolean' || fallback === '') {
    return <p>{recordText('quota.reached', { limit: usage.limit, resource: nameInText(resource.name) })}</p>
  }
  return <QuotaFallback fallback={fallback} usage={usage} />
}
