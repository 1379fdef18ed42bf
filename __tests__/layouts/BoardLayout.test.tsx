import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createViewResource, layout } from '../../lib/index'
import { BoardLayout, type BoardLayoutProps } from '../../lib/layouts/board/BoardLayout'
import { layoutCss } from '../../lib/layouts/layoutCss'
import { deferred } from '../support/deferred'
import { dataTransfer } from '../support/dataTransfer'

interface Task { id: string; title: string; status: string; priority?: string; locked?: boolean }

const tasks = createViewResource<Task>('layout-board-tasks', {
  repository: { getCollection: async () => ({ items: [] }) },
  form: {
    inputs: {
      title: { label: 'Title' },
      status: { label: 'Status' },
      priority: { type: 'select', label: 'Priority', options: [{ value: 'high', label: 'High' }, { value: 'low', label: 'Low' }] },
      locked: { type: 'boolean', label: 'Locked' },
    },
  },
  permissions: { update: (task) => !task?.locked },
})

const board = layout.board<Task>({ groupBy: 'status', columns: ['todo', { value: 'doing', label: 'Doing' }, { value: 'done', label: 'Done' }] })

const items: Task[] = [
  { id: '1', title: 'Write docs', status: 'todo', priority: 'high' },
  { id: '2', title: 'Fix bug', status: 'doing', priority: 'low' },
  { id: '3', title: 'Release', status: 'done', locked: true },
  { id: '4', title: 'Plan', status: 'todo' },
  { id: '5', title: 'Orphan', status: 'archived' },
]

function renderBoard(props: Partial<BoardLayoutProps<Task>> = {}) {
  const onOpen = jest.fn()
  const onUpdate = jest.fn<Promise<void>, [Task, Partial<Task>]>(() => Promise.resolve())
  const all: BoardLayoutProps<Task> = {
    resource: tasks, layout: board, items, loading: false, sort: [], onSortChange: jest.fn(), onOpen, onUpdate, ...props,
  }
  const view = render(<BoardLayout {...all} />)
  return { ...view, onOpen, onUpdate: (props.onUpdate ?? onUpdate) as jest.Mock, props: all }
}

const column = (name: string) => screen.getByRole('region', { name })
const titlesIn = (name: string) => within(column(name)).queryAllByRole('listitem').filter((node) => node.classList.contains('atrium-board-card'))
  .map((card) => card.getAttribute('aria-labelledby') && document.getElementById(card.getAttribute('aria-labelledby')!)?.textContent)
const card = (name: string) => screen.getByRole('listitem', { name })

function drag(title: string, to: string) {
  const transfer = dataTransfer()
  fireEvent.dragStart(card(title), { dataTransfer: transfer })
  fireEvent.dragEnter(column(to), { dataTransfer: transfer })
  const over = fireEvent.dragOver(column(to), { dataTransfer: transfer })
  fireEvent.drop(column(to), { dataTransfer: transfer })
  fireEvent.dragEnd(card(title), { dataTransfer: transfer })
  return { transfer, accepted: !over }
}

describe('BoardLayout', () => {
  it('draws one region per declared column with its cards and count', () => {
    renderBoard()
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('data-column'))).toEqual(['todo', 'doing', 'done'])
    expect(titlesIn('todo')).toEqual(['Write docs', 'Plan'])
    expect(titlesIn('Doing')).toEqual(['Fix bug'])
    expect(titlesIn('Done')).toEqual(['Release'])
    expect(within(column('todo')).getByRole('heading')).toHaveTextContent('todo2')
    expect(screen.queryByText('Orphan')).not.toBeInTheDocument()
  })

  it('shows its fields with their labels, as the table does (select options by label, booleans as Yes / No)', () => {
    renderBoard()
    expect(within(card('Write docs')).getAllByRole('term')[0]).toHaveTextContent('Priority')
    expect(within(card('Write docs')).getAllByRole('definition')[0]).toHaveTextContent('High')
    expect(within(card('Release')).getByText('Locked')).toBeInTheDocument()
    expect(within(card('Release')).getByText('Yes')).toBeInTheDocument()
  })

  // A walk saw a draft's card show Views and Author, a published one's Views and Published at: the first two fields
  // holding a value, chosen card by card. Another then saw every draft say "Published at —": the board's fields, in
  // its order, those holding a value.
  it('shows on every card the board\'s fields that hold a value, in the same order, none empty', () => {
    renderBoard()
    const fieldsOf = (title: string) => within(card(title)).queryAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(fieldsOf('Write docs')).toEqual(['Priority: High'])
    expect(fieldsOf('Fix bug')).toEqual(['Priority: Low'])
    expect(fieldsOf('Release')).toEqual(['Locked: Yes'])
    expect(fieldsOf('Plan')).toEqual([])
    expect(within(card('Plan')).queryByText('—')).toBeNull()
  })

  it('shows the list\'s columns it is given, in their order, at most three besides the title and groupBy', () => {
    const columns = ['title', 'locked', 'status', 'priority', 'id', 'a', 'b'].map((field) => ({ field, label: field.toUpperCase() }))
    renderBoard({ columns })
    // Of LOCKED, PRIORITY and A, those holding a value; never ID, the fifth, though every record has one.
    expect(within(card('Fix bug')).getAllByRole('term').map((term) => term.textContent)).toEqual(['PRIORITY'])
    expect(within(card('Release')).getAllByRole('term').map((term) => term.textContent)).toEqual(['LOCKED'])
  })

  it('opens read when a card title is clicked', () => {
    const { onOpen } = renderBoard()
    fireEvent.click(screen.getByRole('button', { name: 'Fix bug' }))
    expect(onOpen).toHaveBeenCalledWith('read', items[1])
  })

  it('moves a dragged card at once and calls onUpdate with the groupBy change', async () => {
    const answer = deferred<void>()
    const { onUpdate, rerender, props } = renderBoard({ onUpdate: jest.fn(() => answer.promise) })
    const { transfer, accepted } = drag('Write docs', 'Done')
    expect(accepted).toBe(true)
    expect(transfer.getData('application/x-atrium-card')).toBe('1')
    expect(onUpdate).toHaveBeenCalledTimes(1)
    expect(onUpdate).toHaveBeenCalledWith(items[0], { status: 'done' })
    expect(titlesIn('Done')).toEqual(['Write docs', 'Release'])
    expect(titlesIn('todo')).toEqual(['Plan'])
    expect(card('Write docs')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Write docs moved to Done.')

    // The cache now holds the change; once the answer arrives the override is dropped.
    rerender(<BoardLayout {...props} onUpdate={onUpdate} items={items.map((item) => (item.id === '1' ? { ...item, status: 'done' } : item))} />)
    await act(async () => answer.resolve())
    expect(titlesIn('Done')).toEqual(['Write docs', 'Release'])
    expect(card('Write docs')).not.toHaveAttribute('aria-busy')
  })

  it('puts the card back when the update is refused', async () => {
    const answer = deferred<void>()
    renderBoard({ onUpdate: jest.fn(() => answer.promise) })
    drag('Fix bug', 'todo')
    expect(titlesIn('todo')).toEqual(['Write docs', 'Fix bug', 'Plan'])
    await act(async () => answer.reject({ status: 422, detail: 'Not yet' }))
    expect(titlesIn('Doing')).toEqual(['Fix bug'])
    expect(titlesIn('todo')).toEqual(['Write docs', 'Plan'])
    expect(screen.getByRole('status')).toHaveTextContent('Fix bug could not be moved: Not yet')
  })

  it('treats an onUpdate that throws like a refusal', async () => {
    renderBoard({ onUpdate: jest.fn(() => { throw new Error('offline') }) })
    drag('Plan', 'Done')
    await act(async () => {})
    expect(titlesIn('todo')).toEqual(['Write docs', 'Plan'])
    expect(screen.getByRole('status')).toHaveTextContent('Plan could not be moved: offline')
  })

  it('with notify, a saved move is a notice with Undo, which moves the card back; a refused one is no notice', async () => {
    const answer = deferred<void>()
    const notify = jest.fn()
    const onUpdate = jest.fn<Promise<void>, [Task, Partial<Task>]>(() => answer.promise)
    const { rerender, props } = renderBoard({ onUpdate, notify })
    drag('Write docs', 'Done')
    // Said once saved, as other saves are; the notice is the live region (the board's own stays silent).
    expect(notify).not.toHaveBeenCalled()
    const moved = items.map((item) => (item.id === '1' ? { ...item, status: 'done' } : item))
    rerender(<BoardLayout {...props} items={moved} />)
    await act(async () => answer.resolve())
    expect(notify).toHaveBeenCalledTimes(1)
    const [notice] = notify.mock.calls[0] as [{ kind: string; text: string; action: { label: string; run(): void } }]
    expect(notice).toMatchObject({ kind: 'success', text: 'Write docs moved to Done.', action: { label: 'Undo' } })
    expect(screen.getByRole('status')).toHaveTextContent('')
    // Undo moves the record as it is now back to the column it left.
    act(() => notice.action.run())
    expect(onUpdate).toHaveBeenLastCalledWith(moved[0], { status: 'todo' })
    expect(titlesIn('todo')).toEqual(['Write docs', 'Plan'])
    await act(async () => {})
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'Write docs moved to todo.' }))

    const refused = jest.fn(() => Promise.reject({ status: 422, detail: 'Not yet' }))
    notify.mockClear()
    rerender(<BoardLayout {...props} items={items} onUpdate={refused} />)
    drag('Fix bug', 'Done')
    await act(async () => {})
    expect(notify).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('Fix bug could not be moved: Not yet')
  })

  it('ignores a drop on the same column and drops that did not start on a card', () => {
    const { onUpdate } = renderBoard()
    drag('Plan', 'todo')
    const foreign = dataTransfer()
    foreign.setData('text/plain', '1')
    const accepted = fireEvent.dragOver(column('Done'), { dataTransfer: foreign })
    fireEvent.drop(column('Done'), { dataTransfer: foreign })
    expect(accepted).toBe(true)
    expect(onUpdate).not.toHaveBeenCalled()
    expect(titlesIn('Done')).toEqual(['Release'])
  })

  it('highlights the column a card is dragged over', () => {
    renderBoard()
    fireEvent.dragStart(card('Plan'), { dataTransfer: dataTransfer() })
    fireEvent.dragOver(column('Doing'), { dataTransfer: dataTransfer() })
    expect(column('Doing')).toHaveClass('atrium-board-column--over')
    fireEvent.dragEnd(card('Plan'))
    expect(column('Doing')).not.toHaveClass('atrium-board-column--over')
  })

  it('lets keyboard users move a card with "Move to …", keeping focus on it', async () => {
    const { onUpdate } = renderBoard({ onUpdate: jest.fn(() => new Promise<void>(() => {})) })
    const moveButton = within(card('Plan')).getByRole('button', { name: 'Move…' })
    expect(moveButton).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(moveButton)
    expect(moveButton).toHaveAttribute('aria-expanded', 'true')
    const choices = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((entry) => entry.textContent)
    expect(choices).toEqual(['Move to Doing', 'Move to Done'])
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to Doing' }))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(onUpdate).toHaveBeenCalledWith(items[3], { status: 'doing' })
    expect(titlesIn('Doing')).toEqual(['Fix bug', 'Plan'])
    expect(screen.getByRole('button', { name: 'Plan' })).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Plan moved to Doing.')
  })

  // The "Move…" menu follows the WAI-ARIA menu button pattern, as a phone card's "⋯" menu does (one shared component).
  it('opens "Move…" as a menu: arrows, Home and End move between its entries, Escape closes it and focuses its button', async () => {
    renderBoard()
    const moveButton = within(card('Plan')).getByRole('button', { name: 'Move…' })
    expect(moveButton).toHaveAttribute('aria-haspopup', 'menu')
    fireEvent.click(moveButton)
    const menu = await screen.findByRole('menu', { name: 'Move Plan' })
    expect(moveButton).toHaveAttribute('aria-controls', menu.id)
    const entries = within(menu).getAllByRole('menuitem')
    await waitFor(() => expect(entries[0]).toHaveFocus())
    fireEvent.keyDown(entries[0], { key: 'ArrowDown' })
    expect(entries[1]).toHaveFocus()
    fireEvent.keyDown(entries[1], { key: 'ArrowDown' })
    expect(entries[0]).toHaveFocus()
    fireEvent.keyDown(entries[0], { key: 'End' })
    expect(entries[1]).toHaveFocus()
    fireEvent.keyDown(entries[1], { key: 'Home' })
    expect(entries[0]).toHaveFocus()
    fireEvent.keyDown(entries[0], { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(moveButton).toHaveAttribute('aria-expanded', 'false')
    expect(moveButton).toHaveFocus()
  })

  it('closes "Move…" on a click or tap outside it, leaving the focus to what was pressed', async () => {
    const { onUpdate } = renderBoard()
    const moveButton = within(card('Plan')).getByRole('button', { name: 'Move…' })
    fireEvent.click(moveButton)
    await screen.findByRole('menu')
    const other = screen.getByRole('button', { name: 'Write docs' })
    fireEvent.pointerDown(other)
    other.focus()
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(moveButton).toHaveAttribute('aria-expanded', 'false')
    expect(other).toHaveFocus()
    expect(onUpdate).not.toHaveBeenCalled()
  })

  it('keeps one "Move…" menu open at a time: opening another card\'s closes the first', async () => {
    renderBoard()
    const first = within(card('Plan')).getByRole('button', { name: 'Move…' })
    const second = within(card('Fix bug')).getByRole('button', { name: 'Move…' })
    fireEvent.click(first)
    await screen.findByRole('menu', { name: 'Move Plan' })
    // A screen reader's activation is a click with no pointer event before it.
    fireEvent.click(second)
    await screen.findByRole('menu', { name: 'Move Fix bug' })
    expect(screen.getAllByRole('menu')).toHaveLength(1)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(second).toHaveAttribute('aria-expanded', 'true')
  })

  it('moves a card one column with Arrow Left / Right on its title', () => {
    const { onUpdate } = renderBoard({ onUpdate: jest.fn(() => new Promise<void>(() => {})) })
    fireEvent.keyDown(screen.getByRole('button', { name: 'Fix bug' }), { key: 'ArrowRight' })
    expect(onUpdate).toHaveBeenLastCalledWith(items[1], { status: 'done' })
    expect(titlesIn('Done')).toEqual(['Fix bug', 'Release'])
    expect(screen.getByRole('button', { name: 'Fix bug' })).toHaveFocus()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Fix bug' }), { key: 'ArrowRight' })
    expect(onUpdate).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Write docs' }), { key: 'ArrowLeft' })
    expect(onUpdate).toHaveBeenCalledTimes(1)
  })

  it('does not let cards that may not be updated move', () => {
    const { onUpdate } = renderBoard()
    expect(card('Release')).toHaveAttribute('draggable', 'false')
    expect(card('Plan')).toHaveAttribute('draggable', 'true')
    expect(within(card('Release')).queryByRole('button', { name: 'Move…' })).not.toBeInTheDocument()
    drag('Release', 'todo')
    fireEvent.keyDown(screen.getByRole('button', { name: 'Release' }), { key: 'ArrowLeft' })
    expect(onUpdate).not.toHaveBeenCalled()
    expect(titlesIn('Done')).toEqual(['Release'])
  })

  it('passes fullWidth to a class and marks loading', () => {
    const { container } = renderBoard({ layout: { ...board, fullWidth: true }, loading: true })
    expect(container.querySelector('.atrium-board')).toHaveClass('atrium-board--full-width')
    expect(container.querySelector('.atrium-board')).toHaveAttribute('aria-busy', 'true')
  })

  it('renders its stylesheet once, from the constant', () => {
    renderBoard()
    render(<BoardLayout resource={tasks} layout={board} items={[]} loading={false} sort={[]} onSortChange={jest.fn()} onOpen={jest.fn()} onUpdate={jest.fn()} />)
    const styles = document.querySelectorAll('style[data-href="atrium-layouts"]')
    expect(styles).toHaveLength(1)
    expect(styles[0].textContent).toBe(layoutCss)
  })
})

// A walk: a board whose list declares its order (`sort`) offered "Clear the sort" on a column empty on its page, and
// the button did nothing (the list clears to its declared order). It is offered only where clearing changes the order.
describe('BoardLayout on a sorted page', () => {
  const sorted = createViewResource<Task>('layout-board-sorted', {
    repository: { getCollection: async () => ({ items: [] }) },
    sort: ['-priority'],
    form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' }, priority: { label: 'Priority' } } },
  })
  const few = items.filter((item) => item.status !== 'done')

  it('says an empty column is for the sort, with "Clear the sort" for a sort the URL chose', () => {
    const onSortChange = jest.fn()
    renderBoard({ resource: sorted, items: few, partial: true, sort: ['title'], onSortChange })
    expect(within(column('Done')).getByText(/sorted by Title/)).toBeInTheDocument()
    fireEvent.click(within(column('Done')).getByRole('button', { name: 'Clear the sort' }))
    expect(onSortChange).toHaveBeenCalledWith([])
  })

  it('says so without "Clear the sort" in the list\'s declared order', () => {
    renderBoard({ resource: sorted, items: few, partial: true, sort: ['-priority'] })
    expect(within(column('Done')).getByText(/sorted by Priority/)).toBeInTheDocument()
    expect(within(column('Done')).queryByRole('button', { name: 'Clear the sort' })).toBeNull()
  })
})
