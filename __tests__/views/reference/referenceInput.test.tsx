import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError, createViewResource, layout, referenceInput, type Collection, type ListParams, type Repository } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { deferred, type Deferred } from '../../support/deferred'
import { renderApp } from '../support/renderApp'

// A field that references another resource's record, drawn by an application through the public
// entry: list cells and the read view name the record, forms offer a select of the records, and
// the value sent is the record's own (a number id stays a number, an IRI stays an IRI).

afterEach(() => clearViewResources())

type Row = Record<string, unknown> & { id: number | string }

/** An in-memory repository that records its requests and can hold or refuse its list answers. */
function memory(rows: Row[]) {
  const lists: ListParams[] = []
  const writes: Array<[string, Partial<Row>]> = []
  const held: Array<Deferred<void>> = []
  const control = { hold: false, refuse: undefined as ApiError | undefined }
  const repository: Repository<Row> = {
    async getCollection(params): Promise<Collection<Row>> {
      lists.push(params)
      if (control.hold) {
        const answer = deferred<void>()
        held.push(answer)
        await answer.promise
      }
      if (control.refuse) throw control.refuse
      const size = params.itemsPerPage ?? 25
      return { items: rows.slice(0, size).map((row) => ({ ...row })), total: rows.length }
    },
    async getItem(id) {
      const row = rows.find((candidate) => String(candidate.id) === id)
      if (!row) throw new ApiError({ status: 404, title: 'Not Found' })
      return { ...row }
    },
    async createItem(data) {
      writes.push(['create', data])
      const row = { ...data, id: rows.length + 100 } as Row
      rows.push(row)
      return { ...row }
    },
    async updateItem(id, data) {
      writes.push([id, data])
      const row = rows.find((candidate) => String(candidate.id) === id)!
      Object.assign(row, data)
      return { ...row }
    },
    async removeItem() {},
  }
  return { repository, lists, writes, held, control }
}

const AUTHORS: Row[] = [
  { id: 1, name: 'Zoe Quill' },
  { id: 2, name: 'Ada Lovelace' },
  { id: 3, name: 'Mary Shelley' },
]

function declare(options: { authors?: Row[]; articles?: Row[]; field?: string; sortBy?: string } = {}) {
  const field = options.field ?? 'authorId'
  const authorData = memory(options.authors ?? AUTHORS)
  const authors = createViewResource<Row>('authors', { repository: authorData.repository, titleField: 'name', form: { inputs: { name: { label: 'Name' } } } })
  const articleData = memory(options.articles ?? [
    { id: 10, title: 'Frankenstein', [field]: 3 },
    { id: 11, title: 'Notes', [field]: 2 },
    { id: 12, title: 'Engines', [field]: 2 },
    { id: 13, title: 'Orphan', [field]: 99 },
    { id: 14, title: 'Nobody', [field]: null },
  ])
  const articles = createViewResource<Row>('articles', {
    repository: articleData.repository,
    titleField: 'title',
    layouts: [layout.table({ fields: ['title', field] })],
    form: { inputs: { title: { label: 'Title', required: true }, [field]: referenceInput(authors, { label: 'Author', required: true, placeholder: 'Pick an author', ...(options.sortBy ? { sortBy: options.sortBy } : {}) }) } },
  })
  return { authors, articles, authorData, articleData }
}

const cellOf = (title: string, column: number) => within(screen.getByRole('row', { name: new RegExp(title) })).getAllByRole('cell')[column]

describe('referenceInput in the list', () => {
  it('names each referenced record by its title, from one list request of the referenced resource', async () => {
    const { authors, articles, authorData } = declare()
    renderApp([articles, authors], { url: '/admin/articles/list' })
    await screen.findByText('Frankenstein')
    await waitFor(() => expect(cellOf('Frankenstein', 2).textContent).toBe('Mary Shelley'))
    expect(cellOf('Notes', 2).textContent).toBe('Ada Lovelace')
    expect(cellOf('Engines', 2).textContent).toBe('Ada Lovelace')
    // Five cells, one request for the authors.
    expect(authorData.lists).toEqual([{ page: 1, itemsPerPage: 100 }])
    // A value no author has is shown as stored; an empty one as nothing.
    expect(cellOf('Orphan', 2).textContent).toBe('99')
    expect(cellOf('Nobody', 2).textContent).toBe('')
  })

  it("is not sortable by its ids: its header is text, not a sort button (an order of ids means nothing to a reader)", async () => {
    const { authors, articles } = declare()
    renderApp([articles, authors], { url: '/admin/articles/list' })
    await screen.findByText('Frankenstein')
    expect(screen.getByRole('button', { name: /^Title/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Author/ })).toBeNull()
    const header = screen.getByRole('columnheader', { name: 'Author' })
    expect(header).not.toHaveAttribute('aria-sort')
  })

  it('sorts by what `sortBy` names when its header is pressed, and says so on the header', async () => {
    const { authors, articles, articleData } = declare({ sortBy: 'author.name' })
    renderApp([articles, authors], { url: '/admin/articles/list' })
    await screen.findByText('Frankenstein')
    fireEvent.click(screen.getByRole('button', { name: /^Author/ }))
    await waitFor(() => expect(articleData.lists.at(-1)?.order).toEqual({ 'author.name': 'asc' }))
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /^Author/ })).toHaveAttribute('aria-sort', 'ascending'))
  })

  it('shows a busy placeholder while the referenced records load, never the raw value', async () => {
    const { authors, articles, authorData } = declare()
    authorData.control.hold = true
    renderApp([articles, authors], { url: '/admin/articles/list' })
    await screen.findByText('Frankenstein')
    await waitFor(() => expect(authorData.held).toHaveLength(1))
    const cell = cellOf('Frankenstein', 2)
    expect(cell.textContent).toBe('…')
    expect(within(cell).getByText('…').getAttribute('aria-busy')).toBe('true')
    await act(async () => authorData.held[0].resolve())
    await waitFor(() => expect(cellOf('Frankenstein', 2).textContent).toBe('Mary Shelley'))
  })

  it('falls back to the stored value when the referenced resource refuses its list', async () => {
    const { authors, articles, authorData } = declare()
    authorData.control.refuse = new ApiError({ status: 403, title: 'Forbidden' })
    renderApp([articles, authors], { url: '/admin/articles/list' })
    await screen.findByText('Frankenstein')
    await waitFor(() => expect(cellOf('Frankenstein', 2).textContent).toBe('3'))
    expect(cellOf('Notes', 2).textContent).toBe('2')
  })

  it('never draws a title as HTML', async () => {
    const { authors, articles } = declare({ authors: [{ id: 3, name: '<img src=x onerror=alert(1)>' }] })
    const { container } = renderApp([articles, authors], { url: '/admin/articles/list' })
    await waitFor(() => expect(cellOf('Frankenstein', 2).textContent).toBe('<img src=x onerror=alert(1)>'))
    expect(container.querySelector('img')).toBeNull()
  })
})

describe('referenceInput in forms', () => {
  it('offers the records by title and sends the chosen record\'s id with its own type', async () => {
    const { authors, articles, articleData } = declare()
    renderApp([articles, authors], { url: '/admin/articles/create' })
    const select = await screen.findByRole('combobox', { name: 'Author' }) as HTMLSelectElement
    await waitFor(() => expect(select.options).toHaveLength(4))
    expect([...select.options].map((option) => option.textContent)).toEqual(['Pick an author', 'Ada Lovelace', 'Mary Shelley', 'Zoe Quill'])
    expect([...select.options].map((option) => option.value)).toEqual(['', '2', '3', '1'])
    expect(select.required).toBe(true)

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Analytical' } })
    fireEvent.change(select, { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(articleData.writes).toHaveLength(1))
    expect(articleData.writes[0]).toEqual(['create', { title: 'Analytical', authorId: 2 }])
  })

  it('refuses to save without a required reference', async () => {
    const { authors, articles, articleData } = declare()
    renderApp([articles, authors], { url: '/admin/articles/create' })
    const select = await screen.findByRole('combobox', { name: 'Author' })
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Lonely' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'))
    expect(articleData.writes).toEqual([])
  })

  it('keys records by their @id IRI when they have one, preselects the current one and sends the new IRI', async () => {
    const iri = (id: number) => `/api/authors/${id}`
    const { authors, articles, articleData } = declare({
      field: 'author',
      authors: AUTHORS.map((author) => ({ ...author, '@id': iri(Number(author.id)) })),
      articles: [{ id: 10, title: 'Frankenstein', author: iri(3) }],
    })
    renderApp([articles, authors], { url: '/admin/articles/update/10' })
    const select = await screen.findByRole('combobox', { name: 'Author' }) as HTMLSelectElement
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Mary Shelley'))
    expect(select.value).toBe('/api/authors/3')
    fireEvent.change(select, { target: { value: '/api/authors/1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(articleData.writes).toHaveLength(1))
    expect(articleData.writes[0]).toEqual(['10', { author: '/api/authors/1' }])
  })

  it('keeps offering the current value while the records load and when it is not among them', async () => {
    const { authors, articles, authorData } = declare()
    authorData.control.hold = true
    renderApp([articles, authors], { url: '/admin/articles/update/13' })
    const select = await screen.findByRole('combobox', { name: 'Author' }) as HTMLSelectElement
    await waitFor(() => expect(select.value).toBe('99'))
    expect(select.getAttribute('aria-busy')).toBe('true')
    await waitFor(() => expect(authorData.held.length).toBeGreaterThan(0))
    await act(async () => authorData.held.forEach((answer) => answer.resolve()))
    await waitFor(() => expect(select.getAttribute('aria-busy')).toBeNull())
    expect(select.value).toBe('99')
    expect([...select.options].map((option) => option.textContent)).toEqual(['Pick an author', '99', 'Ada Lovelace', 'Mary Shelley', 'Zoe Quill'])
  })
})

describe('referenceInput in the read view', () => {
  it('names the referenced record', async () => {
    const { authors, articles } = declare()
    renderApp([articles, authors], { url: '/admin/articles/read/10' })
    const term = await screen.findByText('Author', { selector: 'dt' })
    await waitFor(() => expect(term.nextElementSibling?.textContent).toBe('Mary Shelley'))
  })
})

describe('referenceInput declarations', () => {
  it('accepts a resource declared later, through a function', async () => {
    const articleData = memory([{ id: 10, title: 'Frankenstein', authorId: 3 }])
    // `authors` does not exist yet when `articles` is declared (the two refer to each other).
    const articles = createViewResource<Row>('articles', {
      repository: articleData.repository,
      layouts: [layout.table({ fields: ['title', 'authorId'] })],
      form: { inputs: { title: { label: 'Title' }, authorId: referenceInput(() => authors, { label: 'Author' }) } },
    })
    const authors = createViewResource<Row>('authors', { repository: memory(AUTHORS).repository, titleField: 'name' })
    renderApp([articles, authors], { url: '/admin/articles/list' })
    await screen.findByText('Frankenstein')
    await waitFor(() => expect(cellOf('Frankenstein', 2).textContent).toBe('Mary Shelley'))
  })

  it('refuses at once a reference to something that is not a declared resource', () => {
    expect(() => referenceInput(undefined as never)).toThrow('referenceInput: expected a resource declared with createViewResource, got undefined')
    expect(() => referenceInput({ id: 'authors' } as never)).toThrow(TypeError)
  })

  it('shows the stored values and says why when a reference given through a function finds no resource', async () => {
    const errors: unknown[] = []
    const spy = jest.spyOn(console, 'error').mockImplementation((error: unknown) => { errors.push(error) })
    try {
      const things = createViewResource<Row>('things', {
        repository: memory([{ id: 1, title: 'One', authorId: 3 }]).repository,
        layouts: [layout.table({ fields: ['title', 'authorId'] })],
        form: { inputs: { title: { label: 'Title' }, authorId: referenceInput((() => undefined) as never, { label: 'Author' }) } },
      })
      renderApp([things], { url: '/admin/things/list' })
      await screen.findByText('One')
      expect(cellOf('One', 2).textContent).toBe('3')
      expect(errors.map(String)).toContain('TypeError: referenceInput: expected a resource declared with createViewResource, got undefined')
    } finally {
      spy.mockRestore()
    }
  })
})
