import type { ChangeEvent, ComponentType } from 'react'
import type { ReferenceTarget } from '../views/reference/useReferenceRecords'
import type { FieldOf } from '../types'

/** The value type of field `K` of `T` (`unknown` for a field a loose record type does not name). */
export type FieldValue<T, K extends string> = K extends keyof T ? T[K] : unknown

/** The values a select may offer for a field of type `V`: its strings, numbers and booleans (any of them for `unknown`). */
export type OptionValue<V> = V & (string | number | boolean)

/** The values of one element of an array field (the field's own values otherwise). */
export type ElementOf<V> = V extends readonly (infer E)[] ? E : V

/** Input kinds a form can draw. */
export type InputType = 'text' | 'textarea' | 'number' | 'boolean' | 'select' | 'date' | 'datetime' | 'email' | 'tel' | 'url' | 'color' | 'file'

/** One choice of a select; for a field, its value is one of the field's values. */
export interface SelectOption<V = unknown> {
  /** Stored value. */
  value: OptionValue<V>
  /** Shown label. */
  label: string
}

/** One form input of a field whose values are `V`. */
export interface InputDefinition<V = unknown> {
  /** Kind of input. Defaults to `'text'`. */
  type?: InputType
  /** Label; defaults to the field name. */
  label?: string
  /** Client-side required check. */
  required?: boolean
  /** Set by the API (id, timestamps): skipped in create forms and tables, read-only in update. */
  generatedValue?: boolean
  /** Choices of a select: values of the field (`'archived'` is refused when `status` is `'draft' | 'published'`). */
  options?: readonly SelectOption<V>[]
  /** Placeholder text. */
  placeholder?: string
  /**
   * A `'file'` input's accepted types, as `<input accept>` reads them. A file
   * input sends the chosen `File` (multipart with `hydraDialect`; dialects
   * whose backend takes no files refuse it with a message), and nothing when
   * none is chosen; the stored value (a URL, an IRI) is shown beside it.
   * @example inputs: { cover: { type: 'file', accept: 'image/*,application/pdf' } }
   */
  accept?: string
  /** Help text under the input. */
  help?: string
  /**
   * The most characters a text, textarea, email, url or tel input takes (the API's limit): a count shows
   * under it once four fifths are used, and a longer value is refused before sending, never cut.
   * @example inputs: { title: { label: 'Title', maxLength: 255 } }
   */
  maxLength?: number
  /**
   * Draws the control in place of the built-in one; the label, help text and messages stay
   * Atrium's. It receives a native control's props (spread them on an `<input>` or `<select>`).
   * @example inputs: { author: referenceInput(authors, { label: 'Author' }) }
   */
  component?: ComponentType<InputControlProps>
  /** Draws the stored value in list cells and the read view in place of the built-in text. */
  display?: ComponentType<{ value: unknown }>
  /**
   * The resource this field references and how its records are referenced (set by `referenceInput`),
   * for what names the records without drawing them: the CSV export writes the referenced record's
   * title, as the list's cells show it. A function, so that merging options never reads the resource early.
   */
  reference?: () => ReferenceTarget
  /** The value sent for the control's text (default: the text itself), for a `'text'` input or a custom `component`; `null` clears the field. */
  parse?: (text: string) => V | null
  /**
   * What the list sorts by when this field's column header is pressed: another name the API orders
   * by (`'author.name'`, a referenced record's field), or `false` for a column that cannot be sorted.
   * Defaults to the field itself; a `referenceInput` column is not sortable unless given one (its
   * values are ids, whose order means nothing to a reader).
   */
  sortBy?: string | false
}

/** Props of a custom input control (`InputDefinition.component`): those of a native control. */
export interface InputControlProps {
  /** Element id (the label points at it). */
  id: string
  /** Field name. */
  name: string
  /** Current text. */
  value: string
  /** Whether the field is required. */
  required: boolean
  /** Shown but not editable. */
  disabled?: boolean
  /** Set when the field has messages. */
  'aria-invalid'?: boolean
  /** Ids of the help text and messages. */
  'aria-describedby'?: string
  /** Receives the focusable element (the form focuses the first invalid one). */
  ref(element: HTMLElement | null): void
  /** Reports the new text through `event.target.value`. */
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>): void
}

/** Inputs keyed by field; `false` removes an inherited input. */
export type FormInputs<T> = { [K in FieldOf<T>]?: InputDefinition<FieldValue<T, K>> | false }

/** Form options of a resource or action. */
export interface FormOptions<T> {
  /** Inputs in display order. */
  inputs?: FormInputs<T>
  /**
   * Send each create with an `Idempotency-Key` header: one key per save, the same on every re-send of it, new for the
   * next. For APIs that honour it (answer a key seen before with the first answer, make no second record): a create
   * whose answer was lost is then sent again by itself, as an update is. Without it such a create is never sent again
   * unasked: the form says it may have been saved and offers to check the list or save anyway. A cross-origin API must
   * allow the header (`Access-Control-Allow-Headers`). Read on the create action. Defaults to `false`.
   * @example createViewResource('contacts', { path: '/contacts', form: { idempotencyKey: true } })
   */
  idempotencyKey?: boolean
}
