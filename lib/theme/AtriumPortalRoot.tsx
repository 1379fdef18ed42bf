import { createContext, useContext, type ReactNode } from 'react'
import type { AtriumTheme } from './AtriumTheme'

/** The theme `AtriumThemeRoot` draws, for the roots of portals. Apart from the base stylesheet, which on-demand code never imports. */
export const ThemeContext = /* @__PURE__ */ createContext<AtriumTheme>('auto')

/** An `.atrium-root` of the same theme for what Atrium draws into a portal (outside the provider's box). */
export function AtriumPortalRoot({ children }: { children?: ReactNode }) {
  return <div className="atrium-root" data-atrium-theme={useContext(ThemeContext)}>{children}</div>
}
