import { useContext, useEffect, type ReactNode } from 'react'
import { ReactReduxContext, useDispatch, useSelector } from 'react-redux'
import { selectSession, switchNoticed } from '../../../slices/sessionSlice'
import { formatMessage } from '../../config/messages'
import { OfflineBanner } from '../../network/OfflineBanner'
import { NoticeContext, NoticeProvider, useNotify } from './NoticeContext'
import { NoticeRegion } from './NoticeRegion'

/** Tells the reader once that another user signed in in another tab (`switchedElsewhere`), and that what was typed here is kept. */
function SwitchNotice() {
  // Views drawn by a host without a store (a notice region of their own) have no session to follow.
  return useContext(ReactReduxContext) ? <StoreSwitchNotice /> : null
}

function StoreSwitchNotice() {
  const switched = useSelector((state: unknown) => selectSession(state)?.switchedElsewhere)
  const notify = useNotify()
  const dispatch = useDispatch()
  useEffect(() => {
    if (!switched) return
    const text = formatMessage('session.switched')
    notify({ kind: 'success', text: switched.kept ? `${text} ${formatMessage('session.kept')}` : text })
    dispatch(switchNoticed())
  }, [switched, notify, dispatch])
  return null
}

/**
 * Gives the views a place for their notices: the host's `NoticeProvider` when
 * one is above, else Atrium's own with a `NoticeRegion` after the content, so
 * no "saved" or "refused" message is ever dropped; `OfflineBanner` above them.
 */
export function EnsureNotices({ children }: { children?: ReactNode }) {
  if (useContext(NoticeContext)) return <><OfflineBanner /><SwitchNotice />{children}</>
  return (
    <NoticeProvider>
      <OfflineBanner />
      <SwitchNotice />
      {children}
      <NoticeRegion />
    </NoticeProvider>
  )
}
