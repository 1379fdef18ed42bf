import { useContext, type ReactNode } from 'react'
import { NoticeContext, NoticeProvider } from './NoticeContext'
import { NoticeRegion } from './NoticeRegion'

/**
 * Gives the views a place for their notices: the host's `NoticeProvider` when
 * one is above, else Atrium's own with a `NoticeRegion` after the content, so
 * no "saved" or "refused" message is ever dropped.
 */
export function EnsureNotices({ children }: { children?: ReactNode }) {
  if (useContext(NoticeContext)) return <>{children}</>
  return (
    <NoticeProvider>
      {children}
      <NoticeRegion />
    </NoticeProvider>
  )
}
