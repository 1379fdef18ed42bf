import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { formatMessage } from '../../config/messages'
import type { ApiErrorData } from '../../errors/ApiError'
import type { ViewResource } from '../../resource/ViewResource'
import { ChangedElsewhereBanner } from './ChangedElsewhereBanner'
import { FormInput } from './FormInput'
import { formFieldsOf } from './formInputs'
import { isDirty, missingRequired, toRawValues, toSubmitData, type RawValue, type RawValues } from './formValues'
import { mapViolations } from './mapViolations'
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard'

/** What a submit handler answers: the saved record, or the API's error. */
export type SubmitOutcome<T> = { item: T } | { error: ApiErrorData }

/** Props of `ResourceForm`. */
export interface ResourceFormProps<T> {
  /** The resource edited. */
  resource: ViewResource<T>
  /** `'create'` sends every editable field but the empty ones never touched; `'update'` only the changed ones and shows generated fields read-only. */
  action: 'create' | 'update'
  /** Values the form starts from (the record, or pre-filled values). Read once: change the `key` to refill. */
  initialValues?: Record<string, unknown>
  /** Saves; never rejects: an API refusal is an `{ error }` value. */
  onSubmit(data: Partial<T>): Promise<SubmitOutcome<T>>
  /** Called after a successful save, once the form is no longer dirty. */
  onSaved?(item: T): void
  /** Cancel button; asks first when there are unsaved changes. No button without it. */
  onCancel?(): void
  /** Shows the "changed elsewhere" banner (realtime updates set it). */
  changedElsewhere?: boolean
  /** The banner's Reload button. */
  onReload?(): void
}

type Errors = Record<string, string[]>

function formLevelMessage(error: ApiErrorData, rest: string[], hasFieldErrors: boolean): string[] {
  if (rest.length > 0) return rest
  if (hasFieldErrors) return [formatMessage('form.invalid')]
  return [formatMessage('notice.failed', { detail: error.detail ?? error.title ?? String(error.status) })]
}

/**
 * A create or update form drawn from the action's effective `form.inputs`, in
 * declaration order. Required fields are checked before sending (the first
 * invalid field gets the focus); server `violations` land on the field they
 * name and the rest in a form-level alert; a second submit while saving is
 * ignored; leaving with unsaved changes asks first.
 */
export function ResourceForm<T>({ resource, action, initialValues, onSubmit, onSaved, onCancel, changedElsewhere, onReload }: ResourceFormProps<T>) {
  const fields = useMemo(() => formFieldsOf(resource, action), [resource, action])
  const idPrefix = useId()
  const [baseline, setBaseline] = useState<RawValues>(() => toRawValues(fields, initialValues))
  const [values, setValues] = useState<RawValues>(baseline)
  const [errors, setErrors] = useState<Errors>({})
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const savingRef = useRef(false)
  const elements = useRef(new Map<string, HTMLElement>())
  const touched = useRef(new Set<string>())
  const [focusRequest, setFocusRequest] = useState<{ name: string } | undefined>()
  const dirty = isDirty(fields, values, baseline)
  const guard = useUnsavedChangesGuard(dirty)

  useEffect(() => {
    if (focusRequest) elements.current.get(focusRequest.name)?.focus()
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (savingRef.current) return
    const missing = missingRequired(fields, values)
    if (missing.length > 0) {
      const fieldErrors: Errors = {}
      for (const field of fields) if (missing.includes(field.name)) fieldErrors[field.name] = [formatMessage('form.required', { field: field.label })]
      showErrors(fieldErrors, [])
      return
    }
    const submitted = values
    const data = (action === 'update' ? toSubmitData(fields, submitted, baseline) : toSubmitData(fields, submitted, undefined, touched.current)) as Partial<T>
    savingRef.current = true
    setSaving(true)
    setFormErrors([])
    let outcome: SubmitOutcome<T>
    try {
      outcome = await onSubmit(data)
    } finally {
      savingRef.current = false
      setSaving(false)
    }
    if ('error' in outcome) {
      const { byField, rest } = mapViolations(outcome.error.violations, fields.map((field) => field.name))
      showErrors(byField, formLevelMessage(outcome.error, rest, Object.keys(byField).length > 0))
      return
    }
    setErrors({})
    setBaseline(submitted)
    guard.allowLeave()
    onSaved?.(outcome.item)
  }

  const cancel = () => {
    if (onCancel && guard.confirmLeave()) onCancel()
  }

  return (
    <form className="atrium-form" noValidate onSubmit={submit} aria-busy={saving || undefined}>
      {changedElsewhere ? <ChangedElsewhereBanner onReload={onReload} /> : null}
      {formErrors.length > 0 ? (
        <div role="alert" className="atrium-form__error">
          {formErrors.map((message, index) => <p key={index}>{message}</p>)}
        </div>
      ) : null}
      {fields.map((field) => (
        <FormInput
          key={field.name}
          field={field}
          value={values[field.name]}
          onChange={onChange}
          errors={errors[field.name]}
          idPrefix={idPrefix}
          registerElement={registerElement}
        />
      ))}
      <div className="atrium-form__actions">
        <button type="submit" disabled={saving}>{formatMessage(saving ? 'action.saving' : 'action.save')}</button>
        {onCancel ? <button type="button" onClick={cancel}>{formatMessage('action.cancel')}</button> : null}
      </div>
      {guard.element}
    </form>
  )
}
