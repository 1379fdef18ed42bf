import { createElement } from 'react'
import { lazyPart } from '../../network/lazyPart'
import { skeletonRows } from './skeletonRows'
import type { WindowedRowsProps } from './WindowedRows'

/** Pages with more rows than this are windowed; smaller ones draw every row (nothing to load). */
export const WINDOW_FROM = 100

/**
 * The windowed body of the table layout (`@tanstack/react-virtual` with it), loaded on demand with
 * Retry when the load fails, skeleton rows meanwhile. A table whose page size is over `WINDOW_FROM`
 * `preload`s it as soon as it is drawn, so the code comes while the list request runs.
 */
export const LazyWindowedRows = lazyPart<WindowedRowsProps>(() => import('./WindowedRows').then((module) => module.WindowedRows),
  (props) => createElement('tbody', null, skeletonRows(props.width)))
