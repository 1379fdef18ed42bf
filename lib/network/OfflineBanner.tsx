import { useContext, useEffect, useRef } from 'react'
import { ReactReduxContext } from 'react-redux'
import { setupListeners } from '@reduxjs/toolkit/query'
import { formatMessage } from '../config/messages'
import { useOnline } from './useOnline'


/**
 * Says the reader is offline (`role="status"`; the `offline` message unless
 * `message` is given) while `navigator.onLine` is false, and fetches again the lists and records on screen when the `online`
 * event comes. Atrium's views render it; a host may place its own.
 */
export function OfflineBanner({ message }: { message?: string }) {
  const online = useOnline()
  // Tolerates a tree without a redux Provider: the banner still shows, there is just nothing to refetch.
  const store = useContext(ReactReduxContext)?.store
  const wasOffline = useRef(!online)
  useEffect(() => {
    if (!online) { wasOffline.current = true; return }
    if (!wasOffline.current || !store) return
    wasOffline.current = false
    // RTK Query's own "back online" action: every query a view is subscribed to is fetched again (`refetchOnReconnect`).
    setupListeners(store.dispatch, (dispatch, { onOnline }) => { dispatch(onOnline()); return () => {} })
  }, [online, store])
  if (online) return null
  return <div role="status" className="atrium-offline">{message ?? formatMessage('offline')}</div>
}
