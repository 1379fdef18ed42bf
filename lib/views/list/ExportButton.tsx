import { formatMessage } from '../../config/messages'
import { lazyPart } from '../../network/lazyPart'
import { nameInText, singularInText } from '../../resource/singularOf'
import { useCsvExport, type CsvExportOptions } from './useCsvExport'

// Its texts are read once an export starts: they load with it (with the record views' code: recordViewSet), not with the list.
const ExportProgress = lazyPart(() => import('../recordViewSet').then((module) => module.ExportProgress))

/**
 * The list's export button, with the export's progress in a `role="status"` region and failures in an alert;
 * disabled while the list has no record (a file of headers alone). Given the `total` of records the list's
 * filter matches, it says how many it writes ("Export 300", "Export 0" disabled; a range layout's counted apart:
 * `useExportTotal`), else "Export" (while that count is read, an
 * API that gives no total); its name says what and how: "Export 300 articles as CSV", "Export events as CSV".
 */
export function ExportButton<T>({ none = false, total, ...props }: CsvExportOptions<T> & { none?: boolean; total?: number | undefined }) {
  const { state, start } = useCsvExport(props)
  const failed = state.status === 'failed'
  // Drawn once an export starts: a list nobody exports never fetches its code.
  const shown = state.status !== 'idle' && !failed
  const { resource } = props
  const known = total !== undefined
  const label = known
    ? formatMessage('list.exportLabel', { count: total, resource: total === 1 ? singularInText(resource) : nameInText(resource.name) })
    : formatMessage('list.exportAllLabel', { resource: nameInText(resource.name) })
  return (
    <span className="atrium-export">
      {/* Not `disabled` while it runs: a disabled button drops the keyboard's focus to the page's body. */}
      <button type="button" disabled={none} aria-disabled={state.status === 'exporting'} aria-label={label}
        onClick={() => { if (state.status !== 'exporting') void start() }}>{known ? formatMessage('list.exportCount', { count: total }) : formatMessage('action.export')}</button>
      <span role="status" className="atrium-export__progress">{shown && <ExportProgress state={state} />}</span>
      {failed && <span role="alert"><ExportProgress state={state} /></span>}
    </span>
  )
}
