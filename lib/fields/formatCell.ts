import { getAtriumConfiguration } from '../config/configureAtrium'
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
  return formatterOf(withTime ? 'datetime' : 'date').format(date)
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' }

// One formatter per kind and locale (`configureAtrium({ locale })`, else the reader's): no seconds in a date-time.
function formatterOf(kind: 'date' | 'datetime' | 'number'): { format(value: Date | number): string } {
  const locale = getAtriumConfiguration().locale
  const key = `${kind} ${locale ?? ''}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = kind === 'number' ? new Intl.NumberFormat(locale) : new Intl.DateTimeFormat(locale, kind === 'datetime' ? DATE_TIME : undefined)
    formatters.set(key, formatter)
  }
  return formatter as { format(value: Date | number): string }
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
 * `boolean.true`/`boolean.false` messages, dates, date-times (no seconds) and numbers (thousands
 * separators) through `Intl` in the configured `locale`,
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
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
      return Number.isFinite(number) ? formatterOf('number').format(number) : String(value)
    }
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

/**
 * Makes the `Intl` formatters the given inputs' cells will need, ahead of their values: the first
 * formatter of a page starts the browser's locale data (10–20 ms in Chromium), which a list does
 * while its request is out rather than between the answer and its rows.
 */
export function prepareFormatters(inputs: readonly (InputDefinition | undefined)[]): void {
  for (const input of inputs) {
    const kind = input?.type
    if (kind === 'date' || kind === 'datetime' || kind === 'number') formatterOf(kind)
  }
}
