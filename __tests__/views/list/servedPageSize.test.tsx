import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource, type Repository } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { servedPageSize } from '../../../lib/views/list/servedPageSize'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

// Issue 14, point 8: a page size larger than the API serves never hides
// records: the list reads the page size the API really used from its answer,
// asks with it, says so in the URL, and the total, page count and Next agree.

afterEach(() => clearViewResources())

describe('servedPageSize', () => {
  it.each([
    // page, asked, count, total → served
    [1, 200, 100, 573, 100],
    [1, 200, 200, 573, undefined],
    [1, 200, 73, 73, undefined],
    [2, 200, 100, 250, 100],
    [3, 200, 100, 573, 100],
    [1, 25, 25, 573, undefined],
    [3, 25, 23, 73, undefined],
    [1, 200, 100, undefined, undefined],
    [1, 200, 0, 573, undefined],
  ])('page %i asking %i, %i answered of %s → %s', (page, asked, count, total, served) => {
    expect(servedPageSize(page, asked, count, total)).toBe(served)
  })
})

/** An API that serves at most `max` records a page, whatever is asked (API Platform's maximum_items_per_page). */
function cappedRepository(max: number, rows: Task[]) {
  const data = listRepository(rows)
  const repository: Repository<Task> = {
    ...data.repository,
    getCollection: (params, context) => data.repository.getCollection({ ...params, itemsPerPage: Math.min(params.itemsPerPage ?? 25, max) }, context),
  }
  return { ...data, repository }
}

describe('a list asking more than the API serves', () => {
  it('asks again with the size served, says it in the URL, and pages through every record', async () => {
    const data = cappedRepository(3, makeTasks(8))
    const view = renderList(createViewResource<Task>('capped', { repository: data.repository, form: { inputs: { title: {} } } }), { url: '/admin/capped/list?pageSize=10' })
    await screen.findByText('Task 1')
    await waitFor(() => expect(view.params().get('pageSize')).toBe('3'))
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Page 3' })).toBeInTheDocument())
    expect(within(nav).getByText('8 in all')).toBeInTheDocument()
    expect(within(nav).getByRole('combobox')).toHaveValue('3')
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }))
    expect(await screen.findByText('Task 7')).toBeInTheDocument()
    expect(screen.getByText('Task 8')).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled()
    const last = data.requests[data.requests.length - 1]
    expect(last).toMatchObject({ page: 3, itemsPerPage: 3 })
  })
})

describe('a list after a delete', () => {
  it('keeps its page size: the page drawn one short (the record removed at once) is not an API serving fewer', async () => {
    const data = listRepository(makeTasks(30))
    const tasks = createViewResource<Task>('fullpage', { repository: data.repository, form: { inputs: { title: {} } } })
    const view = renderList(tasks, { url: '/admin/fullpage/list?pageSize=10' })
    await screen.findByText('Task 10')
    await act(async () => { await view.store.dispatch(tasks.endpoints.delete.initiate({ id: '1' })) })
    // The list is read again, the page filled from the next one, at the size asked.
    expect(await screen.findByText('Task 11')).toBeInTheDocument()
    expect(screen.queryByText('Task 1')).not.toBeInTheDocument()
    expect(data.requests.map((request) => request.itemsPerPage)).toEqual(data.requests.map(() => 10))
    expect(view.params().get('pageSize')).toBe('10')
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('combobox')).toHaveValue('10')
  })
})
