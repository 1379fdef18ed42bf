/**
 * Pure date helpers of the calendar and timeline layouts. Every function works
 * in the browser's LOCAL time: a day is a local calendar day, weeks start on
 * Monday, and `addDays` moves by calendar days (so a daylight-saving change
 * never shifts a date by an hour into the previous or next day).
 */

const DAY_MS = 86_400_000

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i

const daysInMonth = (year: number, month: number): number => new Date(year, month + 1, 0).getDate()

const isDate = (value: Date): boolean => !Number.isNaN(value.getTime())

function validParts(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month - 1) &&
    hour <= 23 && minute <= 59 && second <= 59
}

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0
  const digits = zone.slice(1).replace(':', '')
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))
  return zone[0] === '-' ? -minutes : minutes
}

/**
 * Reads a date from a record field: a `Date`, a timestamp in milliseconds, or an
 * ISO 8601 string (`2024-03-05`, `2024-03-05T14:30`, `2024-03-05 14:30:00`,
 * `2024-03-05T14:30:00.000Z`, `…+02:00`). A date without a time is local
 * midnight; a time without a zone is local time. Anything else, and impossible
 * dates such as `2024-02-30`, give `undefined` instead of throwing.
 */
export function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return isDate(value) ? new Date(value.getTime()) : undefined
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  const dateOnly = DATE_ONLY.exec(text)
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1, 4).map(Number)
    return validParts(year, month, day) ? new Date(year, month - 1, day) : undefined
  }
  const dateTime = DATE_TIME.exec(text)
  if (!dateTime) return undefined
  const [year, month, day, hour, minute] = dateTime.slice(1, 6).map(Number)
  const second = Number(dateTime[6] ?? 0)
  const ms = Number((dateTime[7] ?? '0').padEnd(3, '0').slice(0, 3))
  if (!validParts(year, month, day, hour, minute, second)) return undefined
  const zone = dateTime[8]
  if (zone === undefined) return new Date(year, month - 1, day, hour, minute, second, ms)
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes(zone) * 60_000)
}

/** Local midnight of `date`'s day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate())
}

/** `date`'s day moved by `days` calendar days (negative goes back), at local midnight. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
}

/** The Monday (local midnight) of the week holding `date`. */
export function startOfWeek(date: Date): Date {
  const mondayBased = (date.getDay() + 6) % 7
  return addDays(date, -mondayBased)
}

/** Whether `a` and `b` fall on the same local day. */
export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()
}

/** Whole calendar days from `from`'s day to `to`'s day (negative when `to` is earlier). */
export function diffDays(from: Date, to: Date): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS)
}

/** The local day of `date` as `YYYY-MM-DD`. */
export function toIsoDate(date: Date): string {
  const pad = (value: number, size = 2) => String(value).padStart(size, '0')
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The 42 days (6 weeks, Monday first) of a month grid: the Monday on or before
 * the 1st, then the next 41 days. `month` is 0-based, like `Date#getMonth`.
 */
export function monthGrid(year: number, month: number): Date[] {
  const first = startOfWeek(new Date(year, month, 1))
  return Array.from({ length: 42 }, (_, index) => addDays(first, index))
}

/** The same day moved by `months` months, clamped to the last day of a shorter month. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1)
  const day = Math.min(date.getDate(), daysInMonth(target.getFullYear(), target.getMonth()))
  return new Date(target.getFullYear(), target.getMonth(), day)
}
