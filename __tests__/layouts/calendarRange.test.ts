import { layout } from '../../lib/index'
import { calendarEvents } from '../../lib/layouts/calendar/calendarEvents'
import { calendarDays, calendarRange, shiftAnchor, type CalendarView } from '../../lib/layouts/calendar/calendarRange'
import { dayRangeFilter as calendarRangeFilter } from '../../lib/layouts/dayRangeFilter'
import { toIsoDate } from '../../lib/layouts/calendarDates'

const events = layout.calendar({ dateField: 'date' })
const spans = layout.calendar({ dateField: 'date', endField: 'end' })
const wednesday = new Date(2024, 1, 14, 9, 30)

describe('calendarRange', () => {
  it.each<[string, CalendarView | undefined, Parameters<typeof calendarRange>[0], string, string]>([
    ['month (default)', undefined, events, '2024-01-29', '2024-03-10'],
    ['the layout view when none given', undefined, layout.calendar({ dateField: 'date', view: 'week' }), '2024-02-12', '2024-02-18'],
    ['month', 'month', events, '2024-01-29', '2024-03-10'],
    ['week (Monday to Sunday)', 'week', events, '2024-02-12', '2024-02-18'],
    ['day', 'day', events, '2024-02-14', '2024-02-14'],
  ])('%s', (_name, view, declaration, from, to) => {
    expect(calendarRange(declaration, wednesday, view)).toEqual({ from, to })
  })
})

describe('calendarDays and shiftAnchor', () => {
  it.each<[CalendarView, number]>([['month', 42], ['week', 7], ['day', 1]])('%s shows %i days', (view, count) => {
    expect(calendarDays(wednesday, view)).toHaveLength(count)
  })

  it.each<[CalendarView, 1 | -1, string]>([
    ['month', 1, '2024-03-14'],
    ['month', -1, '2024-01-14'],
    ['week', 1, '2024-02-21'],
    ['week', -1, '2024-02-07'],
    ['day', 1, '2024-02-15'],
    ['day', -1, '2024-02-13'],
  ])('%s %i → %s', (view, direction, expected) => {
    expect(toIsoDate(shiftAnchor(wednesday, view, direction))).toBe(expected)
  })
})

describe('calendarRangeFilter', () => {
  it.each<[string, Parameters<typeof calendarRangeFilter>[0], Record<string, unknown>]>([
    ['start field only: from included, day after to excluded', events, { date: { gte: '2024-02-12', lt: '2024-02-19' } }],
    ['with an end field: overlapping events', spans, { date: { lt: '2024-02-19' }, end: { gte: '2024-02-12' } }],
  ])('%s', (_name, declaration, expected) => {
    expect(calendarRangeFilter(declaration, { from: '2024-02-12', to: '2024-02-18' })).toEqual(expected)
  })

  it('crosses month ends', () => {
    expect(calendarRangeFilter(events, { from: '2024-01-29', to: '2024-02-29' })).toEqual({ date: { gte: '2024-01-29', lt: '2024-03-01' } })
  })
})

describe('calendarEvents', () => {
  const week = calendarDays(wednesday, 'week')
  type Row = { id: string; date?: unknown; end?: unknown }
  const onDays = (rows: Row[], declaration = spans) => {
    const byDay = calendarEvents(rows, declaration, week)
    return Object.fromEntries([...byDay].filter(([, entries]) => entries.length > 0)
      .map(([day, entries]) => [day, entries.map((entry) => `${entry.continued ? '<' : ''}${entry.item.id}${entry.continues ? '>' : ''}`)]))
  }

  it.each<[string, Row[], Record<string, string[]>]>([
    ['one-day event', [{ id: 'a', date: '2024-02-13' }], { '2024-02-13': ['a'] }],
    ['spanning three days', [{ id: 'a', date: '2024-02-13', end: '2024-02-15T10:00' }],
      { '2024-02-13': ['a>'], '2024-02-14': ['<a>'], '2024-02-15': ['<a'] }],
    ['clipped by the visible days', [{ id: 'a', date: '2024-02-01', end: '2024-02-12' }], { '2024-02-12': ['<a'] }],
    ['outside', [{ id: 'a', date: '2024-03-01' }], {}],
    ['end before start is one day', [{ id: 'a', date: '2024-02-14', end: '2024-02-10' }], { '2024-02-14': ['a'] }],
    ['invalid end is one day', [{ id: 'a', date: '2024-02-14', end: 'soon' }], { '2024-02-14': ['a'] }],
    ['invalid starts skipped', [{ id: 'a', date: 'soon' }, { id: 'b', date: '2024-02-31' }, { id: 'c' }, { id: 'd', date: null }], {}],
    ['sorted by start', [{ id: 'late', date: '2024-02-14T18:00' }, { id: 'early', date: '2024-02-14T08:00' }], { '2024-02-14': ['early', 'late'] }],
  ])('%s', (_name, rows, expected) => {
    expect(onDays(rows)).toEqual(expected)
  })

  it('ignores the end field when the layout has none', () => {
    expect(onDays([{ id: 'a', date: '2024-02-13', end: '2024-02-15' }], events)).toEqual({ '2024-02-13': ['a'] })
  })
})
