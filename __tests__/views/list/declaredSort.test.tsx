// A walk found the Events and Tasks tables in no sensible order (12/21, 11/13, 12/18, 1/14…). A list may now declare
// its order (`sort`, as the URL's: `-` for descending); the URL's sort wins, a header pressed writes its own, and
// pressed back to no order, the list is in the declared one again (never written to the URL: it is the default).
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

afterEach(() => clearViewResources())

const dues = ['2024-03-02', '2024-01-15', '2024-02-20', '2024-01-03']

function declare(id: string, sort: Parameters<typeof createViewResource<Task>>[1]['sort'], where: 'root' | 'list' = 'root') {
  const data = listRepository(makeTasks(4, (index) => ({ due: dues[index] })))
  const inputs = { title: { label: 'Title' }, due: { label: 'Due', type: 'date' as const } }
  const resource = createViewResource<Task>(id, where === 'root'
    ? { repository: data.repository, sort, form: { inputs } }
    : { repository: data.repository, views: { list: { sort } }, form: { inputs } })
  return { data, resource }
}

const titles = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent)
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })

describe('a list\'s declared order', () => {
  it('orders the list while the URL names none, shows it on its header, and stays out of the URL', async () => {
    const { data, resource } = declare('sorted', ['due'])
    const view = renderList(resource)
    await screen.findByText('Task 4')
    expect(data.requests[0].order).toEqual({ due: 'asc' })
    expect(titles()).toEqual(['Task 4', 'Task 2', 'Task 3', 'Task 1'])
    expect(header('Due')).toHaveAttribute('aria-sort', 'ascending')
    expect(view.params().has('sort')).toBe(false)
    // Another page size keeps it, and still writes no sort.
    fireEvent.change(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('combobox'), { target: { value: '10' } })
    await waitFor(() => expect(view.params().get('pageSize')).toBe('10'))
    expect(view.params().has('sort')).toBe(false)
    expect(data.last().order).toEqual({ due: 'asc' })
  })

  it('gives way to the URL\'s sort', async () => {
    const { data, resource } = declare('urlwins', ['due'], 'list')
    renderList(resource, { url: '/admin/urlwins/list?sort=-title' })
    await screen.findByText('Task 4')
    expect(data.requests.map((request) => request.order)).toEqual([{ title: 'desc' }])
    expect(titles()).toEqual(['Task 4', 'Task 3', 'Task 2', 'Task 1'])
    expect(header('Due')).toHaveAttribute('aria-sort', 'none')
  })

  it('is replaced by a header pressed, and comes back once that header is pressed back to no order', async () => {
    const { data, resource } = declare('pressed', ['-due'])
    const view = renderList(resource)
    await screen.findByText('Task 4')
    expect(titles()).toEqual(['Task 1', 'Task 3', 'Task 2', 'Task 4'])
    fireEvent.click(within(header('Title')).getByRole('button'))
    await waitFor(() => expect(view.params().get('sort')).toBe('title'))
    await waitFor(() => expect(data.last().order).toEqual({ title: 'asc' }))
    fireEvent.click(within(header('Title')).getByRole('button'))
    await waitFor(() => expect(view.params().get('sort')).toBe('-title'))
    fireEvent.click(within(header('Title')).getByRole('button'))
    await waitFor(() => expect(view.params().has('sort')).toBe(false))
    await waitFor(() => expect(header('Due')).toHaveAttribute('aria-sort', 'descending'))
    expect(titles()).toEqual(['Task 1', 'Task 3', 'Task 2', 'Task 4'])
    // Its own header turns it around (none would change nothing: descending is the declared order), then back.
    fireEvent.click(within(header('Due')).getByRole('button'))
    await waitFor(() => expect(view.params().get('sort')).toBe('due'))
    await waitFor(() => expect(titles()).toEqual(['Task 4', 'Task 2', 'Task 3', 'Task 1']))
    fireEvent.click(within(header('Due')).getByRole('button'))
    await waitFor(() => expect(view.params().has('sort')).toBe(false))
    await waitFor(() => expect(header('Due')).toHaveAttribute('aria-sort', 'descending'))
  })
})
