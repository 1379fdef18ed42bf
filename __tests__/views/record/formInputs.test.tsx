import { fireEvent, screen, waitFor } from '@testing-library/react'
import { CreateView, UpdateView } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { declareArticles, fullArticle } from '../support/articles'
import { renderRecordView } from '../support/renderRecordView'

afterEach(() => clearViewResources())

const localDateTime = (iso: string) => {
  const date = new Date(iso)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

describe('every input type renders with its visible label', () => {
  it.each([
    ['Title', 'INPUT', 'text'],
    ['Body', 'TEXTAREA', null],
    ['Views', 'INPUT', 'number'],
    ['Published', 'INPUT', 'checkbox'],
    ['Status', 'SELECT', null],
    ['Priority', 'SELECT', null],
    ['Published on', 'INPUT', 'date'],
    ['Updated at', 'INPUT', 'datetime-local'],
    ['Contact', 'INPUT', 'email'],
    ['Website', 'INPUT', 'url'],
  ])('%s is a %s (%s)', async (label, tag, type) => {
    const { resource } = declareArticles()
    renderRecordView(resource, <CreateView />, { action: 'create' })
    const input = await screen.findByLabelText(label)
    expect(input.tagName).toBe(tag)
    if (type) expect(input).toHaveAttribute('type', type)
    // A real <label> element names it.
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveTextContent(label)
  })

  it('draws inputs in declaration order, help text describing its input', async () => {
    const { resource } = declareArticles()
    renderRecordView(resource, <CreateView />, { action: 'create' })
    await screen.findByLabelText('Title')
    const labels = [...document.querySelectorAll('form label')].map((label) => label.textContent)
    expect(labels).toEqual(['Title', 'Body', 'Views', 'Published', 'Status', 'Priority', 'Published on', 'Updated at', 'Contact', 'Website'])
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Shown in lists')
  })
})

describe('values round-trip', () => {
  it('create sends each value with its type: numbers, booleans, option values, ISO datetimes', async () => {
    const { resource, callsOf } = declareArticles([])
    renderRecordView(resource, <CreateView />, { action: 'create' })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'New' } })
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'Some\ntext' } })
    fireEvent.change(screen.getByLabelText('Views'), { target: { value: '42' } })
    fireEvent.click(screen.getByLabelText('Published'))
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'live' } })
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('Published on'), { target: { value: '2024-06-02' } })
    fireEvent.change(screen.getByLabelText('Updated at'), { target: { value: '2024-06-02T09:15' } })
    fireEvent.change(screen.getByLabelText('Contact'), { target: { value: 'ada@example.org' } })
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'https://example.org' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('createItem')).toHaveLength(1))
    expect(callsOf('createItem')[0].args[0]).toEqual({
      title: 'New', body: 'Some\ntext', views: 42, published: true, status: 'live', priority: 2,
      publishedOn: '2024-06-02', updatedAt: new Date('2024-06-02T09:15').toISOString(),
      contact: 'ada@example.org', website: 'https://example.org',
    })
  })

  it('create sends fields the reader emptied as null (numbers, selects, dates) or "" (texts); leaves out untouched empty ones and generatedValue inputs', async () => {
    const { resource, callsOf } = declareArticles([])
    renderRecordView(resource, <CreateView />, { action: 'create' })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Only a title' } })
    expect(screen.queryByLabelText('Created at')).not.toBeInTheDocument()
    const filled: Record<string, string> = {
      Body: 'b', Views: '3', Status: 'draft', Priority: '1', 'Published on': '2024-01-02', 'Updated at': '2024-01-02T10:00', Contact: 'a@b.c', Website: 'https://x.y',
    }
    for (const [label, value] of Object.entries(filled)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } })
      fireEvent.change(screen.getByLabelText(label), { target: { value: '' } })
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('createItem')).toHaveLength(1))
    expect(callsOf('createItem')[0].args[0]).toEqual({
      title: 'Only a title', body: '', views: null, published: false, status: null, priority: null,
      publishedOn: null, updatedAt: null, contact: '', website: '',
    })
  })

  it('update fills every input from the record and shows generatedValue read-only', async () => {
    const { resource } = declareArticles()
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    expect(await screen.findByLabelText('Title')).toHaveValue('Hello')
    expect(screen.getByLabelText('Body')).toHaveValue('First words')
    expect(screen.getByLabelText('Views')).toHaveValue(7)
    expect(screen.getByLabelText('Published')).toBeChecked()
    expect(screen.getByLabelText('Status')).toHaveValue('live')
    expect(screen.getByLabelText('Priority')).toHaveDisplayValue('High')
    expect(screen.getByLabelText('Published on')).toHaveValue('2024-05-01')
    expect(screen.getByLabelText('Updated at')).toHaveValue(localDateTime(fullArticle.updatedAt!))
    expect(screen.getByLabelText('Contact')).toHaveValue('ada@example.org')
    expect(screen.getByLabelText('Website')).toHaveValue('https://example.org/a')
    expect(screen.getByLabelText('Created at')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Created at')).toHaveValue(fullArticle.createdAt)
  })

  it('update sends only the fields that changed (an untouched datetime is not re-sent)', async () => {
    const { resource, callsOf } = declareArticles()
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    fireEvent.change(await screen.findByLabelText('Views'), { target: { value: '' } })
    fireEvent.click(screen.getByLabelText('Published'))
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('updateItem')).toHaveLength(1))
    expect(callsOf('updateItem')[0].args).toEqual(['1', { views: null, published: false, priority: 1 }])
  })

  it('update titles the view with the record (titleField) on a page', async () => {
    const { resource } = declareArticles([{ ...fullArticle, headline: 'Big news' }], { titleField: 'headline' })
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Big news' })).toBeInTheDocument()
  })

  it('a select keeps a stored value that is not among its options', async () => {
    const { resource, callsOf } = declareArticles([{ ...fullArticle, status: 'archived' }])
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    expect(await screen.findByLabelText('Status')).toHaveValue('archived')
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Renamed' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('updateItem')).toHaveLength(1))
    expect(callsOf('updateItem')[0].args[1]).toEqual({ title: 'Renamed' })
  })
})
