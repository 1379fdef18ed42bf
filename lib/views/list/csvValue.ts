import { formatCell } from '../../fields/formatCell'
import type { InputDefinition } from '../../resource/types'

// A calendar day without a time: the day itself, wherever the reader is.
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/

const pad = (value: number) => String(value).padStart(2, '0')

/** The day (`YYYY-MM-DD`), or the day and time (`YYYY-MM-DD HH:MM:SS`), of `value` in the reader's time zone; `undefined` when it is no date. */
function isoLocal(value: unknown, withTime: boolean): string | undefined {
  if (!withTime && typeof value === 'string' && DAY_ONLY.test(value)) return value
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined
  if (!date || Number.isNaN(date.getTime())) return undefined
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` : day
}

/**
 * What a CSV export writes for a value of a field with `input`: what the list shows where a reader
 * reads words, and what a spreadsheet computes with where it computes.
 * - a `select`'s value: its option's label (`review` → `In review`), the value itself when no option has it;
 * - a reference (`titles` given, `referenceInput`): the referenced record's title, the stored value
 *   (an IRI, an id) when the title cannot be had; an embedded record: its title, name, label or id;
 * - a `number`: the plain number, no thousands separator (`2734`, not `2,734`);
 * - a `date`: the day the list shows, as ISO 8601 `YYYY-MM-DD`;
 * - a `datetime`: the day and time the list shows (the reader's time zone), as `YYYY-MM-DD HH:MM:SS`
 *   (ISO 8601 with a space, which spreadsheets read as a date and time); to the second, unlike the cell;
 * - a boolean: `true` / `false`, which spreadsheets read as such (the cell says Yes / No);
 * - an array: its entries so written, joined by `, `, as in the cell;
 * - anything else (text, e-mail, URL, a field without input): the value as the API gave it.
 * `csvCell` then turns the result into a cell's text, neutralising formulas.
 * @example csvValue('review', { type: 'select', options: [{ value: 'review', label: 'In review' }] }) // 'In review'
 */
export function csvValue(value: unknown, input?: InputDefinition, titles?: ReadonlyMap<string, string>): unknown {
  if (value === null || value === undefined || value === '' || (!input && !titles)) return value
  if (Array.isArray(value)) {
    return value.map((entry) => csvValue(entry, input, titles)).filter((entry) => entry !== null && entry !== undefined && entry !== '').map(String).join(', ')
  }
  if (typeof value === 'boolean') return value
  if (typeof value === 'object' && !(value instanceof Date)) return formatCell(value, input)
  if (titles) return titles.get(String(value)) ?? value
  switch (input?.type) {
    case 'select': return input.options?.find((option) => String(option.value) === String(value))?.label ?? value
    case 'number': return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value
    case 'date': return isoLocal(value, false) ?? value
    case 'datetime': return isoLocal(value, true) ?? value
    default: return value
  }
}
