import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { buildViewPath, createViewResource, type AfterSave, type OpenMode } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { listRepository, makeTasks, type Task } from './support/listRepository'
import { renderApp } from './support/renderApp'

const LIST_URL = buildViewPath({ scope: 'admin', resource: 'tasks', action: 'list', list: { filter: { status: 'todo' }, sort: ['title'] } })

afterEach(() => clearViewResources())

function declare(open: OpenMode, afterSave?: AfterSave<Task>) {
  const data = listRepository(makeTasks(6))
  // What the API stores (and answers) differs from what it was sent, as servers do.
  const repository = { ...data.repository, updateItem: (id: string, sent: Partial<Task>) => data.repository.updateItem(id, { ...sent, title: `${sent.title ?? ''}!` }) }
  const resource = createViewResource<Task>('tasks', {
    repository,
    titleField: 'title',
    form: { inputs: { title: { label: 'Title' } } },
    // The list URL carries a status filter: declared, so it reaches the API (undeclared ones are dropped).
    filters: { status: { type: 'select', label: 'Status', options: [{ value: 'todo', label: 'To do' }, { value: 'done', label: 'Done' }] } },
    open,
    ...(afterSave ? { afterSave } : {}),
  })
  return { resource, data }
}

async function saveTitle(container: HTMLElement, value: string) {
  fireEvent.change(await within(container).findByLabelText('Title'), { target: { value } })
  // Async act: the store's notification of the started save (queued as a microtask by RTK's
  // auto-batching) is drawn inside act, not after it.
  await act(async () => { fireEvent.click(within(container).getByRole('button', { name: 'Save' })) })
}

describe('afterSave, through the application', () => {
  it.each(['dialog', 'drawer'] as const)("'close' is the default in a %s: back to the list with its query", async (mode) => {
    const { resource } = declare(mode)
    const app = renderApp([resource], { url: LIST_URL })
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Task 3' }))
    await saveTitle(await screen.findByRole('dialog'), 'Renamed')
    await waitFor(() => expect(app.url()).toBe(LIST_URL))
    // The URL changes in the router's transition; the frame leaves in a commit of its own.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByRole('cell', { name: 'Renamed!' })).toBeInTheDocument()
    expect(await screen.findByText('Renamed! saved.')).toBeInTheDocument()
  })

  it("'close' after a create in a drawer goes back to the list, which shows the new record", async () => {
    const { resource } = declare('drawer')
    const app = renderApp([resource], { url: '/admin/tasks/list' })
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }))
    await saveTitle(await screen.findByRole('dialog'), 'Brand new')
    await waitFor(() => expect(app.url()).toBe('/admin/tasks/list'))
    expect(await screen.findByRole('cell', { name: 'Brand new' })).toBeInTheDocument()
  })

  it("'stay' is the default on a page: the URL and the form stay", async () => {
    const { resource, data } = declare('page')
    const app = renderApp([resource], { url: '/admin/tasks/update/3' })
    await saveTitle(document.body, 'Renamed')
    expect(await screen.findByText('Renamed! saved.')).toBeInTheDocument()
    expect(app.url()).toBe('/admin/tasks/update/3')
    expect(screen.getByLabelText('Title')).toHaveValue('Renamed')
    expect(data.rows.find((row) => row.id === '3')?.title).toBe('Renamed!')
  })

  it('after a create on a page, the default goes back to the list, which shows the new record', async () => {
    const { resource, data } = declare('page')
    const app = renderApp([resource], { url: '/admin/tasks/list' })
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }))
    await waitFor(() => expect(app.url()).toBe('/admin/tasks/create'))
    await saveTitle(document.body, 'Brand new')
    await waitFor(() => expect(app.url()).toBe('/admin/tasks/list'))
    expect(await screen.findByRole('cell', { name: 'Brand new' })).toBeInTheDocument()
    expect(await screen.findByText('Brand new created.')).toBeInTheDocument()
    expect(data.rows.filter((row) => row.title === 'Brand new')).toHaveLength(1)
  })

  it("'stay' after a create on a page empties the form for the next record", async () => {
    const { resource, data } = declare('page', 'stay')
    const app = renderApp([resource], { url: '/admin/tasks/create' })
    await saveTitle(document.body, 'First')
    expect(await screen.findByText('First created.')).toBeInTheDocument()
    expect(app.url()).toBe('/admin/tasks/create')
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''))
    expect(data.rows.filter((row) => row.title === 'First')).toHaveLength(1)
  })

  it("'reload' refills the form with what the API answered", async () => {
    const { resource } = declare('drawer', 'reload')
    const app = renderApp([resource], { url: '/admin/tasks/list/tasks/update/3' })
    const drawer = await screen.findByRole('dialog')
    await saveTitle(drawer, 'Renamed')
    await waitFor(() => expect(within(drawer).getByLabelText('Title')).toHaveValue('Renamed!'))
    expect(app.url()).toBe('/admin/tasks/list/tasks/update/3')
  })

  it('{ redirect } goes to the path it returns for the saved record', async () => {
    const { resource } = declare('dialog', { redirect: (item) => `/admin/tasks/read/${item.id}` })
    const app = renderApp([resource], { url: LIST_URL })
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Task 5' }))
    await saveTitle(await screen.findByRole('dialog'), 'Moved')
    await waitFor(() => expect(app.url()).toBe('/admin/tasks/read/5'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Moved!' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
