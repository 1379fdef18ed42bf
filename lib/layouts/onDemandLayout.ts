import { createElement, Suspense } from 'react'
import { lazyPart } from '../network/lazyPart'
import { LayoutFallback } from './LayoutFallback'
import type { ListLayoutComponent, ListLayoutComponentProps } from './ListLayoutProps'

/**
 * A layout whose code loads the first time it is drawn (`lazyPart` over a
 * dynamic `import()`), behind a busy skeleton: an app whose lists are all
 * tables never downloads the board, calendar or timeline.
 */
export function onDemandLayout(load: () => Promise<ListLayoutComponent>): ListLayoutComponent {
  const Loaded = lazyPart(load)
  function OnDemandLayout(props: ListLayoutComponentProps) {
    return createElement(Suspense, { fallback: createElement(LayoutFallback) }, createElement(Loaded, props))
  }
  return OnDemandLayout
}
