import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useDispatch } from 'react-redux'
import { errorText } from '../../network/errorText'
import type { ViewResource } from '../../resource/ViewResource'
import type { ListParams, ViewResourceContext } from '../../types'
import type { CsvColumn } from './exportCsv'

/** Most pages an export reads: a guard against an API that ignores paging. */
export const MAX_EXPORT_PAGES = 10_000

/** Where an export stands. */
export type CsvExportState =
  | { status: 'idle' }
  | { status: 'exporting'; done: number; total?: number }
  | { status: 'done'; count: number }
  | { status: 'failed'; detail: string }

/** What `useCsvExport` needs: the list's request, without its page. */
export interface CsvExportOptions<T> {
  /** The resource listed. */
  resource: ViewResource<T>
  /** The list's sort and filters (its page is ignored). */
  params: Omit<ListParams<T>, 'page' | 'itemsPerPage'>
  /** The list's page size: an export asks for pages of this or `EXPORT_PAGE_SIZE`, whichever is larger (fewer if the API serves fewer). */
  pageSize: number
  /** The surrounding view (its active filter applies). */
  context: ViewResourceContext
  /** The file's columns. */
  columns: readonly CsvColumn<T>[]
  /** File name. Defaults to `<resource id>.csv`. */
  filename?: string
  /** The records to write, as they are, in this order (a selection): no page is read. Defaults to every record of the list. */
  items?: readonly T[]
}

/**
 * Exports the current list, with its filter and sort, as CSV: it reads every
 * page through the list endpoint (hooks and active filter apply), reporting
 * progress, then saves the file (or writes the `items` given, reading none).
 * Stops at the total when the API gives one, else at the first short page.
 * Cells are written as `csvValue` says: option labels and referenced records'
 * titles as the list shows them, plain numbers and ISO dates.
 */
export function useCsvExport<T>(options: CsvExportOptions<T>): { state: CsvExportState; start(): Promise<void> } {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  const [state, setState] = useState<CsvExportState>({ status: 'idle' })
  const alive = useRef(true)
  const latest = useRef(options)
  latest.current = options
  useEffect(() => { alive.current = true; return () => { alive.current = false } }, [])

  const start = useCallback(async () => {
    setState({ status: 'exporting', done: 0 })
    try {
      // The reading loop and the CSV writer are not in the start's code: they come with the record views' (recordViewSet,
      // loaded when the browser idles after the first view), or with the first export.
      const { runCsvExport } = await import('../recordViewSet')
      const count = await runCsvExport(dispatch, latest.current, {
        maxPages: MAX_EXPORT_PAGES,
        alive: () => alive.current,
        onProgress: (done, total) => setState({ status: 'exporting', done, ...(total !== undefined ? { total } : {}) }),
      })
      if (count !== undefined && alive.current) setState({ status: 'done', count })
    } catch (error) {
      if (alive.current) setState({ status: 'failed', detail: errorText(error) })
    }
  }, [dispatch])

  // "18 exported." told of the list as it was: another filter or sort makes it stale.
  const listed = JSON.stringify(options.params)
  useEffect(() => setState((current) => (current.status === 'exporting' || current.status === 'idle' ? current : { status: 'idle' })), [listed])
  return { state, start }
}
