import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { pageNumbers } from '../../../lib/views/list/pageNumbers'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

afterEach(() => clearViewResources())

const declare = (id: string, data: ReturnType<typeof listRepository>, pageSize?: number) =>
  createViewResource<Task>(id, { repository: data.repository, form: { inputs: { title: { label: 'Title' } } }, ...(pageSize ? { pageSize } : {}) })

const nav = () => screen.getByRole('navigation', { name: 'Pagination' })

describe('pagination with a total', () => {
  it('asks for the page size of the list (25 by default)', async () => {
    const data = listRepository(makeTasks(30))
    renderList(declare('default-size', data))
    await screen.findByText('Task 25')
    expect(data.last()).toMatchObject({ page: 1, itemsPerPage: 25 })
    expect(screen.queryByText('Task 26')).toBeNull()
  })

  it('shows page numbers with gaps and the total, and writes the page to the URL', async () => {
    const data = listRepository(makeTasks(100))
    const view = renderList(declare('numbers', data, 10), { url: '/admin/numbers/list?page=5' })
    await screen.findByText('Task 41')
    expect(within(nav()).getByText('100 in all')).toBeInTheDocument()
    const labels = within(nav()).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)
    expect(labels).toEqual(['Previous', 'Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 10', 'Next'])
    expect(within(nav()).getAllByLabelText('More pages')).toHaveLength(2)
    expect(within(nav()).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page')

    fireEvent.click(within(nav()).getByRole('button', { name: 'Page 10' }))
    await waitFor(() => expect(view.params().get('page')).toBe('10'))
    expect(await screen.findByText('Task 91')).toBeInTheDocument()
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(data.last()).toMatchObject({ page: 10, itemsPerPage: 10 })
  })

  it('changes the page size from the select, back to page 1', async () => {
    const data = listRepository(makeTasks(60))
    const view = renderList(declare('sizes', data, 10), { url: '/admin/sizes/list?page=3' })
    await screen.findByText('Task 21')
    fireEvent.change(within(nav()).getByLabelText('Per page'), { target: { value: '50' } })
    await waitFor(() => expect(view.params().get('pageSize')).toBe('50'))
    expect(view.params().has('page')).toBe(false)
    expect(await screen.findByText('Task 50')).toBeInTheDocument()
    expect(data.last()).toMatchObject({ page: 1, itemsPerPage: 50 })
  })
})

describe('pagination without a total', () => {
  it('offers previous and next alone, next disabled once a page comes back short', async () => {
    const data = listRepository(makeTasks(25), { withTotal: false })
    const view = renderList(declare('no-total', data, 10))
    await screen.findByText('Task 1')
    expect(within(nav()).queryByRole('button', { name: /^Page / })).toBeNull()
    expect(within(nav()).queryByText(/in all/)).toBeNull()
    expect(within(nav()).getByRole('button', { name: 'Previous' })).toBeDisabled()

    // A full page: Next is offered once the next page is known to hold records.
    await waitFor(() => expect(within(nav()).getByRole('button', { name: 'Next' })).toBeEnabled())
    fireEvent.click(within(nav()).getByRole('button', { name: 'Next' }))
    await screen.findByText('Task 11')
    await waitFor(() => expect(within(nav()).getByRole('button', { name: 'Next' })).toBeEnabled())
    fireEvent.click(within(nav()).getByRole('button', { name: 'Next' }))
    await screen.findByText('Task 21')
    expect(view.params().get('page')).toBe('3')
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeDisabled()

    fireEvent.click(within(nav()).getByRole('button', { name: 'Previous' }))
    await screen.findByText('Task 11')
    expect(view.params().get('page')).toBe('2')
  })
})

describe('pagination without a total: an exactly-full last page', () => {
  it('never leads to an empty page: the next page is looked at first, and Next stays disabled when it is empty', async () => {
    const data = listRepository(makeTasks(20), { withTotal: false })
    renderList(declare('exactly-full', data, 10), { url: '/admin/exactly-full/list?page=2' })
    await screen.findByText('Task 11')
    await waitFor(() => expect(data.requests.map((request) => request.page)).toEqual([2, 3]))
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(within(nav()).getByRole('button', { name: 'Previous' })).toBeEnabled()
  })

  it('believes an API that says there is no next page (Hydra without view.next): no look ahead', async () => {
    const data = listRepository(makeTasks(20), { withTotal: false })
    const inner = data.repository.getCollection
    data.repository.getCollection = async (params) => {
      const page = await inner(params)
      return { ...page, hasNextPage: (params.page ?? 1) < 2 }
    }
    renderList(declare('said-last', data, 10), { url: '/admin/said-last/list?page=2' })
    await screen.findByText('Task 11')
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(data.requests.map((request) => request.page)).toEqual([2])
  })
})

describe('page numbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [6, 20, [1, 'gap', 5, 6, 7, 'gap', 20]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [1, 0, []],
  ] as const)('page %i of %i', (current, count, expected) => {
    expect(pageNumbers(current, count)).toEqual(expected)
  })
})
