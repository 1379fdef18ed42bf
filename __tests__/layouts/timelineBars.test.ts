import { layout } from '../../lib/index'
import { toIsoDate } from '../../lib/layouts/calendarDates'
import { barPosition, readBarDates, timelineAnchor, timelineRows, type BarPosition } from '../../lib/layouts/timeline/timelineBars'
import { fittedDays } from '../../lib/layouts/timeline/useTimelineFit'

const day = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
const spanStart = day('2024-03-04')

describe('barPosition (span of 7 days from 2024-03-04)', () => {
  it.each<[string, string, string, BarPosition | undefined]>([
    ['first day only', '2024-03-04', '2024-03-04', { left: 0, width: 1, clippedStart: false, clippedEnd: false }],
    ['inside', '2024-03-05', '2024-03-07', { left: 1, width: 3, clippedStart: false, clippedEnd: false }],
    ['last day', '2024-03-10', '2024-03-10', { left: 6, width: 1, clippedStart: false, clippedEnd: false }],
    ['starts before', '2024-03-01', '2024-03-05', { left: 0, width: 2, clippedStart: true, clippedEnd: false }],
    ['ends after', '2024-03-09', '2024-03-20', { left: 5, width: 2, clippedStart: false, clippedEnd: true }],
    ['covers the span', '2024-02-01', '2024-04-01', { left: 0, width: 7, clippedStart: true, clippedEnd: true }],
    ['ends the day before', '2024-03-01', '2024-03-03', undefined],
    ['starts the day after', '2024-03-11', '2024-03-12', undefined],
  ])('%s', (_name, start, end, expected) => {
    expect(barPosition(day(start), day(end), spanStart, 7)).toEqual(expected)
  })

  it('counts days, not hours', () => {
    expect(barPosition(new Date(2024, 2, 4, 23), new Date(2024, 2, 5, 1), spanStart, 7)).toMatchObject({ left: 0, width: 2 })
  })
})

const fields = layout.timeline({ startField: 'start', endField: 'end', groupBy: 'owner' })

describe('readBarDates', () => {
  it.each<[string, Record<string, unknown>, [string, string] | undefined]>([
    ['both dates', { start: '2024-03-04', end: '2024-03-06' }, ['2024-03-04', '2024-03-06']],
    ['missing end → one day', { start: '2024-03-04' }, ['2024-03-04', '2024-03-04']],
    ['empty end → one day', { start: '2024-03-04', end: '' }, ['2024-03-04', '2024-03-04']],
    ['end before start → one day', { start: '2024-03-04', end: '2024-03-01' }, ['2024-03-04', '2024-03-04']],
    ['invalid start', { start: 'soon', end: '2024-03-06' }, undefined],
    ['missing start', { end: '2024-03-06' }, undefined],
    ['invalid end', { start: '2024-03-04', end: '2024-02-31' }, undefined],
  ])('%s', (_name, item, expected) => {
    const dates = readBarDates(item, fields)
    expect(dates && [toIsoDate(dates.start), toIsoDate(dates.end)]).toEqual(expected)
  })
})

describe('timelineRows', () => {
  const items = [
    { id: 'a', owner: 'Ann', start: '2024-03-04', end: '2024-03-06' },
    { id: 'b', owner: 'Bob', start: '2024-03-05T10:00', end: '2024-03-05T12:00' },
    { id: 'c', owner: 'Ann', start: '2024-03-05', end: '2024-03-08' },
    { id: 'd', owner: 'Ann', start: '2024-03-07', end: '2024-03-09' },
    { id: 'e', owner: 'Cid', start: '2024-04-01', end: '2024-04-02' },
    { id: 'f', owner: 'Bob', start: 'not a date', end: '2024-03-05' },
    { id: 'g', start: '2024-03-10', end: '2024-03-10' },
  ]

  it('groups by value in order of first appearance, keeping rows with no visible bar', () => {
    const rows = timelineRows(items, fields, spanStart, 7)
    expect(rows.map((row) => row.key)).toEqual(['Ann', 'Bob', 'Cid', ''])
    expect(rows.map((row) => row.bars.map((bar) => bar.item.id))).toEqual([['a', 'c', 'd'], ['b'], [], ['g']])
  })

  it.each<[string, number, number, number]>([
    ['a', 0, 3, 0],
    ['c', 1, 4, 1],
    ['d', 3, 3, 0],
  ])('bar %s: left %i, width %i, lane %i (overlaps take another lane)', (id, left, width, lane) => {
    const [ann] = timelineRows(items, fields, spanStart, 7)
    expect(ann.lanes).toBe(2)
    expect(ann.bars.find((bar) => bar.item.id === id)).toMatchObject({ left, width, lane })
  })

  // Bars too short for their titles: 'a' (days 0–2) needs 2 columns beside it, 'd' (days 3–5) 2, 'c' (days 1–4) none.
  const needs: Record<string, number> = { a: 2, c: 0, d: 2 }
  const columns = (item: { id: string }) => needs[item.id] ?? 0

  it.each<[string, string, number]>([
    ['a', 'after', 0],
    ['c', 'in', 2],
    ['d', 'before', 1],
  ])('bar %s: its title drawn %s it, in lane %i (the columns beside it kept free in its lane)', (id, label, lane) => {
    const [ann] = timelineRows(items, fields, spanStart, 7, columns)
    // 'a' and its title take days 0–4, 'c' days 1–4, 'd' and its title days 1–5 (after it, day 6 is too few), the longer first: three lanes.
    expect(ann.lanes).toBe(3)
    expect(ann.bars.find((bar) => bar.item.id === id)).toMatchObject({ label, lane })
  })

  it('keeps a title in its bar (cut) when neither side of it has room in the span', () => {
    const [ann] = timelineRows(items, fields, spanStart, 7, () => 5)
    expect(ann.bars.map((bar) => [bar.item.id, bar.label])).toEqual([['a', 'in'], ['c', 'in'], ['d', 'in']])
  })

  it('without groupBy draws one row, even when empty', () => {
    const single = layout.timeline({ startField: 'start', endField: 'end' })
    expect(timelineRows(items, single, spanStart, 7)).toHaveLength(1)
    expect(timelineRows([], single, spanStart, 7)).toEqual([{ key: '', bars: [], lanes: 1 }])
  })
})

describe('timelineAnchor', () => {
  const today = new Date(2024, 5, 1, 15)
  it.each<[string, Record<string, unknown>[], string]>([
    ['earliest valid start', [{ start: '2024-03-05' }, { start: '2024-03-02T18:00' }, { start: 'bad' }], '2024-03-02'],
    ['today without items', [], '2024-06-01'],
    ['today when every date is invalid', [{ start: 'bad' }], '2024-06-01'],
  ])('%s', (_name, items, expected) => {
    const anchor = timelineAnchor(items, fields, today)
    expect(toIsoDate(anchor)).toBe(expected)
    expect(anchor.getHours()).toBe(0)
  })
})

describe('fittedDays', () => {
  it.each<[string, number, number, number]>([
    ['all of them when they fit', 21, 21 * 44, 21],
    ['whole weeks when 7 or more fit (1280×800: 832 px at 44 px a day)', 21, 832, 14],
    ['a week on a phone (343 px)', 21, 343, 7],
    ['as many as fit under a week', 21, 300, 6],
    ['one at least', 21, 20, 1],
    ['never more than declared', 5, 1000, 5],
  ])('%s', (_name, days, available, expected) => {
    expect(fittedDays(days, available, 44)).toBe(expected)
  })
})
