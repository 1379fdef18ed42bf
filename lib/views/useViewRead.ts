import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { endpointNames } from '../state/endpointNames'
import { readLeft, readViewed } from '../state/viewReads'

/**
 * Counts the calling view as one view showing a read (`readViewed` while
 * mounted, `readLeft` when it leaves or reads another argument), so that a read
 * every view left is aborted and a deleted record's reads go once unviewed
 * (middleware/viewReads.ts): RTK Query's own subscription count is not public.
 * Called beside the endpoint's `useQuery`, with the same argument and `skip`;
 * every read a view of Atrium shows is counted so.
 * @example
 * const { data } = resource.endpoints.read.useQuery(arg, { skip })
 * useViewRead(resource.id, 'read', arg, skip)
 */
export function useViewRead(resourceId: string, endpoint: 'list' | 'read', arg: unknown, skip = false): void {
  const dispatch = useDispatch()
  const endpointName = endpointNames(resourceId)[endpoint]
  // The effect follows the read by its value, not by the argument object (a new one each draw).
  const key = skip ? '' : JSON.stringify(arg)
  useEffect(() => {
    if (!key) return undefined
    const read = { endpointName, arg }
    dispatch(readViewed(read))
    return () => { dispatch(readLeft(read)) }
    // `arg` is read through `key`, which changes whenever it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, endpointName, key])
}
