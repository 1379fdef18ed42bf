import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createAtriumStore, createViewResource, layout } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { flush } from '../support/deferred'
import { listRepository, makeTasks, type Task } from './support/listRepository'
import { renderApp } from './support/renderApp'

beforeEach(() => localStorage.clear())
afterEach(() => clearViewResources())

/** Root full width; the list narrows it back; the board and the second table widen; reads stay narrow. */
function declare() {
  return createViewResource<Task>('tasks', {
    repository: listRepository(makeTasks(4)).repository,
    form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' } } },
    fullWidth: true,
    views: {
      list: {
        fullWidth: false,
        layouts: [
          layout.table(),
          layout.board<Task>({ groupBy: 'status', columns: ['todo', 'done'], fullWidth: true }),
          layout.table({ fields: ['title'], fullWidth: true }),
        ],
      },
      read: { fullWidth: false },
    },
  })
}

function isFull(): boolean {
  const page = document.querySelector('.atrium-page')
  if (!page) throw new Error('no page drawn')
  return page.classList.contains('atrium-page--full')
}

describe('fullWidth: layout, then views.<action>, then the resource', () => {
  it.each([
    ['/admin/tasks/list?layout=board', true, 'the layout wins'],
    ['/admin/tasks/list?layout=table', false, 'a layout without it: views.list'],
    ['/admin/tasks/list?layout=table-2', true, 'the second table, by its key table-2'],
    ['/admin/tasks/list', false, 'no layout named: the first, then views.list'],
    ['/admin/tasks/read/1', false, 'views.read'],
    ['/admin/tasks/update/1', true, 'nothing on views.update: the resource'],
    ['/admin/tasks/list/tasks/update/1?layout=board', true, 'a view over a list: the list decides the page'],
  ])('%s → full width %s (%s)', async (url, full) => {
    renderApp([declare()], { url })
    await waitFor(() => expect(document.querySelector('.atrium-page')).not.toBeNull())
    expect(isFull()).toBe(full)
  })

  it('follows the layout remembered for the resource when the URL names none (redux-persist, across a reload)', async () => {
    const first = renderApp([declare()], { url: '/admin/tasks/list', store: createAtriumStore() })
    fireEvent.click(await screen.findByRole('radio', { name: 'Board' }))
    await waitFor(() => expect(isFull()).toBe(true))
    await flush()
    first.unmount()
    clearViewResources()

    // A reload: a new store rehydrated from storage, the URL without `layout=`.
    renderApp([declare()], { url: '/admin/tasks/list', store: createAtriumStore() })
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Board' })).toBeChecked())
    expect(isFull()).toBe(true)
    // The URL's own choice still wins over the remembered one.
    fireEvent.click(screen.getAllByRole('radio', { name: 'Table' })[0])
    await waitFor(() => expect(isFull()).toBe(false))
  })
})
