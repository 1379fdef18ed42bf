import { lazyPart } from '../../network/lazyPart'
import type { WindowedRowsProps } from './WindowedRows'

/** Pages with more rows than this are windowed; smaller ones draw every row (nothing to load). */
export const WINDOW_FROM = 100

let loading: Promise<typeof import('./WindowedRows')> | undefined

/**
 * Loads the windowed body's code once (`@tanstack/react-virtual` with it). Called as soon as a table
 * whose page size is over `WINDOW_FROM` is drawn, so the code comes while the list request runs; a
 * failed load is forgotten, so the next draw (or Retry) tries again.
 */
export function loadWindowedRows(): Promise<typeof import('./WindowedRows')> {
  loading ??= import('./WindowedRows').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** The windowed body of the table layout, loaded on demand (with Retry when the load fails). */
export const LazyWindowedRows = lazyPart<WindowedRowsProps>(() => loadWindowedRows().then((module) => module.WindowedRows))
