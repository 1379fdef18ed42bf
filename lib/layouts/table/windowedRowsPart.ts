import { lazyPart } from '../../network/lazyPart'
import type { WindowedRowsProps } from './WindowedRows'

/** Pages with more rows than this are windowed; smaller ones draw every row (nothing to load). */
export const WINDOW_FROM = 100

/**
 * The windowed body of the table layout (`@tanstack/react-virtual` with it), loaded on demand with
 * Retry when the load fails. A table whose page size is over `WINDOW_FROM` `preload`s it as soon as
 * it is drawn, so the code comes while the list request runs and the rows draw without suspending.
 */
export const LazyWindowedRows = lazyPart<WindowedRowsProps>(() => import('./WindowedRows').then((module) => module.WindowedRows))
