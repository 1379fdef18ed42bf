import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource, type AfterSave } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { listRepository, makeTasks, type Task } from './support/listRepository'
import { loggedRepository } from './support/loggedRepository'
import { renderApp } from './support/renderApp'
import { flush } from '../support/deferred'

afterEach(() => clearViewResources())

function declare(afterSave: AfterSave<Task> | undefined, stores = (data: Partial<Task>) => data) {
  const data = listRepository(makeTasks(6))
  // The API may store more than it was sent: what it answers is what is drawn.
  const inner = { ...data.repository, updateItem: (id: string, sent: Partial<Task>) => data.repository.updateItem(id, stores(sent)) }
  const api = loggedRepository(inner)
  const resource = createViewResource<Task>('tasks', {
    repository: api.repository,
    form: { inputs: { title: { label: 'Title' } } },
    views: { update: { open: 'drawer', ...(afterSave ? { afterSave } : {}) } },
  })
  return { resource, ...api }
}

async function editFromTheList(title: string) {
  fireEvent.click(await screen.findByRole('link', { name: 'Edit Task 3' }))
  const drawer = await screen.findByRole('dialog')
  fireEvent.change(await within(drawer).findByLabelText('Title'), { target: { value: title } })
  return drawer
}

describe('saving a record from a drawer over the list', () => {
  it.each([
    ['close (the default)', undefined],
    ['stay', 'stay' as const],
    ['reload', 'reload' as const],
  ])('afterSave %s: exactly one PATCH and one list refetch, no GET of the item', async (_name, afterSave) => {
    const api = declare(afterSave)
    renderApp([api.resource], { url: '/admin/tasks/list' })
    const drawer = await editFromTheList('Renamed')
    expect(api.callsOf('getItem')).toHaveLength(1)
    const before = api.calls.length

    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('cell', { name: 'Renamed' })).toBeInTheDocument()
    await flush(10)
    expect(api.calls.slice(before).map((call) => call.method).sort()).toEqual(['getCollection', 'updateItem'])
    expect(api.callsOf('updateItem')[0].args.slice(0, 2)).toEqual(['3', { title: 'Renamed' }])
  })

  it("keeps the API's answer as the record, so opening it again reads no more", async () => {
    const api = declare('stay', (sent) => ({ ...sent, title: `${sent.title ?? ''} (stored)` }))
    renderApp([api.resource], { url: '/admin/tasks/list' })
    const drawer = await editFromTheList('Renamed')
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('cell', { name: 'Renamed (stored)' })).toBeInTheDocument()
    // Leaving and coming back reads the record from the cache the answer filled.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('link', { name: 'Edit Renamed (stored)' }))
    expect(await within(await screen.findByRole('dialog')).findByLabelText('Title')).toHaveValue('Renamed (stored)')
    await flush(10)
    expect(api.callsOf('getItem')).toHaveLength(1)
  })
})
