import {
  addDays, addMonths, diffDays, monthGrid, parseDate, sameDay, startOfDay, startOfWeek, toIsoDate,
} from '../../lib/layouts/calendarDates'

const local = (year: number, month: number, day: number, hour = 0, minute = 0) => new Date(year, month - 1, day, hour, minute)

describe('parseDate', () => {
  it.each<[string, unknown, Date | undefined]>([
    ['date only, local midnight', '2024-03-05', local(2024, 3, 5)],
    ['date only with spaces', '  2024-03-05 ', local(2024, 3, 5)],
    ['date and time, local', '2024-03-05T14:30', local(2024, 3, 5, 14, 30)],
    ['date and time with a space', '2024-03-05 14:30:00', local(2024, 3, 5, 14, 30)],
    ['seconds and milliseconds', '2024-03-05T14:30:15.250', new Date(2024, 2, 5, 14, 30, 15, 250)],
    ['UTC', '2024-03-05T14:30:00Z', new Date(Date.UTC(2024, 2, 5, 14, 30))],
    ['offset with colon', '2024-03-05T14:30:00+02:00', new Date(Date.UTC(2024, 2, 5, 12, 30))],
    ['offset without colon', '2024-03-05T14:30:00.000-0130', new Date(Date.UTC(2024, 2, 5, 16, 0))],
    ['leap day', '2024-02-29', local(2024, 2, 29)],
    ['Date instance', local(2024, 1, 2, 3, 4), local(2024, 1, 2, 3, 4)],
    ['timestamp', Date.UTC(2024, 0, 1), new Date(Date.UTC(2024, 0, 1))],
    ['impossible day', '2024-02-30', undefined],
    ['not a leap year', '2023-02-29', undefined],
    ['month 13', '2024-13-01', undefined],
    ['hour 24', '2024-03-05T24:00', undefined],
    ['free text', 'next tuesday', undefined],
    ['empty string', '', undefined],
    ['invalid Date', new Date('nope'), undefined],
    ['NaN', Number.NaN, undefined],
    ['null', null, undefined],
    ['undefined', undefined, undefined],
    ['object', { year: 2024 }, undefined],
  ])('%s', (_name, input, expected) => {
    const parsed = parseDate(input)
    if (expected === undefined) expect(parsed).toBeUndefined()
    else expect(parsed?.getTime()).toBe(expected.getTime())
  })

  it('copies a Date instead of returning it', () => {
    const date = local(2024, 1, 1)
    expect(parseDate(date)).not.toBe(date)
  })
})

describe('startOfWeek (Monday)', () => {
  it.each<[string, Date, string]>([
    ['a Monday is its own start', local(2024, 1, 1, 15), '2024-01-01'],
    ['a Wednesday', local(2024, 1, 10), '2024-01-08'],
    ['a Sunday goes back six days', local(2024, 1, 14), '2024-01-08'],
    ['across a month', local(2024, 3, 2), '2024-02-26'],
    ['across a year', local(2025, 1, 1), '2024-12-30'],
  ])('%s', (_name, date, expected) => {
    const monday = startOfWeek(date)
    expect(toIsoDate(monday)).toBe(expected)
    expect(monday.getDay()).toBe(1)
    expect(monday.getHours()).toBe(0)
  })
})

describe('monthGrid', () => {
  it.each<[string, number, number, string, string]>([
    ['month starting on a Monday', 2024, 0, '2024-01-01', '2024-02-11'],
    ['month starting on a Thursday', 2024, 1, '2024-01-29', '2024-03-10'],
    ['month starting on a Sunday', 2024, 8, '2024-08-26', '2024-10-06'],
    ['February of a common year', 2023, 1, '2023-01-30', '2023-03-12'],
    ['December', 2024, 11, '2024-11-25', '2025-01-05'],
  ])('%s', (_name, year, month, first, last) => {
    const grid = monthGrid(year, month)
    expect(grid).toHaveLength(42)
    expect(toIsoDate(grid[0])).toBe(first)
    expect(toIsoDate(grid[41])).toBe(last)
    expect(grid[0].getDay()).toBe(1)
    grid.slice(1).forEach((day, index) => expect(diffDays(grid[index], day)).toBe(1))
  })
})

describe('sameDay', () => {
  it.each<[string, Date, Date, boolean]>([
    ['same instant', local(2024, 5, 5, 10), local(2024, 5, 5, 10), true],
    ['morning and night', local(2024, 5, 5, 0), local(2024, 5, 5, 23, 59), true],
    ['consecutive days', local(2024, 5, 5, 23, 59), local(2024, 5, 6), false],
    ['same day of another month', local(2024, 5, 5), local(2024, 6, 5), false],
    ['same day of another year', local(2024, 5, 5), local(2025, 5, 5), false],
  ])('%s', (_name, a, b, expected) => {
    expect(sameDay(a, b)).toBe(expected)
  })
})

describe('addDays and diffDays', () => {
  it.each<[string, Date, number, string]>([
    ['forward', local(2024, 1, 30), 3, '2024-02-02'],
    ['backward', local(2024, 3, 1), -1, '2024-02-29'],
    ['zero keeps the day at midnight', local(2024, 3, 1, 18), 0, '2024-03-01'],
    ['over a year', local(2024, 12, 31), 1, '2025-01-01'],
    // Daylight-saving changes happen in late March / late October in many zones.
    ['over a spring DST change', local(2024, 3, 30), 2, '2024-04-01'],
    ['over an autumn DST change', local(2024, 10, 26), 2, '2024-10-28'],
  ])('%s', (_name, date, days, expected) => {
    const moved = addDays(date, days)
    expect(toIsoDate(moved)).toBe(expected)
    expect(moved.getHours()).toBe(0)
    expect(diffDays(date, moved)).toBe(days)
  })

  it('diffDays ignores the time of day', () => {
    expect(diffDays(local(2024, 1, 1, 23, 59), local(2024, 1, 2, 0, 1))).toBe(1)
    expect(diffDays(local(2024, 1, 2, 0, 1), local(2024, 1, 1, 23, 59))).toBe(-1)
  })
})

describe('toIsoDate, startOfDay, addMonths', () => {
  it.each<[Date, string]>([
    [local(2024, 1, 5), '2024-01-05'],
    [local(2024, 12, 31, 23, 59), '2024-12-31'],
    [local(987, 7, 8), '0987-07-08'],
  ])('toIsoDate(%s) → %s', (date, expected) => {
    expect(toIsoDate(date)).toBe(expected)
  })

  it('startOfDay keeps the local day', () => {
    expect(startOfDay(local(2024, 6, 7, 22, 30)).getTime()).toBe(local(2024, 6, 7).getTime())
  })

  it.each<[Date, number, string]>([
    [local(2024, 1, 31), 1, '2024-02-29'],
    [local(2024, 3, 31), -1, '2024-02-29'],
    [local(2024, 12, 15), 1, '2025-01-15'],
    [local(2024, 1, 15), -1, '2023-12-15'],
  ])('addMonths(%s, %i) → %s', (date, months, expected) => {
    expect(toIsoDate(addMonths(date, months))).toBe(expected)
  })
})
