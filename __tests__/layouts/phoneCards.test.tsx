// Below 768 px the table's rows are cards (issue 15): the record's title, two or three labelled fields
// (the first columns other than the title, or the table's `cardFields`), the row actions behind a "⋯"
// menu button (the WAI-ARIA menu button pattern), the selection checkbox kept. jsdom has no layout:
// the phone width is a `matchMedia` answer; the browser test (__tests__/e2e/look.e2e.test.ts) measures it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource, layout } from '../../lib/index'
import { PHONE_QUERY } from '../../lib/config/usePhoneWidth'
import { getCardColumns } from '../../lib/layouts/table/cardColumns'
import { clearViewResources } from '../../lib/state/registry'
import { listRepository, makeTasks, type Task } from '../views/support/listRepository'
import { renderList } from '../views/support/renderList'

const inputs = {
  title: { label: 'Title' }, status: { label: 'Status' }, due: { label: 'Due' },
  link: { label: 'Link' }, createdAt: { label: 'Created' },
}
const tasks = (count: number) => makeTasks(count, (index) => ({ due: `D${index + 1}`, link: `L${index + 1}`, createdAt: `C${index + 1}` }))

const original = window.matchMedia
function phoneWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY ? phone : false,
    media: query, addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
}
afterEach(() => {
  window.matchMedia = original
  clearViewResources()
})

async function renderTasks(options: { count?: number; cardFields?: string[]; selectable?: boolean } = {}) {
  const data = listRepository(tasks(options.count ?? 3))
  const resource = createViewResource<Task>(`cards${options.count ?? 3}`, {
    repository: data.repository, pageSize: options.count ?? 25, form: { inputs }, selectable: options.selectable,
    ...(options.cardFields ? { layouts: [layout.table<Task>({ cardFields: options.cardFields })] } : {}),
  })
  const view = renderList(resource)
  await screen.findByText('Task 1')
  return view
}

// A card's title is a link opening the record (a plain cell when the record may not be read).
const rowOf = (title: string) => screen.getByText(title, { selector: 'td, td > a' }).closest('tr')!

describe('phone cards', () => {
  it('shows the title and the first three other fields, labelled, and no inline action buttons', async () => {
    phoneWidth(true)
    await renderTasks()
    const card = rowOf('Task 1')
    expect(card).toHaveClass('atrium-table__card')
    const cells = [...card.querySelectorAll('td')].map((cell) => cell.textContent)
    // Checkbox, title, three fields, the menu cell.
    expect(cells).toEqual(['', 'Task 1', 'Statustodo', 'DueD1', 'LinkL1', '⋯'])
    expect(within(card).queryByText('C1')).toBeNull()
    expect(within(card).queryByLabelText('Edit Task 1')).toBeNull()
    const menuButton = within(card).getByRole('button', { name: 'Actions for Task 1' })
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu')
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows the fields the table names in cardFields', async () => {
    phoneWidth(true)
    await renderTasks({ cardFields: ['createdAt', 'status'] })
    const fields = [...rowOf('Task 2').querySelectorAll('td:not(.atrium-table__card-title):not(.atrium-table__actions)')]
      .filter((cell) => !cell.querySelector('input')).map((cell) => cell.textContent)
    expect(fields).toEqual(['CreatedC2', 'Statusdone'])
  })

  it('opens a menu of the row actions: arrows move, Escape returns to the button, an action closes it and runs', async () => {
    phoneWidth(true)
    const view = await renderTasks()
    const button = screen.getByRole('button', { name: 'Actions for Task 2' })
    fireEvent.click(button)
    const menu = await screen.findByRole('menu', { name: 'Actions for Task 2' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAttribute('aria-controls', menu.id)
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Show', 'Edit', 'Delete'])
    // Show and Edit are links to the record's views (a new tab may open them); Delete is a button.
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/admin/cards3/read/2', '/admin/cards3/update/2', null])
    expect(items.map((item) => item.tagName)).toEqual(['A', 'A', 'BUTTON'])
    await waitFor(() => expect(document.activeElement).toBe(items[0]))
    fireEvent.keyDown(items[0], { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items[1])
    fireEvent.keyDown(items[1], { key: 'End' })
    expect(document.activeElement).toBe(items[2])
    fireEvent.keyDown(items[2], { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items[0])
    fireEvent.keyDown(items[0], { key: 'ArrowUp' })
    expect(document.activeElement).toBe(items[2])
    fireEvent.keyDown(items[2], { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(document.activeElement).toBe(button)
    expect(view.open).not.toHaveBeenCalled()

    fireEvent.click(button)
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit Task 2' }))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(view.open.mock.calls.map((call) => call.slice(0, 2))).toEqual([['update', '2']])
  })

  it('closes the menu on a tap outside (not on a scroll), and keeps the table\'s row keys out of it', async () => {
    phoneWidth(true)
    await renderTasks()
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Task 1' }))
    const menu = await screen.findByRole('menu')
    const [first, second] = within(menu).getAllByRole('menuitem')
    await waitFor(() => expect(document.activeElement).toBe(first))
    // Arrow Down moves within the menu, not to the next row's control.
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(second)
    // A scroll (the page settling as data arrives) leaves it open.
    fireEvent.scroll(window)
    expect(screen.getByRole('menu')).toBe(menu)
    // A tap on another card (one of its fields) closes it.
    fireEvent.pointerDown(screen.getByText('D3', { selector: 'td' }))
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('keeps the selection checkbox of each card working', async () => {
    phoneWidth(true)
    await renderTasks({ selectable: true })
    const box = within(rowOf('Task 3')).getByRole('checkbox', { name: 'Select Task 3' })
    act(() => { fireEvent.click(box) })
    expect(box).toBeChecked()
    expect(await screen.findByText('1 selected')).toBeInTheDocument()
  })

  it("opens the record from a tap on the card's title; a card whose record may not be read keeps a plain title", async () => {
    phoneWidth(true)
    const data = listRepository(tasks(2))
    const resource = createViewResource<Task>('cards-open', {
      repository: data.repository, pageSize: 25, form: { inputs },
      permissions: { read: (item) => item?.title !== 'Task 2' },
    })
    const view = renderList(resource)
    await screen.findByText('Task 1')
    const title = screen.getByRole('link', { name: 'Task 1' })
    expect(title).toHaveAttribute('href', '/admin/cards-open/read/1')
    fireEvent.click(title)
    expect(view.open).toHaveBeenCalledWith('read', '1', undefined)
    expect(screen.queryByRole('link', { name: 'Task 2' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Task 2' })).toBeNull()
    expect(screen.getByText('Task 2', { selector: 'td' })).toHaveClass('atrium-table__card-title')
  })

  it('draws rows with inline actions on a wide screen, and keeps a windowed page a table on a phone', async () => {
    phoneWidth(false)
    const wide = await renderTasks()
    expect(screen.getByRole('link', { name: 'Edit Task 1' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Actions for Task 1' })).toBeNull()
    expect(rowOf('Task 1')).not.toHaveClass('atrium-table__card')
    wide.unmount()
    clearViewResources()

    phoneWidth(true)
    await renderTasks({ count: 150 })
    expect(screen.getByRole('link', { name: 'Edit Task 1' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Actions for Task 1' })).toBeNull()
  })
})

describe('getCardColumns', () => {
  const columns = ['id', 'name', 'status', 'owner', 'due', 'notes'].map((field) => ({ field, label: field }))
  const resource = (titleField?: string) => ({ options: { titleField }, getActionOptions: () => ({}) }) as unknown as Parameters<typeof getCardColumns>[0]
  const fields = (titleField?: string, cardFields?: string[]) => getCardColumns(resource(titleField), columns, cardFields).map((column) => column.field)

  it('takes the first three columns other than the title field (the titleField, else title, name, label)', () => {
    expect(fields()).toEqual(['id', 'status', 'owner'])
    expect(fields('status')).toEqual(['id', 'name', 'owner'])
  })

  it('takes the declared cardFields in their order, a field that is no column included', () => {
    expect(fields(undefined, ['due', 'extra'])).toEqual(['due', 'extra'])
  })
})
