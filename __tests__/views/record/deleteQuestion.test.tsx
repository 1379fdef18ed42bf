import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { ApiError, configureAtrium, createAtriumStore, DeleteView } from '../../../lib/index'
import { ModalFrame } from '../../../lib/frames/ModalFrame'
import { clearViewResources } from '../../../lib/state/registry'
import { declareArticles } from '../support/articles'
import { renderRecordView } from '../support/renderRecordView'

// How the delete confirmation reads and behaves in its frame: a short heading naming the kind of record, the record's
// title once, quoted, in a question saying what follows; an alertdialog (as the leave question), its safe choice focused.

afterEach(() => {
  clearViewResources()
  configureAtrium({})
})

/** The delete view in the built-in dialog, as the scope draws it over a list. */
function inFrame(onClose = () => {}) {
  return <ModalFrame variant="dialog" title="Delete article" onClose={onClose} alert><DeleteView /></ModalFrame>
}

/** How many times `text` occurs in `within`'s text. */
const occurrences = (element: HTMLElement, text: string) => (element.textContent ?? '').split(text).length - 1

describe('the delete question', () => {
  it('is an alertdialog named by a short heading and described by its question, which names the record once, quoted', async () => {
    const { resource } = declareArticles([{ id: '7', title: 'Breaking news' }])
    renderRecordView(resource, inFrame(), { action: 'delete', id: '7', frame: 'dialog' })
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete article?' })
    await waitFor(() => expect(dialog).toHaveAccessibleDescription('“Breaking news” will be deleted. You can undo this for a few seconds.'))
    expect(occurrences(dialog, 'Breaking news')).toBe(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    // The safe choice first and focused; Delete last.
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'Cancel', 'Delete'])
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
  })

  it('says the delete cannot be undone where no Undo will follow (it waits for the API: `optimistic: false`), and names the record by the resource\'s singularName', async () => {
    const { resource } = declareArticles([{ id: '7', title: 'Final' }], { singularName: 'Story', views: { delete: { optimistic: false } } })
    renderRecordView(resource, inFrame(), { action: 'delete', id: '7', frame: 'dialog' })
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete story?' })
    await waitFor(() => expect(dialog).toHaveAccessibleDescription('“Final” will be deleted. This cannot be undone.'))
  })

  it('a refusal takes the question\'s place as the dialog\'s description, the title still named once (a delete sent at once)', async () => {
    const { resource, failNext } = declareArticles([{ id: '7', title: 'Kept' }], { optimistic: false })
    failNext('removeItem', new ApiError({ status: 409, detail: 'It still has comments.' }))
    renderRecordView(resource, inFrame(), { action: 'delete', id: '7', frame: 'dialog' })
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete article?' })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(dialog).toHaveAccessibleDescription('“Kept” could not be deleted: It still has comments.'))
    expect(occurrences(dialog, 'Kept')).toBe(1)
  })

  it('focuses Cancel once the record is read, when the frame opened before (the frame had focused its ×)', async () => {
    const { resource, hold } = declareArticles([{ id: '7', title: 'Slow' }])
    const read = hold('getItem')
    renderRecordView(resource, inFrame(), { action: 'delete', id: '7', frame: 'dialog' })
    const dialog = await screen.findByRole('alertdialog')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus())
    await act(async () => { read.resolve() })
    expect(await within(dialog).findByRole('button', { name: 'Cancel' })).toHaveFocus()
  })

  it('focuses Cancel as the frame opens when the record is already read, and gives the focus back to the opener on Escape', async () => {
    const { resource } = declareArticles([{ id: '7', title: 'Cached' }])
    const store = createAtriumStore({ persist: false })
    await store.dispatch(resource.endpoints.read.initiate({ id: '7', context: { scope: 'admin' } }))
    function Opener() {
      const [open, setOpen] = useState(false)
      return <><button type="button" onClick={() => setOpen(true)}>Open</button>{open ? inFrame(() => setOpen(false)) : null}</>
    }
    renderRecordView(resource, <Opener />, { action: 'delete', id: '7', frame: 'dialog', store })
    const opener = await screen.findByRole('button', { name: 'Open' })
    act(() => opener.focus())
    fireEvent.click(opener)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete article?' })
    // Drawn in the commit that opened the frame: its question and Cancel are there at once.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(opener).toHaveFocus()
  })
})

describe('the delete texts a host overrides', () => {
  it('keeps every existing key working with {title} (the heading offered {resource} too), and the quotes are the text\'s own', async () => {
    configureAtrium({ messages: {
      'delete.title': 'Supprimer {title} ({resource}) ?',
      'delete.confirmUndo': '„{title}“ wird gelöscht.',
      'delete.confirm': 'Supprimer « {title} » ? Irréversible.',
      'delete.refused': '« {title} » : {detail}',
    } })
    const undoable = declareArticles([{ id: '7', title: 'Titel' }])
    const first = renderRecordView(undoable.resource, <DeleteView />, { action: 'delete', id: '7' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Supprimer Titel (article) ?' })).toBeInTheDocument()
    expect(screen.getByText('„Titel“ wird gelöscht.')).toBeInTheDocument()
    first.unmount()

    const final = declareArticles([{ id: '8', title: 'Titre' }], { views: { delete: { optimistic: false } } })
    final.failNext('removeItem', new ApiError({ status: 409, detail: 'Encore utilisé.' }))
    renderRecordView(final.resource, <DeleteView />, { action: 'delete', id: '8' })
    expect(await screen.findByText('Supprimer « Titre » ? Irréversible.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('« Titre » : Encore utilisé.')).toHaveAttribute('role', 'alert')
  })

  it('heads the view that may not delete with delete.notAllowedTitle (no question asked), {resource} filled', async () => {
    const { resource } = declareArticles([{ id: '7', title: 'Locked' }], { permissions: ['list', 'read'] })
    const first = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete article' })).toBeInTheDocument()
    expect(screen.getByText(/You may not delete Locked\./)).toBeInTheDocument()
    first.unmount()
    configureAtrium({ messages: { 'delete.notAllowedTitle': 'Suppression : {resource}' } })
    renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Suppression : article' })).toBeInTheDocument()
  })
})
