import { formatMessage } from '../../config/messages'
import type { InputDefinition } from '../../resource/types'

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:'])

/**
 * The address a `url` value may link to: only absolute `http:`, `https:` and
 * `mailto:` URLs (normalised); anything else (`javascript:`, `data:`,
 * relative paths) is shown as text, never linked.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

function formatDate(value: unknown, withTime: boolean): string {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined
  if (!date || Number.isNaN(date.getTime())) return String(value)
  return withTime ? date.toLocaleString() : date.toLocaleDateString()
}

function formatObject(value: object): string {
  const named = value as Record<string, unknown>
  for (const key of ['title', 'name', 'label', 'id']) {
    const text = named[key]
    if (typeof text === 'string' || typeof text === 'number') return String(text)
  }
  return JSON.stringify(value) ?? ''
}

/**
 * A value as the text of a list cell, by its input's type: booleans as the
 * `boolean.true`/`boolean.false` messages, dates with `toLocaleDateString`,
 * select values by their option's label, arrays joined, records by their name.
 */
export function formatCell(value: unknown, input?: InputDefinition): string {
  if (value === null || value === undefined || value === '') return ''
  if (Array.isArray(value)) return value.map((entry) => formatCell(entry, input)).filter(Boolean).join(', ')
  if (typeof value === 'boolean') return formatMessage(value ? 'boolean.true' : 'boolean.false')
  switch (input?.type) {
    case 'date': return formatDate(value, false)
    case 'datetime': return formatDate(value, true)
    case 'select': {
      const option = input.options?.find((choice) => String(choice.value) === String(value))
      if (option) return option.label
      break
    }
    default: break
  }
  if (value instanceof Date) return formatDate(value, false)
  if (typeof value === 'object') return formatObject(value)
  return String(value)
}
