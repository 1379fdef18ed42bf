import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError, createViewResource, layout, type Repository } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { deferred, type Deferred } from '../../support/deferred'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderApp } from '../support/renderApp'
import { dataTransfer } from '../../support/dataTransfer'

// Board, calendar and timeline drawn by an application through the public entry:
// the declaration, the URL, the store and the repository are all real.

afterEach(() => clearViewResources())

const column = (name: string) => screen.getByRole('region', { name })
const cardIn = (columnName: string, title: string) => within(column(columnName)).queryByRole('listitem', { name: new RegExp(title) })

function drag(title: string, to: string) {
  const card = screen.getByRole('listitem', { name: new RegExp(title) })
  const transfer = dataTransfer()
  fireEvent.dragStart(card, { dataTransfer: transfer })
  fireEvent.dragEnter(column(to), { dataTransfer: transfer })
  fireEvent.dragOver(column(to), { dataTransfer: transfer })
  fireEvent.drop(column(to), { dataTransfer: transfer })
  fireEvent.dragEnd(card, { dataTransfer: transfer })
}

function declareBoard() {
  const data = listRepository(makeTasks(3))
  const answers: Array<Deferred<void>> = []
  const sent: Array<[string, Partial<Task>]> = []
  const repository: Repository<Task> = {
    ...data.repository,
    // The API holds each update until the test answers it.
    async updateItem(id, values) {
      sent.push([String(id), values])
      const answer = deferred<void>()
      answers.push(answer)
      await answer.promise
      return data.repository.updateItem(id, values)
    },
  }
  const resource = createViewResource<Task>('tasks', {
    repository,
    titleField: 'title',
    form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' } } },
    layouts: [layout.board<Task>({ groupBy: 'status', columns: ['todo', 'done'] })],
  })
  return { data, resource, answers, sent }
}

describe('the board in an application', () => {
  it('moves a dragged card at once, saves its groupBy field through the update endpoint, and keeps it once accepted', async () => {
    const { data, resource, answers, sent } = declareBoard()
    renderApp([resource], { url: '/admin/tasks/list' })
    await screen.findByRole('listitem', { name: /Task 2/ })
    expect(cardIn('done', 'Task 2')).not.toBeNull()

    drag('Task 2', 'todo')
    // Drawn in its new column before the API answered.
    await waitFor(() => expect(cardIn('todo', 'Task 2')).not.toBeNull())
    expect(cardIn('done', 'Task 2')).toBeNull()
    expect(sent).toEqual([['2', { status: 'todo' }]])
    expect(data.rows.find((row) => row.id === '2')?.status).toBe('done')

    answers[0].resolve()
    await waitFor(() => expect(data.rows.find((row) => row.id === '2')?.status).toBe('todo'))
    await waitFor(() => expect(data.requests.length).toBeGreaterThan(1))
    expect(cardIn('todo', 'Task 2')).not.toBeNull()
    expect(cardIn('done', 'Task 2')).toBeNull()
  })

  it('puts a card back where it was when the API refuses the move, and says why', async () => {
    const { data, resource, answers } = declareBoard()
    renderApp([resource], { url: '/admin/tasks/list' })
    await screen.findByRole('listitem', { name: /Task 1/ })

    drag('Task 1', 'done')
    await waitFor(() => expect(cardIn('done', 'Task 1')).not.toBeNull())
    answers[0].reject(new ApiError({ status: 409, title: 'Conflict', detail: 'Task 1 is locked.' }))

    await waitFor(() => expect(cardIn('todo', 'Task 1')).not.toBeNull())
    expect(cardIn('done', 'Task 1')).toBeNull()
    expect(await screen.findByRole('alert')).toHaveTextContent('Task 1 is locked.')
    expect(data.rows.find((row) => row.id === '1')?.status).toBe('todo')
  })
})

describe('the calendar in an application', () => {
  it('opens create from an empty day with that date filled in, in the URL and in the form', async () => {
    const data = listRepository([])
    const resource = createViewResource<Task>('meetings', {
      repository: data.repository,
      form: { inputs: { title: { label: 'Title' }, due: { type: 'date', label: 'Due' } } },
      layouts: [layout.calendar<Task>({ dateField: 'due' })],
    })
    const app = renderApp([resource], { url: '/admin/meetings/list' })
    const today = new Date()
    const day = new Date(today.getFullYear(), today.getMonth(), 15)
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-15`
    const grid = await screen.findByRole('grid')
    // The days' read (beside it, the count of what Export writes: one record asked for).
    await waitFor(() => expect(data.requests.filter((request) => request.itemsPerPage !== 1)).toHaveLength(1))
    const cell = grid.querySelector<HTMLElement>(`[data-date="${iso}"]`)
    expect(cell).not.toBeNull()
    fireEvent.click(cell!)

    await waitFor(() => expect(app.url()).toMatch(/\/admin\/meetings\/create/))
    expect(JSON.parse(app.params().get('values') ?? '{}')).toEqual({ due: iso })
    expect(await screen.findByLabelText('Due')).toHaveValue(iso)

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Planning' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(data.rows).toHaveLength(1))
    expect(data.rows[0]).toMatchObject({ title: 'Planning', due: iso })
  })

  it('shows the records of the month on their days', async () => {
    const now = new Date()
    const iso = (day: number) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    const data = listRepository(makeTasks(2, (index) => ({ due: iso(10 + index) })))
    const resource = createViewResource<Task>('meetings', {
      repository: data.repository,
      form: { inputs: { title: { label: 'Title' }, due: { type: 'date', label: 'Due' } } },
      layouts: [layout.calendar<Task>({ dateField: 'due' })],
    })
    renderApp([resource], { url: '/admin/meetings/list' })
    const grid = await screen.findByRole('grid')
    await waitFor(() => expect(within(grid.querySelector<HTMLElement>(`[data-date="${iso(10)}"]`)!).getByText('Task 1')).toBeInTheDocument())
    expect(within(grid.querySelector<HTMLElement>(`[data-date="${iso(11)}"]`)!).getByText('Task 2')).toBeInTheDocument()
  })
})

const isoDay = (offset: number) => {
  const now = new Date()
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

describe('the timeline in an application', () => {
  it('asks for the records crossing its window, not a page, and for the next window on Next', async () => {
    const data = listRepository([
      ...makeTasks(30, (index) => ({ title: `Now ${index + 1}`, start: isoDay(0), end: isoDay(1) })),
      { id: 'later', title: 'Later', start: isoDay(10), end: isoDay(11) },
      { id: 'long', title: 'Long', start: isoDay(-20), end: isoDay(30) },
    ] as Task[])
    const resource = createViewResource<Task>('schedule', {
      repository: data.repository,
      titleField: 'title',
      form: { inputs: { title: { label: 'Title' } } },
      pageSize: 10,
      layouts: [layout.timeline<Task>({ startField: 'start', endField: 'end', days: 7 })],
    })
    renderApp([resource], { url: '/admin/schedule/list' })
    await waitFor(() => expect(data.last()?.filters).toEqual({ start: { lt: isoDay(7) }, end: { gte: isoDay(0) } }))
    expect(data.last()?.itemsPerPage).toBeGreaterThan(10)
    // Every record of the window, beyond a page of 10; a bar started before the window is asked for too.
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Now \d+/ })).toHaveLength(30))
    expect(screen.getByRole('link', { name: /^Long/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Later/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(data.last()?.filters).toEqual({ start: { lt: isoDay(14) }, end: { gte: isoDay(7) } }))
    expect(await screen.findByRole('link', { name: /^Later/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Now 1\b/ })).not.toBeInTheDocument()
  })

  it('draws a bar per record in the row of its group, and opens read from a bar', async () => {
    const data = listRepository(makeTasks(3, (index) => ({
      owner: index === 0 ? 'ana' : 'bo', start: isoDay(0), end: isoDay(1 + index),
    })))
    const resource = createViewResource<Task>('schedule', {
      repository: data.repository,
      titleField: 'title',
      form: { inputs: { title: { label: 'Title' }, owner: { label: 'Owner' } } },
      layouts: [layout.timeline<Task>({ startField: 'start', endField: 'end', groupBy: 'owner', days: 7 })],
    })
    const app = renderApp([resource], { url: '/admin/schedule/list' })
    const ana = await screen.findByRole('group', { name: 'ana' })
    await waitFor(() => expect(within(ana).getAllByRole('link').map((bar) => bar.textContent)).toEqual(['Task 1']))
    expect(within(screen.getByRole('group', { name: 'bo' })).getAllByRole('link').map((bar) => bar.textContent).sort()).toEqual(['Task 2', 'Task 3'])
    fireEvent.click(within(ana).getByRole('link', { name: /Task 1/ }))
    await waitFor(() => expect(app.url()).toMatch(/\/admin\/schedule\/read\/1$|\/admin\/schedule\/list\/schedule\/read\/1/))
  })
})

describe('the board column counts', () => {
  const declare = (count: number, withTotal: boolean) => createViewResource<Task>('tasks', {
    repository: listRepository(makeTasks(count), { withTotal }).repository,
    titleField: 'title',
    pageSize: 4,
    form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' } } },
    layouts: [layout.board<Task>({ groupBy: 'status', columns: ['todo', 'done'] })],
  })
  const heading = (name: string) => within(column(name)).getByRole('heading')

  it.each([true, false])('say "on this page" where other pages hold more records (total answered: %s)', async (withTotal) => {
    renderApp([declare(7, withTotal)], { url: '/admin/tasks/list' })
    await screen.findByRole('listitem', { name: /Task 4/ })
    await waitFor(() => expect(heading('todo')).toHaveTextContent('todo2 on this page'))
    expect(heading('done')).toHaveTextContent('done2 on this page')
  })

  it('are plain counts when the board holds every record', async () => {
    renderApp([declare(3, true)], { url: '/admin/tasks/list' })
    await screen.findByRole('listitem', { name: /Task 3/ })
    expect(heading('todo')).toHaveTextContent(/^todo2$/)
    expect(heading('done')).toHaveTextContent(/^done1$/)
  })
})
