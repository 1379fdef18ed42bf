import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useEffect, useLayoutEffect } from 'react'
import { useDispatch } from 'react-redux'
import { atriumApi } from '../state/atriumApi'
import { endpointNames } from '../state/endpointNames'
import { readLeft, readViewed } from '../state/viewReads'

// Endpoint names are dynamic (one set per resource): the read is started through this loose view.
type StartableRead = { initiate(arg: unknown): (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => { unsubscribe(): void } }

/**
 * Counts the calling view as one view showing a read (`readViewed` while
 * mounted, `readLeft` when it leaves or reads another argument), so that a read
 * every view left is aborted and a deleted record's reads go once unviewed
 * (middleware/viewReads.ts): RTK Query's own subscription count is not public.
 * Called beside the endpoint's `useQuery`, with the same argument and `skip`;
 * every read a view of Atrium shows is counted so.
 *
 * It also starts the read in a layout effect, before the view's first paint: RTK Query's hook
 * subscribes in a passive effect, which waits for that paint (about 15 ms between a list's render
 * and its request at boot). The hook's own subscription then joins the read on its way (RTK Query
 * asks no second time for a pending read), and this one goes when the view leaves or reads another
 * argument, as the hook's does.
 * @example
 * const { data } = resource.endpoints.read.useQuery(arg, { skip })
 * useViewRead(resource.id, 'read', arg, skip)
 */
export function useViewRead(resourceId: string, endpoint: 'list' | 'read', arg: unknown, skip = false): void {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  const endpointName = endpointNames(resourceId)[endpoint]
  // The effect follows the read by its value, not by the argument object (a new one each draw).
  const key = skip ? '' : JSON.stringify(arg)
  useLayoutEffect(() => {
    if (!key) return undefined
    const endpoint = (atriumApi.endpoints as unknown as Record<string, StartableRead | undefined>)[endpointName]
    if (!endpoint) return undefined
    const started = dispatch(endpoint.initiate(arg))
    return () => started.unsubscribe()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, endpointName, key])
  useEffect(() => {
    if (!key) return undefined
    const read = { endpointName, arg }
    dispatch(readViewed(read))
    return () => { dispatch(readLeft(read)) }
    // `arg` is read through `key`, which changes whenever it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, endpointName, key])
}
