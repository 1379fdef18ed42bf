import { useMemo } from 'react'
import { formatMessage } from '../config/messages'
import type { RecordTab } from '../resource/types'
import { formFieldsOf } from './form/formInputs'
import { RecordActions } from './read/RecordActions'
import { RecordFields } from './read/RecordFields'
import { RecordTabs } from './read/RecordTabs'
import { RecordHeader } from './RecordHeader'
import { getRecordTitle } from './recordTitle'
import { useRecordViewContext, type AnyRecord } from './useRecordViewContext'
import { canRetry, errorDetail, LoadError, LoadingStatus } from './ViewStatus'

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
 */
export function ReadView({ id: ownId }: ReadViewProps = {}) {
  const context = useRecordViewContext('ReadView')
  const { resource, viewResourceContext, frame } = context
  const id = ownId ?? context.id ?? ''
  const options = resource.getActionOptions('read')
  const fields = useMemo(() => formFieldsOf(resource, 'read'), [resource])
  const { data: item, error, isLoading, refetch } = resource.endpoints.read.useQuery({ id, context: viewResourceContext })
  const title = item ? getRecordTitle(resource, item) : ''

  if (isLoading) return <LoadingStatus />
  if (error || !item) {
    return <LoadError text={formatMessage('read.notFound', { detail: errorDetail(error) })} onRetry={canRetry(error) ? () => { refetch() } : undefined} />
  }
  return (
    <article className="atrium-view atrium-read">
      <RecordHeader title={title} description={options.description} frame={frame}>
        <RecordActions context={context} item={item} id={id} />
      </RecordHeader>
      <RecordFields fields={fields} item={item} expandable={options.expandable} />
      <RecordTabs tabs={(options.tabs ?? []) as readonly RecordTab<AnyRecord>[]} item={item} resource={resource} title={title} />
    </article>
  )
}
