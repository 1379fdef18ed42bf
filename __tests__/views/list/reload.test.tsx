import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { buildViewPath, createViewResource, layout } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { readListQuery, writeListQuery } from '../../../lib/routing/listQuery'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

beforeEach(() => localStorage.clear())
afterEach(() => clearViewResources())

function declare(id: string) {
  const data = listRepository(makeTasks(30))
  const resource = createViewResource<Task>(id, {
    repository: data.repository,
    form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' } } },
    filters: { status: { type: 'select', label: 'Status', options: [{ value: 'todo', label: 'To do' }, { value: 'done', label: 'Done' }] } },
    layouts: [layout.board<Task>({ groupBy: 'status', columns: ['todo', 'done'] }), layout.table()],
  })
  return { data, resource }
}

/** What the screen shows, as text a test can compare. */
function screenState() {
  return {
    layout: within(screen.getByRole('radiogroup', { name: 'Layout' })).getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked)?.parentElement?.textContent,
    status: (screen.getByLabelText('Status') as HTMLSelectElement).value,
    sort: screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort'),
    page: within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { current: 'page' }).textContent,
    pageSize: (within(screen.getByRole('navigation', { name: 'Pagination' })).getByLabelText('Per page') as HTMLSelectElement).value,
    rows: screen.getAllByRole('row').slice(1).map((row) => row.textContent),
  }
}

describe('a simulated reload', () => {
  it('draws the same screen from the URL alone: filter, sort, page, page size and layout', async () => {
    const first = declare('reloaded')
    const url = buildViewPath({
      scope: 'admin', resource: 'reloaded', action: 'list',
      list: { filter: { status: 'done' }, sort: ['-title'], page: 2, pageSize: 5, layout: 'table' },
    })
    const view = renderList(first.resource, { url })
    await screen.findByText('Task 26')
    const before = screenState()
    expect(before).toMatchObject({ layout: 'Table', status: 'done', sort: 'descending', page: '2', pageSize: '5' })
    expect(first.data.last()).toMatchObject({ page: 2, itemsPerPage: 5, order: { title: 'desc' }, filters: { status: 'done' } })
    const shown = view.url()
    view.unmount()
    clearViewResources()

    const second = declare('reloaded')
    renderList(second.resource, { url: shown })
    await screen.findByText('Task 26')
    expect(screenState()).toEqual(before)
  })

  it('restores a screen reached by clicks, from its URL', async () => {
    const first = declare('clicked')
    const view = renderList(first.resource)
    await screen.findByRole('radio', { name: 'Board' })
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }))
    await screen.findByRole('table')
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'))
    await waitFor(() => expect(view.params().get('sort')).toBe('title'))
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(view.params().get('page')).toBe('2'))
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6))
    const before = screenState()
    const shown = view.url()
    view.unmount()
    clearViewResources()
    localStorage.clear()

    renderList(declare('clicked').resource, { url: shown })
    await screen.findByRole('table')
    await waitFor(() => expect(screenState()).toEqual(before))
  })
})

describe('history', () => {
  it('pushes each change, so Back returns to the previous page, sort and layout', async () => {
    const { resource } = declare('history')
    const view = renderList(resource, { url: '/admin/history/list?layout=table' })
    await screen.findByText('Task 1')
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(view.params().get('page')).toBe('2'))
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'))
    await waitFor(() => expect(view.params().get('sort')).toBe('title'))
    expect(view.params().has('page')).toBe(false)

    await view.back()
    expect(view.params().get('page')).toBe('2')
    expect(view.params().has('sort')).toBe(false)
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'none')
    await view.back()
    expect(view.url()).toBe('/admin/history/list?layout=table')
  })
})

describe('a list under a record', () => {
  it('keeps its page and sort to itself, leaving the page URL alone', async () => {
    const { resource, data } = declare('nested')
    const view = renderList(resource, { url: '/admin/posts/read/7?page=3&layout=board', viewResourceContext: { parent: { id: '7' } } })
    await screen.findByText('Task 1')
    expect(data.last()).toMatchObject({ page: 1, itemsPerPage: 25 })
    expect(screen.getByRole('radio', { name: 'Board' })).toBeChecked()
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }))
    await screen.findByRole('table')
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }))
    expect(await screen.findByText('Task 26')).toBeInTheDocument()
    expect(view.url()).toBe('/admin/posts/read/7?page=3&layout=board')
  })
})

describe('list query in the URL', () => {
  it.each([
    ['', {}, ''],
    ['?tab=comments', { page: 2 }, '?tab=comments&page=2'],
    ['?page=3&tab=x&sort=a', { sort: ['-b'] }, '?tab=x&sort=-b'],
    ['?values=%7B%7D', { filter: { q: 'a&b' }, layout: 'board' }, `?values=%7B%7D&filter=${encodeURIComponent('{"q":"a&b"}')}&layout=board`],
  ])('writing over %p keeps other parameters', (search, list, expected) => {
    const written = writeListQuery(search, list)
    expect(written.replace(/%2C/g, ',')).toBe(expected.replace(/%2C/g, ','))
    expect(readListQuery(written)).toEqual({ query: list })
  })
})
