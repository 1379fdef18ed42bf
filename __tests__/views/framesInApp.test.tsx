import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  buildViewPath, configureAtrium, createViewResource, parseViewPath,
  type ActionOptions, type ListQuery, type OpenMode,
} from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { listRepository, makeTasks, type Task } from './support/listRepository'
import { renderApp } from './support/renderApp'

const LIST: ListQuery = { filter: { status: 'done' }, pageSize: 5 }
const LIST_URL = buildViewPath({ scope: 'admin', resource: 'tasks', action: 'list', list: LIST })

afterEach(() => {
  configureAtrium({})
  clearViewResources()
})

function declare(options: { open?: OpenMode; alias?: string; views?: Partial<Record<'read' | 'update' | 'create' | 'delete', ActionOptions<Task>>> } = {}) {
  const data = listRepository(makeTasks(12))
  return createViewResource<Task>('tasks', {
    repository: data.repository,
    titleField: 'title',
    form: { inputs: { title: { label: 'Title' } } },
    // The list URL carries a status filter: declared, so it reaches the API (undeclared ones are dropped).
    filters: { status: { type: 'select', label: 'Status', options: [{ value: 'todo', label: 'To do' }, { value: 'done', label: 'Done' }] } },
    ...(options.open ? { open: options.open } : {}),
    ...(options.alias ? { alias: options.alias } : {}),
    ...(options.views ? { views: options.views } : {}),
  })
}

/** 'dialog', 'drawer' or 'page': where the last opened view is drawn (the delete confirmation's frame is an alertdialog). */
function frameShown(): string {
  const frame = screen.queryByRole('dialog') ?? screen.queryByRole('alertdialog')
  if (!frame) return 'page'
  return frame.classList.contains('atrium-drawer') ? 'drawer' : 'dialog'
}

async function openFromRow(action: 'Show' | 'Edit' | 'Delete', title = 'Task 4') {
  // Show and Edit open a view by address: links; Delete does something: a button.
  const button = await screen.findByRole(action === 'Delete' ? 'button' : 'link', { name: `${action} ${title}` })
  // Focus moves the table's tab stop to the row (a state update): inside act, as a person's click would be.
  act(() => button.focus())
  fireEvent.click(button)
  return button
}

describe('where actions open', () => {
  it("defaults to a page, and to a dialog for the delete confirmation", async () => {
    const app = renderApp([declare()], { url: LIST_URL })
    await openFromRow('Edit')
    await waitFor(() => expect(parseViewPath(app.url())).toMatchObject({ action: 'update', id: '4' }))
    expect(frameShown()).toBe('page')
    await app.back()
    await openFromRow('Delete')
    // A destructive question: an alertdialog, named by its heading and described by its question, which names the record.
    expect(await screen.findByRole('alertdialog', { name: 'Delete task?', description: /“Task 4”/ })).toBeInTheDocument()
    expect(frameShown()).toBe('dialog')
    expect(parseViewPath(app.url())).toMatchObject({ action: 'list', list: LIST, over: { action: 'delete', id: '4' } })
  })

  it('follows configureAtrium({ defaults: { open } }), and an action\'s own value wins', async () => {
    configureAtrium({ defaults: { open: 'drawer' } })
    const app = renderApp([declare({ views: { read: { open: 'dialog' }, create: { open: 'page' } } })], { url: LIST_URL })
    await openFromRow('Edit')
    expect(await screen.findByRole('dialog', { name: 'Task 4' })).toBeInTheDocument()
    expect(frameShown()).toBe('drawer')
    expect(parseViewPath(app.url())).toMatchObject({ action: 'list', list: LIST, over: { action: 'update', id: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(app.url()).toBe(LIST_URL))

    await openFromRow('Show')
    expect(await screen.findByRole('dialog', { name: 'Task 4' })).toBeInTheDocument()
    expect(frameShown()).toBe('dialog')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(app.url()).toBe(LIST_URL))

    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(parseViewPath(app.url())).toMatchObject({ action: 'create' }))
    expect(frameShown()).toBe('page')
  })

  it("the resource's own `open` wins over the application default too", async () => {
    configureAtrium({ defaults: { open: 'drawer' } })
    const app = renderApp([declare({ open: 'dialog' })], { url: LIST_URL })
    await openFromRow('Edit')
    await screen.findByRole('dialog', { name: 'Task 4' })
    expect(frameShown()).toBe('dialog')
    expect(parseViewPath(app.url())?.over).toEqual({ resource: 'tasks', action: 'update', id: '4' })
  })
})

describe.each(['dialog', 'drawer'] as const)('a %s over the list', (mode) => {
  it.each([
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
    ['the backdrop', () => fireEvent.click(screen.getByTestId('atrium-backdrop'))],
    ['its close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('is labelled and modal, holds focus, and %s closes it back to the filtered list; focus returns to the opener', async (_how, close) => {
    const app = renderApp([declare({ views: { update: { open: mode } } })], { url: LIST_URL })
    const opener = await openFromRow('Edit')
    const frame = await screen.findByRole('dialog', { name: 'Task 4' })
    expect(frame).toHaveAttribute('aria-modal', 'true')
    await within(frame).findByLabelText('Title')
    expect(frame.contains(document.activeElement)).toBe(true)
    // Tab from the last control wraps to the first: focus stays in.
    const buttons = within(frame).getAllByRole('button')
    buttons[buttons.length - 1].focus()
    fireEvent.keyDown(frame, { key: 'Tab' })
    expect(frame.contains(document.activeElement)).toBe(true)

    close()
    await waitFor(() => expect(app.url()).toBe(LIST_URL))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })
})

describe('a resource alias', () => {
  it('resolves like its id in list, page and over-list URLs', async () => {
    const app = renderApp([declare({ alias: 'todo', views: { update: { open: 'drawer' } } })], { url: '/admin/todo/list?pageSize=5' })
    expect(await screen.findByRole('cell', { name: 'Task 5' })).toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'Task 6' })).toBeNull()

    await app.go('/admin/todo/read/3')
    expect(await screen.findByRole('heading', { level: 1, name: 'Task 3' })).toBeInTheDocument()

    await app.go('/admin/todo/list/todo/update/7?pageSize=5')
    const drawer = await screen.findByRole('dialog', { name: 'Task 7' })
    expect(await within(drawer).findByLabelText('Title')).toHaveValue('Task 7')
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(app.url()).toBe('/admin/todo/list?pageSize=5'))
  })

  it('an unknown name shows a clear "not found" page, not a crash, with the way to the scope\'s page', async () => {
    renderApp([declare({ alias: 'todo' })], { url: '/admin/nothing/list' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('Nothing called “nothing” here.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/admin')
  })

  it.each(['/admin/todo/show/3', '/admin/todo/read', '/admin/todo/list/extra/words/here'])('an address naming no view (%s) is "not found", not the scope\'s page', async (url) => {
    renderApp([declare({ alias: 'todo' })], { url })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('There is no page at this address.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/admin')
  })

  it('/<scope>/<resource> alone opens the resource\'s list', async () => {
    const app = renderApp([declare({ alias: 'todo' })], { url: '/admin/todo' })
    expect(await screen.findByRole('cell', { name: 'Task 1' })).toBeInTheDocument()
    expect(app.url()).toBe('/admin/todo/list')
  })
})
