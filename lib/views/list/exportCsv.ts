/** One column of a CSV export. */
export interface CsvColumn<T> {
  /** Header text. */
  label: string
  /** The cell's value for a record (a field name, or a function). */
  value: string | ((row: T) => unknown)
}

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One cell's text: strings that a spreadsheet would run as a formula get a
 * leading `'`; numbers stay as they are (a negative number is no formula);
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
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** Quotes a cell as RFC 4180 asks: when it holds `"`, `,`, CR or LF, with inner quotes doubled. */
export function quoteCsv(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * A CSV document (RFC 4180: CRLF line ends, a header line) of `rows`, with
 * cells neutralised against formula injection (see `csvCell`).
 * @example toCsv([{ title: '=1+1' }], [{ label: 'Title', value: 'title' }]) // "Title\r\n'=1+1\r\n"
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const line = (cells: readonly unknown[]) => cells.map((cell) => quoteCsv(csvCell(cell))).join(',')
  const read = (row: T, column: CsvColumn<T>) =>
    typeof column.value === 'function' ? column.value(row) : (row as Record<string, unknown> | null)?.[column.value]
  const lines = [line(columns.map((column) => column.label)), ...rows.map((row) => line(columns.map((column) => read(row, column))))]
  return lines.map((text) => `${text}\r\n`).join('')
}
