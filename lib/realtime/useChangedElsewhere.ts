import { useSelector } from 'react-redux'
import { remoteChangeKey, selectRealtime } from '../../slices/realtimeSlice'
import type { ViewResource } from '../resource/ViewResource'

/**
 * True once a change of record `id` made elsewhere (another user, another tab)
 * was pushed after `since` — the moment a form opened or last reloaded the
 * record (ms since epoch, or a Date). The form keeps its values and offers to
 * reload; the echo of this page's own saves does not count.
 * @example
 * const [openedAt, setOpenedAt] = useState(() => Date.now())
 * const changedElsewhere = useChangedElsewhere(articles, id, openedAt)
 * // on Reload: refetch, then setOpenedAt(Date.now())
 */
export function useChangedElsewhere<T>(resource: ViewResource<T> | undefined, id: string | undefined, since: number | Date): boolean {
  const after = typeof since === 'number' ? since : since.getTime()
  return useSelector((state: unknown) => {
    if (!resource || id === undefined) return false
    const at = selectRealtime(state)?.remoteChanges[remoteChangeKey(resource.id, id)]
    return at !== undefined && at > after
  })
}
