import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { realtimeSubscribed, realtimeUnsubscribed } from '../../slices/realtimeSlice'
import type { ViewResource } from '../resource/ViewResource'

/**
 * Keeps `resource`'s cache in step with changes pushed by its API while the
 * calling view is mounted (a no-op unless the resource sets `realtime`). The
 * first mounted view of a resource connects it; the last one to unmount
 * disconnects it.
 * @example
 * function ArticleList() { useRealtime(articles); … }
 */
export function useRealtime<T>(resource: ViewResource<T> | undefined): void {
  const dispatch = useDispatch()
  const resourceId = resource?.id
  const enabled = Boolean(resource?.options.realtime)
  useEffect(() => {
    if (resourceId === undefined || !enabled) return undefined
    dispatch(realtimeSubscribed({ resourceId }))
    return () => {
      dispatch(realtimeUnsubscribed({ resourceId }))
    }
  }, [dispatch, resourceId, enabled])
}
