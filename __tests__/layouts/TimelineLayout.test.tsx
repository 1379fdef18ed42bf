import { fireEvent, render, screen, within } from '@testing-library/react'
import { createViewResource, layout } from '../../lib/index'
import { TimelineLayout, type TimelineLayoutProps } from '../../lib/layouts/timeline/TimelineLayout'

interface Task { id: string; title: string; owner?: string; start?: string; end?: string }

const tasks = createViewResource<Task>('layout-timeline-tasks', {
  repository: { getCollection: async () => ({ items: [] }) },
  form: { inputs: { owner: { type: 'select', options: [{ value: 'ann', label: 'Ann' }, { value: 'bob', label: 'Bob' }] } } },
})

const timeline = layout.timeline<Task>({ startField: 'start', endField: 'end', groupBy: 'owner', days: 7 })
const items: Task[] = [
  { id: 'a', title: 'Design', owner: 'ann', start: '2024-03-04', end: '2024-03-06' },
  { id: 'b', title: 'Call', owner: 'bob', start: '2024-03-05T10:00', end: '2024-03-05T11:00' },
  { id: 'c', title: 'Build', owner: 'ann', start: '2024-03-01', end: '2024-03-12' },
  { id: 'd', title: 'Ship', owner: 'bob', start: '2024-03-20', end: '2024-03-21' },
  { id: 'e', title: 'Broken', owner: 'bob', start: 'tomorrow', end: '2024-03-05' },
  { id: 'f', title: 'Loose', start: '2024-03-08', end: '2024-03-08' },
]

function renderTimeline(props: Partial<TimelineLayoutProps<Task>> = {}) {
  const onOpen = jest.fn()
  const view = render(
    <TimelineLayout resource={tasks} layout={timeline} items={items} loading={false} sort={[]} onSortChange={jest.fn()}
      onOpen={onOpen} onUpdate={jest.fn()} initialDate={new Date(2024, 2, 4)} {...props} />,
  )
  return { ...view, onOpen }
}

const row = (name: string) => screen.getByRole('group', { name })
const bar = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title},`) })
const geometry = (title: string) => {
  const element = bar(title)
  return [Number(element.dataset.left), Number(element.dataset.width)]
}
const titlesIn = (name: string) => within(row(name)).queryAllByRole('button').map((button) => button.textContent)

describe('TimelineLayout', () => {
  it('groups bars into one row per groupBy value, labelled from the select options', () => {
    renderTimeline()
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('data-row'))).toEqual(['ann', 'bob', ''])
    expect(titlesIn('Ann')).toEqual(['Build', 'Design'])
    expect(titlesIn('Bob')).toEqual(['Call'])
    expect(titlesIn('No group')).toEqual(['Loose'])
    expect(screen.queryByText('Broken')).not.toBeInTheDocument()
  })

  it('positions bars by day over the span, with a day header', () => {
    const { container } = renderTimeline()
    expect(container.querySelectorAll('.atrium-timeline-day')).toHaveLength(7)
    expect(container.querySelector('.atrium-timeline-day')).toHaveAttribute('data-date', '2024-03-04')
    expect(geometry('Design')).toEqual([0, 3])
    expect(geometry('Call')).toEqual([1, 1])
    expect(geometry('Loose')).toEqual([4, 1])
    expect(bar('Design').style.getPropertyValue('--atrium-bar-width')).toBe('3')
    expect(bar('Design').dataset.lane).not.toBe(bar('Build').dataset.lane)
    expect(container.querySelector('.atrium-timeline-scroll')).toHaveStyle({ '--atrium-timeline-days': '7' })
  })

  it('clips bars running past the span', () => {
    renderTimeline()
    expect(geometry('Build')).toEqual([0, 7])
    expect(bar('Build')).toHaveAttribute('data-clipped-start', 'true')
    expect(bar('Build')).toHaveAttribute('data-clipped-end', 'true')
    expect(bar('Build')).toHaveClass('atrium-timeline-bar--clipped-start', 'atrium-timeline-bar--clipped-end')
    expect(bar('Design')).not.toHaveAttribute('data-clipped-start')
    expect(screen.queryByText('Ship')).not.toBeInTheDocument()
  })

  it('names bars by title and dates and opens read', () => {
    const { onOpen } = renderTimeline()
    expect(bar('Design')).toHaveAccessibleName('Design, Mar 4, 2024 – Mar 6, 2024')
    expect(bar('Call')).toHaveAccessibleName('Call, Mar 5, 2024')
    fireEvent.click(bar('Design'))
    expect(onOpen).toHaveBeenCalledWith('read', items[0])
  })

  it('moves the span with Next, Previous and Today', () => {
    const { container } = renderTimeline()
    const start = () => container.querySelector('.atrium-timeline-scroll')?.getAttribute('data-start')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(start()).toBe('2024-03-11')
    expect(geometry('Build')).toEqual([0, 2])
    expect(bar('Build')).toHaveAttribute('data-clipped-start', 'true')
    expect(bar('Build')).not.toHaveAttribute('data-clipped-end')
    expect(screen.queryByText('Design')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(geometry('Ship')).toEqual([2, 2])
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(start()).toBe('2024-02-26')
    expect(geometry('Build')).toEqual([4, 3])
    expect(bar('Build')).toHaveAttribute('data-clipped-end', 'true')
    expect(screen.getByRole('heading')).toHaveTextContent('Feb 26, 2024 – Mar 3, 2024')
    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    expect(container.querySelector('.atrium-timeline-day--today')).not.toBeNull()
  })

  it('starts at the earliest start among the records, following late arrivals', () => {
    const { container, rerender } = renderTimeline({ initialDate: undefined, items: [] })
    const props = { resource: tasks, layout: timeline, loading: false, sort: [], onSortChange: jest.fn(), onOpen: jest.fn(), onUpdate: jest.fn() }
    rerender(<TimelineLayout {...props} items={items} />)
    expect(container.querySelector('.atrium-timeline-scroll')).toHaveAttribute('data-start', '2024-03-01')
    expect(geometry('Build')).toEqual([0, 7])
    expect(geometry('Design')).toEqual([3, 3])
  })

  it('draws one row named after the resource without groupBy, and 14 days by default', () => {
    const { container } = renderTimeline({ layout: layout.timeline<Task>({ startField: 'start', endField: 'end' }) })
    expect(screen.getAllByRole('group')).toHaveLength(1)
    expect(row('layout-timeline-tasks')).toBeInTheDocument()
    expect(container.querySelectorAll('.atrium-timeline-day')).toHaveLength(14)
    expect(geometry('Build')).toEqual([0, 9])
    expect(screen.queryByText('Ship')).not.toBeInTheDocument()
  })
})
