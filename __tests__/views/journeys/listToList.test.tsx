import { render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { createAtriumStore, createViewResource, type ViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { ListView } from '../../../lib/views/list/ListView'
import { ViewContext, type ViewContextValue } from '../../../lib/views/ViewContext'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderApp } from '../support/renderApp'

// Issue 14, point 1: moving from one list to another (same page, same page
// size: equal list arguments) draws the second list's rows. The list view was
// one component instance reused across resources, and RTK Query's hooks keep
// their subscription when the argument is equal, whatever the endpoint.

afterEach(() => { clearViewResources(); jest.restoreAllMocks() })

function declare(id: string, prefix: string) {
  const data = listRepository(makeTasks(3).map((task) => ({ ...task, title: `${prefix} ${task.title}` })))
  const resource = createViewResource<Task>(id, { name: prefix, repository: data.repository, titleField: 'title' })
  return { resource, data }
}

describe('moving between lists', () => {
  it.each([
    ['without a query string', '/admin/first/list', '/admin/second/list'],
    ['from a list with a query string', '/admin/first/list?sort=-title', '/admin/second/list'],
    ['to a list with a query string', '/admin/first/list', '/admin/second/list?page=1&sort=title'],
  ])('shows the second list\'s rows (%s), with one request for them', async (_case, from, to) => {
    const first = declare('first', 'Alpha')
    const second = declare('second', 'Beta')
    const app = renderApp([first.resource, second.resource], { url: from })
    await screen.findByText('Alpha Task 1')
    await app.go(to)
    expect(await screen.findByText('Beta Task 1')).toBeInTheDocument()
    expect(screen.queryByText('Alpha Task 1')).not.toBeInTheDocument()
    expect(second.data.requests).toHaveLength(1)
    // And back: the first list again, from its cache or a new request, never a skeleton forever.
    await app.go(from)
    expect(await screen.findByText('Alpha Task 1')).toBeInTheDocument()
  })

  it('in a page with a drawer open over the first list, a move shows the second list', async () => {
    const first = declare('first', 'Alpha')
    const second = declare('second', 'Beta')
    const app = renderApp([first.resource, second.resource], { url: '/admin/first/list' })
    await screen.findByText('Alpha Task 1')
    await app.go('/admin/first/list/first/read/1')
    await app.go('/admin/second/list')
    expect(await screen.findByText('Beta Task 1')).toBeInTheDocument()
  })
})

describe('a view redrawn for another resource without a key', () => {
  it('says so in development, naming both resources', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const first = declare('first', 'Alpha')
    const second = declare('second', 'Beta')
    const store = createAtriumStore({ persist: false })
    const contextOf = (resource: ViewResource<Task>): ViewContextValue => ({
      resource: resource as ViewResource<unknown>, action: 'list', scope: 'admin', frame: 'page',
      location: { scope: 'admin', resource: resource.id, action: 'list' }, viewResourceContext: { scope: 'admin' },
      close: () => undefined, open: () => undefined,
    })
    const tree = (resource: ViewResource<Task>) => (
      <Provider store={store}><MemoryRouter><ViewContext.Provider value={contextOf(resource)}><ListView /></ViewContext.Provider></MemoryRouter></Provider>
    )
    const view = render(tree(first.resource))
    await screen.findByText('Alpha Task 1')
    view.rerender(tree(second.resource))
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/ListView.*'first'.*'second'.*key/)))
  })
})
