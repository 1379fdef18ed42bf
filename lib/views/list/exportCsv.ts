import type { InputDefinition } from '../../resource/types'
import type { FieldOf } from '../../types'
import { csvValue } from './csvValue'

/** One column of a CSV export. */
export interface CsvColumn<T> {
  /** Header text. */
  label: string
  /** The cell's value for a record: a field of the record, or a function of it. */
  value: FieldOf<T> | ((row: T) => unknown)
  /**
   * The field's input: its cells are written as `csvValue` says (option labels, referenced titles,
   * plain numbers, ISO dates). Without it, the value is written as it is.
   */
  input?: InputDefinition | undefined
  /**
   * A reference's record titles by value as text: its cells name the record (the export reads them
   * for a `referenceInput` column, as the list's cells do; a value missing here is written as it is).
   */
  titles?: ReadonlyMap<string, string> | undefined
}

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/
// Some spreadsheets skip what a reader cannot see before reading a formula (spaces, no-break and
// zero-width spaces, direction marks, a byte-order mark) and read the full-width and small forms
// of = + - @ as those signs.
const INVISIBLE_LEAD = /^[\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]+/
const SIGN_START = /^[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\u2212]/

/** Whether a spreadsheet could read `text` as a formula. */
function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) || SIGN_START.test(text.replace(INVISIBLE_LEAD, ''))
}

/**
 * One cell's text: strings that a spreadsheet would run as a formula get a
 * leading `'` (also behind leading spaces, no-break or zero-width characters,
 * and with the full-width `＝＋－＠`); numbers stay as they are (a negative number is no formula);
 * dates become ISO strings, objects JSON, `null`/`undefined` empty.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (typeof value === 'boolean') return String(value)
  let text: string
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString()
  else if (typeof value === 'string') text = value
  else text = JSON.stringify(value) ?? ''
  return looksLikeFormula(text) ? `'${text}` : text
}

/** Quotes a cell as RFC 4180 asks: when it holds `"`, `,`, CR or LF, with inner quotes doubled. */
export function quoteCsv(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * A CSV document (RFC 4180: CRLF line ends, a header line) of `rows`, each
 * column's values written by its `input` and `titles` (see `csvValue`), with
 * cells neutralised against formula injection (see `csvCell`).
 * @example toCsv([{ title: '=1+1' }], [{ label: 'Title', value: 'title' }]) // "Title\r\n'=1+1\r\n"
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const line = (cells: readonly unknown[]) => cells.map((cell) => quoteCsv(csvCell(cell))).join(',')
  const read = (row: T, column: CsvColumn<T>) => csvValue(
    typeof column.value === 'function' ? column.value(row) : (row as Record<string, unknown> | null)?.[column.value],
    column.input,
    column.titles,
  )
  const lines = [line(columns.map((column) => column.label)), ...rows.map((row) => line(columns.map((column) => read(row, column))))]
  return lines.map((text) => `${text}\r\n`).join('')
}
