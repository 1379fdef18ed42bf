import { useId, useState } from 'react'
import { useChangedElsewhere } from '../realtime/useChangedElsewhere'
import { withStashedFiles } from './form/withStashedFiles'
import type { RecordTab } from '../resource/types'
import { nameInText } from '../resource/singularOf'
import { toSubmitOutcome } from './form/mutationOutcome'
import { ResourceForm } from './form/LazyResourceForm'
import { useAfterSave } from './form/useAfterSave'
import { useNotify } from './notices/NoticeContext'
import { LazyRecordTabs } from './read/LazyRecordTabs'
import { RecordHeader } from './RecordHeader'
import { getRecordTitle } from '../fields/recordTitle'
import { useRecordViewContext, type AnyRecord } from './useRecordViewContext'
import { LoadingStatus } from './ViewStatus'
import { isMissingError, RecordLoadError } from './RecordLoadError'
import { NotAllowed } from './NotAllowed'
import { isAbortedError } from '../network/networkErrors'
import { useViewRead } from './useViewRead'
import { useDeleteWaits, useShownGone } from './useDeleteWaits'
import { recordText } from './recordText'

/** Props of `UpdateView`. */
export interface UpdateViewProps {
  /** The record id; defaults to the view's `id`. */
  id?: string
  /** Shows the "changed elsewhere" banner above the form. Defaults to what realtime updates tell (`useChangedElsewhere`). */
  changedElsewhere?: boolean
  /** Called after the banner's Reload refilled the form, so a caller passing `changedElsewhere` can clear it. */
  onReloaded?(): void
}

/**
 * The update view: loads the record, titles the view with it, fills the form
 * from it and saves through the update endpoint sending only the fields that
 * changed; then a notice and the action's `afterSave`. Delete is offered
 * at the foot of the form, after Save and Cancel, when `can()` allows it (the
 * read view offers Edit and Delete beside its title). The update action's
 * `tabs` are drawn under the form.
 */
export function UpdateView({ id: ownId, changedElsewhere, onReloaded }: UpdateViewProps = {}) {
  const context = useRecordViewContext('UpdateView')
  const { resource, viewResourceContext, frame, close } = context
  const id = ownId ?? context.id ?? ''
  const options = resource.getActionOptions('update')
  const readArg = { id, context: viewResourceContext }
  // While its undoable delete waits (Undo offered), the record is drawn as deleted (nothing to edit) and not read.
  const waits = useDeleteWaits(resource.id, id)
  const { data: record, error, isFetching, refetch } = resource.endpoints.read.useQuery(readArg, { skip: waits })
  useViewRead(resource.id, 'read', readArg, waits)
  const gone = useShownGone(waits, record !== undefined || error !== undefined)
  const [update, { error: saveError }] = resource.endpoints.update.useMutation()
  const [form, setForm] = useState<{ key: number; values?: AnyRecord }>({ key: 0 })
  const notify = useNotify()
  const afterSave = useAfterSave({ afterSave: options.afterSave ?? context.afterSave, frame, close })
  const [loadedAt, setLoadedAt] = useState(() => Date.now())
  const pushedChange = useChangedElsewhere(resource, id, loadedAt)
  const titleId = useId()
  // Deleted elsewhere: the record read again (after a pushed change, say) or the last save answered 404 or 410.
  const deletedElsewhere = isMissingError(saveError) || (record !== undefined && isMissingError(error))

  if (gone) return <RecordLoadError error={{ status: 404 }} />
  // The record once read stays drawn even if a later read failed (offline, say): a form is never replaced by an error.
  if (!record && (error === undefined || isFetching || isAbortedError(error))) return <LoadingStatus />
  if (!record) {
    return <RecordLoadError error={error} onRetry={() => { refetch() }} />
  }
  // The header and tabs name the record as the form holds it: a change pushed from elsewhere refetches the record,
  // and until Reload the form keeps the version it opened (the heading showed the new title over the old field).
  if (form.values === undefined) setForm({ key: form.key, values: record })
  const values = form.values ?? record
  const title = getRecordTitle(resource, values)
  if (!resource.can('update', record)) {
    return <><RecordHeader title={title} frame={frame} /><NotAllowed action="update" target={title || nameInText(resource.name)} /></>
  }

  const onSubmit = async (data: Partial<AnyRecord>) =>
    toSubmitOutcome<AnyRecord>(await update({ id, data: await withStashedFiles(data), context: viewResourceContext }))
  const onSaved = (item: AnyRecord) => {
    notify({ kind: 'success', text: recordText('notice.updated', { title: getRecordTitle(resource, item) }) })
    const outcome = afterSave(item)
    setForm(({ key }) => ({ key: outcome === 'refill' ? key + 1 : key, values: item }))
  }
  // The form takes the latest version in place, keeping what the reader changed over it.
  // A reload that fails (the record deleted elsewhere, the connection gone) changes nothing: the form keeps every
  // value and the banner stays (the cache would answer the version it already holds).
  const onReload = async () => {
    const fresh = await refetch()
    if (fresh.isError || !fresh.data) return undefined
    const latest = fresh.data
    setForm(({ key }) => ({ key, values: latest }))
    setLoadedAt(Date.now())
    onReloaded?.()
    return latest
  }

  return (
    <section className="atrium-view atrium-update">
      <RecordHeader title={title} description={options.description} frame={frame} titleId={titleId} />
      <ResourceForm
        labelledBy={frame === 'page' ? titleId : undefined}
        key={form.key}
        resource={resource}
        action="update"
        initialValues={values}
        onSubmit={onSubmit}
        onSaved={onSaved}
        onCancel={close}
        changedElsewhere={changedElsewhere ?? pushedChange}
        deletedElsewhere={deletedElsewhere}
        onReload={onReload}
        onDelete={deletedElsewhere || !resource.can('delete', record) ? undefined : () => context.open('delete', id)}
      />
      <LazyRecordTabs context={context} id={id} tabs={(options.tabs ?? []) as readonly RecordTab<AnyRecord>[]} item={values} title={title} />
    </section>
  )
}
