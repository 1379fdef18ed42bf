import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { readReferenceTitles } from '../reference/readReferenceTitles'
import type { ReferenceTarget } from '../reference/useReferenceRecords'
import { downloadFile } from './downloadFile'
import { toCsv, type CsvColumn } from './exportCsv'
import type { TypedViewResource } from '../../resource/ViewResource'
import type { CsvExportOptions } from './useCsvExport'

/** Records an export asks for per request at least (fewer when the API serves fewer). */
export const EXPORT_PAGE_SIZE = 1000

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
 * The columns with the titles of the records their references name (`titles`), each reference read once
 * however many columns and rows name it, as its list cells read it (`readReferenceTitles`: from the cache
 * when the list drew them).
 */
async function withReferenceTitles<T>(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, columns: readonly CsvColumn<T>[]): Promise<CsvColumn<T>[]> {
  const reads = new Map<ReferenceTarget, Promise<ReadonlyMap<string, string>>>()
  return Promise.all(columns.map(async (column) => {
    const target = column.titles === undefined ? column.input?.reference?.() : undefined
    if (!target) return column
    let titles = reads.get(target)
    if (!titles) reads.set(target, titles = readReferenceTitles(dispatch, target))
    return { ...column, titles: await titles }
  }))
}

/**
 * Reads every page of the list through its endpoint (hooks and active filter
 * apply), or takes the `items` given, then saves them as a CSV file (cells as
 * `csvValue` writes them); resolves to the number of records saved, or
 * `undefined` when stopped. Loaded on the first export, with the CSV writer:
 * `useCsvExport` keeps only the state at start.
 */
export async function runCsvExport<T>(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  { resource, params, pageSize, context, columns, filename, items }: CsvExportOptions<T>,
  run: CsvExportRun,
): Promise<number | undefined> {
  // Generic code cannot tell whether `T` is `unknown`: the resource is read as what it is, typed by `T`.
  const typed = resource as TypedViewResource<T>
  const rows: T[] = items ? [...items] : []
  let total: number | undefined
  // Pages as large as most APIs serve (react-admin's exporter asks for 1,000 at once), never smaller than the list's.
  let size = Math.max(pageSize, EXPORT_PAGE_SIZE)
  for (let page = 1; !items && page <= run.maxPages && run.alive(); page += 1) {
    const request = dispatch(typed.endpoints.list.initiate({ ...params, page, itemsPerPage: size, context }, { subscribe: false, forceRefetch: true }))
    const collection = await request.unwrap()
    const count = collection.items.length
    rows.push(...collection.items)
    total = collection.total ?? total
    if (run.alive()) run.onProgress(rows.length, total)
    if (count === 0 || (total !== undefined && rows.length >= total)) break
    // A short page ends the list, except the first: the API may serve fewer than asked (its own maximum). The next
    // pages are then asked at the size it served; without a total, the next page tells (empty at the end).
    if (count < size) {
      if (page > 1) break
      size = count
    }
  }
  const written = await withReferenceTitles(dispatch, columns)
  if (!run.alive()) return undefined
  downloadFile(filename ?? `${resource.id}.csv`, `\uFEFF${toCsv(rows, written)}`, 'text/csv;charset=utf-8')
  return rows.length
}
