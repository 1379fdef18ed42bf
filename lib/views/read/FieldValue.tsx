import { formatMessage } from '../../config/messages'
import type { FormField } from '../form/formInputs'
import { fieldText } from './fieldText'
import { safeLinkHref } from './safeLinkHref'

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
  const text = fieldText(field, value)
  if (text === '') return <>{formatMessage('read.empty')}</>
  if (field?.type === 'url') {
    const href = safeLinkHref(value)
    if (href) return <a href={href} rel="noopener noreferrer">{text}</a>
  }
  if (field?.type === 'email' && typeof value === 'string' && /^[^\s@:/?#]+@[^\s@:/?#]+$/.test(value)) {
    const href = safeLinkHref(`mailto:${value}`)
    if (href) return <a href={href}>{text}</a>
  }
  return <>{text}</>
}
