import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { formatMessage } from '../../config/messages'
import { actionText } from '../../config/actionText'
import { formText } from './formText'
import { labelInText } from '../labelInText'
import { formCss } from '../../theme/formCss'
import type { ApiErrorData } from '../../errors/ApiError'
import type { ViewResource } from '../../resource/ViewResource'
import { ChangedElsewhereBanner } from './ChangedElsewhereBanner'
import { ErrorSummary } from './ErrorSummary'
import { FormInput } from './FormInput'
import { formFieldsOf } from './formInputs'
import { changedValues, isDirty, missingRequired, tooLong, toRawValues, toSubmitData, type RawValue, type RawValues } from './formValues'
import { mapViolations } from './mapViolations'
import { SaveHoldNotice } from './SaveHoldNotice'
import { useSaveRecovery } from './useSaveRecovery'
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard'
import { useViewContext } from '../ViewContext'
import { viewKey } from '../viewKey'
import { errorText } from '../../network/errorText'
import { takeInitialFocus } from '../../frames/takeInitialFocus'
import { singularInText } from '../../resource/singularOf'
import { useMountPath } from '../../routing/useMountPath'
import { buildViewPath } from '../../routing/viewPath'
import { newIdempotencyKey } from './newIdempotencyKey'
import { useNoticesAbove } from '../notices/useNoticesAbove'
import { useClearOfFoot } from './useClearOfFoot'

/** What a submit handler answers: the saved record, or the API's error. */
export type SubmitOutcome<T> = { item: T } | { error: ApiErrorData }

/** What the form tells `onSubmit` about the save it sends. */
export interface SubmitOptions {
  /**
   * With the create action's `form.idempotencyKey`: the key of this save, the same on every re-send of it (a held
   * save sent again, "Save anyway") and new for the next one. Send it as the `Idempotency-Key` header (the create view
   * does, through the request's `meta`).
   */
  idempotencyKey?: string
}

/** Props of `ResourceForm`. */
export interface ResourceFormProps<T> {
  /** The resource edited. */
  resource: ViewResource<T>
  /** `'create'` sends every editable field but the empty ones never touched; `'update'` only the changed ones and shows generated fields read-only. */
  action: 'create' | 'update'
  /** Values the form starts from (the record, or pre-filled values). Read once: change the `key` to refill. */
  initialValues?: Record<string, unknown>
  /** Saves; never rejects: an API refusal is an `{ error }` value. */
  onSubmit(data: Partial<T>, options: SubmitOptions): Promise<SubmitOutcome<T>>
  /** Called after a successful save, once the form is no longer dirty. */
  onSaved?(item: T): void
  /** Cancel button; asks first when there are unsaved changes. No button without it. */
  onCancel?(): void
  /** Shows the "changed elsewhere" banner (realtime updates set it). */
  changedElsewhere?: boolean
  /** Says the record was deleted elsewhere (its read or a save answered 404 or 410) in that banner's place, with no Reload: the form keeps what the reader typed. */
  deletedElsewhere?: boolean
  /**
   * The banner's Reload button. Answer the record as read again and the form takes it in place, keeping
   * what the reader changed over it (and sending those changes at the next save); answer nothing and the
   * refill is the caller's (a new `key`).
   */
  onReload?(): void | Promise<Record<string, unknown> | undefined>
  /**
   * A Delete button at the foot of the form, last in its action row and apart from Save (at the row's far end), drawn
   * destructive but quiet, never the form's default button: it opens the delete confirmation. No button without it.
   */
  onDelete?(): void
  /**
   * Id of the element that names the form (a page's heading): the form is then a landmark of that name, so a reader
   * whose focus lands in its first field hears which form it is in. Defaults to none (a frame names itself).
   */
  labelledBy?: string
}

type Errors = Record<string, string[]>

function formLevelMessage(error: ApiErrorData, rest: string[], hasFieldErrors: boolean): string[] {
  if (rest.length > 0) return rest
  if (hasFieldErrors) return [formText('form.invalid')]
  return [formText('notice.failed', { detail: errorText(error) })]
}

/**
 * Where a reader checks whether a create that got no answer landed: the list, filtered by the typed title when the
 * list declares a text filter on the title field (else the list as it opens), as a link for a new tab.
 */
function checkLink<T>(resource: ViewResource<T>, scope: string, values: RawValues, link: (path: string) => string | undefined) {
  const field = resource.options.titleField
  const typed = field === undefined ? undefined : values[field]
  const title = typeof typed === 'string' ? typed.trim() : ''
  const filters = resource.getActionOptions('list').filters as Record<string, { type?: string } | undefined> | undefined
  const filterable = field !== undefined && title !== '' && filters?.[field]?.type === 'text'
  const list = filterable ? { filter: { [field]: { contains: title } } } : undefined
  const href = link(buildViewPath({ scope, resource: resource.id, action: 'list', ...(list ? { list } : {}) }))
  return href === undefined ? undefined : { href, label: filterable ? formText('form.findInList', { title }) : formText('form.openList') }
}

/**
 * A create or update form drawn from the action's effective `form.inputs`, in
 * declaration order. Required fields are checked before sending (the first
 * invalid field gets the focus); server `violations` land on the field they
 * name and the rest in a form-level alert; a second submit while saving is
 * ignored; leaving with unsaved changes asks first. A create that got no answer
 * while online is never sent again unasked: it may have landed (see `useSaveRecovery`).
 */
export function ResourceForm<T>({ resource, action, initialValues, onSubmit, onSaved, onCancel, changedElsewhere, deletedElsewhere, onReload, onDelete, labelledBy }: ResourceFormProps<T>) {
  const fields = useMemo(() => formFieldsOf(resource, action), [resource, action])
  const idPrefix = useId()
  const retry = useRef(() => {})
  const idempotent = action === 'create' && resource.getActionOptions('create').form?.idempotencyKey === true
  // The key of the save being sent, kept while it is held (sent again) and dropped once it is saved or refused.
  const saveKey = useRef<string | undefined>(undefined)
  // The changes not saved yet, read when another tab signs out (the hook keeps this render's options).
  const unsaved = (): RawValues | undefined => (isDirty(fields, valuesRef.current, baseline) ? changedValues(fields, valuesRef.current, baseline) : undefined)
  const recovery = useSaveRecovery<RawValues>(() => retry.current(), { create: action === 'create', idempotent, unsaved })
  const [baseline, setBaseline] = useState<RawValues>(() => toRawValues(fields, initialValues))
  // Values typed before a save that could not go through (session expired) come back over the record.
  const [values, setValues] = useState<RawValues>(() => (recovery.restored ? { ...baseline, ...recovery.restored } : baseline))
  const valuesRef = useRef(values)
  valuesRef.current = values
  const [errors, setErrors] = useState<Errors>({})
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const savingRef = useRef(false)
  const elements = useRef(new Map<string, HTMLElement>())
  const touched = useRef(new Set<string>())
  const [focusRequest, setFocusRequest] = useState<{ name: string } | undefined>()
  const dirty = isDirty(fields, values, baseline)
  const view = useViewContext()
  const { link } = useMountPath()
  const check = recovery.hold === 'maybeSaved' && view ? checkLink(resource, view.scope, values, link) : undefined
  const singular = singularInText(resource)
  const guard = useUnsavedChangesGuard(dirty, {
    ...(view ? { viewKey: viewKey(view.scope, view.resource.id, view.action, view.id) } : {}),
    onDiscard: recovery.discard,
    // Left while the last create may have landed: the question says so, rather than "not saved".
    ...(recovery.hold === 'maybeSaved' ? { maybeSaved: { singular, ...(check ? { check } : {}) } } : {}),
  })

  // Opened, the form is for typing: its first editable input takes the focus, in a frame (the frame's × had it, and a
  // space typed there closed the frame, the typing lost) as on a page (the page view had it): marked for a frame opening
  // with it drawn, or taken as it is drawn after the frame or the page (its code or its record still loading). On a page
  // the form is named by the page's heading (`labelledBy`), which a screen reader announces with the field.
  const firstInput = fields.find((field) => !field.readOnly)?.name
  useEffect(() => {
    const element = firstInput === undefined ? undefined : elements.current.get(firstInput)
    if (element) takeInitialFocus(element)
    // Once, as the form is drawn: never again under a reader who moved on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The foot sticks to the bottom of what scrolls the form (formCss: the window on a page, a frame's body) while the
  // form's end is below it: what the keyboard reaches keeps above it, and on a page the notices too.
  const formRef = useRef<HTMLFormElement>(null)
  const actions = useRef<HTMLDivElement>(null)
  useNoticesAbove(actions, view?.frame === 'page')
  useClearOfFoot(formRef, actions)
  useEffect(() => {
    const field = focusRequest && elements.current.get(focusRequest.name)
    if (!field) return
    // Focus alone scrolls only the field into view, leaving the summary of what is wrong above the
    // fold (on a phone, under the top bar): show the summary, then the field if it is still out.
    field.focus({ preventScroll: true })
    formRef.current?.querySelector('.atrium-form__error')?.scrollIntoView?.({ block: 'start' })
    field.scrollIntoView?.({ block: 'nearest' })
  }, [focusRequest])

  const registerElement = useCallback((name: string, element: HTMLElement | null) => {
    if (element) elements.current.set(name, element)
    else elements.current.delete(name)
  }, [])

  const { rearm } = guard
  const onChange = useCallback((name: string, value: RawValue) => {
    touched.current.add(name)
    rearm()
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _dropped, ...others } = current
      return others
    })
  }, [rearm])

  const showErrors = (fieldErrors: Errors, messages: string[]) => {
    setErrors(fieldErrors)
    setFormErrors(messages)
    const first = fields.find((field) => fieldErrors[field.name])
    if (first) setFocusRequest({ name: first.name })
  }

  // Reads the values of the moment: a save tried again when the connection is back sends what is typed then.
  const save = async () => {
    if (savingRef.current) return
    const submitted = valuesRef.current
    const missing = missingRequired(fields, submitted)
    const long = tooLong(fields, submitted)
    if (missing.length > 0 || long.length > 0) {
      const fieldErrors: Errors = {}
      for (const field of fields) {
        if (missing.includes(field.name)) fieldErrors[field.name] = [labelInText((label) => formText('form.required', { field: label }), field.label)]
        else if (long.includes(field.name)) fieldErrors[field.name] = [labelInText((label) => formText('form.tooLong', { field: label, max: field.definition.maxLength ?? 0 }), field.label)]
      }
      showErrors(fieldErrors, [])
      return
    }
    const data = (action === 'update' ? toSubmitData(fields, submitted, baseline) : toSubmitData(fields, submitted, undefined, touched.current)) as Partial<T>
    savingRef.current = true
    setSaving(true)
    setFormErrors([])
    recovery.saving(changedValues(fields, submitted, baseline))
    if (idempotent) saveKey.current ??= newIdempotencyKey()
    let outcome: SubmitOutcome<T>
    try {
      outcome = await onSubmit(data, saveKey.current === undefined ? {} : { idempotencyKey: saveKey.current })
    } finally {
      savingRef.current = false
      setSaving(false)
    }
    if ('error' in outcome) {
      // Offline or signed out: nothing is wrong with the values, they wait (the hold says so) to be saved again.
      if (recovery.failed(outcome.error)) return
      saveKey.current = undefined
      const { byField, rest } = mapViolations(outcome.error.violations, fields.map((field) => field.name))
      showErrors(byField, formLevelMessage(outcome.error, rest, Object.keys(byField).length > 0))
      return
    }
    recovery.saved()
    saveKey.current = undefined
    setErrors({})
    setBaseline(submitted)
    guard.allowLeave()
    onSaved?.(outcome.item)
  }
  retry.current = () => { void save() }

  const reload = async () => {
    const fresh = await onReload?.()
    if (!fresh) return
    // The latest version becomes what the form compares with; the reader's changes stay on top of it.
    const next = toRawValues(fields, fresh)
    const kept = changedValues(fields, valuesRef.current, baseline)
    setBaseline(next)
    setValues({ ...next, ...kept })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save()
  }

  const cancel = () => {
    if (onCancel) guard.requestLeave(onCancel)
  }

  return (
    <form ref={formRef} className="atrium-form" noValidate onSubmit={submit} onFocus={guard.trackFocus} aria-busy={saving || undefined} aria-labelledby={labelledBy}>
      {/* The form's look comes with its code (hoisted into the head in this commit: no unstyled paint). */}
      <style href="atrium-form" precedence="default">{formCss}</style>
      {deletedElsewhere ? <ChangedElsewhereBanner deleted /> : changedElsewhere ? <ChangedElsewhereBanner keeps={dirty} onReload={onReload ? () => { void reload() } : undefined} /> : null}
      <SaveHoldNotice hold={recovery.hold} restored={recovery.restored !== undefined && dirty} saving={saving} onRetry={() => { void save() }} singular={singular} check={check} />
      <ErrorSummary messages={formErrors} fields={fields} errors={errors} idPrefix={idPrefix} onFocusField={(name) => elements.current.get(name)?.focus()} />
      {fields.map((field) => (
        <FormInput
          key={field.name}
          field={field}
          value={values[field.name]}
          onChange={onChange}
          errors={errors[field.name]}
          idPrefix={idPrefix}
          registerElement={registerElement}
          autoFocus={field.name === firstInput}
        />
      ))}
      <div ref={actions} className="atrium-form__actions">
        {/* Not `disabled` while saving: a disabled button drops the focus to the page (Escape would no longer
            reach the drawer once a save is held); a second press is ignored by `save` itself. */}
        <button type="submit" className="atrium-button--primary" aria-disabled={saving || undefined}>{formText(saving ? 'action.saving' : 'action.save')}</button>
        {onCancel ? <button type="button" onClick={cancel}>{actionText('action.cancel')}</button> : null}
        {onDelete ? <button type="button" className="atrium-button--danger-quiet atrium-form__delete" onClick={onDelete}>{formatMessage('action.delete')}</button> : null}
      </div>
      {guard.element}
    </form>
  )
}
