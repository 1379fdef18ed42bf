import { useContext, useEffect, useRef } from 'react'
import { ReactReduxContext } from 'react-redux'
import { setupListeners } from '@reduxjs/toolkit/query'
import { formatMessage } from '../config/messages'
import { useOnline } from './useOnline'

/**
 * Says the reader is offline (`role="status"`; the `offline` message unless
 * `message` is given) while `navigator.onLine` is false, and fetches again the lists and records on screen when the `online`
 * event comes. Atrium's views render it; a host may place its own. In the flow above the view, aligned with the page's
 * margins; AdminLayout shows it in its top bar instead, where it moves and covers nothing (it pushed the page 54 px down).
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
  // The short word stands for the sentence where there is no room for it (AdminLayout's top bar on a phone).
  return (
    <div role="status" className="atrium-offline">
      <span className="atrium-offline__text">{message ?? formatMessage('offline')}</span>
      <span className="atrium-offline__short" aria-hidden="true">{formatMessage('offline.short')}</span>
    </div>
  )
}
