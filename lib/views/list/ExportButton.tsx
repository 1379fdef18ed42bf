import { formatMessage } from '../../config/messages'
import { useCsvExport, type CsvExportOptions } from './useCsvExport'

function progressText(state: ReturnType<typeof useCsvExport>['state']): string {
  if (state.status === 'exporting') {
    return state.total === undefined
      ? formatMessage('list.exportingUnknown', { done: state.done })
      : formatMessage('list.exporting', { done: state.done, total: state.total })
  }
  return state.status === 'done' ? formatMessage('list.exported', { count: state.count }) : ''
}

/**
 * The list's "Export CSV" button, with the export's progress in a `role="status"` region and failures in an alert;
 * disabled while the list has no record (a file of headers alone).
 */
export function ExportButton<T>({ none = false, ...props }: CsvExportOptions<T> & { none?: boolean }) {
  const { state, start } = useCsvExport(props)
  return (
    <span className="atrium-export">
      {/* Not `disabled` while it runs: a disabled button drops the keyboard's focus to the page's body. */}
      <button type="button" disabled={none} aria-disabled={state.status === 'exporting'} onClick={() => { if (state.status !== 'exporting') void start() }}>{formatMessage('action.export')}</button>
      <span role="status" className="atrium-export__progress">{progressText(state)}</span>
      {state.status === 'failed' && <span role="alert">{formatMessage('list.exportFailed', { detail: state.detail })}</span>}
    </span>
  )
}
