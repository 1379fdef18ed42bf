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
    // Named by its title (whether Undo follows depends on its other fields: see undoDelete.test.tsx).
    expect(await screen.findByText((text) => text.startsWith(`“${title}” will be deleted. `))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  })

  it('deletes with the record as item (onChange publishes it), shows a notice and closes', async () => {
    const { resource, rows, callsOf } = declareArticles([{ id: '7', title: 'Doomed' }])
    const events: ChangeEvent<Article>[] = []
    const subscription = resource.onChange.subscribe((event) => events.push(event))
    const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    await screen.findByText(`“Doomed” will be deleted. ${UNDOABLE}`)
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
    expect(callsOf('removeItem')).toHaveLength(1)
    expect(rows).toHaveLength(0)
    expect(events).toEqual([{ action: 'delete', data: { id: '7', title: 'Doomed' } }])
    expect(await screen.findByText('Doomed deleted.')).toBeInTheDocument()
    expect(screen.getByText('Doomed deleted.').closest('[role="status"]')).not.toBeNull()
    // The record it just removed is not read again (against an API: a 404 after every delete).
    await act(async () => { await flush() })
    expect(callsOf('getItem')).toHaveLength(1)
    subscription.unsubscribe()
  })

  it('a failed delete another try may mend (503) says why in place of the question and stays open, Delete reading Try again', async () => {
    const { resource, failNext, rows } = declareArticles([{ id: '7', title: 'Kept' }])
    failNext('removeItem', new ApiError({ status: 503, title: 'Service Unavailable', detail: 'It still has comments.' }))
    const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    await screen.findByText(`“Kept” will be deleted. ${UNDOABLE}`)
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const alert = await screen.findByText('“Kept” could not be deleted: It still has comments.')
    expect(alert).toHaveAttribute('role', 'alert')
    expect(view.close).not.toHaveBeenCalled()
    // The reason takes the question's place: its "you can undo it" no longer holds.
    expect(screen.queryByText(`“Kept” will be deleted. ${UNDOABLE}`)).toBeNull()
    expect(rows).toHaveLength(1)
    // A second try that goes through clears the refusal and closes (a final refusal: deleteRefusal.test.tsx).
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
  })

  it('says the delete cannot be undone where its notice will offer no Undo (no create permission, a stored file)', async () => {
    const readOnly = declareArticles([{ id: '7', title: 'Final' }], { permissions: ['list', 'read', 'delete'] })
    const first = renderRecordView(readOnly.resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    expect(await screen.findByText(`“Final” will be deleted. ${FINAL}`)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await screen.findByText('Final deleted.')
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
    first.unmount()

    const withFile = declareArticles([{ id: '8', title: 'Scan', notes: '/files/scan.pdf' }], { form: { inputs: { title: { label: 'Title' }, notes: { type: 'file', label: 'File' } } } })
    renderRecordView(withFile.resource, <DeleteView />, { action: 'delete', id: '8', frame: 'dialog' })
    expect(await screen.findByText(`“Scan” will be deleted. ${FINAL}`)).toBeInTheDocument()
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

  it('a double click deletes once', async () => {
    const { resource, callsOf, hold } = declareArticles([{ id: '7', title: 'Once' }])
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

  it('a record that cannot be read is named by its id and can still be deleted', async () => {
    const { resource, failNext } = declareArticles([{ id: '7', title: 'Hidden' }])
    failNext('getItem', new ApiError({ status: 500, detail: 'boom' }))
    const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog' })
    expect(await screen.findByText(`“7” will be deleted. ${FINAL}`)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
  })

  it('a record that cannot be read (offline) is named as the list it was chosen from shows it', async () => {
    const { resource, failNext } = declareArticles([{ id: '7', title: 'Listed' }, { id: '8', title: 'Other' }])
    const store = createAtriumStore({ persist: false })
    await store.dispatch(resource.endpoints.list.initiate({}))
    failNext('getItem', new ApiError({ status: 0, title: 'Network error', detail: 'Failed to fetch' }))
    renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7', frame: 'dialog', store })
    expect(await screen.findByText(`“Listed” will be deleted. ${FINAL}`)).toBeInTheDocument()
  })

  it('on a page it draws its own heading, naming the kind of record (the question names the record)', async () => {
    const { resource } = declareArticles([{ id: '7', title: 'Paged' }])
    renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7' })
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(within(heading).getByText('Delete article?')).toBeInTheDocument()
    expect(screen.getByText(`“Paged” will be deleted. ${UNDOABLE}`)).toBeInTheDocument()
  })
})
