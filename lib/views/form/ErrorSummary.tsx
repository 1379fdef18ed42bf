import type { MouseEvent } from 'react'
import { formText } from './formText'
import type { FormField } from './formInputs'

/** Props of `ErrorSummary`. */
export interface ErrorSummaryProps {
  /** Form-level messages (the API's, or "Please correct the highlighted fields."). */
  messages: readonly string[]
  /** The form's fields, in order. */
  fields: readonly FormField[]
  /** Messages by field name. */
  errors: Readonly<Record<string, readonly string[]>>
  /** Prefix of the fields' element ids (FormInput's). */
  idPrefix: string
  /** Moves the focus to a field (a link's default jump would only scroll to it). */
  onFocusField(name: string): void
}

function linkText(field: FormField, messages: readonly string[]): string {
  const text = messages.join(' ')
  // "Title is required." names its field; "This title is not allowed." gets it in front.
  return text.startsWith(field.label) ? text : `${field.label}: ${text}`
}

/**
 * The form's error summary at its top, an alert: the form-level messages, then one link per
 * invalid field, in the form's order, each moving the focus to its field.
 */
export function ErrorSummary({ messages, fields, errors, idPrefix, onFocusField }: ErrorSummaryProps) {
  const invalid = fields.filter((field) => (errors[field.name]?.length ?? 0) > 0)
  if (messages.length === 0 && invalid.length === 0) return null
  const shown = messages.length > 0 ? messages : [formText('form.invalid')]
  const go = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    onFocusField(name)
  }
  return (
    <div role="alert" className="atrium-form__error">
      <div>
        {shown.map((message, index) => <p key={index}>{message}</p>)}
        {invalid.length > 0 ? (
          <ul>
            {invalid.map((field) => (
              <li key={field.name}><a href={`#${idPrefix}-${field.name}`} onClick={go(field.name)}>{linkText(field, errors[field.name] ?? [])}</a></li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
