// A list page's read leaves as soon as its scope's check says `rendered`, before the page is drawn
// (issue 21's boot figure: the request used to wait for the whole page's first draw), and with the
// very argument the list asks for: one request, never two.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createAtriumStore, createViewResource, layout, type ListParams, type Repository, type ViewResourceOptions } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderApp } from '../support/renderApp'

afterEach(() => {
  clearViewResources()
  localStorage.clear()
})

/** A repository recording each list request and whether the list page was drawn when it left. */
function recorded(options: Partial<ViewResourceOptions<Task>> = {}, id = 'tasks') {
  const data = listRepository(makeTasks(30, (index) => ({ due: `2026-11-${String((index % 28) + 1).padStart(2, '0')}` })))
  const requests: Array<{ params: ListParams; pageDrawn: boolean }> = []
  const repository: Repository<Task> = {
    ...data.repository,
    getCollection(params, context) {
      requests.push({ params, pageDrawn: document.querySelector('[data-action="list"]') !== null })
      return data.repository.getCollection(params, context)
    },
  }
  const resource = createViewResource<Task>(id, { repository, titleField: 'title', form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' } } }, ...options })
  return { resource, requests }
}

describe("a list page's first read", () => {
  it('leaves before the page is drawn, once', async () => {
    const { resource, requests } = recorded()
    renderApp([resource], { url: '/admin/tasks/list' })
    expect(await screen.findByRole('cell', { name: 'Task 1' })).toBeInTheDocument()
    expect(requests).toEqual([{ params: { page: 1, itemsPerPage: 25 }, pageDrawn: false }])
  })

  it("takes the URL's sort, page and page size, and the declared page size, as the list does", async () => {
    const { resource, requests } = recorded({ views: { list: { pageSize: 10 } } })
    const app = renderApp([resource], { url: '/admin/tasks/list?sort=-title&page=2' })
    expect(await screen.findByRole('cell', { name: 'Task 27' })).toBeInTheDocument()
    expect(requests).toEqual([{ params: { page: 2, itemsPerPage: 10, order: { title: 'desc' } }, pageDrawn: false }])
    app.unmount()

    clearViewResources()
    const other = recorded({}, 'notes')
    renderApp([other.resource], { url: '/admin/notes/list?pageSize=5&page=3' })
    expect(await screen.findByRole('cell', { name: 'Task 11' })).toBeInTheDocument()
    expect(other.requests).toEqual([{ params: { page: 3, itemsPerPage: 5 }, pageDrawn: false }])
  })

  it('reads the layout the list draws: the one remembered in storage, or none ahead for a layout placed on days', async () => {
    const declare = () => recorded({
      layouts: [layout.table<Task>({ fields: ['title', 'status'] }), layout.board<Task>({ groupBy: 'status', columns: ['todo', 'done'] })],
      views: { list: { pageSize: 10 } },
    })
    const first = renderApp([declare().resource], { url: '/admin/tasks/list', store: createAtriumStore() })
    await screen.findByRole('cell', { name: 'Task 1' })
    fireEvent.click(screen.getByRole('radio', { name: /board/i }))
    await screen.findByRole('region', { name: 'todo' })
    await waitFor(() => expect(localStorage.getItem('persist:atrium.preferences')).toContain('board'))
    first.unmount()
    clearViewResources()

    // A reload at the bare URL: the board is remembered in storage, read as the app starts; one read, ahead of the page.
    const again = declare()
    const app = renderApp([again.resource], { url: '/admin/tasks/list', store: createAtriumStore() })
    await screen.findByRole('region', { name: 'todo' })
    expect(again.requests).toEqual([{ params: { page: 1, itemsPerPage: 10 }, pageDrawn: false }])
    app.unmount()
    clearViewResources()

    // A calendar tells its days once drawn: its read leaves then, once.
    const days = recorded({ layouts: [layout.calendar<Task>({ dateField: 'due' })] }, 'events')
    renderApp([days.resource], { url: '/admin/events/list?date=2026-11-10' })
    await waitFor(() => expect(days.requests).toHaveLength(1))
    expect(days.requests[0].pageDrawn).toBe(true)
  })

  it("waits for the list when the URL carries a filter, and asks nothing of a resource outside the scope", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const filtered = recorded({ views: { list: { filters: { status: { type: 'select', options: [{ value: 'done', label: 'Done' }] } } } } })
    renderApp([filtered.resource], { url: `/admin/tasks/list?filter=${encodeURIComponent(JSON.stringify({ status: 'done', secret: 1 }))}` })
    expect(await screen.findByRole('cell', { name: 'Task 2' })).toBeInTheDocument()
    // The undeclared `secret` is never sent: the list sends its filter once sanitised.
    expect(filtered.requests).toEqual([{ params: { page: 1, itemsPerPage: 25, filters: { status: 'done' } }, pageDrawn: true }])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored URL filter entries it does not declare: secret'))
    warn.mockRestore()
    clearViewResources()

    const inside = recorded({}, 'inside')
    const outside = recorded({}, 'outside')
    renderApp([inside.resource], { url: '/admin/outside/list' })
    expect(await screen.findByText(/not found/i)).toBeInTheDocument()
    expect(outside.requests).toEqual([])
  })
})
