import type { ReactNode } from 'react'
import { AtriumViews } from './AtriumViews'
import { EnsureNotices } from '../views/notices/EnsureNotices'

/**
 * What an authorized scope draws inside its decorator: the host's own
 * `children` of `AtriumProvider` when given, else the view the URL names
 * (`AtriumViews`: the scope's home, a page view, or a list with a view over
 * it), with a place for the views' notices.
 */
export function ScopeOutlet({ children }: { children?: ReactNode }) {
  return <EnsureNotices>{children === undefined || children === null ? <AtriumViews /> : children}</EnsureNotices>
}
