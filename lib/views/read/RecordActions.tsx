import { formatMessage } from '../../config/messages'
import type { Action } from '../../types'
import type { RecordViewContext, AnyRecord } from '../useRecordViewContext'

/** Props of `RecordActions`. */
export interface RecordActionsProps {
  /** The surrounding view. */
  context: Pick<RecordViewContext, 'resource' | 'open'>
  /** The record. */
  item: AnyRecord
  /** Its id. */
  id: string
  /** Actions offered, in order. Defaults to update then delete. */
  actions?: readonly Action[]
}

/** Buttons opening other actions on a record (Edit, Delete), each shown only when `can()` allows it. */
export function RecordActions({ context, item, id, actions = ['update', 'delete'] }: RecordActionsProps) {
  const allowed = actions.filter((action) => context.resource.can(action, item))
  if (allowed.length === 0) return null
  return (
    <div className="atrium-record__actions">
      {allowed.map((action) => (
        <button key={action} type="button" className={action === 'delete' ? 'atrium-button--danger-quiet' : action === 'update' ? 'atrium-button--primary' : undefined} onClick={() => context.open(action, id)}>{formatMessage(`action.${action}`)}</button>
      ))}
    </div>
  )
}
