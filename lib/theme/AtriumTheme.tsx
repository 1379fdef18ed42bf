import type { ReactNode } from 'react'
import { ThemeContext } from './AtriumPortalRoot'
import { controlsCss } from './controlsCss'
import { noticeCss } from './noticeCss'
import { tokensCss } from './tokensCss'

/** `'light'` or `'dark'` forces a colour scheme; `'auto'` (the default) follows the reader's `prefers-color-scheme`. */
export type AtriumTheme = 'light' | 'dark' | 'auto'

/**
 * Atrium's base stylesheet: tokens, the shield against host element rules, controls and notices.
 * The form's and the frames' styles come with their on-demand code (formCss, frameStyles).
 */
export const themeCss = tokensCss + controlsCss + noticeCss

/**
 * The `.atrium-root` around everything Atrium draws (`display: contents`: it adds no box), with
 * the base stylesheet, which React hoists into the head once. `theme` forces a colour scheme.
 */
export function AtriumThemeRoot({ theme = 'auto', children }: { theme?: AtriumTheme | undefined; children?: ReactNode }) {
  return (
    <ThemeContext.Provider value={theme}>
      <div className="atrium-root" data-atrium-theme={theme}>
        <style href="atrium-theme" precedence="default">{themeCss}</style>
        {children}
      </div>
    </ThemeContext.Provider>
  )
}
