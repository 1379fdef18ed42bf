import { formatMessage } from '../config/messages'
import type { InputDefinition } from '../resource/types'

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

// A calendar day without a time is that day wherever the reader is (`new Date('2024-05-01')` is UTC midnight).
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

function formatDate(value: unknown, withTime: boolean): string {
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null
  const date = day ? new Date(+day[1], +day[2] - 1, +day[3])
    : value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined
  if (!date || Number.isNaN(date.getTime())) return String(value)
  return withTime ? date.toLocaleString() : date.toLocaleDateString()
}

function formatObject(value: object): string {
  const named = value as Record<string, unknown>
  for (const key of ['title', 'name', 'label', 'id']) {
    const text = named[key]
    if (typeof text === 'string' || typeof text === 'number') return String(text)
  }
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    return ''
  }
}

/**
 * A value as text, in a list cell or the read view, by its input's type: booleans as the
 * `boolean.true`/`boolean.false` messages, dates with `toLocaleDateString`,
 * select values by their option's label, arrays joined, records by their
 * title, name, label or id. Empty values give `''`.
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
