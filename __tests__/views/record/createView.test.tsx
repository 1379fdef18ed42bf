import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { CreateView, type HookContext, type QuotaUsage } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { flush } from '../../support/deferred'
import { declareArticles, type Article } from '../support/articles'
import { renderRecordView } from '../support/renderRecordView'

afterEach(() => {
  clearViewResources()
  jest.restoreAllMocks()
})

const valuesUrl = (id: string, values: unknown) => `/admin/${id}/create?values=${encodeURIComponent(JSON.stringify(values))}`

describe('quota', () => {
  it('once reached, draws the fallback component with the usage instead of the form', async () => {
    const Fallback = ({ usage }: { usage: QuotaUsage }) => <p>Limit: {usage.used} of {usage.limit}</p>
    const { resource } = declareArticles([], { quota: { get: async () => ({ used: 3, limit: 3 }), fallback: Fallback } })
    renderRecordView(resource, <CreateView />, { action: 'create' })
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status')
    expect(await screen.findByText('Limit: 3 of 3')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })

  it('a node fallback is drawn as is', async () => {
    const { resource } = declareArticles([], { quota: { get: () => ({ used: 5, limit: 1 }), fallback: <a href="/upgrade">Upgrade your plan</a> } })
    renderRecordView(resource, <CreateView />, { action: 'create' })
    expect(await screen.findByRole('link', { name: 'Upgrade your plan' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('below the limit, the form is drawn', async () => {
    const { resource } = declareArticles([], { quota: { get: () => ({ used: 1, limit: 3 }), fallback: 'Full' } })
    renderRecordView(resource, <CreateView />, { action: 'create' })
    expect(await screen.findByLabelText('Title')).toBeInTheDocument()
    expect(screen.queryByText('Full')).not.toBeInTheDocument()
  })

  it("with afterSave 'stay', the save that reaches the quota goes where a create goes (closed, 'created' said), never to the fallback", async () => {
    const { resource, rows } = declareArticles([], {
      afterSave: 'stay',
      quota: { get: async () => ({ used: rows.length, limit: 2 }), fallback: 'Bookmark limit reached' },
    })
    const view = renderRecordView(resource, <CreateView />, { action: 'create' })
    // Whether the fallback is ever drawn, even for a moment.
    let fallbackDrawn = false
    const watch = new MutationObserver(() => { fallbackDrawn ||= document.body.textContent?.includes('Bookmark limit reached') ?? false })
    watch.observe(document.body, { childList: true, subtree: true, characterData: true })
    try {
      fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'First' } })
      fireEvent.click(screen.getByRole('button', { name: 'Save' }))
      await screen.findByText('First created.')
      // Below the quota the page stays, emptied for the next record.
      await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''))
      expect(view.close).not.toHaveBeenCalled()
      fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Second' } })
      fireEvent.click(screen.getByRole('button', { name: 'Save' }))
      await screen.findByText('Second created.')
      await waitFor(() => expect(view.close).toHaveBeenCalledTimes(1))
      await flush()
      expect(fallbackDrawn).toBe(false)
    } finally {
      watch.disconnect()
    }
  })

  it('opened once reached, the fallback offers the way back to the list', async () => {
    const { resource } = declareArticles([], { quota: { get: () => ({ used: 2, limit: 2 }), fallback: 'Bookmark limit reached' } })
    renderRecordView(resource, <CreateView />, { action: 'create', url: `/admin/${resource.id}/create?sort=-title` })
    expect(await screen.findByText('Bookmark limit reached')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to articles' })).toHaveAttribute('href', `/admin/${resource.id}/list?sort=-title`)
  })

  it('a quota that cannot be read does not block creation (the API re-checks)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {})
    const { resource } = declareArticles([], { quota: { get: () => { throw new Error('quota service down') }, fallback: 'Full' } })
    renderRecordView(resource, <CreateView />, { action: 'create' })
    expect(await screen.findByLabelText('Title')).toBeInTheDocument()
  })
})

describe('pre-filled values', () => {
  it('come from the `values` query parameter, so they survive a reload', async () => {
    const { resource, callsOf } = declareArticles([])
    renderRecordView(resource, <CreateView />, { action: 'create', url: valuesUrl(resource.id, { publishedOn: '2024-07-14', title: 'Bastille' }) })
    expect(await screen.findByLabelText('Published on')).toHaveValue('2024-07-14')
    expect(screen.getByLabelText('Title')).toHaveValue('Bastille')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('createItem')).toHaveLength(1))
    expect(callsOf('createItem')[0].args[0]).toMatchObject({ publishedOn: '2024-07-14', title: 'Bastille' })
  })

  it('an ISO datetime in the URL fills a date input with its day', async () => {
    const { resource } = declareArticles([])
    renderRecordView(resource, <CreateView />, { action: 'create', url: valuesUrl(resource.id, { publishedOn: '2024-07-14T00:00:00.000Z' }) })
    expect(await screen.findByLabelText('Published on')).toHaveValue('2024-07-14')
  })

  it('the URL cannot set fields the form does not show, nor generated ones', async () => {
    const { resource, callsOf } = declareArticles([])
    renderRecordView(resource, <CreateView />, { action: 'create', url: valuesUrl(resource.id, { title: 'T', role: 'admin', createdAt: '1999-01-01' }) })
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('createItem')).toHaveLength(1))
    const data = callsOf('createItem')[0].args[0] as Record<string, unknown>
    expect(data.title).toBe('T')
    expect(data).not.toHaveProperty('role')
    expect(data).not.toHaveProperty('createdAt')
  })

  it.each(['not json', '[1,2]', '"text"', 'null'])('a malformed `values` (%s) is ignored', async (raw) => {
    const { resource } = declareArticles([])
    renderRecordView(resource, <CreateView />, { action: 'create', url: `/admin/${resource.id}/create?values=${encodeURIComponent(raw)}` })
    expect(await screen.findByLabelText('Title')).toHaveValue('')
  })

  it('the initialValues prop pre-fills too (its hidden fields are sent), the URL winning on shown fields', async () => {
    const { resource, callsOf } = declareArticles([])
    renderRecordView(resource, <CreateView initialValues={{ title: 'From prop', body: 'Prop body', notes: 'hidden' }} />, {
      action: 'create', url: valuesUrl(resource.id, { title: 'From URL' }),
    })
    expect(await screen.findByLabelText('Title')).toHaveValue('From URL')
    expect(screen.getByLabelText('Body')).toHaveValue('Prop body')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('createItem')).toHaveLength(1))
    expect(callsOf('createItem')[0].args[0]).toMatchObject({ title: 'From URL', body: 'Prop body', notes: 'hidden' })
  })
})

describe('create', () => {
  it("goes through the create endpoint with the view's context and its hooks", async () => {
    const contexts: HookContext[] = []
    const { resource, callsOf } = declareArticles([], {
      hooks: { beforeCreate: (data: Partial<Article>, context) => { contexts.push(context); return data } },
    })
    renderRecordView(resource, <CreateView />, { action: 'create', viewResourceContext: { filter: { status: 'live' } } })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Ctx' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('createItem')).toHaveLength(1))
    expect(contexts[0].viewResourceContext).toEqual({ scope: 'admin', filter: { status: 'live' } })
    await act(async () => { await flush() })
  })

  it('sends no "" nor null for the optional fields the reader never touched; a field typed then emptied is sent', async () => {
    const { resource, callsOf } = declareArticles([])
    renderRecordView(resource, <CreateView />, { action: 'create' })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Only a title' } })
    fireEvent.change(screen.getByLabelText('Contact'), { target: { value: 'a@b.c' } })
    fireEvent.change(screen.getByLabelText('Contact'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('createItem')).toHaveLength(1))
    // The checkbox shows a value (unchecked) and sends it; the API's own defaults apply to the rest.
    expect(callsOf('createItem')[0].args[0]).toEqual({ title: 'Only a title', published: false, contact: '' })
  })

  it('titles the page with the action title, or "New <singular of the resource>"', async () => {
    const { resource } = declareArticles([])
    renderRecordView(resource, <CreateView />, { action: 'create' })
    expect(await screen.findByRole('heading', { level: 1, name: 'New article' })).toBeInTheDocument()
  })

  it('uses views.create.title when given', async () => {
    const { resource } = declareArticles([], { views: { create: { title: 'New article' } } })
    renderRecordView(resource, <CreateView />, { action: 'create' })
    expect(await screen.findByRole('heading', { level: 1, name: 'New article' })).toBeInTheDocument()
  })
})
