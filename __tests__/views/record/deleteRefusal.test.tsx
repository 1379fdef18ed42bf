import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError, configureAtrium, DeleteView } from '../../../lib/index'
import { ModalFrame } from '../../../lib/frames/ModalFrame'
import { clearViewResources } from '../../../lib/state/registry'
import { declareArticles } from '../support/articles'
import { renderRecordView } from '../support/renderRecordView'

// A walk deleted the signed-in user's own account: the API refused (403 "You cannot delete your own account."), the
// dialog said so in red, yet its red Delete stayed, offering a retry that could never work. Refused for good (a 4xx but
// 401, 408 and 429), the confirmation now keeps the reason as its alert and offers Close alone, focused; a failure that
// another try may mend (no answer, a 5xx) keeps Delete, reading "Try again".

afterEach(() => {
  clearViewResources()
  configureAtrium({})
})

// These are deletes sent at once, their answer awaited (`optimistic: false`); an undoable delete's refusal, which comes
// once its notice is gone, is an error notice (deferredDelete.test.tsx).
const SENT_AT_ONCE = { optimistic: false } as const

/** The delete view in the built-in dialog, as the scope draws it over a list. */
const inFrame = () => <ModalFrame variant="dialog" title="Delete article" onClose={() => {}} alert><DeleteView /></ModalFrame>

describe('a delete the API refuses for good', () => {
  it.each([
    [403, 'You cannot delete your own account.'],
    [409, 'It still has comments.'],
    [404, 'Not found.'],
  ])('%s: the reason is the alert and the dialog\'s description, Delete goes, Close alone is left, focused, and closes', async (status, detail) => {
    const { resource, failNext, rows, callsOf } = declareArticles([{ id: '7', title: 'admin' }], SENT_AT_ONCE)
    failNext('removeItem', new ApiError({ status, detail }))
    const view = renderRecordView(resource, inFrame(), { action: 'delete', id: '7', frame: 'dialog' })
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete article?' })
    const remove = await within(dialog).findByRole('button', { name: 'Delete' })
    act(() => remove.focus())
    fireEvent.click(remove)
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(`“admin” could not be deleted: ${detail}`)
    expect(dialog).toHaveAccessibleDescription(`“admin” could not be deleted: ${detail}`)
    // × and Close: no Delete (nor Try again) to press again, and the keyboard's focus on Close, not on the page's body.
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'Close'])
    // Named as the frame's × is (both close the dialog): the one that reads "Close".
    const closeButton = within(dialog).getAllByRole('button', { name: 'Close' }).find((button) => button.textContent === 'Close')!
    expect(closeButton).toHaveFocus()
    fireEvent.click(closeButton)
    expect(view.close).toHaveBeenCalledTimes(1)
    expect(callsOf('removeItem')).toHaveLength(1)
    expect(rows).toHaveLength(1)
  })

  it('on a page too: Close alone, focused', async () => {
    const { resource, failNext } = declareArticles([{ id: '7', title: 'Kept' }], SENT_AT_ONCE)
    failNext('removeItem', new ApiError({ status: 403, detail: 'Not yours.' }))
    const view = renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7' })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('“Kept” could not be deleted: Not yours.')).toHaveAttribute('role', 'alert')
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(view.close).toHaveBeenCalledTimes(1)
  })
})

describe('a delete another try may mend', () => {
  it.each([
    ['no answer', new ApiError({ status: 0, title: 'Network error', detail: 'Failed to fetch' }), 'the server could not be reached.'],
    ['a 500', new ApiError({ status: 500, detail: 'Database down.' }), 'Database down.'],
    ['a 429', new ApiError({ status: 429, detail: 'Too many requests.' }), 'Too many requests.'],
    ['a 408', new ApiError({ status: 408, detail: 'Request timeout.' }), 'Request timeout.'],
  ])('%s: Cancel and Delete stay, Delete reading Try again and keeping the focus; the next try goes through', async (_name, error, detail) => {
    const { resource, failNext, rows } = declareArticles([{ id: '7', title: 'Later' }], SENT_AT_ONCE)
    failNext('removeItem', error)
    const view = renderRecordView(resource, inFrame(), { action: 'delete', id: '7', frame: 'dialog' })
    const dialog = await screen.findByRole('alertdialog')
    const remove = await within(dialog).findByRole('button', { name: 'Delete' })
    act(() => remove.focus())
    fireEvent.click(remove)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`“Later” could not be deleted: ${detail}`)
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'Cancel', 'Try again'])
    const again = within(dialog).getByRole('button', { name: 'Try again' })
    expect(again).toHaveFocus()
    fireEvent.click(again)
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
    expect(rows).toHaveLength(0)
  })

  it('"Try again" is a text a host overrides (delete.retry)', async () => {
    configureAtrium({ messages: { 'delete.retry': 'Réessayer' } })
    const { resource, failNext } = declareArticles([{ id: '7', title: 'Encore' }], SENT_AT_ONCE)
    failNext('removeItem', new ApiError({ status: 502, detail: 'Bad gateway.' }))
    renderRecordView(resource, <DeleteView />, { action: 'delete', id: '7' })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
  })
})
