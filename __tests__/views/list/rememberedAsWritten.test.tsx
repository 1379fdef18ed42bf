// A full run under load failed journeys.rememberedLists: Articles filtered, sorted, 10 a page chosen, then Authors
// from the menu and back: 25 a page. The list remembered its query once the router had drawn it, and the router draws
// a navigation in a transition: a menu link pressed first left the list before it was drawn with 10 a page. A change
// is now remembered as it is written, before any render; a filter written is remembered, an undeclared one is not.
import { act, fireEvent, screen, within } from '@testing-library/react'
import { createViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { selectRememberedLists } from '../../../slices/preferencesSlice'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

afterEach(() => clearViewResources())

function declare(id: string) {
  const data = listRepository(makeTasks(40))
  return createViewResource<Task>(id, {
    repository: data.repository,
    form: { inputs: { title: { label: 'Title' } } },
    views: { list: { filters: { title: { type: 'text', label: 'Search titles' } } } },
  })
}

const remembered = (view: ReturnType<typeof renderList>, id: string) => new URLSearchParams(String(selectRememberedLists(view.store.getState())?.[id] ?? ''))

describe('a list remembers each change as it is written', () => {
  it('before any render: the page size, then the page, the sort kept', async () => {
    const view = renderList(declare('written'), { url: '/admin/written/list?sort=title' })
    await screen.findByText('Task 1')
    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    act(() => {
      fireEvent.change(within(pagination).getByRole('combobox'), { target: { value: '10' } })
      // Inside act, nothing is drawn yet: only the write itself can have remembered it.
      expect(Object.fromEntries(remembered(view, 'written'))).toEqual({ sort: 'title', pageSize: '10' })
    })
    act(() => {
      fireEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: /^Next$/ }))
      expect(Object.fromEntries(remembered(view, 'written'))).toEqual({ sort: 'title', pageSize: '10', page: '2' })
    })
    expect(view.params().get('page')).toBe('2')
  })

  it('a filter applied is remembered with it; an undeclared one in the URL never is', async () => {
    const hostile = encodeURIComponent(JSON.stringify({ secret: 'x' }))
    const view = renderList(declare('filtered'), { url: `/admin/filtered/list?filter=${hostile}` })
    await screen.findByText('Task 1')
    act(() => {
      fireEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: /^Next$/ }))
      expect(remembered(view, 'filtered').get('filter')).toBeNull()
      expect(remembered(view, 'filtered').get('page')).toBe('2')
    })
    fireEvent.change(screen.getByLabelText('Search titles'), { target: { value: 'Task 1' } })
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /^Apply$/ }))
      expect(JSON.parse(remembered(view, 'filtered').get('filter') ?? 'null')).toEqual({ title: { contains: 'Task 1' } })
    })
    // Drawn, the URL says the same.
    expect(JSON.parse(view.params().get('filter') ?? 'null')).toEqual({ title: { contains: 'Task 1' } })
  })
})
