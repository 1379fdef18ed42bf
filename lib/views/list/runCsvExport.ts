import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { downloadFile } from './downloadFile'
import { toCsv } from './exportCsv'
import type { TypedViewResource } from '../../resource/ViewResource'
import type { CsvExportOptions } from './useCsvExport'

/** How `runCsvExport` reports and stops. */
export interface CsvExportRun {
  /** Most pages read (a guard against an API that ignores paging). */
  maxPages: number
  /** False once the caller is gone: reading stops and nothing is saved. */
  alive(): boolean
  /** Records read so far, and the total when the API gives one. */
  onProgress(done: number, total: number | undefined): void
}

/**
 * Reads every page of the list through its endpoint (hooks and active filter
 * apply), then saves them as a CSV file; resolves to the number of records
 * saved, or `undefined` when stopped. Loaded on the first export, with the CSV
 * writer: `useCsvExport` keeps only the state at start.
 */
export async function runCsvExport<T>(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  { resource, params, pageSize, context, columns, filename }: CsvExportOptions<T>,
  run: CsvExportRun,
): Promise<number | undefined> {
  // Generic code cannot tell whether `T` is `unknown`: the resource is read as what it is, typed by `T`.
  const typed = resource as TypedViewResource<T>
  const rows: T[] = []
  let total: number | undefined
  for (let page = 1; page <= run.maxPages && run.alive(); page += 1) {
    const request = dispatch(typed.endpoints.list.initiate({ ...params, page, itemsPerPage: pageSize, context }, { subscribe: false, forceRefetch: true }))
    const collection = await request.unwrap()
    rows.push(...collection.items)
    total = collection.total ?? total
    if (run.alive()) run.onProgress(rows.length, total)
    const finished = total !== undefined ? rows.length >= total : collection.items.length < pageSize
    if (finished || collection.items.length === 0) break
  }
  if (!run.alive()) return undefined
  downloadFile(filename ?? `${resource.id}.csv`, `\uFEFF${toCsv(rows, columns)}`, 'text/csv;charset=utf-8')
  return rows.length
}
