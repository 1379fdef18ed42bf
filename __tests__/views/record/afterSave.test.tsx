import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { CreateView, isSameSiteRedirect, UpdateView, type AfterSave } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { declareArticles, fullArticle, type Article } from '../support/articles'
import { renderRecordView } from '../support/renderRecordView'

afterEach(() => {
  clearViewResources()
  jest.restoreAllMocks()
})

async function editTitle(value: string) {
  const title = await screen.findByLabelText('Title')
  fireEvent.change(title, { target: { value } })
  // Async act: what the save does after its first await (RTK's notifications come as microtasks)
  // is drawn inside act, before this helper's caller goes on.
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })) })
}

describe('afterSave defaults', () => {
  it.each([
    ['dialog', 1],
    ['drawer', 1],
    ['custom', 1],
    ['page', 0],
  ] as const)('in a %s the view closes %i time(s)', async (frame, closes) => {
    const { resource, callsOf } = declareArticles()
    const view = renderRecordView(resource, <UpdateView />, { action: 'update', id: '1', frame })
    await editTitle('Changed')
    await waitFor(() => expect(callsOf('updateItem')).toHaveLength(1))
    await screen.findByText('Changed saved.')
    expect(view.close).toHaveBeenCalledTimes(closes)
  })
})

describe('afterSave defaults after a create', () => {
  it.each(['dialog', 'drawer', 'custom', 'page'] as const)('in a %s the view closes once', async (frame) => {
    const { resource } = declareArticles([])
    const view = renderRecordView(resource, <CreateView />, { action: 'create', frame })
    await editTitle('Fresh')
    expect(await screen.findByText('Fresh created.')).toBeInTheDocument()
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
  })
})

describe('afterSave modes', () => {
  it("'close' closes the view after a notice", async () => {
    const { resource } = declareArticles([], { afterSave: 'close' })
    const view = renderRecordView(resource, <CreateView />, { action: 'create' })
    await editTitle('Fresh')
    await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
    expect(await screen.findByText('Fresh created.')).toBeInTheDocument()
  })

  it("'stay' keeps the update form with the saved values, no longer dirty", async () => {
    const { resource, callsOf } = declareArticles([fullArticle], { views: { update: { afterSave: 'stay' } } })
    const view = renderRecordView(resource, <UpdateView />, { action: 'update', id: '1', frame: 'drawer' })
    await editTitle('Kept')
    await screen.findByText('Kept saved.')
    expect(view.close).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Title')).toHaveValue('Kept')
    // Saving again sends nothing that was already saved.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('updateItem')).toHaveLength(2))
    expect(callsOf('updateItem')[1].args[1]).toEqual({})
  })

  it("'stay' on a create page empties the form for the next record, the focus on its first field", async () => {
    const { resource } = declareArticles([], { afterSave: 'stay' })
    renderRecordView(resource, <CreateView />, { action: 'create' })
    ;(await screen.findByRole('button', { name: 'Save' })).focus()
    await editTitle('First')
    await screen.findByText('First created.')
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''))
    // Save, which had the focus, was drawn anew with the emptied form: the focus is not left on the page's body.
    expect(screen.getByLabelText('Title')).toHaveFocus()
  })

  it("'reload' refills the form with what the API answered", async () => {
    const { resource } = declareArticles([fullArticle], {
      afterSave: 'reload',
      hooks: { afterSave: (item) => ({ ...item, title: `${item.title} (v2)`, views: 99 }) },
    })
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    await editTitle('Edited')
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Edited (v2)'))
    expect(screen.getByLabelText('Views')).toHaveValue(99)
  })

  it('{ redirect } navigates to the same-site path it returns for the saved record', async () => {
    const { resource } = declareArticles([], { afterSave: { redirect: (item: Article) => `/admin/articles/read/${item.id}` } })
    const view = renderRecordView(resource, <CreateView />, { action: 'create', frame: 'dialog' })
    await editTitle('Go')
    await waitFor(() => expect(view.url()).toBe('/admin/articles/read/101'))
    expect(view.close).not.toHaveBeenCalled()
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    'relative/path',
    '/%2F%2Fevil.example',
    ' /admin',
  ])('a hostile redirect %j is refused: the view stays', async (target) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const afterSave: AfterSave<Article> = { redirect: () => target }
    const { resource } = declareArticles([], { afterSave })
    const view = renderRecordView(resource, <CreateView />, { action: 'create' })
    const start = view.url()
    await editTitle('Stay')
    await screen.findByText('Stay created.')
    expect(view.url()).toBe(start)
    expect(view.close).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a path on this site'))
  })
})

describe('isSameSiteRedirect', () => {
  it.each([
    ['/admin/articles/list', true],
    ['/a?b=c#d', true],
    ['//evil.example', false],
    ['/\\evil', false],
    ['https://evil.example', false],
    ['mailto:x@y', false],
    ['', false],
    [42, false],
  ])('%j → %s', (target, expected) => {
    expect(isSameSiteRedirect(target)).toBe(expected)
  })
})
