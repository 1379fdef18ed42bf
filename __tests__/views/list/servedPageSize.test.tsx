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
    [3, 200, 100, 573, 100],
    [2, 200, 100, 200, 100],
    [1, 25, 25, 573, undefined],
    [3, 25, 23, 73, undefined],
    [1, 200, 100, undefined, undefined],
    [1, 200, 0, 573, undefined],
    // A last page's remainder: Articles' page 13 (8 of 308), Authors' page 2 (16 of 41).
    [13, 25, 8, 308, undefined],
    [2, 25, 16, 41, undefined],
    // Pages of 100 or the rest after a page of 150 (page 2 of 250 holds 100 either way): not a proof.
    [2, 200, 100, 250, undefined],
    // 20 on page 13 of 308: pages of 20, or of 24 (12 × 24 = 288, 20 left): not a proof either.
    [13, 25, 20, 308, undefined],
    // 10 on page 13 of 308: only pages of 10 lead there.
    [13, 25, 10, 308, 10],
    // 5 on page 3 of 12: pages of 5 leave 2 there, pages of 25 none; no maximum explains it.
    [3, 25, 5, 12, undefined],
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

describe('a filter applied from the last page', () => {
  // A walk at 1280×800 found Articles' page 13 (8 of 308) filtered to "17 in all" shown 8 a page, "Per page" 8 and
  // `pageSize=8` in the URL (kept by Clear filters and remembered for the menu): while the filter's code loaded (the
  // list's first filter), the list drew page 13's rows for the filtered page 1's request and judged them its answer.
  // No other test of this file filters: here the filter's code loads while the list waits, as in the walk.
  it('goes back to page 1 at the page size it had: the last page\'s short answer proves nothing of the API', async () => {
    const data = listRepository(makeTasks(58, (index) => ({ status: index < 40 ? 'todo' : 'done' })))
    const filtered = createViewResource<Task>('lastpage', {
      repository: data.repository,
      form: { inputs: { title: {} } },
      filters: { status: { type: 'select', label: 'Status', options: [{ value: 'todo', label: 'To do' }, { value: 'done', label: 'Done' }] } },
    })
    const view = renderList(filtered, { url: '/admin/lastpage/list?page=3' })
    expect(await screen.findByText('Task 58')).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(9)
    const form = screen.getByRole('search', { name: 'Filters' })
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'todo' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Task 25')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    await waitFor(() => expect(within(nav).getByText('40 in all')).toBeInTheDocument())
    expect(screen.getAllByRole('row')).toHaveLength(26)
    expect(within(nav).getByRole('combobox')).toHaveValue('25')
    expect(view.params().has('pageSize')).toBe(false)
    expect(view.params().has('page')).toBe(false)
    expect(data.requests.map(({ page, itemsPerPage }) => [page, itemsPerPage])).toEqual([[3, 25], [1, 25]])
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await within(nav).findByText('58 in all')).toBeInTheDocument()
    expect(view.params().toString()).toBe('')
  })
})
