// Views in the URL over a record page: its tab (…/read/<id>/<tab>) and the child views of a
// tab (…/read/<id>/<tab>/<action>[/<childId>]), restored by a reload and left with Back.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { flush } from '../support/deferred'
import { recordRepository } from './support/recordRepository'
import { renderApp } from './support/renderApp'

interface Author { id: string; name: string }
interface Article { id: string; title: string; author: string; status?: string }

afterEach(async () => {
  await act(async () => { await flush() })
  clearViewResources()
})

function declare() {
  const articleData = recordRepository<Article>([
    { id: 'a1', title: 'Dune notes', author: '1' },
    { id: 'a2', title: 'Other', author: '2' },
  ])
  const authorData = recordRepository<Author>([{ id: '1', name: 'Ann' }, { id: '2', name: 'Bob' }])
  const articles = createViewResource<Article>('articles', {
    name: 'Articles', titleField: 'title', repository: articleData.repository,
    views: { read: { open: 'drawer' }, update: { open: 'drawer' } },
    form: { inputs: { title: { label: 'Title', required: true }, author: { label: 'Author', required: true }, status: { label: 'Status' } } },
  })
  const authors = createViewResource<Author>('authors', {
    name: 'Authors', titleField: 'name', repository: authorData.repository,
    form: { inputs: { name: { label: 'Name' } } },
    tabs: [
      { label: 'Profile', render: (author) => <p>Profile of {author.name}</p> },
      { label: 'Articles', resource: articles, filter: (author) => ({ author: author.id }) },
    ],
  })
  return { articles, authors, articleData, authorData }
}

describe("a record's tab in the URL", () => {
  it('is read from …/read/<id>/<tab> and written (replacing) when another tab is chosen', async () => {
    const { articles, authors } = declare()
    const app = renderApp([authors, articles], { url: '/admin/authors/read/1/articles' })
    expect(await screen.findByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByText('Dune notes')).toBeInTheDocument()
    expect(screen.queryByText('Other')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }))
    await waitFor(() => expect(app.url()).toBe('/admin/authors/read/1/profile'))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile of Ann')
  })

  it('an unknown tab shows the first one', async () => {
    const { articles, authors } = declare()
    renderApp([authors, articles], { url: '/admin/authors/read/1/nope' })
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
  })
})

describe('a child view over a record page', () => {
  it("opens from the tab's list at …/<tab>/read/<childId>, in the child's frame over the record; Back returns to the tab", async () => {
    const { articles, authors } = declare()
    const app = renderApp([authors, articles], { url: '/admin/authors/read/1/articles' })
    await screen.findByText('Dune notes')
    // A link to the child view's address (a new tab opens it there), which a plain click opens in the app.
    const show = screen.getByRole('link', { name: 'Show Dune notes' })
    expect(show).toHaveAttribute('href', '/admin/authors/read/1/articles/read/a1')
    fireEvent.click(show)
    await waitFor(() => expect(app.url()).toBe('/admin/authors/read/1/articles/read/a1'))
    const drawer = await screen.findByRole('dialog', { name: 'Dune notes' })
    expect(within(drawer).getByText('Dune notes', { selector: 'dd' })).toBeInTheDocument()
    // The record page stays under it.
    expect(screen.getByRole('heading', { level: 1, name: 'Ann' })).toBeInTheDocument()
    await app.back()
    await waitFor(() => expect(app.url()).toBe('/admin/authors/read/1/articles'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true')
  })

  it('is restored by a reload from its URL alone, and its Close leads to the record with that tab', async () => {
    const { articles, authors } = declare()
    const app = renderApp([authors, articles], { url: '/admin/authors/read/1/articles/update/a1' })
    const drawer = await screen.findByRole('dialog', { name: 'Dune notes' })
    expect(await within(drawer).findByLabelText('Title')).toHaveValue('Dune notes')
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(app.url()).toBe('/admin/authors/read/1/articles'))
    expect(await screen.findByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true')
  })

  it("a create opened from the tab presets the parent (the tab's filter), saves, and returns to the tab", async () => {
    const { articles, authors, articleData } = declare()
    const app = renderApp([authors, articles], { url: '/admin/authors/read/1/articles' })
    await screen.findByText('Dune notes')
    fireEvent.click(screen.getAllByRole('button', { name: 'Create' })[0])
    await waitFor(() => expect(app.url()).toBe('/admin/authors/read/1/articles/create'))
    // A create opens on a page: it takes the record page's place, with a way back to the record.
    expect(await screen.findByRole('link', { name: 'Back to Ann' })).toHaveAttribute('href', '/admin/authors/read/1/articles')
    expect(await screen.findByLabelText('Author')).toHaveValue('1')
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Arrakis' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(articleData.rows.map((row) => row.title)).toContain('Arrakis'))
    expect(articleData.rows.find((row) => row.title === 'Arrakis')?.author).toBe('1')
    await waitFor(() => expect(app.url()).toBe('/admin/authors/read/1/articles'))
    expect(await screen.findByText('Arrakis')).toBeInTheDocument()
  })

  it("the created notice's Show opens the new record over the record, where the tab's own Show does, as a top-level create's notice does", async () => {
    const { articles, authors, articleData } = declare()
    const app = renderApp([authors, articles], { url: '/admin/authors/read/1/articles/create' })
    expect(await screen.findByLabelText('Author')).toHaveValue('1')
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Arrakis' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(app.url()).toBe('/admin/authors/read/1/articles'))
    const notices = screen.getByRole('status', { name: 'Notifications' })
    await within(notices).findByText('Arrakis created.')
    const id = articleData.rows.find((row) => row.title === 'Arrakis')?.id
    expect(id).toBeDefined()
    fireEvent.click(within(notices).getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(app.url()).toBe(`/admin/authors/read/1/articles/read/${id}`))
    expect(await screen.findByRole('heading', { name: 'Arrakis' })).toBeInTheDocument()
  })

  it('a reload of the create restores the preset from the record', async () => {
    const { articles, authors } = declare()
    renderApp([authors, articles], { url: '/admin/authors/read/2/articles/create' })
    expect(await screen.findByLabelText('Author')).toHaveValue('2')
  })

  it('a tab that does not exist, or a resource outside the scope, is not found', async () => {
    const { articles, authors } = declare()
    renderApp([authors, articles], { url: '/admin/authors/read/1/comments/read/c1' })
    expect(await screen.findByText('Nothing called “comments” here.')).toHaveAttribute('role', 'alert')
  })
})

describe('default values of a create view in the URL', () => {
  it.each(['values', 'defaultData'])('%s= pre-fills the fields the form shows', async (name) => {
    const { articles, authors } = declare()
    const data = encodeURIComponent(JSON.stringify({ title: 'From a link', hidden: 'x' }))
    renderApp([authors, articles], { url: `/admin/articles/create?${name}=${data}` })
    expect(await screen.findByLabelText('Title')).toHaveValue('From a link')
  })
})
