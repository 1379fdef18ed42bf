import { formatMessage } from '../config/messages'
import { errorText } from '../network/errorText'
import { recordText } from './recordText'

// A record view's failed read, apart from `LoadingStatus` (ViewStatus): only the on-demand record views draw it.

/** Props of `LoadError`. */
export interface LoadErrorProps {
  /** What went wrong, with the API's detail. */
  text: string
  /** The Retry button; no button without it. */
  onRetry?(): void
}

/** A `role="alert"` explaining a failed load, with a Retry button. */
export function LoadError({ text, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="atrium-load-error">
      <p>{text}</p>
      {onRetry ? <button type="button" onClick={onRetry}>{formatMessage('action.retry')}</button> : null}
    </div>
  )
}

function field(error: unknown, name: 'status' | 'title'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined
}

/**
 * Whether trying a failed load again can help: not for an id refused before any request, nor for a
 * record the API says is not there (404, 410) or not for this reader (403): it would be refused again.
 */
export function canRetry(error: unknown): boolean {
  const status = field(error, 'status')
  return field(error, 'title') !== 'Refused identifier' && status !== 403 && status !== 404 && status !== 410
}

/** Whether an API error says the record is not there (404, 410): deleted, or never was. */
export function isMissingError(error: unknown): boolean {
  const status = field(error, 'status')
  return status === 404 || status === 410
}

/** A record that could not be read: "does not exist" when the API says so (404, 410), else why; Retry where it can help. */
export function RecordLoadError({ error, onRetry }: { error: unknown; onRetry?(): void }) {
  const text = isMissingError(error) ? recordText('read.missing') : recordText('read.notFound', { detail: errorText(error) })
  return <LoadError text={text} onRetry={canRetry(error) ? onRetry : undefined} />
}
