import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createViewResource, layout } from '../../lib/index'
import { CalendarLayout, type CalendarLayoutProps } from '../../lib/layouts/calendar/CalendarLayout'
import { firstShownHour, fullDate } from '../../lib/layouts/calendar/CalendarGrid'
import { timeGridColumns } from '../../lib/layouts/calendar/timeGridColumns'
import { calendarEvents } from '../../lib/layouts/calendar/calendarEvents'

interface Meeting { id: string; title: string; date?: unknown; end?: unknown; secret?: boolean }

const meetings = createViewResource<Meeting>('layout-calendar-meetings', {
  repository: { getCollection: async () => ({ items: [] }) },
  permissions: { read: (item) => !item?.secret },
})
const readOnly = createViewResource<Meeting>('layout-calendar-readonly', {
  repository: { getCollection: async () => ({ items: [] }) },
  permissions: 'readonly',
})

const calendar = layout.calendar<Meeting>({ dateField: 'date', endField: 'end' })
const items: Meeting[] = [
  { id: '1', title: 'Standup', date: '2024-02-05T09:15' },
  { id: '2', title: 'Offsite', date: '2024-02-12', end: '2024-02-14T18:00' },
  { id: '3', title: 'Broken', date: 'next week' },
  { id: '4', title: 'Impossible', date: '2024-02-30' },
  { id: '5', title: 'Missing' },
  { id: '6', title: 'Review', date: new Date(2024, 1, 29, 14) },
  { id: '7', title: 'Hidden agenda', date: '2024-02-20', secret: true },
]
const valentine = new Date(2024, 1, 14)

function renderCalendar(props: Partial<CalendarLayoutProps<Meeting>> = {}) {
  const onOpen = jest.fn()
  const onRangeChange = jest.fn()
  render(
    <CalendarLayout resource={meetings} layout={calendar} items={items} loading={false} sort={[]} onSortChange={jest.fn()}
      onOpen={onOpen} onUpdate={jest.fn()} initialDate={valentine} onRangeChange={onRangeChange} {...props} />,
  )
  return { onOpen, onRangeChange }
}

const cells = () => screen.getAllByRole('gridcell')
const dates = () => cells().map((cell) => cell.getAttribute('data-date'))
// A cell is named by its content: the full date (hidden text, or the create button's label), then its events.
const cell = (year: number, month: number, day: number) => {
  const date = fullDate(new Date(year, month - 1, day))
  const found = cells().filter((element) => element.getAttribute('data-date') === `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)
  expect(found).toHaveLength(1)
  expect(found[0].textContent?.includes(date) || found[0].querySelector(`[aria-label*="${date}"]`) !== null).toBe(true)
  return found[0]
}
const eventsIn = (element: HTMLElement) => within(element).queryAllByText(/Standup|Offsite|Review|Hidden agenda|Broken|Impossible|Missing|Breakfast/)
  .map((node) => node.closest('.atrium-calendar-event')?.textContent)

describe('CalendarLayout', () => {
  it('draws a month as a 6×7 grid starting on Monday, cells named by their full date', () => {
    renderCalendar()
    const grid = screen.getByRole('grid', { name: 'February 2024' })
    expect(within(grid).getAllByRole('row')).toHaveLength(7)
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAccessibleName('Monday')
    expect(cells()).toHaveLength(42)
    expect(dates()[0]).toBe('2024-01-29')
    expect(dates()[41]).toBe('2024-03-10')
    expect(cells()[0]).toHaveAccessibleName('Monday, January 29, 2024')
    expect(cells()[0]).toHaveClass('atrium-calendar-cell--outside')
    expect(cell(2024, 2, 14)).not.toHaveClass('atrium-calendar-cell--outside')
  })

  it('places events on their days, spanning to the end field', () => {
    renderCalendar()
    expect(eventsIn(cell(2024, 2, 5))).toEqual([expect.stringContaining('Standup')])
    expect(within(cell(2024, 2, 5)).getByRole('button', { name: /Standup/ })).toBeInTheDocument()
    for (const day of [12, 13, 14]) expect(eventsIn(cell(2024, 2, day))).toEqual(['Offsite'])
    expect(eventsIn(cell(2024, 2, 11))).toEqual([])
    expect(eventsIn(cell(2024, 2, 15))).toEqual([])
    expect(within(cell(2024, 2, 13)).getByRole('button', { name: 'Offsite' })).toHaveClass('atrium-calendar-event--continued', 'atrium-calendar-event--continues')
    expect(eventsIn(cell(2024, 2, 29))).toEqual([expect.stringContaining('Review')])
    // A title cut to a month's narrow day is whole in the tooltip, with its time; one that may not be opened too.
    const standup = within(cell(2024, 2, 5)).getByRole('button', { name: /Standup/ })
    expect(standup).toHaveAttribute('title', `${standup.querySelector('time')!.textContent} Standup`)
    expect(within(cell(2024, 2, 13)).getByRole('button', { name: 'Offsite' })).toHaveAttribute('title', 'Offsite')
    expect(within(cell(2024, 2, 20)).getByText('Hidden agenda').closest('.atrium-calendar-event')).toHaveAttribute('title', 'Hidden agenda')
  })

  it('skips invalid dates without failing', () => {
    renderCalendar()
    for (const title of ['Broken', 'Impossible', 'Missing']) expect(screen.queryByText(title)).not.toBeInTheDocument()
  })

  it('opens read from an event, and create with the date from an empty day', () => {
    const { onOpen } = renderCalendar()
    fireEvent.click(within(cell(2024, 2, 13)).getByRole('button', { name: 'Offsite' }))
    expect(onOpen).toHaveBeenCalledWith('read', items[1])
    expect(onOpen).toHaveBeenCalledTimes(1)
    fireEvent.click(cell(2024, 2, 21))
    expect(onOpen).toHaveBeenLastCalledWith('create', undefined, { date: '2024-02-21' })
    fireEvent.click(screen.getByRole('button', { name: `Create on ${fullDate(new Date(2024, 2, 3))}` }))
    expect(onOpen).toHaveBeenLastCalledWith('create', undefined, { date: '2024-03-03' })
  })

  it('does not open events that may not be read', () => {
    const { onOpen } = renderCalendar()
    expect(within(cell(2024, 2, 20)).getByText('Hidden agenda')).toBeInTheDocument()
    expect(within(cell(2024, 2, 20)).queryByRole('button', { name: 'Hidden agenda' })).not.toBeInTheDocument()
    fireEvent.click(within(cell(2024, 2, 20)).getByText('Hidden agenda'))
    expect(onOpen).toHaveBeenCalledWith('create', undefined, { date: '2024-02-20' })
  })

  it('does not offer create when create is not allowed', () => {
    const { onOpen } = renderCalendar({ resource: readOnly })
    expect(screen.queryByRole('button', { name: /^Create on/ })).not.toBeInTheDocument()
    fireEvent.click(cell(2024, 2, 21))
    fireEvent.keyDown(cell(2024, 2, 14), { key: 'Enter' })
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('switches to week and day views', () => {
    const { onRangeChange } = renderCalendar()
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2024-01-29', to: '2024-03-10' })
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Week' }))
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true')
    expect(dates()).toEqual(['2024-02-12', '2024-02-13', '2024-02-14', '2024-02-15', '2024-02-16', '2024-02-17', '2024-02-18'])
    expect(eventsIn(cell(2024, 2, 12))).toEqual(['Offsite'])
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2024-02-12', to: '2024-02-18' })
    fireEvent.click(screen.getByRole('button', { name: 'Day' }))
    expect(dates()).toEqual(['2024-02-14'])
    expect(screen.getByRole('heading')).toHaveTextContent(fullDate(valentine))
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2024-02-14', to: '2024-02-14' })
  })

  it('keeps a focused event that event when the records come in again with another before it (keyed by id)', () => {
    const props = { resource: meetings, layout: { ...calendar, view: 'week' as const }, loading: false, sort: [], onSortChange: jest.fn(), onOpen: jest.fn(), onUpdate: jest.fn(), initialDate: valentine }
    const { rerender } = render(<CalendarLayout {...props} items={items} />)
    act(() => within(cell(2024, 2, 12)).getByRole('button', { name: 'Offsite' }).focus())
    // The week's own answer: an earlier event that day, as a range's request adds to a month's records.
    rerender(<CalendarLayout {...props} items={[{ id: '8', title: 'Breakfast', date: '2024-02-12' }, ...items]} />)
    expect(eventsIn(cell(2024, 2, 12))).toEqual(['Breakfast', 'Offsite'])
    expect(document.activeElement).toHaveAccessibleName('Offsite')
    fireEvent.click(document.activeElement!)
    expect(props.onOpen).toHaveBeenCalledWith('read', items[1])
  })

  it('starts in the layout view', () => {
    renderCalendar({ layout: { ...calendar, view: 'week' } })
    expect(cells()).toHaveLength(7)
  })

  it('moves with Previous, Next and Today', () => {
    renderCalendar()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading')).toHaveTextContent('March 2024')
    expect(dates()[0]).toBe('2024-02-26')
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('heading')).toHaveTextContent('January 2024')
    fireEvent.click(screen.getByRole('button', { name: 'Week' }))
    expect(dates()[0]).toBe('2024-01-08')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(dates()[0]).toBe('2024-01-15')
    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    expect(cells().some((node) => node.getAttribute('aria-current') === 'date')).toBe(true)
  })

  it('moves between days with arrow keys, one tab stop, Enter creating', () => {
    const { onOpen } = renderCalendar()
    expect(cells().filter((node) => node.tabIndex === 0)).toEqual([cell(2024, 2, 14)])
    cell(2024, 2, 14).focus()
    fireEvent.keyDown(cell(2024, 2, 14), { key: 'ArrowRight' })
    expect(cell(2024, 2, 15)).toHaveFocus()
    fireEvent.keyDown(cell(2024, 2, 15), { key: 'ArrowDown' })
    expect(cell(2024, 2, 22)).toHaveFocus()
    fireEvent.keyDown(cell(2024, 2, 22), { key: 'Enter' })
    expect(onOpen).toHaveBeenCalledWith('create', undefined, { date: '2024-02-22' })
    for (let step = 0; step < 3; step += 1) fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })
    expect(screen.getByRole('heading')).toHaveTextContent('March 2024')
    expect(cell(2024, 3, 14)).toHaveFocus()
  })
})

describe('CalendarLayout time grid (week and day)', () => {
  const timed = [
    { id: 't1', title: 'Breakfast', date: '2024-02-14T08:30', end: '2024-02-14T09:30' },
    { id: 't2', title: 'Late call', date: '2024-02-14T22:00' },
    { id: 't3', title: 'Holiday', date: '2024-02-14' },
    { id: 't4', title: 'Trip', date: '2024-02-13T10:00', end: '2024-02-15T12:00' },
  ]
  it.each(['Week', 'Day'])('%s view: timed events at their start in an hour grid, all-day and spanned days on top, each a named button', (name) => {
    renderCalendar({ items: timed })
    fireEvent.click(screen.getByRole('button', { name }))
    const day = screen.getByRole('grid').querySelector<HTMLElement>('[data-date="2024-02-14"]')!
    const hours = day.querySelector<HTMLElement>('.atrium-calendar-hours')!
    const allDay = day.querySelector<HTMLElement>('.atrium-calendar-allday')!
    expect(hours).not.toBeNull()
    const breakfast = within(hours).getByRole('button', { name: /Breakfast/ })
    expect(breakfast).toHaveAccessibleName(expect.stringMatching(/^Breakfast 8:30/))
    expect(breakfast).toHaveAttribute('data-minute', '510')
    expect(breakfast.style.getPropertyValue('--atrium-event-start')).toBe('8.5')
    expect(breakfast.style.getPropertyValue('--atrium-event-hours')).toBe('1')
    expect(within(hours).getByRole('button', { name: /Late call/ }).style.getPropertyValue('--atrium-event-hours')).toBe('0.5')
    expect(within(allDay).getByRole('button', { name: 'Holiday' })).toBeInTheDocument()
    // A day inside a longer event is spanned whole: on top, not at midnight.
    expect(within(allDay).getByRole('button', { name: 'Trip' })).toBeInTheDocument()
    expect(within(hours).queryByRole('button', { name: /Holiday|Trip/ })).not.toBeInTheDocument()
    // The hours' labels are in a column of their own before the days, hidden from assistive technology.
    const gutter = screen.getByRole('grid').querySelector<HTMLElement>('.atrium-calendar-gutter:has(.atrium-calendar-hour)')!
    expect(gutter).toHaveAttribute('aria-hidden', 'true')
    expect(gutter.querySelectorAll('.atrium-calendar-hour')).toHaveLength(24)
    expect(day.querySelector('.atrium-calendar-hour')).toBeNull()
  })

  it.each(['Week', 'Day'])('%s view: an event from midnight to 1 AM is timed, at midnight; one at midnight with no end, or from midnight to midnight, is a day', (name) => {
    renderCalendar({ items: [
      { id: 'm1', title: 'Night shift', date: '2024-02-14T00:00', end: '2024-02-14T01:00' },
      { id: 'm2', title: 'Midnight mark', date: '2024-02-14T00:00' },
      { id: 'm3', title: 'Whole day', date: '2024-02-14T00:00', end: '2024-02-15T00:00' },
    ] })
    fireEvent.click(screen.getByRole('button', { name }))
    const day = screen.getByRole('grid').querySelector<HTMLElement>('[data-date="2024-02-14"]')!
    const hours = day.querySelector<HTMLElement>('.atrium-calendar-hours')!
    const allDay = day.querySelector<HTMLElement>('.atrium-calendar-allday')!
    const shift = within(hours).getByRole('button', { name: /Night shift/ })
    expect(shift).toHaveAccessibleName(expect.stringMatching(/^Night shift 12:00/))
    expect(shift.style.getPropertyValue('--atrium-event-start')).toBe('0')
    expect(shift.style.getPropertyValue('--atrium-event-hours')).toBe('1')
    expect(within(allDay).getByRole('button', { name: 'Midnight mark' })).toBeInTheDocument()
    expect(within(allDay).getByRole('button', { name: 'Whole day' })).toBeInTheDocument()
  })

  it('keeps the month view a list of events (no hours)', () => {
    // Three on the day: a month's day draws up to three (past that, two and "+N more").
    renderCalendar({ items: timed.slice(0, 3) })
    expect(screen.getByRole('grid').querySelector('.atrium-calendar-hours')).toBeNull()
    expect(within(cell(2024, 2, 14)).getByRole('button', { name: /Breakfast/ })).toBeInTheDocument()
  })
})

describe('overlapping timed events', () => {
  it('are laid side by side in the week grid, each in a column of its group; events apart keep the whole width', () => {
    renderCalendar({ items: [
      { id: 'o1', title: 'Alpha', date: '2024-02-14T09:00', end: '2024-02-14T10:30' },
      { id: 'o2', title: 'Beta', date: '2024-02-14T09:30', end: '2024-02-14T11:00' },
      { id: 'o3', title: 'Gamma', date: '2024-02-14T13:00', end: '2024-02-14T14:00' },
    ] })
    fireEvent.click(screen.getByRole('button', { name: 'Week' }))
    const hours = screen.getByRole('grid').querySelector<HTMLElement>('[data-date="2024-02-14"] .atrium-calendar-hours')!
    const place = (name: string) => {
      const { style } = within(hours).getByRole('button', { name: new RegExp(name) })
      return ['column', 'columns', 'span'].map((key) => style.getPropertyValue(`--atrium-event-${key}`))
    }
    expect(place('Alpha')).toEqual(['0', '2', '1'])
    expect(place('Beta')).toEqual(['1', '2', '1'])
    expect(place('Gamma')).toEqual(['0', '1', '1'])
  })

  it('timeGridColumns: first free column, groups through chains of overlaps, widening over free columns', () => {
    // A overlaps B and C; B and C do not overlap each other (C reuses B's column); D stands alone.
    expect(timeGridColumns([
      { start: 540, end: 720 }, { start: 570, end: 630 }, { start: 630, end: 690 }, { start: 800, end: 860 },
    ])).toEqual([
      { column: 0, columns: 2, span: 1 }, { column: 1, columns: 2, span: 1 }, { column: 1, columns: 2, span: 1 }, { column: 0, columns: 1, span: 1 },
    ])
    // Three at once, then one that only meets the first column's event: it widens over the free columns.
    expect(timeGridColumns([
      { start: 0, end: 60 }, { start: 0, end: 30 }, { start: 0, end: 30 }, { start: 30, end: 50 },
    ])).toEqual([
      { column: 0, columns: 3, span: 1 }, { column: 1, columns: 3, span: 1 }, { column: 2, columns: 3, span: 1 }, { column: 1, columns: 3, span: 2 },
    ])
    // Touching is not overlapping.
    expect(timeGridColumns([{ start: 60, end: 120 }, { start: 120, end: 180 }]).map((place) => place.columns)).toEqual([1, 1])
  })

  it('firstShownHour: 08:00, or the hour of an earlier timed event of the shown days', () => {
    const days = [new Date(2024, 1, 12), new Date(2024, 1, 13)]
    const byDay = (list: Meeting[]) => calendarEvents(list, calendar, days)
    expect(firstShownHour(days, byDay([{ id: '1', title: 'Late', date: '2024-02-12T10:00' }]))).toBe(8)
    expect(firstShownHour(days, byDay([{ id: '1', title: 'Early', date: '2024-02-13T06:45' }, { id: '2', title: 'All day', date: '2024-02-12' }]))).toBe(6)
  })
})
