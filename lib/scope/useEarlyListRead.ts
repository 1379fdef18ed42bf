import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useCallback, useEffect, useRef } from 'react'
import { useStore } from 'react-redux'
import { selectScopeAuthorization } from '../../slices/authorizationSlice'
import type { ViewResource } from '../resource/ViewResource'
import { useMountPath } from '../routing/useMountPath'
import { startListRead } from '../views/list/startListRead'

/**
 * Starts a list page's read the moment its scope's check settles `rendered`, in the store's notification, before
 * React draws the page: the request no longer waits for the page's first draw (sidebar, header, table). The
 * page's own read joins it. Returns what the gate calls with each check's request id, once it has requested the
 * check; `enabled` false (the host draws its own children) starts nothing.
 */
export function useEarlyListRead(name: string, reachable: (resource: ViewResource<unknown>) => boolean, enabled: boolean): (requestId: string) => void {
  const store = useStore()
  const { here } = useMountPath()
  // Read when the check settles: the gate's check stays the same function whatever its children.
  const latest = useRef({ here, enabled })
  latest.current = { here, enabled }
  const watch = useRef<() => void>(undefined)
  useEffect(() => () => watch.current?.(), [])
  return useCallback((requestId: string) => {
    watch.current?.()
    if (!latest.current.enabled) return
    const stop = watch.current = store.subscribe(() => {
      const state = store.getState() as { atrium?: { preferences?: { _persist?: { rehydrated?: boolean } } } }
      const entry = selectScopeAuthorization(state, name)
      if (entry?.requestId === requestId && entry.status === 'pending') return
      if (entry?.requestId !== requestId || entry.status !== 'rendered') return stop()
      // The remembered layouts decide the request: it waits for redux-persist to read them (within a millisecond
      // of the check, before the page is drawn).
      if (state.atrium?.preferences?._persist?.rehydrated === false) return
      stop()
      startListRead({ getState: store.getState, dispatch: store.dispatch as ThunkDispatch<unknown, unknown, UnknownAction> }, latest.current.here, reachable)
    })
  }, [store, name, reachable])
}
