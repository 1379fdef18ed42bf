import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useDispatch } from 'react-redux'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { formatMessage } from '../config/messages'
import { withStashedFiles } from './form/withStashedFiles'
import type { ViewResource } from '../resource/ViewResource'
import { readValuesParam } from './create/readValuesParam'
import { formFieldsOf } from './form/formInputs'
import { toSubmitOutcome } from './form/mutationOutcome'
import { ResourceForm } from './form/LazyResourceForm'
import type { SubmitOptions } from './form/ResourceForm'
import { useAfterSave } from './form/useAfterSave'
import { useNotify } from './notices/NoticeContext'
import { RecordHeader } from './RecordHeader'
import { QuotaReason } from './QuotaReason'
import { getRecordTitle } from '../fields/recordTitle'
import { readQuota, useQuota } from './useQuota'
import { sendDeferredDeletes } from '../state/sendDeferredDeletes'
import { closeTarget, openPath } from './useViewNavigation'
import { buildViewPath, parseViewPath } from '../routing/viewPath'
import { recordPageOf } from './child/useChildNavigation'
import { useMountPath } from '../routing/useMountPath'
import { useRecordViewContext, type AnyRecord } from './useRecordViewContext'
import { LoadingStatus } from './ViewStatus'
import { NotAllowed } from './NotAllowed'
import { nameInText, singularInText } from '../resource/singularOf'
import { focusIsLost } from './useFocusRescue'
import { focusNewRecord } from './create/focusNewRecord'
import { recordText } from './recordText'

/** Props of `CreateView`. */
export interface CreateViewProps {
  /**
   * Values the form starts with, as given by the host (sent even for fields
   * without an input, e.g. a parent's id). The URL's `values` query parameter
   * (JSON, written by `open('create', undefined, values)`) is applied over
   * them, but only for fields the form shows: a link cannot set hidden fields.
   */
  initialValues?: Record<string, unknown>
}

function pick(values: AnyRecord, names: ReadonlySet<string>): AnyRecord {
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)))
}

/**
 * The create view. A resource with a quota sends its deletes still offering Undo first, on opening and before each
 * save (the list counted them out already; their notices go). The quota is checked then (opened once it is reached, the
 * view draws its fallback and a link back to the list; a quota that cannot be
 * read does not block, as the API re-checks); then a form from the create
 * action's inputs, pre-filled from `initialValues` and the URL's `values`,
 * saved through the create endpoint with the view's context; then a notice and
 * the action's `afterSave`. A save after which the form would stay (`'stay'`,
 * `'reload'`) but the quota is reached goes where a create goes by default
 * (the view closes) rather than to a page with nothing left to do.
 */
export function CreateView({ initialValues }: CreateViewProps = {}) {
  const context = useRecordViewContext('CreateView')
  const { resource, viewResourceContext, frame, close } = context
  const options = resource.getActionOptions('create')
  const [saves, setSaves] = useState(0)
  // Deletes still offering Undo are sent first: the quota read, and the save, then meet the room the list showed.
  const dispatch = useDispatch()
  const sendWaiting = useCallback(() => sendDeferredDeletes(dispatch, resource.id), [dispatch, resource.id])
  const quota = useQuota(context.resource as unknown as ViewResource<unknown>, undefined, sendWaiting)
  const { href } = useMountPath()
  const { search } = useLocation()
  const navigate = useNavigate()
  const fields = useMemo(() => formFieldsOf(resource, 'create'), [resource])
  const startValues = useMemo(() => {
    const editable = new Set(fields.filter((field) => !field.readOnly).map((field) => field.name))
    return { ...initialValues, ...pick(readValuesParam(search), editable) }
    // Read once on purpose: later changes of the props or the URL must not reset what is being typed.
  }, [fields])
  const [form, setForm] = useState({ key: 0, values: startValues })
  const [create] = resource.endpoints.create.useMutation()
  const notify = useNotify()
  const declaredAfterSave = options.afterSave ?? context.afterSave
  const afterSave = useAfterSave({ afterSave: declaredAfterSave, frame, action: 'create', close })
  // Whether the last save left no room: the form it would keep could not be saved again.
  const filled = useRef(false)
  const title = options.title ?? formatMessage('create.title', { resource: singularInText(resource) })
  // The page's heading names the form (whose first field takes the focus on Atrium's page: ResourceForm).
  const titleId = useId()
  const view = useRef<HTMLElement>(null)
  // After a save that keeps the page, the emptied form replaces the one that had the focus: the focus would drop
  // to the page's body (or the page, as useFocusRescue keeps it), sending a keyboard or screen-reader user back
  // to the top (a host may draw the view outside Atrium's pages).
  useEffect(() => {
    if (saves === 0 || !focusIsLost()) return
    const root = view.current
    const target = root?.querySelector<HTMLElement>('.atrium-form :is(input, select, textarea):not([type=hidden])')
    target?.focus({ preventScroll: true })
  })

  const header = <RecordHeader title={title} description={options.description} frame={frame} titleId={titleId} />
  if (!resource.can('create')) return <>{header}<NotAllowed action="create" target={nameInText(resource.name)} /></>
  if (quota === undefined) return <>{header}<LoadingStatus /></>
  if (quota.reached && quota.usage) {
    // Opened once the quota was reached (a link, a stale tab): nothing to save here, so the way back is offered.
    // A view over a record's tab has its own (its link back to the record, or its frame's Close).
    return (
      <section ref={view} className="atrium-view atrium-create">
        {header}
        <div className="atrium-create__quota"><QuotaReason resource={resource} usage={quota.usage} /></div>
        {!context.location.child && (
          <p className="atrium-create__back"><Link to={href(closeTarget(context.location))}>{recordText('quota.back', { resource: nameInText(resource.name) })}</Link></p>
        )}
      </section>
    )
  }

  const onSubmit = async (data: Partial<AnyRecord>, { idempotencyKey }: SubmitOptions) => {
    const meta = idempotencyKey === undefined ? {} : { meta: { idempotencyKey } }
    // A delete made while this form was open (a list beside it) no longer counts against the quota either.
    if (resource.options.quota !== undefined) await sendWaiting()
    const outcome = toSubmitOutcome<AnyRecord>(await create({ data: await withStashedFiles({ ...initialValues, ...data }), context: viewResourceContext, ...meta }))
    // A form that stays for the next record asks first whether there is room for one (Save stays busy meanwhile).
    const stays = declaredAfterSave === 'stay' || declaredAfterSave === 'reload'
    filled.current = stays && !('error' in outcome) && resource.options.quota !== undefined
      && (await readQuota(resource as unknown as ViewResource<unknown>)).reached
    return outcome
  }
  const onSaved = (item: AnyRecord) => {
    // The notice opens the new record: back on its list, it may be on another page (where the API put it); back on a
    // record's tab, over that record (…/read/<id>/<tab>/read/<childId>), as the tab's Show does.
    const { child } = context.location
    const list = child ? recordPageOf(context.location, child.resource) : closeTarget(context.location)
    const id = resource.getId(item)
    const target = child
      ? buildViewPath({ ...context.location, tab: undefined, child: { resource: child.resource, action: 'read', id } })
      : openPath(parseViewPath(list) ?? context.location, resource as unknown as ViewResource<unknown>, 'read', id)
    const show = resource.can('read', item) && id !== ''
      ? { label: formatMessage('action.read'), run: () => navigate(href(target), { state: { atriumOpenedFrom: list } }) }
      : undefined
    notify({ kind: 'success', text: recordText('notice.created', { title: getRecordTitle(resource, item) }), ...(show ? { action: show } : {}) })
    setSaves((count) => count + 1)
    // The save that reaches the quota goes where a create goes by default, not to a page that can only say "full".
    if (filled.current) close()
    const outcome = filled.current ? 'closed' : afterSave(item)
    // Back on the list, the focus goes to the new record's row (else, from a page, the list's Create, not the body;
    // from a dialog or drawer, the notice's Show, not the Create the frame gave it back to).
    if (outcome === 'closed' && frame !== 'custom') focusNewRecord(resource.id, id, frame !== 'page')
    // 'stay' keeps the create form, emptied to its start values for the next record.
    if (outcome === 'stayed') setForm(({ key }) => ({ key: key + 1, values: startValues }))
    if (outcome === 'refill') setForm(({ key }) => ({ key: key + 1, values: item }))
  }

  return (
    <section ref={view} className="atrium-view atrium-create">
      {header}
      <ResourceForm key={form.key} resource={resource} action="create" initialValues={form.values} onSubmit={onSubmit} onSaved={onSaved} onCancel={close}
        labelledBy={frame === 'page' ? titleId : undefined} />
    </section>
  )
}
