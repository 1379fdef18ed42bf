import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createViewResource, layout } from '../../lib/index'
import { CalendarLayout, type CalendarLayoutProps } from '../../lib/layouts/calendar/CalendarLayout'
import { fullDate } from '../../lib/layouts/calendar/CalendarGrid'
import { clockTime } from '../../lib/layouts/calendar/CalendarDayEvents'

interface Meeting { id: string; title: string; date?: unknown; end?: unknown; secret?: boolean }

const meetings = createViewResource<Meeting>('layout-calendar-phone-meetings', {
  repository: { getCollection: async () => ({ items: [] }) },
  permissions: { read: (item) => !item?.secret },
})
const calendar = layout.calendar<Meeting>({ dateField: 'date', endField: 'end' })
const items: Meeting[] = [
  { id: '1', title: 'Standup with a title far too long for a phone\'s day', date: '2024-02-05T09:15', end: '2024-02-05T09:45' },
  { id: '2', title: 'Offsite', date: '2024-02-12', end: '2024-02-14T18:00' },
  { id: '3', title: 'Review', date: '2024-02-14T14:00' },
  { id: '4', title: 'Lunch', date: '2024-02-14T12:00', end: '2024-02-14T13:00' },
  { id: '5', title: 'Dentist', date: '2024-02-14T16:00' },
  { id: '6', title: 'Hidden agenda', date: '2024-02-20', secret: true },
]
const valentine = new Date(2024, 1, 14)

// A phone: the viewport matches the phone breakpoint (usePhoneWidth reads it with matchMedia).
const realMatchMedia = window.matchMedia
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'), media: query, onchange: null,
    addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
  })) as typeof window.matchMedia
})
afterEach(() => { window.matchMedia = realMatchMedia })

function renderCalendar(props: Partial<CalendarLayoutProps<Meeting>> = {}) {
  const onOpen = jest.fn()
  render(
    <CalendarLayout resource={meetings} layout={calendar} items={items} loading={false} sort={[]} onSortChange={jest.fn()}
      onOpen={onOpen} onUpdate={jest.fn()} initialDate={valentine} {...props} />,
  )
  return { onOpen }
}

const cellOf = (iso: string) => screen.getAllByRole('gridcell').find((cell) => cell.getAttribute('data-date') === iso)!
const agenda = () => document.querySelector<HTMLElement>('.atrium-calendar-agenda')!

describe('the calendar on a phone: its month', () => {
  it('draws each day as its number and dots, named by its date and how many events it holds, with no event in it', () => {
    renderCalendar()
    const grid = screen.getByRole('grid', { name: 'February 2024' })
    expect(grid).toHaveClass('atrium-calendar--compact')
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42)
    expect(cellOf('2024-02-14')).toHaveAccessibleName(`${fullDate(valentine)}, 4 events`)
    expect(cellOf('2024-02-05')).toHaveAccessibleName(`${fullDate(new Date(2024, 1, 5))}, 1 event`)
    expect(cellOf('2024-02-06')).toHaveAccessibleName(fullDate(new Date(2024, 1, 6)))
    // Three dots at most; no button in a day (its events are listed under the grid).
    expect(cellOf('2024-02-14').querySelectorAll('.atrium-calendar-dot')).toHaveLength(3)
    expect(cellOf('2024-02-05').querySelectorAll('.atrium-calendar-dot')).toHaveLength(1)
    expect(within(grid).queryAllByRole('button')).toEqual([])
  })

  it('lists the chosen day\'s events in full under the grid, in order of time, each opening its record', () => {
    const { onOpen } = renderCalendar()
    expect(cellOf('2024-02-14')).toHaveAttribute('aria-selected', 'true')
    expect(within(agenda()).getByRole('heading', { level: 3 })).toHaveTextContent('Wednesday, February 14')
    const events = within(agenda()).getAllByRole('button', { name: /Offsite|Lunch|Review|Dentist/ })
    expect(events.map((button) => button.textContent)).toEqual([
      'All day Offsite',
      `${clockTime(new Date(2024, 1, 14, 12))} – ${clockTime(new Date(2024, 1, 14, 13))} Lunch`,
      `${clockTime(new Date(2024, 1, 14, 14))} Review`,
      `${clockTime(new Date(2024, 1, 14, 16))} Dentist`,
    ])
    fireEvent.click(events[1])
    expect(onOpen).toHaveBeenCalledWith('read', items[3])
    fireEvent.click(within(agenda()).getByRole('button', { name: `Create on ${fullDate(valentine)}` }))
    expect(onOpen).toHaveBeenLastCalledWith('create', undefined, { date: '2024-02-14' })
  })

  it('chooses a day by a tap (no create) or the arrow keys, its list following', () => {
    const { onOpen } = renderCalendar()
    act(() => cellOf('2024-02-05').focus())
    fireEvent.click(cellOf('2024-02-05'))
    expect(onOpen).not.toHaveBeenCalled()
    expect(cellOf('2024-02-05')).toHaveAttribute('aria-selected', 'true')
    expect(cellOf('2024-02-14')).toHaveAttribute('aria-selected', 'false')
    expect(within(agenda()).getByRole('button', { name: /Standup/ })).toHaveTextContent(`${clockTime(new Date(2024, 1, 5, 9, 15))} – ${clockTime(new Date(2024, 1, 5, 9, 45))} Standup with a title far too long for a phone's day`)
    fireEvent.keyDown(cellOf('2024-02-05'), { key: 'ArrowRight' })
    expect(cellOf('2024-02-06')).toHaveFocus()
    expect(within(agenda()).getByText('Nothing on this day.')).toBeInTheDocument()
    fireEvent.keyDown(cellOf('2024-02-06'), { key: 'ArrowDown' })
    fireEvent.keyDown(cellOf('2024-02-13'), { key: 'ArrowDown' })
    expect(cellOf('2024-02-20')).toHaveFocus()
    // An event that may not be opened is listed as text.
    expect(within(agenda()).getByText('Hidden agenda').closest('button')).toBeNull()
  })
})

describe('the calendar on a phone: its week', () => {
  it('is a list of its seven days named by the calendar\'s heading, each with its events in full, or "Nothing on this day."', () => {
    const { onOpen } = renderCalendar()
    fireEvent.click(screen.getByRole('button', { name: 'Week' }))
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    const week = screen.getByRole('list', { name: screen.getByRole('heading', { level: 2 }).textContent! })
    expect(week).toHaveClass('atrium-calendar--week')
    const days = within(week).getAllByRole('heading', { level: 3 })
    expect(days.map((day) => day.textContent)).toEqual(['Monday, February 12', 'Tuesday, February 13', 'Wednesday, February 14',
      'Thursday, February 15', 'Friday, February 16', 'Saturday, February 17', 'Sunday, February 18'])
    expect(within(week).getAllByRole('button', { name: 'All day Offsite' })).toHaveLength(3)
    expect(within(week).getByRole('button', { name: `${clockTime(new Date(2024, 1, 14, 14))} Review` })).toBeInTheDocument()
    expect(within(week).getAllByText('Nothing on this day.')).toHaveLength(4)
    fireEvent.click(within(week).getByRole('button', { name: /Lunch$/ }))
    expect(onOpen).toHaveBeenCalledWith('read', items[3])
    fireEvent.click(within(week).getByRole('button', { name: `Create on ${fullDate(new Date(2024, 1, 16))}` }))
    expect(onOpen).toHaveBeenLastCalledWith('create', undefined, { date: '2024-02-16' })
  })

  it('keeps a focused event that event when the records come in again with another before it (keyed by id)', () => {
    const onOpen = jest.fn()
    const props = { resource: meetings, layout: { ...calendar, view: 'week' as const }, loading: false, sort: [], onSortChange: jest.fn(), onOpen, onUpdate: jest.fn(), initialDate: valentine }
    const { rerender } = render(<CalendarLayout {...props} items={items} />)
    within(agenda()).getByRole('button', { name: /Lunch$/ }).focus()
    rerender(<CalendarLayout {...props} items={[{ id: '7', title: 'Breakfast', date: '2024-02-14T08:00' }, ...items]} />)
    expect(within(agenda()).getByRole('button', { name: /Breakfast$/ })).toBeInTheDocument()
    expect(document.activeElement).toHaveAccessibleName(/Lunch$/)
    fireEvent.click(document.activeElement!)
    expect(onOpen).toHaveBeenCalledWith('read', items[3])
  })

  it('moves a week at a time, and keeps the day view a time grid', () => {
    renderCalendar({ layout: { ...calendar, view: 'week' } })
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(within(agenda()).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Monday, February 5')
    expect(within(agenda()).getByRole('button', { name: /Standup/ })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Day' }))
    expect(screen.getByRole('grid')).toHaveClass('atrium-calendar--day')
    expect(document.querySelector('.atrium-calendar-hours')).not.toBeNull()
  })
})
