import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { createViewResource, csvCell, toCsv, type Collection, type ListParams } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { deferred, type Deferred } from '../../support/deferred'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

afterEach(() => clearViewResources())

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    // Issue 16: a spreadsheet skips the leading space and runs the formula.
    [' =behind a space', "' =behind a space"],
    [-5, '-5'],
    [3.5, '3.5'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
    [{ a: 1 }, '{"a":1}'],
  ])('%p becomes %p', (value, text) => {
    expect(csvCell(value)).toBe(text)
  })

  it('quotes as RFC 4180 asks, after neutralising', () => {
    const rows = [
      { title: 'Hello, "world"', note: 'line 1\nline 2' },
      { title: '=1+1', note: '-x,y' },
    ]
    const csv = toCsv(rows, [{ label: 'Title', value: 'title' }, { label: 'Note', value: (row) => row.note }])
    expect(csv).toBe('Title,Note\r\n"Hello, ""world""","line 1\nline 2"\r\n\'=1+1,"\'-x,y"\r\n')
  })

  it('neutralises headers too', () => {
    expect(toCsv([], [{ label: '=cmd', value: 'x' }])).toBe("'=cmd\r\n")
  })
})

describe('CSV export of the list', () => {
  let saved: Blob[]
  let click: jest.SpyInstance
  beforeEach(() => {
    saved = []
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => { saved.push(blob); return 'blob:csv' }), revokeObjectURL: jest.fn() })
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  })
  afterEach(() => click.mockRestore())

  it('reads every page with the list’s filter and sort, at the size the API serves, shows progress, and saves neutralised cells', async () => {
    const rows = makeTasks(5, (index) => ({ title: index === 1 ? '=cmd|calc' : `Task ${index + 1}`, status: 'todo' }))
    rows.push({ id: '6', title: 'Elsewhere', status: 'done' })
    const data = listRepository(rows)
    const answers: Deferred<void>[] = []
    // The API serves at most 2 records a page, whatever is asked (as API Platform's maximum_items_per_page).
    const asked: ListParams<Task>[] = []
    const slow = { ...data.repository, async getCollection(params: ListParams<Task>): Promise<Collection<Task>> {
      asked.push(params)
      const gate = deferred<void>()
      answers.push(gate)
      await gate.promise
      return data.repository.getCollection({ ...params, itemsPerPage: Math.min(params.itemsPerPage ?? 2, 2) })
    } }
    const filter = encodeURIComponent(JSON.stringify({ status: 'todo' }))
    const filters = { status: { type: 'select' as const, options: [{ value: 'todo', label: 'To do' }, { value: 'done', label: 'Done' }] } }
    renderList(createViewResource<Task>('exporting', { repository: slow, pageSize: 2, filters, form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' } } } }),
      { url: `/admin/exporting/list?filter=${filter}&sort=-title` })
    await waitFor(() => expect(answers).toHaveLength(1))
    await act(async () => answers[0].resolve())
    await screen.findByText('Task 5')

    // It says how many it writes: the records the list's filter matches.
    const button = screen.getByRole('button', { name: /^Export 5 / })
    button.focus()
    fireEvent.click(button)
    await waitFor(() => expect(answers).toHaveLength(2))
    await act(async () => answers[1].resolve())
    expect(await screen.findByText('Exporting… 2 of 5')).toBeInTheDocument()
    // Busy, not `disabled` (which drops the keyboard's focus to the page's body): a second press starts nothing.
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    await waitFor(() => expect(answers).toHaveLength(3))
    await act(async () => answers[2].resolve())
    expect(await screen.findByText('Exporting… 4 of 5')).toBeInTheDocument()
    await waitFor(() => expect(answers).toHaveLength(4))
    await act(async () => answers[3].resolve())
    expect(await screen.findByText('CSV file saved (5 in all).')).toBeInTheDocument()

    // Asked for 1,000 at once; served 2, the next pages are asked at 2.
    const exportRequests = asked.slice(1)
    expect(exportRequests.map((request) => [request.page, request.itemsPerPage])).toEqual([[1, 1000], [2, 2], [3, 2]])
    for (const request of exportRequests) expect(request).toMatchObject({ order: { title: 'desc' }, filters: { status: 'todo' } })
    expect(click).toHaveBeenCalledTimes(1)
    const text = await saved[0].text()
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'id,Title,Status', '5,Task 5,todo', '4,Task 4,todo', '3,Task 3,todo', '1,Task 1,todo', "2,'=cmd|calc,todo", '',
    ])
  })

  it('stops at the first short page when the API gives no total', async () => {
    const data = listRepository(makeTasks(5), { withTotal: false })
    renderList(createViewResource<Task>('export-no-total', { repository: data.repository, pageSize: 2, form: { inputs: { title: { label: 'Title' } } } }))
    await screen.findByText('Task 1')
    // With no total, it cannot say how many.
    fireEvent.click(screen.getByRole('button', { name: 'Export export-no-total as CSV' }))
    expect(await screen.findByText('CSV file saved (5 in all).')).toBeInTheDocument()
    // The list's page 1 and its look ahead at page 2 (no total), then the export's: 1,000 asked, 5 served, and a look
    // at the next page of 5 (without a total, a short page may be the API's maximum): empty, the end.
    expect(data.requests.map((request) => [request.page, request.itemsPerPage])).toEqual([[1, 2], [2, 2], [1, 1000], [2, 5]])
    expect((await saved[0].text()).split('\r\n')).toHaveLength(7)
  })

  it('drops its "exported" message once the list is sorted or filtered otherwise (it told of the list as it was)', async () => {
    const data = listRepository(makeTasks(5))
    renderList(createViewResource<Task>('export-stale', { repository: data.repository, form: { inputs: { title: { label: 'Title' } } } }))
    await screen.findByText('Task 1')
    fireEvent.click(screen.getByRole('button', { name: /^Export 5 / }))
    expect(await screen.findByText('CSV file saved (5 in all).')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /^Title/ }))
    await waitFor(() => expect(screen.queryByText('CSV file saved (5 in all).')).toBeNull())
    expect(screen.getByRole('button', { name: /^Export 5 / })).toBeEnabled()
  })

  it('says why an export failed', async () => {
    const data = listRepository(makeTasks(1))
    renderList(createViewResource<Task>('export-failing', { repository: data.repository, form: { inputs: { title: {} } } }))
    await screen.findByText('Task 1')
    const { ApiError } = await import('../../../lib/index')
    data.failNext(new ApiError({ status: 500, detail: 'Export limit exceeded.' }))
    fireEvent.click(screen.getByRole('button', { name: /^Export 1 / }))
    expect(await screen.findByText('The export failed: Export limit exceeded.')).toBeInTheDocument()
    expect(click).not.toHaveBeenCalled()
  })
})
