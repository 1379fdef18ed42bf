import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource, type FilterDefinition } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { draftToFilter, filterToDraft, shiftDay } from '../../../lib/views/list/filterValues'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

afterEach(() => clearViewResources())

const filters: Partial<Record<keyof Task | 'q', FilterDefinition>> = {
  q: { type: 'text' },
  status: { type: 'select', label: 'Status', options: [{ value: 'todo', label: 'To do' }, { value: 'done', label: 'Done' }] },
  done: { type: 'boolean', label: 'Finished' },
  due: { type: 'dateRange', label: 'Due' },
}

const tasks = () => makeTasks(6, (index) => ({ done: index % 3 === 0, due: `2024-01-0${index + 1}` }))

function declare(id: string, data: ReturnType<typeof listRepository>) {
  return createViewResource<Task>(id, { repository: data.repository, form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' } } }, filters })
}

const filterParam = (params: URLSearchParams) => JSON.parse(params.get('filter') ?? '{}') as Record<string, unknown>

describe('the filter form', () => {
  it('writes each kind of filter to the URL and to the request, and back to page 1', async () => {
    const data = listRepository(tasks())
    const view = renderList(declare('filtering', data), { url: '/admin/filtering/list?page=2&pageSize=2' })
    await screen.findByText('Task 3')
    const form = screen.getByRole('search', { name: 'Filters' })
    fireEvent.change(within(form).getByLabelText('Search'), { target: { value: 'task' } })
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'todo' } })
    fireEvent.change(within(form).getByLabelText('Finished'), { target: { value: 'true' } })
    fireEvent.change(within(form).getByLabelText('Due from'), { target: { value: '2024-01-01' } })
    fireEvent.change(within(form).getByLabelText('Due to'), { target: { value: '2024-01-04' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }))

    const expected = { q: 'task', status: 'todo', done: true, due: { gte: '2024-01-01', lt: '2024-01-05' } }
    await waitFor(() => expect(filterParam(view.params())).toEqual(expected))
    expect(view.params().has('page')).toBe(false)
    await waitFor(() => expect(data.last()).toMatchObject({ page: 1, filters: expected }))
    // Only Task 1 is a finished to-do due in the range.
    expect(await screen.findByText('Task 1')).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(2)
  })

  it('reads its values back from the URL, and Clear empties it', async () => {
    const data = listRepository(tasks())
    const filter = encodeURIComponent(JSON.stringify({ status: 'done', due: { gte: '2024-01-02', lt: '2024-01-05' } }))
    const view = renderList(declare('clearing', data), { url: `/admin/clearing/list?filter=${filter}&sort=-title` })
    await screen.findByText('Task 4')
    expect(screen.getByLabelText('Status')).toHaveValue('done')
    expect(screen.getByLabelText('Due to')).toHaveValue('2024-01-04')
    expect(screen.queryByText('Task 1')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(view.params().has('filter')).toBe(false))
    expect(view.params().get('sort')).toBe('-title')
    expect(await screen.findByText('Task 1')).toBeInTheDocument()
    expect(screen.getByLabelText('Status')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled()
    // The button it pressed is disabled now: the keyboard's focus is on the first field, not the page's body.
    expect(document.activeElement).toBe(screen.getByLabelText('Search'))
  })

  it('always applies the active filter of the view: not offered in the form, not lifted by the URL nor by Clear', async () => {
    const data = listRepository(tasks())
    const filter = encodeURIComponent(JSON.stringify({ status: 'done' }))
    const view = renderList(declare('active', data), { url: `/admin/active/list?filter=${filter}`, viewResourceContext: { filter: { status: 'todo' } } })
    await screen.findByText('Task 1')
    expect(screen.queryByLabelText('Status')).toBeNull()
    expect(screen.queryByText('Task 2')).toBeNull()
    expect(data.last().filters).toEqual({ status: 'todo' })

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(view.params().has('filter')).toBe(false))
    await waitFor(() => expect(data.requests).toHaveLength(2))
    expect(data.last().filters).toEqual({ status: 'todo' })
    expect(screen.queryByText('Task 2')).toBeNull()
  })
})

describe('filter values', () => {
  const definitions = filters as Record<string, FilterDefinition>
  it.each([
    ['search on q', { q: 'abc' }, { q: 'abc' }],
    ['select keeps the option type', { status: 'done' }, { status: 'done' }],
    ['boolean false', { done: 'false' }, { done: false }],
    ['date range, both ends', { 'due.from': '2024-02-01', 'due.to': '2024-02-29' }, { due: { gte: '2024-02-01', lt: '2024-03-01' } }],
    ['date range, from only', { 'due.from': '2024-02-01' }, { due: { gte: '2024-02-01' } }],
    ['empty values are no filter', { q: '  ', status: '', done: '' }, {}],
    ['an unknown option is dropped', { status: 'archived' }, {}],
  ])('%s', (_, draft, filter) => {
    expect(draftToFilter(definitions, draft)).toEqual(filter)
    expect(draftToFilter(definitions, filterToDraft(definitions, filter))).toEqual(filter)
  })

  it('writes text on a field as contains, and keeps undeclared entries', () => {
    expect(draftToFilter({ title: { type: 'text' } }, { title: 'x' }, { other: 1, title: 'old' })).toEqual({ other: 1, title: { contains: 'x' } })
    expect(filterToDraft({ title: { type: 'text' } }, { title: { contains: 'x' } })).toEqual({ title: 'x' })
  })

  it.each([['2024-02-28', '2024-02-29'], ['2024-12-31', '2025-01-01'], ['bad', undefined], ['2024-13-45', undefined]])('the day after %s is %s', (day, next) => {
    expect(shiftDay(day)).toBe(next)
  })
})
