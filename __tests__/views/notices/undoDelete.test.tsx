import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError, createViewResource, DeleteView } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { declareArticles, fullArticle } from '../support/articles'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'
import { renderRecordView } from '../support/renderRecordView'

afterEach(() => clearViewResources())

const notices = () => screen.getByRole('status', { name: 'Notifications' })

async function deleteThroughDialog(resource: Parameters<typeof renderRecordView>[0]) {
  const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '1', frame: 'dialog' })
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
  return within(notices())
}

describe('Undo in a "deleted" notice', () => {
  it('re-creates the deleted record with its create form\'s data (no id, no server-generated field) and says so', async () => {
    const { resource, rows, callsOf } = declareArticles([fullArticle])
    const notice = await deleteThroughDialog(resource)
    expect(notice.getByText('Hello deleted.')).toBeInTheDocument()
    expect(rows).toHaveLength(0)
    fireEvent.click(notice.getByRole('button', { name: 'Undo' }))
    expect(await within(notices()).findByText('Hello restored.')).toBeInTheDocument()
    expect(within(notices()).queryByText('Hello deleted.')).toBeNull()
    const { id: _id, createdAt: _createdAt, ...sent } = fullArticle
    expect(callsOf('createItem').map((call) => call.args[0])).toEqual([sent])
    expect(rows).toEqual([{ ...sent, id: expect.any(String) }])
  })

  it('offers no Undo where re-creating would lose a value the form does not have, and the confirmation says it cannot be undone', async () => {
    // Tags have no input: re-created from the form, the article would come back without them, and no one would see them gone.
    const tagged = { ...fullArticle, tags: ['design', 'react'] }
    const { resource, rows, callsOf } = declareArticles([tagged])
    const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '1', frame: 'dialog' })
    expect(await screen.findByText('“Hello” will be deleted. This cannot be undone.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
    expect(within(notices()).getByText('Hello deleted.')).toBeInTheDocument()
    expect(within(notices()).queryByRole('button', { name: 'Undo' })).toBeNull()
    expect(rows).toHaveLength(0)
    expect(callsOf('createItem')).toEqual([])
  })

  it('still offers Undo when the other fields are empty, JSON-LD keys or the id (nothing would be lost)', async () => {
    const { resource } = declareArticles([{ ...fullArticle, tags: [], notes: '', '@type': 'Article' } as typeof fullArticle])
    const notice = await deleteThroughDialog(resource)
    expect(notice.getByRole('button', { name: 'Undo' })).toBeInTheDocument()
  })

  it('offers no Undo where the user may not create', async () => {
    const { resource } = declareArticles([fullArticle], { permissions: { create: false } })
    const notice = await deleteThroughDialog(resource)
    expect(notice.getByText('Hello deleted.')).toBeInTheDocument()
    expect(notice.queryByRole('button', { name: 'Undo' })).toBeNull()
  })

  it('a refused re-creation says why, as an error', async () => {
    const { resource, rows, failNext } = declareArticles([fullArticle])
    const notice = await deleteThroughDialog(resource)
    failNext('createItem', new ApiError({ status: 422, title: 'Invalid', detail: 'Title is taken.' }))
    fireEvent.click(notice.getByRole('button', { name: 'Undo' }))
    expect(await within(screen.getByRole('alert', { name: 'Errors' })).findByText('Could not restore: Hello: Title is taken.')).toBeInTheDocument()
    expect(rows).toHaveLength(0)
  })

  it('after a bulk delete, Undo brings every deleted record back into the list', async () => {
    const data = listRepository(makeTasks(3))
    renderList(createViewResource<Task>('undo-bulk', { repository: data.repository, form: { inputs: { title: {}, status: {} } } }))
    await screen.findByText('Task 1')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Task 1' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Task 3' }))
    // The bulk bar's code loads with the first selection.
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }))
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await within(notices()).findByText('Task 1, Task 3 deleted.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Task 3')).toBeNull())
    fireEvent.click(within(notices()).getByRole('button', { name: 'Undo' }))
    expect(await within(notices()).findByText('2 records restored.')).toBeInTheDocument()
    expect(data.rows.map((row) => row.title).sort()).toEqual(['Task 1', 'Task 2', 'Task 3'])
    // The list reads again: the restored records are shown.
    expect(await screen.findByText('Task 3')).toBeInTheDocument()
    expect(screen.getByText('Task 1')).toBeInTheDocument()
  })
})
