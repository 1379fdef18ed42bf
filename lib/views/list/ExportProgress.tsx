import { exportText } from './exportText'
import type { CsvExportState } from './useCsvExport'

/**
 * Where an export stands, as text: "Exporting… 2 of 5" (or "Exporting… 2" without a total), "CSV file
 * saved (5 in all).", "The export failed: …", nothing while idle. `ExportButton` draws it in its live
 * regions; its code and texts load with the first export.
 */
export function ExportProgress({ state }: { state: CsvExportState }) {
  switch (state.status) {
    case 'exporting': return state.total === undefined
      ? exportText('list.exportingUnknown', { done: state.done })
      : exportText('list.exporting', { done: state.done, total: state.total })
    case 'done': return exportText('list.exported', { count: state.count })
    case 'failed': return exportText('list.exportFailed', { detail: state.detail })
    default: return null
  }
}
