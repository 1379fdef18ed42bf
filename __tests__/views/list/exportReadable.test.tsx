import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError, createViewResource, layout, referenceInput, toCsv, type Collection, type InputDefinition, type ListParams, type Repository } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { renderList } from '../support/renderList'

// Issue s14: a person exports a list to read it in a spreadsheet. The file says what the table says
// for choices and references (not `review` and `/api/authors/40`), keeps numbers and dates for the
// spreadsheet to compute with, writes the selected rows alone from the bulk bar, and neutralises
// formulas in whatever it writes, labels and titles included.

afterEach(() => clearViewResources())

type Row = Record<string, unknown> & { id: string }

/** An in-memory repository in the given order, recording its list requests; `refuse` makes them fail. */
function memory(rows: Row[]) {
  const lists: ListParams[] = []
  const control = { refuse: undefined as ApiError | undefined }
  const repository: Repository<Row> = {
    async getCollection(params): Promise<Collection<Row>> {
      lists.push(params)
      if (control.refuse) throw control.refuse
      const size = params.itemsPerPage ?? 25
      const start = ((params.page ?? 1) - 1) * size
      return { items: rows.slice(start, start + size).map((row) => ({ ...row })), total: rows.length }
    },
    async getItem(id) { return { ...rows.find((row) => row.id === id)! } },
    async createItem(data) { return { ...data, id: 'new' } as Row },
    async updateItem(id, data) { return { ...Object.assign(rows.find((row) => row.id === id)!, data) } },
    async removeItem() {},
  }
  return { repository, lists, control }
}

const STATUSES = [{ value: 'draft', label: 'Draft' }, { value: 'review', label: 'In review' }, { value: 'odd', label: '=HYPERLINK("https://evil.example","x")' }]

/** Articles whose author is an IRI of an author record; the authors' first page (2) holds two of the three. */
function declare(articleRows: Row[]) {
  const authorData = memory([
    { id: '40', '@id': '/api/authors/40', name: 'Omar Petrov' },
    { id: '7', '@id': '/api/authors/7', name: '@Ada' },
    { id: '9', '@id': '/api/authors/9', name: 'Beyond the first page' },
  ])
  const authors = createViewResource<Row>('authors', { repository: authorData.repository, titleField: 'name' })
  const articleData = memory(articleRows)
  const articles = createViewResource<Row>('articles', {
    repository: articleData.repository,
    titleField: 'title',
    layouts: [layout.table({ fields: ['title', 'status', 'author', 'views', 'publishedAt', 'due', 'featured'] })],
    form: {
      inputs: {
        title: { label: 'Title' },
        status: { label: 'Status', type: 'select', options: STATUSES },
        author: referenceInput(authors, { label: 'Author', pageSize: 2 }),
        views: { label: 'Views', type: 'number' },
        publishedAt: { label: 'Published at', type: 'datetime' },
        due: { label: 'Due', type: 'date' },
        featured: { label: 'Featured', type: 'boolean' },
      },
    },
  })
  return { articles, authorData, articleData }
}

const ARTICLES: Row[] = [
  { id: '1', title: 'Getting started', status: 'review', author: '/api/authors/40', views: 2734, publishedAt: '2026-03-29T09:00:00', due: '2026-04-01', featured: true },
  { id: '2', title: '=cmd|calc', status: 'odd', author: '/api/authors/7', views: '12', publishedAt: null, due: null, featured: false },
  { id: '3', title: 'Third', status: 'draft', author: '/api/authors/9', views: 0, publishedAt: '2026-09-10T16:05:07', due: '2026-12-31', featured: false },
]

let saved: Blob[]
let click: jest.SpyInstance
beforeEach(() => {
  saved = []
  Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => { saved.push(blob); return 'blob:csv' }), revokeObjectURL: jest.fn() })
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
})
afterEach(() => click.mockRestore())

/** The lines of the n-th file saved, without its byte-order mark. */
async function savedLines(index = 0): Promise<string[]> {
  await waitFor(() => expect(saved.length).toBeGreaterThan(index))
  return (await saved[index].text()).replace(/^\uFEFF/, '').split('\r\n')
}

it('writes what the table shows for choices and references, plain numbers and ISO dates, and reads no author per row', async () => {
  const { articles, authorData } = declare(ARTICLES)
  renderList(articles)
  // The table names the author (the first page of authors) before the export does.
  await screen.findByText('Omar Petrov')
  expect(authorData.lists).toHaveLength(1)
  // The header's button says how many it writes: every record the list's filter matches.
  fireEvent.click(screen.getByRole('button', { name: /^Export 3 / }))
  expect(await screen.findByText('CSV file saved (3 in all).')).toBeInTheDocument()
  expect(await savedLines()).toEqual([
    'id,Title,Status,Author,Views,Published at,Due,Featured',
    '1,Getting started,In review,Omar Petrov,2734,2026-03-29 09:00:00,2026-04-01,true',
    // Labels and titles are neutralised too; a numeric text is written as a number.
    `2,'=cmd|calc,"'=HYPERLINK(""https://evil.example"",""x"")",'@Ada,12,,,false`,
    // An author beyond the page the table reads is named by its IRI there, and here.
    '3,Third,Draft,/api/authors/9,0,2026-09-10 16:05:07,2026-12-31,false',
    '',
  ])
  // The authors were read once, for the table: the export took them from the cache.
  expect(authorData.lists).toHaveLength(1)
  expect(click).toHaveBeenCalledTimes(1)
})

it('writes the stored values when the referenced records cannot be read, and does not fail', async () => {
  const { articles, authorData } = declare(ARTICLES.slice(0, 1))
  authorData.control.refuse = new ApiError({ status: 500, detail: 'Authors are down.' })
  renderList(articles)
  await screen.findByText('Getting started')
  await waitFor(() => expect(authorData.lists.length).toBeGreaterThan(0))
  fireEvent.click(screen.getByRole('button', { name: /^Export 1 / }))
  expect(await screen.findByText('CSV file saved (1 in all).')).toBeInTheDocument()
  expect((await savedLines())[1]).toBe('1,Getting started,In review,/api/authors/40,2734,2026-03-29 09:00:00,2026-04-01,true')
})

it('"Export selected" writes exactly the ticked rows, in the list’s order, reading no page', async () => {
  const rows: Row[] = Array.from({ length: 5 }, (_, index) => ({ id: String(index + 1), title: `Article ${index + 1}`, status: 'draft', author: '/api/authors/40', views: index }))
  const { articles, articleData } = declare(rows)
  const { store } = renderList(articles)
  await screen.findAllByText('Omar Petrov')
  // Ticked out of the list's order.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Article 4' }))
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Article 2' }))
  const bar = await screen.findByRole('group', { name: '2 selected' })
  // Changed since it was ticked: the file says what the table says now.
  await store.dispatch(articles.endpoints.update.initiate({ id: '2', data: { status: 'review' } }))
  await waitFor(() => expect(within(screen.getByRole('checkbox', { name: 'Select Article 2' }).closest('tr')!).getByText('In review')).toBeInTheDocument())
  const reads = articleData.lists.length
  fireEvent.click(within(bar).getByRole('button', { name: 'Export selected' }))
  expect(await screen.findByText('CSV file saved (2 in all).')).toBeInTheDocument()
  expect(await savedLines()).toEqual([
    'id,Title,Status,Author,Views,Published at,Due,Featured',
    '2,Article 2,In review,Omar Petrov,1,,,',
    '4,Article 4,Draft,Omar Petrov,3,,,',
    '',
  ])
  expect(articleData.lists).toHaveLength(reads)
  // The file says which resource, and that it holds a selection; the rows stay selected.
  const link = click.mock.instances[0] as unknown as HTMLAnchorElement
  expect(link.download).toBe('articles-selected.csv')
  expect(screen.getByRole('checkbox', { name: 'Select Article 4' })).toBeChecked()
  // The header's export still says it writes all of them.
  expect(screen.getByRole('button', { name: /^Export 5 / })).toBeEnabled()
})

describe('toCsv writes each kind of field for a spreadsheet (a column given its input)', () => {
  const select: InputDefinition = { type: 'select', options: [{ value: 'review', label: 'In review' }, { value: 2, label: 'Two' }] }
  it.each<[string, unknown, InputDefinition | undefined, string]>([
    ['an option by its label', 'review', select, 'In review'],
    ['a number option by its label', 2, select, 'Two'],
    ['a value no option has as it is', 'gone', select, 'gone'],
    ['several options, joined as in the cell', ['review', 2], select, '"In review, Two"'],
    ['a number without grouping', 1234567.5, { type: 'number' }, '1234567.5'],
    ['a numeric text as a number', ' 42 ', { type: 'number' }, '42'],
    ['a negative number, not neutralised (no formula)', -3, { type: 'number' }, '-3'],
    ['a day as it is', '2026-04-01', { type: 'date' }, '2026-04-01'],
    ['a date-time as its day', '2026-04-01T10:30:00', { type: 'date' }, '2026-04-01'],
    ['a date-time to the second', '2026-04-01T10:30:05', { type: 'datetime' }, '2026-04-01 10:30:05'],
    ['an unreadable date as it is', 'soon', { type: 'datetime' }, 'soon'],
    ['a boolean as true / false', true, { type: 'boolean' }, 'true'],
    ['an embedded record by its title', { id: 3, title: 'Linked' }, { type: 'text' }, 'Linked'],
    ['text as it is, neutralised', '=1+1', { type: 'text' }, "'=1+1"],
    ['an empty value as nothing', null, select, ''],
    ['a field without input as the API gave it', 'review', undefined, 'review'],
  ])('%s', (_what, value, input, cell) => {
    expect(toCsv([{ value }], [{ label: 'v', value: 'value', input }])).toBe(`v\r\n${cell}\r\n`)
  })

  it('names references by the titles given, and writes the stored value of one it has no title for', () => {
    const titles = new Map([['/api/authors/40', 'Omar Petrov'], ['/api/authors/7', '+Plus']])
    const rows = [{ author: '/api/authors/40' }, { author: '/api/authors/7' }, { author: '/api/authors/9' }]
    expect(toCsv(rows, [{ label: 'Author', value: 'author', titles }])).toBe("Author\r\nOmar Petrov\r\n'+Plus\r\n/api/authors/9\r\n")
  })
})
