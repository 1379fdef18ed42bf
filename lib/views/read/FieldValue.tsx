import type { FormField } from '../form/formInputs'
import { formatCell, safeHref } from '../../fields/formatCell'
import { cellContent } from '../../layouts/cellContent'
import { recordText } from '../recordText'

/** Props of `FieldValue`. */
export interface FieldValueProps {
  /** The input the field is declared with, if any. */
  field?: FormField
  /** The stored value. */
  value: unknown
}

/**
 * One value of the read view, always as text. A `url` field becomes a link
 * only for `http:`, `https:` and `mailto:` addresses (anything else, such as
 * `javascript:`, stays text); an `email` field links through `mailto:`.
 */
export function FieldValue({ field, value }: FieldValueProps) {
  const text = formatCell(value, field?.definition)
  if (text === '') return <>{recordText('read.empty')}</>
  const Display = field?.definition.display
  if (Display) return <Display value={value} />
  // A stored file is a reference: a link when it is a safe address.
  if (field?.type === 'url' || field?.type === 'file') {
    const href = safeHref(value)
    if (href) return <a href={href} rel="noopener noreferrer">{text}</a>
  }
  if (field?.type === 'color') return <>{cellContent(value, field.definition)}</>
  if (field?.type === 'email' && typeof value === 'string' && /^[^\s@:/?#]+@[^\s@:/?#]+$/.test(value)) {
    const href = safeHref(`mailto:${value}`)
    if (href) return <a href={href}>{text}</a>
  }
  return <>{text}</>
}
