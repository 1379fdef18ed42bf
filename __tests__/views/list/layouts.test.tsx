import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createAtriumStore, createViewResource, layout, layoutChosen } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

const STORAGE_KEY = 'persist:atrium.preferences'

beforeEach(() => localStorage.clear())
afterEach(() => clearViewResources())

function declare(id: string) {
  const data = listRepository(makeTasks(3, (index) => ({ due: `2024-01-1${index}` })))
  const resource = createViewResource<Task>(id, {
    repository: data.repository,
    form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' } } },
    layouts: [layout.table(), layout.board<Task>({ groupBy: 'status', columns: ['todo', 'done'], label: 'Kanban' })],
  })
  return { data, resource }
}

const switcher = () => screen.getByRole('radiogroup', { name: 'Layout' })
const radio = (name: string) => within(switcher()).getByRole('radio', { name })

describe('the layout switcher', () => {
  it('is drawn only when the list has several layouts', async () => {
    const data = listRepository(makeTasks(1))
    renderList(createViewResource<Task>('single', { repository: data.repository }))
    await screen.findByText('Task 1')
    expect(screen.queryByRole('radiogroup', { name: 'Layout' })).toBeNull()
  })

  it('writes the choice to the URL and remembers it per resource across a reload', async () => {
    const { resource } = declare('remembered')
    const first = renderList(resource)
    await screen.findByText('Task 1')
    expect(radio('Table')).toBeChecked()
    fireEvent.click(radio('Kanban'))
    await waitFor(() => expect(first.params().get('layout')).toBe('board'))
    expect(radio('Kanban')).toBeChecked()
    expect(screen.queryByRole('table')).toBeNull()
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY) ?? '').toContain('board'))
    first.unmount()

    // A reload: a new store reads the remembered layout back, and the URL has none.
    renderList(resource)
    await waitFor(() => expect(radio('Kanban')).toBeChecked())
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('lets the URL win over the remembered layout, and remembers nothing for other resources', async () => {
    const { resource } = declare('url-wins')
    const other = declare('other-resource').resource
    const store = createAtriumStore()
    store.dispatch(layoutChosen({ resource: 'url-wins', layout: 'board' }))
    const view = renderList(resource, { store, url: '/admin/url-wins/list?layout=table' })
    await screen.findByText('Task 1')
    expect(radio('Table')).toBeChecked()
    view.unmount()
    renderList(other, { store })
    await screen.findByText('Task 1')
    expect(radio('Table')).toBeChecked()
  })

  it('ignores a URL layout the list does not have', async () => {
    const { resource } = declare('unknown-layout')
    renderList(resource, { url: '/admin/unknown-layout/list?layout=timeline' })
    await screen.findByText('Task 1')
    expect(radio('Table')).toBeChecked()
  })

  it.each([
    ['unreadable JSON', '{not json'],
    ['a wrong shape', JSON.stringify({ layouts: JSON.stringify(['board']), _persist: JSON.stringify({ version: -1, rehydrated: true }) })],
    ['a layout that is not a string', JSON.stringify({ layouts: JSON.stringify({ 'corrupt-store': 42 }) })],
  ])('survives %s in the persisted preferences', async (_, stored) => {
    localStorage.setItem(STORAGE_KEY, stored)
    const { resource } = declare('corrupt-store')
    const view = renderList(resource)
    await screen.findByText('Task 1')
    expect(radio('Table')).toBeChecked()
    fireEvent.click(radio('Kanban'))
    await waitFor(() => expect(view.params().get('layout')).toBe('board'))
    expect(radio('Kanban')).toBeChecked()
  })
})

describe('the calendar layout', () => {
  it('asks for the records of the visible days instead of a page', async () => {
    const data = listRepository(makeTasks(2, () => ({ due: new Date().toISOString().slice(0, 10) })))
    const resource = createViewResource<Task>('calendar-range', {
      repository: data.repository, form: { inputs: { title: {} } },
      layouts: [layout.calendar<Task>({ dateField: 'due' })],
    })
    renderList(resource)
    await waitFor(() => expect(data.requests).toHaveLength(1))
    expect(data.last()).toMatchObject({ page: 1, filters: { due: { gte: expect.any(String), lt: expect.any(String) } } })
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })
})
