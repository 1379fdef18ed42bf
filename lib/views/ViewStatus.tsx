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
