import { isBlob } from '../../dialects/fileValues'
import type { FormField } from './formInputs'

/** What an input holds while editing: text for most inputs, a boolean for a checkbox, a chosen file (or the stored reference) for a file input. */
export type RawValue = string | boolean | Blob

/** The raw values of a form, by field name. */
export type RawValues = Record<string, RawValue>

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO date-time as a `datetime-local` value (local time), or `''` when it is not a date. */
export function isoToLocalDateTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const base = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  return date.getSeconds() === 0 ? base : `${base}:${pad(date.getSeconds())}`
}

/** A `datetime-local` value (local time) as an ISO string, or `null` when empty or invalid. */
export function localDateTimeToIso(value: string): string | null {
  if (value === '') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** A stored value as the text or checkbox state of its input. */
export function toRawValue(field: FormField, value: unknown): RawValue {
  switch (field.type) {
    case 'file':
      // A stored file is a reference (a URL, an IRI): kept as text, sent again only when another file is chosen.
      return isBlob(value) ? value : typeof value === 'string' ? value : ''
    case 'boolean':
      return value === true
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : ''
    case 'date': {
      const text = typeof value === 'string' ? value : ''
      return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : ''
    }
    case 'datetime':
      return isoToLocalDateTime(value)
    case 'select':
      return value === null || value === undefined ? '' : String(value)
    default:
      return value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
}

/**
 * The value to send for an input: numbers as numbers, select options with
 * their declared type, datetimes as ISO strings. An empty number, date,
 * datetime or select gives `null`; an empty text stays `''`.
 */
export function fromRawValue(field: FormField, raw: RawValue): unknown {
  if (field.type === 'boolean') return raw === true
  if (isBlob(raw)) return raw
  const text = typeof raw === 'string' ? raw : ''
  switch (field.type) {
    case 'number': {
      if (text.trim() === '') return null
      const number = Number(text)
      return Number.isFinite(number) ? number : null
    }
    case 'date':
      return text === '' ? null : text
    case 'datetime':
      return localDateTimeToIso(text)
    case 'select': {
      if (text === '') return null
      const option = (field.definition.options ?? []).find((choice) => String(choice.value) === text)
      return option ? option.value : text
    }
    default:
      return field.definition.parse ? field.definition.parse(text) : text
  }
}

/** The raw values of every field, from a record (or pre-filled values). */
export function toRawValues(fields: readonly FormField[], record: Record<string, unknown> | undefined): RawValues {
  const values: RawValues = {}
  for (const field of fields) values[field.name] = toRawValue(field, record?.[field.name])
  return values
}

/**
 * The data to send: every editable field, or only those that differ from
 * `baseline` when given. With `touched` (a create), the empty fields the
 * reader never touched are left out, so the API applies its own defaults
 * instead of receiving `""` or `null`; a checkbox always has a value and is sent.
 */
export function toSubmitData(fields: readonly FormField[], values: RawValues, baseline?: RawValues, touched?: ReadonlySet<string>): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const field of fields) {
    const raw = values[field.name]
    if (field.readOnly || (baseline && baseline[field.name] === raw) || (touched && raw === '' && !touched.has(field.name))) continue
    // A file input sends a chosen file only: no choice leaves the stored file alone.
    if (field.type === 'file' && !isBlob(raw)) continue
    data[field.name] = fromRawValue(field, raw)
  }
  return data
}

/** Whether any editable field differs from `baseline`. */
export function isDirty(fields: readonly FormField[], values: RawValues, baseline: RawValues): boolean {
  return fields.some((field) => !field.readOnly && values[field.name] !== baseline[field.name])
}

/**
 * The values of `values` that differ from `baseline` (the reader's changes): what a draft keeps, so that
 * coming back puts only them over the record as it is then, not the record as it was over others' changes.
 */
export function changedValues(fields: readonly FormField[], values: RawValues, baseline: RawValues): RawValues {
  const changed: RawValues = {}
  for (const field of fields) if (!field.readOnly && values[field.name] !== baseline[field.name]) changed[field.name] = values[field.name]
  return changed
}

/** Names of required fields left empty (an unchecked required checkbox counts as empty). */
export function missingRequired(fields: readonly FormField[], values: RawValues): string[] {
  return fields
    .filter((field) => field.definition.required && !field.readOnly)
    .filter((field) => {
      const raw = values[field.name]
      if (isBlob(raw)) return false
      return field.type === 'boolean' ? raw !== true : typeof raw !== 'string' || raw.trim() === ''
    })
    .map((field) => field.name)
}

/** Names of fields whose text is longer than their `maxLength`. */
export function tooLong(fields: readonly FormField[], values: RawValues): string[] {
  return fields
    .filter((field) => !field.readOnly && field.definition.maxLength !== undefined)
    .filter((field) => {
      const raw = values[field.name]
      return typeof raw === 'string' && raw.length > (field.definition.maxLength ?? Infinity)
    })
    .map((field) => field.name)
}
