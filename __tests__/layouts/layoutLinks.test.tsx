// A board card's title, a calendar's event and a timeline's bar are links to the record where the list gives its
// address (`hrefOf`): a plain click opens it in the app (`onOpen('read')`, the default prevented), a modified or middle
// click is the browser's. Without `hrefOf` (a layout drawn on its own) they stay buttons. On a card that moves, the
// title's link is not draggable itself (a drag from it drags the card); a Ctrl+click on an event creates nothing on its day.
import { fireEvent, render, screen, within } from '@testing-library/react'
import { createViewResource, layout } from '../../lib/index'
import type { Action } from '../../lib/types'
import { BoardLayout } from '../../lib/layouts/board/BoardLayout'
import { CalendarLayout } from '../../lib/layouts/calendar/CalendarLayout'
import { TimelineLayout } from '../../lib/layouts/timeline/TimelineLayout'

interface Item { id: string; title: string; status: string; date: string; end: string; locked?: boolean }

const records = createViewResource<Item>('layout-links-items', {
  repository: { getCollection: async () => ({ items: [] }) },
  form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' } } },
  permissions: { update: (item) => !item?.locked },
})
const items: Item[] = [
  { id: '1', title: 'Standup', status: 'todo', date: '2024-02-14T09:15', end: '2024-02-14T09:45' },
  { id: '2', title: 'Offsite', status: 'done', date: '2024-02-15', end: '2024-02-16', locked: true },
]
const hrefOf = (action: Action, item: Item) => `/s/items/list/items/${action}/${item.id}`
const common = { resource: records, items, loading: false, sort: [], onSortChange: jest.fn(), onUpdate: jest.fn(() => Promise.resolve()) }

/** Clicks `link` plainly and with each modifier and the middle button: only the plain click opens, in the app. */
function expectInAppClicks(link: HTMLElement, onOpen: jest.Mock, item: Item) {
  for (const modified of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
    expect(fireEvent.click(link, modified)).toBe(true)
  }
  expect(onOpen).not.toHaveBeenCalled()
  expect(fireEvent.click(link)).toBe(false)
  expect(onOpen.mock.calls).toEqual([['read', item]])
}

describe('links to records in the layouts', () => {
  it("board: a card's title is a link, not draggable itself where the card moves", () => {
    const onOpen = jest.fn()
    render(<BoardLayout {...common} layout={layout.board<Item>({ groupBy: 'status', columns: ['todo', 'done'] })} onOpen={onOpen} hrefOf={hrefOf} />)
    const standup = screen.getByRole('link', { name: 'Standup' })
    expect(standup).toHaveAttribute('href', '/s/items/list/items/read/1')
    expect(standup).toHaveAttribute('draggable', 'false')
    expect(standup.closest('li')).toHaveAttribute('draggable', 'true')
    // A card that does not move keeps its link draggable as any link (its address may be dragged to another tab).
    expect(screen.getByRole('link', { name: 'Offsite' })).not.toHaveAttribute('draggable')
    expectInAppClicks(standup, onOpen, items[0])
  })

  it('calendar: an event is a link; a modified click opens nothing here, not even Create on its day', () => {
    const onOpen = jest.fn()
    render(<CalendarLayout {...common} layout={layout.calendar<Item>({ dateField: 'date', endField: 'end' })} onOpen={onOpen} hrefOf={hrefOf} initialDate={new Date(2024, 1, 14)} />)
    const standup = screen.getByRole('link', { name: /Standup/ })
    expect(standup).toHaveAttribute('href', '/s/items/list/items/read/1')
    // Over two days: a link on each.
    expect(screen.getAllByRole('link', { name: 'Offsite' }).map((link) => link.getAttribute('href'))).toEqual(['/s/items/list/items/read/2', '/s/items/list/items/read/2'])
    expectInAppClicks(standup, onOpen, items[0])
  })

  it("calendar on a phone: the chosen day's list and the week's list draw links", () => {
    const phone = window.matchMedia
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia
    try {
      const onOpen = jest.fn()
      render(<CalendarLayout {...common} layout={layout.calendar<Item>({ dateField: 'date', endField: 'end' })} onOpen={onOpen} hrefOf={hrefOf} initialDate={new Date(2024, 1, 14)} />)
      const agenda = () => document.querySelector<HTMLElement>('.atrium-calendar-agenda')!
      // The month's chosen day (the 14th), listed under its dots.
      expect(within(agenda()).getByRole('link', { name: /Standup/ })).toHaveAttribute('href', '/s/items/list/items/read/1')
      fireEvent.click(screen.getByRole('button', { name: 'Week' }))
      expect(agenda()).toHaveClass('atrium-calendar--week')
      const listed = within(agenda()).getByRole('link', { name: /Standup/ })
      expect(listed).toHaveAttribute('href', '/s/items/list/items/read/1')
      expectInAppClicks(listed, onOpen, items[0])
    } finally {
      window.matchMedia = phone
    }
  })

  it("timeline: a bar is a link named by its title and dates", () => {
    const onOpen = jest.fn()
    render(<TimelineLayout {...common} layout={layout.timeline<Item>({ startField: 'date', endField: 'end', days: 7 })} onOpen={onOpen} hrefOf={hrefOf} initialDate={new Date(2024, 1, 12)} />)
    const bar = screen.getByRole('link', { name: /^Standup, / })
    expect(bar).toHaveAttribute('href', '/s/items/list/items/read/1')
    expectInAppClicks(bar, onOpen, items[0])
  })

  it('without an address (a layout drawn on its own, an unsafe id) they stay buttons', () => {
    const onOpen = jest.fn()
    render(<TimelineLayout {...common} layout={layout.timeline<Item>({ startField: 'date', endField: 'end', days: 7 })} onOpen={onOpen} hrefOf={() => undefined} initialDate={new Date(2024, 1, 12)} />)
    expect(screen.queryAllByRole('link')).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: /^Standup, / }))
    expect(onOpen).toHaveBeenCalledWith('read', items[0])
  })
})
