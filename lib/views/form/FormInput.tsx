import type { ChangeEvent } from 'react'
import { FileControl } from './FileControl'
import type { FormField } from './formInputs'
import type { RawValue } from './formValues'
import { formText } from './formText'
import { labelInText } from '../labelInText'

/** Props of `FormInput`. */
export interface FormInputProps {
  /** The input drawn. */
  field: FormField
  /** Its current raw value. */
  value: RawValue
  /** Called with the new raw value. */
  onChange(name: string, value: RawValue): void
  /** Messages to show under the input (client or server); the input is then marked invalid. */
  errors?: readonly string[]
  /** Prefix of the element ids (unique per form). */
  idPrefix: string
  /** Receives the focusable element, so the form can focus the first invalid field. */
  registerElement?(name: string, element: HTMLElement | null): void
  /** The form's first editable input: marked for the frame to focus as it opens (`data-autofocus`). */
  autoFocus?: boolean
}


const HTML_TYPES = { text: 'text', email: 'email', tel: 'tel', url: 'url', number: 'number', date: 'date', datetime: 'datetime-local' } as const

/** A colour as `<input type="color">` takes it. */
const HEX_COLOR = /^#[0-9a-f]{6}$/i

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * One form input with its visible `<label>`, help text and messages. A field
 * with messages gets `aria-invalid` and is described by them.
 */
export function FormInput({ field, value, onChange, errors = [], idPrefix, registerElement, autoFocus = false }: FormInputProps) {
  const id = `${idPrefix}-${field.name}`
  const errorId = `${id}-error`
  const helpId = `${id}-help`
  const countId = `${id}-count`
  const invalid = errors.length > 0
  const text = typeof value === 'string' ? value : ''
  // The count shows once four fifths of the limit are used: the limit is told before Save, not after.
  const max = field.readOnly ? undefined : field.definition.maxLength
  const counted = max !== undefined && text.length >= max * 0.8
  const describedBy = [invalid ? errorId : '', field.definition.help ? helpId : '', counted ? countId : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    required: field.definition.required === true,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'data-autofocus': autoFocus || undefined,
    ref: (element: HTMLElement | null) => registerElement?.(field.name, element),
    onChange: (event: ChangeEvent<Control>) => onChange(field.name, event.target.value),
  }
  let control
  const Custom = field.definition.component
  if (Custom) {
    control = <Custom {...common} value={text} disabled={field.readOnly} />
  } else if (field.type === 'boolean') {
    control = (
      <input
        {...common}
        type="checkbox"
        checked={value === true}
        disabled={field.readOnly}
        onChange={(event) => onChange(field.name, event.target.checked)}
      />
    )
  } else if (field.type === 'select') {
    const options = field.definition.options ?? []
    const unknown = text !== '' && !options.some((option) => String(option.value) === text)
    control = (
      <select {...common} value={text} disabled={field.readOnly}>
        {/* A required choice not made yet says so (it cannot be chosen back); an optional one may be emptied. */}
        {!field.definition.required ? <option value="">{field.definition.placeholder ?? ''}</option>
          : text === '' ? <option value="" disabled>{field.definition.placeholder ?? formText('form.choose')}</option> : null}
        {unknown ? <option value={text}>{text}</option> : null}
        {options.map((option) => <option key={String(option.value)} value={String(option.value)}>{option.label}</option>)}
      </select>
    )
  } else if (field.type === 'file') {
    control = (
      <FileControl id={id} name={field.name} value={value} accept={field.definition.accept} required={common.required}
        disabled={field.readOnly} describedBy={describedBy} invalid={invalid} register={common.ref} onChange={(file) => onChange(field.name, file)} />
    )
  } else if (field.type === 'color') {
    // The hex code stays typed text (labelled, validated like any field); the browser's picker beside it
    // sets it, and shows the colour typed once it is whole. Until then its swatch is drawn empty (crossed out): the
    // picker's own black looked like a colour chosen, beside a placeholder naming another.
    const whole = HEX_COLOR.test(text)
    control = (
      <span className="atrium-color">
        <input type="color" data-empty={whole ? undefined : ''} aria-label={labelInText((label) => formText('form.pickColor', { field: label }), field.label)} value={whole ? text.toLowerCase() : '#000000'}
          disabled={field.readOnly} onChange={(event) => onChange(field.name, event.target.value)} />
        <input {...common} type="text" value={text} readOnly={field.readOnly} placeholder={field.definition.placeholder ?? '#rrggbb'} spellCheck={false} autoComplete="off" />
      </span>
    )
  } else if (field.type === 'textarea') {
    control = <textarea {...common} value={text} readOnly={field.readOnly} placeholder={field.definition.placeholder} />
  } else {
    control = (
      <input
        {...common}
        type={HTML_TYPES[field.type as keyof typeof HTML_TYPES] ?? 'text'}
        value={text}
        readOnly={field.readOnly}
        placeholder={field.definition.placeholder}
        step={field.type === 'number' ? 'any' : undefined}
      />
    )
  }
  return (
    // The required marker is drawn by the stylesheet (not part of the label's text or name; `required` says it).
    <div className={`atrium-field atrium-field--${field.type}${common.required && !field.readOnly ? ' atrium-field--required' : ''}`} data-readonly={field.readOnly || undefined}>
      <label htmlFor={id}>{field.label}</label>
      {control}
      {field.definition.help ? <p id={helpId} className="atrium-field__help">{field.definition.help}</p> : null}
      {counted ? <p id={countId} className={`atrium-field__count${text.length > max ? ' atrium-field__count--over' : ''}`}>{formText('form.count', { count: text.length, max })}</p> : null}
      {invalid ? <p id={errorId} className="atrium-field__error">{errors.join(' ')}</p> : null}
    </div>
  )
}
