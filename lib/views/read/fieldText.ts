import { formatMessage } from '../../config/messages'
import type { FormField } from '../form/formInputs'

function plainText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return formatMessage(value ? 'boolean.true' : 'boolean.false')
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (Array.isArray(value)) return value.map(plainText).filter((text) => text !== '').join(', ')
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    for (const key of ['title', 'name', 'label', 'id']) {
      const named = record[key]
      if (typeof named === 'string' || typeof named === 'number') return String(named)
    }
    try {
      return JSON.stringify(value)
    } catch {
      return ''
    }
  }
  return ''
}

/**
 * A stored value as text for the read view: booleans through the messages,
 * select values as their option's label, datetimes in the reader's locale,
 * arrays joined with commas, objects by their title, name, label or id.
 * Empty values give `''`.
 */
export function fieldText(field: FormField | undefined, value: unknown): string {
  if (field?.type === 'boolean' && (value === null || value === undefined)) return ''
  if (field?.type === 'select') {
    const option = (field.definition.options ?? []).find((choice) => choice.value === value)
    if (option) return option.label
  }
  if (field?.type === 'datetime' && typeof value === 'string') {
    const date = new Date(value)
    if (!Number.isNaN(date.getTime())) return date.toLocaleString()
  }
  return plainText(value)
}
