import { formatMessage } from '../config/messages'
import { recordText } from './recordText'
import type { Action } from '../types'

/** Props of `NotAllowed`. */
export interface NotAllowedProps {
  /** The action refused. */
  action: Action
  /** What it was refused on: the record's title, else the resource's name. */
  target: string
}

/**
 * Drawn instead of a view whose action `can()` refuses (a typed or shared
 * URL reaches it even when no button offers it): "Not allowed", never the
 * form or the confirmation. The API re-checks every request anyway.
 */
export function NotAllowed({ action, target }: NotAllowedProps) {
  return (
    <div role="alert" className="atrium-view atrium-not-allowed">
      <p><strong>{recordText('access.notAllowed')}</strong> {recordText('access.notAllowedText', { action: formatMessage(`action.${action}`).toLowerCase(), target })}</p>
    </div>
  )
}
