import { useContext, type ReactNode } from 'react'
import { OfflineBanner } from '../../network/OfflineBanner'
import { NoticeContext, NoticeProvider } from './NoticeContext'
import { NoticeRegion } from './NoticeRegion'

/**
 * Gives the views a place for their notices: the host's `NoticeProvider` when
 * one is above, else Atrium's own with a `NoticeRegion` after the content, so
 * no "saved" or "refused" message is ever dropped; `OfflineBanner` above them.
 */
export function EnsureNotices({ children }: { children?: ReactNode }) {
  if (useContext(NoticeContext)) return <><OfflineBanner />{children}</>
  return (
    <NoticeProvider>
      <OfflineBanner />
      {children}
      <NoticeRegion />
    </NoticeProvider>
  )
}
