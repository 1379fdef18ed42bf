import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource, layout } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

afterEach(() => clearViewResources())

const inputs = {
  id: { generatedValue: true },
  title: { label: 'Title' },
  status: { label: 'Status', type: 'select' as const, options: [{ value: 'todo', label: 'To do' }, { value: 'done', label: 'Done' }] },
  done: { label: 'Finished', type: 'boolean' as const },
  createdAt: { label: 'Created', generatedValue: true },
}

function headers() {
  return screen.getAllByRole('columnheader').map((header) => header.textContent?.trim()).filter(Boolean)
}

describe('table columns', () => {
  it('has one column per form input in declaration order, skipping generatedValue inputs', async () => {
    const data = listRepository(makeTasks(2))
    renderList(createViewResource<Task>('columns', { repository: data.repository, form: { inputs }, rowActions: [] }))
    await screen.findByText('Task 1')
    expect(headers()).toEqual(['Title', 'Status', 'Finished'])
  })

  it('drops an input set to false in the list view, and shows only `fields` when the layout names them', async () => {
    const data = listRepository(makeTasks(2))
    renderList(createViewResource<Task>('fewer', {
      repository: data.repository, form: { inputs }, rowActions: [], selectable: false,
      views: { list: { form: { inputs: { done: false } } } },
    }))
    await screen.findByText('Task 1')
    expect(headers()).toEqual(['Title', 'Status'])
    clearViewResources()
    document.body.innerHTML = ''
    renderList(createViewResource<Task>('fields', {
      repository: data.repository, form: { inputs }, rowActions: [], selectable: false,
      layouts: [layout.table<Task>({ fields: ['status', 'title'] })],
    }))
    await screen.findByText('Task 1')
    expect(headers()).toEqual(['Status', 'Title'])
  })

  it('shows values as text: option labels, booleans from messages, dates with toLocaleDateString', async () => {
    const data = listRepository([{ id: '1', title: '<b>bold</b>', status: 'done', done: true, due: '2024-03-05T00:00:00Z' }])
    renderList(createViewResource<Task>('cells', {
      repository: data.repository, rowActions: [], selectable: false,
      form: { inputs: { title: { label: 'Title' }, status: inputs.status, done: inputs.done, due: { label: 'Due', type: 'date' } } },
    }))
    const row = (await screen.findByText('<b>bold</b>')).closest('tr') as HTMLElement
    expect(within(row).getByText('Done')).toBeInTheDocument()
    expect(within(row).getByText('Yes')).toBeInTheDocument()
    expect(within(row).getByText(new Date('2024-03-05T00:00:00Z').toLocaleDateString())).toBeInTheDocument()
    expect(row.querySelector('b')).toBeNull()
  })

  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com/', 'http://example.com/'],
    ['mailto:someone@example.com', 'mailto:someone@example.com'],
  ])('links a url field to %s', async (link, href) => {
    const data = listRepository([{ id: '1', title: 'One', status: 'todo', link }])
    renderList(createViewResource<Task>('links', { repository: data.repository, rowActions: [], form: { inputs: { title: {}, link: { type: 'url' } } } }))
    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', href)
  })

  it.each(['javascript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '/relative', 'vbscript:x'])(
    'shows the url %s as plain text, never a link', async (link) => {
      const data = listRepository([{ id: '1', title: 'One', status: 'todo', link }])
      renderList(createViewResource<Task>('unsafe', { repository: data.repository, rowActions: [], form: { inputs: { title: {}, link: { type: 'url' } } } }))
      await screen.findByText('One')
      expect(screen.queryByRole('link')).toBeNull()
      expect(screen.getByText(link.trim())).toBeInTheDocument()
    },
  )
})

describe('sorting', () => {
  it('cycles a header through ascending, descending and none, in the URL and in the request', async () => {
    const data = listRepository(makeTasks(3))
    const view = renderList(createViewResource<Task>('sorting', { repository: data.repository, form: { inputs }, rowActions: [] }))
    await screen.findByText('Task 1')
    const header = () => screen.getByRole('columnheader', { name: /Title/ })
    expect(header()).toHaveAttribute('aria-sort', 'none')

    fireEvent.click(within(header()).getByRole('button'))
    await waitFor(() => expect(view.params().get('sort')).toBe('title'))
    expect(header()).toHaveAttribute('aria-sort', 'ascending')
    await waitFor(() => expect(data.last().order).toEqual({ title: 'asc' }))

    fireEvent.click(within(header()).getByRole('button'))
    await waitFor(() => expect(view.params().get('sort')).toBe('-title'))
    expect(header()).toHaveAttribute('aria-sort', 'descending')
    await waitFor(() => expect(data.last().order).toEqual({ title: 'desc' }))
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Task 3'))

    fireEvent.click(within(header()).getByRole('button'))
    await waitFor(() => expect(view.params().has('sort')).toBe(false))
    expect(header()).toHaveAttribute('aria-sort', 'none')
    // Unsorted again: the first (unsorted) answer is drawn from the cache.
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Task 1'))
    expect(data.requests.map((request) => request.order)).toEqual([undefined, { title: 'asc' }, { title: 'desc' }])
  })
})

describe('sort cues and column widths', () => {
  it('gives every sortable header a button named by its label alone with a cue beside it (its glyph from the stylesheet, after aria-sort), and a header that does not sort neither', async () => {
    const data = listRepository(makeTasks(2))
    renderList(createViewResource<Task>('cues', {
      repository: data.repository, rowActions: [], selectable: false,
      form: { inputs: { title: { label: 'Title' }, status: { ...inputs.status, sortBy: false } } },
    }))
    await screen.findByText('Task 1')
    const title = screen.getByRole('columnheader', { name: 'Title' })
    const button = within(title).getByRole('button', { name: 'Title' })
    expect(button.querySelector('.atrium-table__sort-icon')).toHaveAttribute('aria-hidden', 'true')
    expect(button).toHaveTextContent(/^Title$/)
    const status = screen.getByRole('columnheader', { name: 'Status' })
    expect(status).not.toHaveAttribute('aria-sort')
    expect(within(status).queryByRole('button')).toBeNull()
    expect(status.querySelector('.atrium-table__sort-icon')).toBeNull()
  })

  it('pins the columns\' widths (here at the first press on a header), keeps them while rows change, and lays them out afresh when the table\'s box is resized', async () => {
    // jsdom lays nothing out: the table's box is 800 px wide, the header's cells 200, 440 and 160.
    const widths = new Map([['Title', 200], ['Status', 440], ['Finished', 160]])
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { width: widths.get(this.textContent ?? '') ?? 0 } as DOMRect
    })
    const observed: { box?: Element; told?: () => void } = {}
    const original = globalThis.ResizeObserver
    globalThis.ResizeObserver = class {
      constructor(told: ResizeObserverCallback) { observed.told = () => told([], this) }
      observe(box: Element) { observed.box = box }
      unobserve() {}
      disconnect() { observed.box = undefined }
    }
    try {
      const data = listRepository(makeTasks(3))
      renderList(createViewResource<Task>('pinned', { repository: data.repository, form: { inputs }, rowActions: [], selectable: false }))
      await screen.findByText('Task 1')
      const table = screen.getByRole('table')
      let boxWidth = 800
      Object.defineProperty(table.parentElement, 'clientWidth', { configurable: true, get: () => boxWidth })
      expect(table.querySelector('colgroup')).toBeNull()
      fireEvent.click(within(screen.getByRole('columnheader', { name: 'Title' })).getByRole('button'))
      const pinned = () => [...table.querySelectorAll('col')].map((col) => col.style.width)
      expect(pinned()).toEqual(['200px', '440px', '160px'])
      // The table's own colgroup, which the list's stylesheet lays out fixed (`.atrium-table:has(>colgroup)`).
      expect(table.firstElementChild?.tagName).toBe('COLGROUP')
      await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Task 1'))
      // Measured once: a later press (the cells' boxes since changed) keeps them, as does a report of the same width.
      widths.set('Title', 400)
      fireEvent.click(within(screen.getByRole('columnheader', { name: 'Title' })).getByRole('button'))
      await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Task 3'))
      expect(observed.box).toBe(table.parentElement)
      act(() => observed.told?.())
      expect(pinned()).toEqual(['200px', '440px', '160px'])
      // The box narrower (the window, the sidebar): the table is laid out from its content again, and that is pinned
      // (pages and sorts that follow keep it; the cells now measure 400, 440 and 160).
      boxWidth = 600
      act(() => observed.told?.())
      expect(pinned()).toEqual(['400px', '440px', '160px'])
      expect(observed.box).toBe(table.parentElement)
    } finally {
      rect.mockRestore()
      globalThis.ResizeObserver = original
    }
  })
})

describe('row actions', () => {
  it('offers read, update and delete by default, named after the record, and opens them', async () => {
    const data = listRepository(makeTasks(1))
    const view = renderList(createViewResource<Task>('actions', { repository: data.repository, form: { inputs } }))
    await screen.findByText('Task 1')
    // Show and Edit open a view by address: links to it (the view's `hrefOf`); Delete does something: a button.
    expect(screen.getByRole('link', { name: 'Show Task 1' })).toHaveAttribute('href', '/admin/actions/read/1')
    expect(screen.getByRole('link', { name: 'Edit Task 1' })).toHaveAttribute('href', '/admin/actions/update/1')
    expect(screen.getByRole('button', { name: 'Delete Task 1' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Edit Task 1' }))
    expect(view.open).toHaveBeenCalledWith('update', '1', undefined)
  })

  it('draws Show and Edit as buttons where the view gives no address (no hrefOf)', async () => {
    const data = listRepository(makeTasks(1))
    const view = renderList(createViewResource<Task>('unlinked', { repository: data.repository, form: { inputs } }), { links: false })
    await screen.findByText('Task 1')
    expect(screen.queryByRole('link')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show Task 1' }))
    expect(view.open).toHaveBeenCalledWith('read', '1', undefined)
  })

  it('hides each action that permissions refuse, per record', async () => {
    const data = listRepository([{ id: '1', title: 'Locked', status: 'done' }, { id: '2', title: 'Open', status: 'todo' }])
    renderList(createViewResource<Task>('guarded', {
      repository: data.repository, form: { inputs },
      permissions: { delete: false, update: (item) => item?.status === 'todo' },
    }))
    await screen.findByText('Locked')
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull()
    expect(screen.queryByLabelText('Edit Locked')).toBeNull()
    expect(screen.getByRole('link', { name: 'Edit Open' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Show Locked' })).toBeInTheDocument()
  })

  it('redraws a row when a refetch changes what it shows beyond its cells (permissions, title), and opens the record of its id', async () => {
    const data = listRepository([{ id: '1', title: 'Alpha', status: 'done' }, { id: '2', title: 'Beta', status: 'todo' }])
    const view = renderList(createViewResource<Task>('memoRows', {
      repository: data.repository, form: { inputs }, selectable: false,
      layouts: [layout.table<Task>({ fields: ['title'] })],
      permissions: { update: (item) => item?.status === 'todo' },
    }))
    await screen.findByText('Alpha')
    expect(screen.queryByLabelText('Edit Alpha')).toBeNull()
    // Same cells (the title column), another status: only the permission tells the two answers apart.
    await data.repository.updateItem('1', { status: 'todo' })
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'))
    await waitFor(() => expect(data.last().order).toEqual({ title: 'asc' }))
    expect(await screen.findByRole('link', { name: 'Edit Alpha' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Show Beta' }))
    expect(view.open).toHaveBeenLastCalledWith('read', '2', undefined)
  })

  it('uses the titleField to name records, and the declared rowActions only', async () => {
    const data = listRepository([{ id: '7', title: 'ignored', status: 'todo', code: 'T-7' }])
    renderList(createViewResource<Task>('titled', { repository: data.repository, titleField: 'code', form: { inputs }, rowActions: ['read'] }))
    await screen.findByText('ignored')
    expect(screen.getByRole('link', { name: 'Show T-7' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Edit T-7')).toBeNull()
  })
})
