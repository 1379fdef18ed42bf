import type { ReactNode } from 'react'
import { controlsCss } from './controlsCss'
import { formCss } from './formCss'
import { tokensCss } from './tokensCss'

/** `'light'` or `'dark'` forces a colour scheme; `'auto'` (the default) follows the reader's `prefers-color-scheme`. */
export type AtriumTheme = 'light' | 'dark' | 'auto'

/** Atrium's base stylesheet: tokens, the shield against host element rules, controls, forms and notices. */
export const themeCss = tokensCss + controlsCss + formCss

/**
 * The `.atrium-root` around everything Atrium draws (`display: contents`: it adds no box), with
 * the base stylesheet, which React hoists into the head once. `theme` forces a colour scheme.
 */
export function AtriumThemeRoot({ theme = 'auto', children }: { theme?: AtriumTheme | undefined; children?: ReactNode }) {
  return (
    <div className="atrium-root" data-atrium-theme={theme}>
      <style href="atrium-theme" precedence="default">{themeCss}</style>
      {children}
    </div>
  )
}
