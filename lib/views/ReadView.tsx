import { useMemo } from 'react'
import type { RecordTab } from '../resource/types'
import { nameInText } from '../resource/singularOf'
import { formFieldsOf } from './form/formInputs'
import { RecordActions } from './read/RecordActions'
import { RecordFields } from './read/RecordFields'
import { LazyRecordTabs } from './read/LazyRecordTabs'
import { RecordHeader } from './RecordHeader'
import { getRecordTitle } from '../fields/recordTitle'
import { useRecordViewContext, type AnyRecord } from './useRecordViewContext'
import { LoadingStatus } from './ViewStatus'
import { isMissingError, RecordLoadError } from './RecordLoadError'
import { recordText } from './recordText'
import { NotAllowed } from './NotAllowed'
import { isAbortedError } from '../network/networkErrors'
import { useViewRead } from './useViewRead'
import { useDeleteWaits, useShownGone } from './useDeleteWaits'

/** Props of `ReadView`: none needed, everything comes from the surrounding view. */
export interface ReadViewProps {
  /** The record id; defaults to the view's `id`. */
  id?: string
}

/**
 * The read view: the record's title, its fields labelled from the form (as
 * text; safe links only), Edit and Delete when `can()` allows them, the
 * `expandable` fields behind a disclosure button and the `tabs` under the
 * record. Loading is a `role="status"`, a failure a `role="alert"` with Retry.
 * While the record's undoable delete waits, it is drawn as a deleted one is.
 */
export function ReadView({ id: ownId }: ReadViewProps = {}) {
  const context = useRecordViewContext('ReadView')
  const { resource, viewResourceContext, frame } = context
  const id = ownId ?? context.id ?? ''
  const options = resource.getActionOptions('read')
  const fields = useMemo(() => formFieldsOf(resource, 'read'), [resource])
  const readArg = { id, context: viewResourceContext }
  // While its undoable delete waits (Undo offered), the record is drawn as deleted, as the lists draw it, and not read.
  const waits = useDeleteWaits(resource.id, id)
  const { data: item, error, isFetching, refetch } = resource.endpoints.read.useQuery(readArg, { skip: waits })
  useViewRead(resource.id, 'read', readArg, waits)
  const shownGone = useShownGone(waits, item !== undefined || error !== undefined)
  const title = item ? getRecordTitle(resource, item) : ''

  if (shownGone) return <RecordLoadError error={{ status: 404 }} />
  // The record once read stays drawn even if a later read failed (offline, say): a form is never replaced by an error.
  if (!item && (error === undefined || isFetching || isAbortedError(error))) return <LoadingStatus />
  if (!item) {
    return <RecordLoadError error={error} onRetry={() => { refetch() }} />
  }
  if (!resource.can('read', item)) {
    return <><RecordHeader title={title} frame={frame} /><NotAllowed action="read" target={title || nameInText(resource.name)} /></>
  }
  // Read again and not there (deleted elsewhere): the record stays drawn as last read, said to be gone, with nothing to do on it.
  const gone = isMissingError(error)
  return (
    <article className="atrium-view atrium-read">
      <RecordHeader title={title} description={options.description} frame={frame}>
        {gone ? null : <RecordActions context={context} item={item} id={id} />}
      </RecordHeader>
      {gone ? <p role="status" className="atrium-read__gone">{recordText('read.deletedElsewhere')}</p> : null}
      <RecordFields fields={fields} item={item} expandable={options.expandable} />
      <LazyRecordTabs context={context} id={id} tabs={(options.tabs ?? []) as readonly RecordTab<AnyRecord>[]} item={item} title={title} />
    </article>
  )
}
