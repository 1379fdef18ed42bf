import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError, ReadView, UpdateView } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { safeHref } from '../../../lib/fields/formatCell'
import { declareArticles, fullArticle, type Article } from '../support/articles'
import { renderRecordView } from '../support/renderRecordView'

afterEach(() => clearViewResources())

/** The text of the value under the term `label`. */
function valueOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.nextElementSibling as HTMLElement
}

describe('read view', () => {
  it('shows the record title and every field labelled from the form, as text', async () => {
    const { resource } = declareArticles()
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello' })).toBeInTheDocument()
    expect(valueOf('Title')).toHaveTextContent('Hello')
    expect(valueOf('Views')).toHaveTextContent('7')
    expect(valueOf('Published')).toHaveTextContent('Yes')
    expect(valueOf('Status')).toHaveTextContent('Live')
    expect(valueOf('Priority')).toHaveTextContent('High')
    expect(valueOf('Published on')).toHaveTextContent(new Date(2024, 4, 1).toLocaleDateString())
    expect(valueOf('Created at')).toHaveTextContent(fullArticle.createdAt!)
  })

  it('never interprets values as HTML', async () => {
    const { resource } = declareArticles([{ ...fullArticle, body: '<img src=x onerror="alert(1)"><b>bold</b>' }])
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    await screen.findByRole('heading', { name: 'Hello' })
    expect(valueOf('Body')).toHaveTextContent('<img src=x onerror="alert(1)"><b>bold</b>')
    expect(valueOf('Body').querySelector('img, b')).toBeNull()
  })

  it('shows false booleans through the messages and empty values as a dash', async () => {
    const { resource } = declareArticles([{ id: '1', title: 'Bare', published: false }])
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    await screen.findByRole('heading', { name: 'Bare' })
    expect(valueOf('Published')).toHaveTextContent('No')
    expect(valueOf('Views')).toHaveTextContent('—')
  })

  it.each<[string, string, string | undefined]>([
    ['https', 'https://example.org/a?b=1', 'https://example.org/a?b=1'],
    ['http', 'http://example.org/', 'http://example.org/'],
    ['mailto', 'mailto:ada@example.org', 'mailto:ada@example.org'],
    ['javascript', 'javascript:alert(1)', undefined],
    ['javascript with spaces and case', '  JavaScript:alert(1)', undefined],
    ['data', 'data:text/html,<script>alert(1)</script>', undefined],
    ['relative', '/admin', undefined],
  ])('a url field links only for http, https and mailto: %s', async (_name, website, href) => {
    const { resource } = declareArticles([{ ...fullArticle, website }])
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    await screen.findByRole('heading', { name: 'Hello' })
    const link = within(valueOf('Website')).queryByRole('link')
    if (href === undefined) {
      expect(link).toBeNull()
      expect(valueOf('Website')).toHaveTextContent(website.trim())
    } else {
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveTextContent(website)
    }
    expect(safeHref(website)).toBe(href)
  })

  it('an email field links through mailto', async () => {
    const { resource } = declareArticles()
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    await screen.findByRole('heading', { name: 'Hello' })
    expect(within(valueOf('Contact')).getByRole('link', { name: 'ada@example.org' })).toHaveAttribute('href', 'mailto:ada@example.org')
  })

  it('without form inputs shows every field of the record under its name', async () => {
    const { resource } = declareArticles([{ id: '3', title: 'Plain', notes: 'n' }], { form: { inputs: {} } })
    renderRecordView(resource, <ReadView />, { action: 'read', id: '3' })
    await screen.findByRole('heading', { name: 'Plain' })
    expect(valueOf('notes')).toHaveTextContent('n')
    expect(valueOf('id')).toHaveTextContent('3')
  })

  it('offers Edit and Delete when allowed, opening those actions on the record', async () => {
    const { resource } = declareArticles()
    const view = renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    expect(view.open).toHaveBeenCalledWith('update', '1', undefined)
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(view.open).toHaveBeenCalledWith('delete', '1', undefined)
  })

  it('a record read again and not there (deleted elsewhere) stays drawn as last read, said to be gone, with no Edit nor Delete', async () => {
    const { resource, failNext } = declareArticles()
    const view = renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    await screen.findByRole('button', { name: 'Edit' })
    failNext('getItem', new ApiError({ status: 404, title: 'Not Found' }))
    await act(async () => { await view.store.dispatch(resource.endpoints.read.initiate({ id: '1', context: { scope: 'admin' } }, { forceRefetch: true })) })
    expect(await screen.findByText('This record was deleted elsewhere: what is shown is its last version.')).toHaveAttribute('role', 'status')
    expect(screen.getByRole('heading', { level: 1, name: 'Hello' })).toBeInTheDocument()
    expect(valueOf('Title')).toHaveTextContent('Hello')
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })

  it.each([
    ['readonly', 'readonly' as const, []],
    ['a rule on the record', { delete: (item?: Article) => item?.published === false }, ['Edit']],
    ['all', 'all' as const, ['Edit', 'Delete']],
  ])('hides the actions can() refuses: %s', async (_name, permissions, buttons) => {
    const { resource } = declareArticles([fullArticle], { permissions })
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    await screen.findByRole('heading', { name: 'Hello' })
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(buttons)
  })

  it('loading is a status, a failure an alert with the detail and Retry', async () => {
    const { resource, failNext, hold } = declareArticles()
    const gate = hold('getItem')
    failNext('getItem', new ApiError({ status: 500, detail: 'Database down' }))
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status')
    gate.resolve()
    const alert = await screen.findByText('This record could not be loaded: Database down')
    expect(alert.closest('[role="alert"]')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument()
  })

  it.each([404, 410])('a record the API says is not there (%i) is said not to exist, with no Retry (it would fail again)', async (status) => {
    const { resource, failNext } = declareArticles()
    failNext('getItem', new ApiError({ status, title: 'Not Found' }))
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    const alert = await screen.findByText('This record does not exist: it may have been deleted.')
    expect(alert.closest('[role="alert"]')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('a record refused to this reader (403) says why, with no Retry', async () => {
    const { resource, failNext } = declareArticles()
    failNext('getItem', new ApiError({ status: 403, detail: 'Not yours' }))
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    expect(await screen.findByText('This record could not be loaded: Not yours')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('in a dialog names the frame instead of drawing its own heading', async () => {
    const { resource } = declareArticles()
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1', frame: 'dialog' })
    await screen.findByText('First words')
    expect(screen.queryByRole('heading')).toBeNull()
  })
})

describe('expandable', () => {
  it('shows the listed fields collapsed behind a disclosure button', async () => {
    const { resource } = declareArticles([{ ...fullArticle, notes: 'Long notes' }], { views: { read: { expandable: ['body', 'notes'] } } })
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    const more = await screen.findByRole('button', { name: 'More details' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('First words')).not.toBeInTheDocument()
    expect(screen.queryByText('Long notes')).not.toBeInTheDocument()
    expect(screen.getByText('Title', { selector: 'dt' })).toBeInTheDocument()
    fireEvent.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!
    expect(panel).toBeVisible()
    expect(within(panel).getByText('First words')).toBeInTheDocument()
    expect(within(panel).getByText('Long notes')).toBeInTheDocument()
    fireEvent.click(more)
    await waitFor(() => expect(screen.queryByText('First words')).not.toBeInTheDocument())
  })
})
