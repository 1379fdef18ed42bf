import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError, DeleteView, createAtriumStore, type ChangeEvent } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { flush } from '../../support/deferred'
import { declareArticles, type Article } from '../support/articles'
import { renderRecordView } from '../support/renderRecordView'

afterEach(() => clearViewResources())

const UNDOABLE = 'You can undo this for a few seconds.'
const FINAL = 'This cannot be undone.'

describe('delete confirmation', () => {
  it.each<[string, Article, string | undefined, string]>([
    ['titleField', { id: '7', headline: 'Breaking', title: 'T', name: 'N', label: 'L' }, 'headline', 'Breaking'],
    ['title', { id: '7', title: 'T', name: 'N', label: 'L' }, 'headline', 'T'],
    ['name', { id: '7', name: 'N', label: 'L' }, undefined, 'N'],
    ['label', { id: '7', label: 'L' }, undefined, 'L'],
    ['id', { id: '7' }, undefined, '7'],
  ])('names the record by its %s', async (_name, record, titleField, title) => {
    const { resource } = declareArticles([record], titleField ? { titleField: titleField as 'headline' } : {})
    renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    // Named by its title (whether Undo follows depends on the declaration: see deferredDelete.test.tsx).
    expect(await screen.findByText((text) => text.startsWith(`“${title}” will be deleted. `))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  })

  it('deletes with the record as item (onChange publishes it) once its notice is closed, shows the notice and closes at once', async () => {
    const { resource, rows, callsOf } = declareArticles([{ id: '7', title: 'Doomed' }])
    const events: ChangeEvent<Article>[] = []
    const subscription = resource.onChange.subscribe((event) => events.push(event))
    const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    await screen.findByText(`“Doomed” will be deleted. ${UNDOABLE}`)
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
    expect(await screen.findByText('Doomed deleted.')).toBeInTheDocument()
    expect(screen.getByText('Doomed deleted.').closest('[role="status"]')).not.toBeNull()
    // Undoable: nothing is sent while the notice offers Undo.
    expect(callsOf('removeItem')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(callsOf('removeItem')).toHaveLength(1))
    expect(rows).toHaveLength(0)
    await waitFor(() => expect(events).toEqual([{ action: 'delete', data: { id: '7', title: 'Doomed' } }]))
    // The record it just removed is not read again (against an API: a 404 after every delete).
    await act(async () => { await flush() })
    expect(callsOf('getItem')).toHaveLength(1)
    subscription.unsubscribe()
  })

  it('a failed delete sent at once (optimistic: false) another try may mend (503) says why in place of the question and stays open, Delete reading Try again', async () => {
    const { resource, failNext, rows } = declareArticles([{ id: '7', title: 'Kept' }], { optimistic: false })
    failNext('removeItem', new ApiError({ status: 503, title: 'Service Unavailable', detail: 'It still has comments.' }))
    const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    await screen.findByText(`“Kept” will be deleted. ${FINAL}`)
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const alert = await screen.findByText('“Kept” could not be deleted: It still has comments.')
    expect(alert).toHaveAttribute('role', 'alert')
    expect(view.close).not.toHaveBeenCalled()
    // The reason takes the question's place.
    expect(screen.queryByText(`“Kept” will be deleted. ${FINAL}`)).toBeNull()
    expect(rows).toHaveLength(1)
    // A second try that goes through clears the refusal and closes (a final refusal: deleteRefusal.test.tsx).
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
    expect(rows).toHaveLength(0)
    // Sent at once, answered: nothing to undo.
    expect(await screen.findByText('Kept deleted.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
  })

  it('says the delete cannot be undone where the host waits for the API (optimistic: false, on the resource or its delete)', async () => {
    const pessimistic = declareArticles([{ id: '7', title: 'Final' }], { views: { delete: { optimistic: false } } })
    const first = renderRecordView(pessimistic.resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    expect(await screen.findByText(`“Final” will be deleted. ${FINAL}`)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await screen.findByText('Final deleted.')
    expect(pessimistic.callsOf('removeItem')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
    first.unmount()

    const wholly = declareArticles([{ id: '8', title: 'Scan' }], { optimistic: false })
    renderRecordView(wholly.resource, <DeleteView />, { action: 'delete', id: '8', frame: 'dialog' })
    expect(await screen.findByText(`“Scan” will be deleted. ${FINAL}`)).toBeInTheDocument()
  })

  it('offers Undo where the user may not create and where a record holds a stored file (nothing is re-created)', async () => {
    const readOnly = declareArticles([{ id: '7', title: 'Kept whole' }], { permissions: ['list', 'read', 'delete'] })
    const first = renderRecordView(readOnly.resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    expect(await screen.findByText(`“Kept whole” will be deleted. ${UNDOABLE}`)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Kept whole restored.')).toBeInTheDocument()
    expect(readOnly.callsOf('removeItem')).toHaveLength(0)
    expect(readOnly.callsOf('createItem')).toHaveLength(0)
    first.unmount()

    const withFile = declareArticles([{ id: '8', title: 'Scan', notes: '/files/scan.pdf' }], { form: { inputs: { title: { label: 'Title' }, notes: { type: 'file', label: 'File' } } } })
    renderRecordView(withFile.resource, <DeleteView />, { action: 'delete', id: '8', frame: 'dialog' })
    expect(await screen.findByText(`“Scan” will be deleted. ${UNDOABLE}`)).toBeInTheDocument()
  })

  it('says the delete can be undone where its notice offers Undo', async () => {
    const { resource } = declareArticles([{ id: '7', title: 'Back' }])
    renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    expect(await screen.findByText(`“Back” will be deleted. ${UNDOABLE}`)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument()
  })

  it('Cancel closes without deleting', async () => {
    const { resource, callsOf } = declareArticles([{ id: '7', title: 'Safe' }])
    const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(view.close).toHaveBeenCalledTimes(1)
    expect(callsOf('removeItem')).toHaveLength(0)
  })

  it('a double click deletes once (sent at once: busy while it runs)', async () => {
    const { resource, callsOf, hold } = declareArticles([{ id: '7', title: 'Once' }], { optimistic: false })
    const gate = hold('removeItem')
    const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    const button = await screen.findByRole('button', { name: 'Delete' })
    button.focus()
    fireEvent.click(button)
    fireEvent.click(button)
    // Told busy, never `disabled`: a disabled button would drop the keyboard's focus to the page's body.
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).not.toBeDisabled()
    expect(document.activeElement).toBe(button)
    await act(async () => { gate.resolve() })
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
    expect(callsOf('removeItem')).toHaveLength(1)
  })

  it('a double click of an undoable delete defers it once (one notice, one request once it lapses)', async () => {
    const { resource, callsOf } = declareArticles([{ id: '7', title: 'Once' }])
    const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    const button = await screen.findByRole('button', { name: 'Delete' })
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
    expect(await screen.findAllByText('Once deleted.')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(callsOf('removeItem')).toHaveLength(1))
  })

  it('a record that cannot be read is named by its id and can still be deleted (by its id)', async () => {
    const { resource, failNext, callsOf } = declareArticles([{ id: '7', title: 'Hidden' }])
    failNext('getItem', new ApiError({ status: 500, detail: 'boom' }))
    const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    expect(await screen.findByText(`“7” will be deleted. ${UNDOABLE}`)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(callsOf('removeItem').map((call) => call.args[0])).toEqual(['7']))
  })

  it('a record that cannot be read (offline) is named as the list it was chosen from shows it', async () => {
    const { resource, failNext } = declareArticles([{ id: '7', title: 'Listed' }, { id: '8', title: 'Other' }])
    const store = createAtriumStore({ persist: false })
    await store.dispatch(resource.endpoints.list.initiate({}))
    failNext('getItem', new ApiError({ status: 0, title: 'Network error', detail: 'Failed to fetch' }))
    renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog', store })
    expect(await screen.findByText(`“Listed” will be deleted. ${UNDOABLE}`)).toBeInTheDocument()
  })

  it('on a page it draws its own heading, naming the kind of record (the question names the record)', async () => {
    const { resource } = declareArticles([{ id: '7', title: 'Paged' }])
    renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7' })
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(within(heading).getByText('Delete article?')).toBeInTheDocument()
    expect(screen.getByText(`“Paged” will be deleted. ${UNDOABLE}`)).toBeInTheDocument()
  })
})
