import { formatMessage } from '../config/messages'

/** Props of `LoadingStatus`. */
export interface LoadingStatusProps {
  /** Text announced; defaults to the `loading` message. */
  text?: string
}

/** A polite `role="status"` saying something is loading. */
export function LoadingStatus({ text }: LoadingStatusProps) {
  return <p role="status" className="atrium-loading">{text ?? formatMessage('loading')}</p>
}

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

/** Whether trying a failed load again can help: not for an id refused before any request (it would be refused again). */
export function canRetry(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && (error as { title?: unknown }).title === 'Refused identifier')
}
