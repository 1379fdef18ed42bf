import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { ApiError, CreateView, UpdateView } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { declareArticles, fullArticle } from '../support/articles'
import { renderRecordView } from '../support/renderRecordView'

let confirm: jest.SpyInstance<boolean, [message?: string]>

beforeEach(() => {
  // Never asked: the question is in the page.
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(false)
})
afterEach(() => {
  expect(confirm).not.toHaveBeenCalled()
  clearViewResources()
  jest.restoreAllMocks()
})

const question = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' })
const keepEditing = () => fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
const leaveAnyway = () => fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }))

function beforeUnloadIsCancelled(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe.each([false, true])('unsaved changes (data router: %s)', (dataRouter) => {
  it('Cancel on a clean form closes without asking', async () => {
    const { resource } = declareArticles()
    const view = renderRecordView(resource, <UpdateView />, { action: 'update', id: '1', dataRouter })
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(question()).toBeNull()
    expect(view.close).toHaveBeenCalledTimes(1)
  })

  it('Cancel on a dirty form asks in the page; Keep editing returns to the field as it was, Leave closes (asked once)', async () => {
    const { resource } = declareArticles()
    const view = renderRecordView(resource, <UpdateView />, { action: 'update', id: '1', dataRouter })
    view.close.mockImplementation(() => view.navigate('/admin/list'))
    const title = await screen.findByLabelText('Title')
    title.focus()
    fireEvent.change(title, { target: { value: 'Dirty' } })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(question()).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus()
    expect(view.close).not.toHaveBeenCalled()
    keepEditing()
    expect(question()).toBeNull()
    expect(title).toHaveFocus()
    expect(title).toHaveValue('Dirty')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    leaveAnyway()
    expect(view.close).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(view.url()).toBe('/admin/list'))
    expect(question()).toBeNull()
  })

  it('Escape in the question keeps editing', async () => {
    const { resource } = declareArticles()
    const view = renderRecordView(resource, <UpdateView />, { action: 'update', id: '1', dataRouter })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Dirty' } })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.keyDown(screen.getByRole('button', { name: 'Keep editing' }), { key: 'Escape' })
    expect(question()).toBeNull()
    expect(view.close).not.toHaveBeenCalled()
  })

  it('reload or tab close of a dirty form is warned through beforeunload, not once clean again', async () => {
    const { resource } = declareArticles()
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1', dataRouter })
    const title = await screen.findByLabelText('Title')
    expect(beforeUnloadIsCancelled()).toBe(false)
    fireEvent.change(title, { target: { value: 'Dirty' } })
    expect(beforeUnloadIsCancelled()).toBe(true)
    fireEvent.change(title, { target: { value: 'Hello' } })
    expect(beforeUnloadIsCancelled()).toBe(false)
  })

  it('a saved form leaves without asking', async () => {
    const { resource } = declareArticles()
    const view = renderRecordView(resource, <UpdateView />, { action: 'update', id: '1', dataRouter })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Saved' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved saved.')
    expect(beforeUnloadIsCancelled()).toBe(false)
    act(() => view.navigate('/admin/elsewhere'))
    await waitFor(() => expect(view.url()).toBe('/admin/elsewhere'))
    expect(question()).toBeNull()
  })
})

describe('in-app navigation away from a dirty form outside AtriumProvider (data router: useBlocker)', () => {
  it('asks; declining stays, agreeing leaves', async () => {
    const { resource } = declareArticles([])
    const view = renderRecordView(resource, <CreateView />, { action: 'create', dataRouter: true })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Draft' } })
    act(() => view.navigate('/admin/elsewhere'))
    await waitFor(() => expect(question()).not.toBeNull())
    keepEditing()
    expect(view.url()).toBe(`/admin/${resource.id}/create`)
    expect(screen.getByLabelText('Title')).toHaveValue('Draft')
    act(() => view.navigate('/admin/elsewhere'))
    await waitFor(() => expect(question()).not.toBeNull())
    leaveAnyway()
    await waitFor(() => expect(view.url()).toBe('/admin/elsewhere'))
  })

  it('a MemoryRouter (not a data router) draws the form without useBlocker and does not crash', async () => {
    const { resource } = declareArticles([])
    const view = renderRecordView(resource, <CreateView />, { action: 'create' })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Draft' } })
    act(() => view.navigate('/admin/elsewhere'))
    await waitFor(() => expect(view.url()).toBe('/admin/elsewhere'))
  })
})

describe('changed elsewhere', () => {
  it('shows the banner with a Reload button that refills the form from the API', async () => {
    const { resource, rows } = declareArticles()
    const onReloaded = jest.fn()
    renderRecordView(resource, <UpdateView changedElsewhere onReloaded={onReloaded} />, { action: 'update', id: '1' })
    expect(await screen.findByText('This record was changed elsewhere.')).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveValue('Hello')
    rows[0].title = 'Changed by someone'
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Changed by someone'))
    expect(onReloaded).toHaveBeenCalledTimes(1)
  })

  it('Reload takes the latest version in place and keeps what the reader changed; the heading names the version the form holds', async () => {
    const { resource, rows, callsOf } = declareArticles([{ ...fullArticle }])
    const view = renderRecordView(resource, <UpdateView changedElsewhere />, { action: 'update', id: '1' })
    const banner = await screen.findByText('This record was changed elsewhere.')
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'My words' } })
    expect(banner.closest('[role=status]')).toHaveTextContent('Reload shows the latest version and keeps your changes.')

    // Someone else renames it and the record is read again (a pushed change does that): the form keeps the
    // version it opened, and so does the heading (it showed the new title over the old field).
    rows[0].title = 'Renamed elsewhere'
    rows[0].views = 99
    await act(async () => { await view.store.dispatch(resource.endpoints.read.initiate({ id: '1', context: { scope: 'admin' } }, { forceRefetch: true })) })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello')
    expect(screen.getByLabelText('Title')).toHaveValue('Hello')

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Renamed elsewhere'))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Renamed elsewhere')
    expect(screen.getByLabelText('Views')).toHaveValue(99)
    expect(screen.getByLabelText('Body')).toHaveValue('My words')
    // Still a change to save, and only it is sent.
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })) })
    await waitFor(() => expect(callsOf('updateItem')).toHaveLength(1))
    expect(callsOf('updateItem')[0].args[1]).toEqual({ body: 'My words' })
  })

  it('a Reload that finds the record deleted elsewhere keeps every typed value and says it is gone, with no Reload nor Delete', async () => {
    const { resource, failNext } = declareArticles([{ ...fullArticle }])
    const onReloaded = jest.fn()
    renderRecordView(resource, <UpdateView changedElsewhere onReloaded={onReloaded} />, { action: 'update', id: '1' })
    await screen.findByText('This record was changed elsewhere.')
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Views'), { target: { value: '77' } })
    failNext('getItem', new ApiError({ status: 404, title: 'Not Found' }))
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Reload' })) })
    const gone = await screen.findByText('This record was deleted elsewhere.')
    expect(gone.closest('[role=status]')).toHaveTextContent('It can no longer be saved; what you typed stays here until you leave.')
    expect(screen.queryByText('This record was changed elsewhere.')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Views')).toHaveValue(77)
    // Not reloaded: the caller keeps its banner (it would clear it), the pushed-change mark stays.
    expect(onReloaded).not.toHaveBeenCalled()
  })

  it('a transient failure of Reload (not a 404) keeps the values and the changed-elsewhere banner with its Reload', async () => {
    const { resource, failNext } = declareArticles([{ ...fullArticle }])
    renderRecordView(resource, <UpdateView changedElsewhere />, { action: 'update', id: '1' })
    await screen.findByText('This record was changed elsewhere.')
    fireEvent.change(screen.getByLabelText('Views'), { target: { value: '77' } })
    failNext('getItem', new ApiError({ status: 503, title: 'Service Unavailable' }))
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Reload' })) })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled())
    expect(screen.getByText('This record was changed elsewhere.')).toBeInTheDocument()
    expect(screen.queryByText('This record was deleted elsewhere.')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Views')).toHaveValue(77)
  })

  it('a save answered 404 (deleted elsewhere, nothing pushed) keeps the form and says the record is gone', async () => {
    const { resource, failNext } = declareArticles([{ ...fullArticle }])
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'My title' } })
    failNext('updateItem', new ApiError({ status: 404, title: 'Not Found', detail: 'Article "1" not found.' }))
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })) })
    expect(await screen.findByText('This record was deleted elsewhere.')).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveValue('My title')
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })

  it('has no banner by default', async () => {
    const { resource } = declareArticles()
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    await screen.findByLabelText('Title')
    expect(screen.queryByText('This record was changed elsewhere.')).not.toBeInTheDocument()
  })
})
