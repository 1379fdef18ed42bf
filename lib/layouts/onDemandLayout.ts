import { createElement } from 'react'
import { lazyPart } from '../network/lazyPart'
import { LayoutFallback } from './LayoutFallback'
import type { ListLayoutComponent } from './ListLayoutProps'

/**
 * A layout whose code loads the first time it is drawn (`lazyPart` over a
 * dynamic `import()`), behind a busy skeleton: an app whose lists are all
 * tables never downloads the board, calendar or timeline.
 */
export function onDemandLayout(load: () => Promise<ListLayoutComponent>): ListLayoutComponent {
  return lazyPart(load, createElement(LayoutFallback))
}
