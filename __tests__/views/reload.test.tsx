import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  buildViewPath, createViewResource, layout, open, parseViewPath,
  type FrameProps, type ListQuery, type OpenMode,
} from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { listRepository, makeTasks, type Task } from './support/listRepository'
import { loggedRepository } from './support/loggedRepository'
import { renderApp } from './support/renderApp'

/** A host's own frame: a labelled region with its own close button. */
function Sheet({ title, titleId, onClose, children }: FrameProps) {
  return (
    <section aria-labelledby={titleId} data-testid="sheet">
      <h2 id={titleId}>{title}</h2>
      {children}
      <button type="button" onClick={onClose}>Done</button>
    </section>
  )
}

const FRAMES: ReadonlyArray<[string, OpenMode]> = [
  ['dialog', 'dialog'],
  ['drawer', 'drawer'],
  ['custom', open.custom(Sheet, 'sheet')],
  ['page', 'page'],
]

const LIST: ListQuery = { filter: { status: 'done' }, sort: ['-title'], page: 2, pageSize: 5, layout: 'table' }
const LIST_URL = buildViewPath({ scope: 'admin', resource: 'tasks', action: 'list', list: LIST })
const STATUS = [{ value: 'todo', label: 'To do' }, { value: 'done', label: 'Done' }]

beforeEach(() => {
  localStorage.clear()
  window.matchMedia = ((query: string) => ({
    matches: /min-width: 768px/.test(query), media: query, addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
})
afterEach(() => clearViewResources())

/** The server: it outlives a reload. */
function server() {
  const data = listRepository(makeTasks(30))
  return { ...data, ...loggedRepository(data.repository) }
}

/** The application's declaration: evaluated again on every (simulated) reload. */
function declare(api: ReturnType<typeof server>, mode: OpenMode) {
  return createViewResource<Task>('tasks', {
    repository: api.repository,
    form: { inputs: { title: { label: 'Title' }, status: { type: 'select', label: 'State', options: STATUS } } },
    filters: { status: { type: 'select', label: 'Status', options: STATUS } },
    layouts: [layout.board<Task>({ groupBy: 'status', columns: ['todo', 'done'] }), layout.table()],
    views: { update: { open: mode } },
  })
}

/** The frame the update view is drawn in (the page itself for `'page'`). */
async function findFrame(kind: string): Promise<HTMLElement> {
  if (kind === 'custom') return screen.findByTestId('sheet')
  if (kind === 'page') return (await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement
  return screen.findByRole('dialog')
}

/** What the reader sees of the screen, to compare before and after a reload. */
async function screenOf(kind: string) {
  const frame = await findFrame(kind)
  const title = await within(frame).findByLabelText('Title')
  return {
    dialog: frame.getAttribute('role'),
    placement: frame.getAttribute('data-placement'),
    label: frame.getAttribute('aria-labelledby') ? document.getElementById(frame.getAttribute('aria-labelledby') ?? '')?.textContent : undefined,
    title: (title as HTMLInputElement).value,
    state: (within(frame).getByLabelText('State') as HTMLSelectElement).value,
    rows: screen.queryByRole('table') ? within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.textContent) : null,
  }
}

async function closeFrame(kind: string, frame: HTMLElement) {
  const name = kind === 'custom' ? 'Done' : kind === 'page' ? 'Cancel' : 'Close'
  fireEvent.click(within(frame.parentElement ?? frame).getAllByRole('button', { name }).at(-1) as HTMLElement)
}

describe.each(FRAMES)('a view opened over the list in a %s', (kind, mode) => {
  it('is restored by a reload from its URL alone, and closes back to the list with its query', async () => {
    const api = server()
    const first = renderApp([declare(api, mode)], { url: LIST_URL })
    const edit = (await screen.findAllByRole('link', { name: /^Edit Task/ }))[0]
    const record = (edit.getAttribute('aria-label') ?? '').replace(/^Edit /, '')
    const listRequest = api.requests.at(-1)
    expect(listRequest).toMatchObject({ page: 2, itemsPerPage: 5, order: { title: 'desc' }, filters: { status: 'done' } })
    edit.focus()
    fireEvent.click(edit)

    const before = await screenOf(kind)
    expect(before.title).toBe(record)
    const id = api.rows.find((row) => row.title === record)?.id
    const opened = parseViewPath(first.url())
    // Over the list with its query, or (a page) on its own URL carrying the list's query.
    expect(opened).toEqual(kind === 'page'
      ? { scope: 'admin', resource: 'tasks', action: 'update', id, list: LIST }
      : { scope: 'admin', resource: 'tasks', action: 'list', list: LIST, over: { resource: 'tasks', action: 'update', id } })
    if (kind !== 'page') await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6))
    const shown = first.url()
    const beforeReload = await screenOf(kind)

    // Reload: everything unmounted, the declarations evaluated again, a new store (empty cache).
    first.unmount()
    clearViewResources()
    const requestsBefore = api.calls.length
    const second = renderApp([declare(api, mode)], { url: shown })
    if (kind !== 'page') await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument())
    await waitFor(async () => expect(await screenOf(kind)).toEqual(beforeReload))
    const frame = await findFrame(kind)
    const after = api.calls.slice(requestsBefore)
    expect(after.filter((call) => call.method === 'getItem').map((call) => call.args[0])).toEqual([id])
    if (kind === 'page') expect(after.some((call) => call.method === 'getCollection')).toBe(false)
    else {
      expect(after.filter((call) => call.method === 'getCollection').map((call) => call.args[0])).toEqual([listRequest])
      await waitFor(() => expect(frame.contains(document.activeElement)).toBe(true))
    }
    expect(second.url()).toBe(shown)

    // Closing goes back to the list URL with its query, and draws that list.
    await closeFrame(kind, frame)
    await waitFor(() => expect(second.url()).toBe(LIST_URL))
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByTestId('sheet')).toBeNull()
    expect(api.requests.at(-1)).toEqual(listRequest)
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'descending')
  })

  it('closes on Back to the list with its query, and focus returns to what opened it', async () => {
    const api = server()
    const app = renderApp([declare(api, mode)], { url: LIST_URL })
    const edit = (await screen.findAllByRole('link', { name: /^Edit Task/ }))[0]
    edit.focus()
    fireEvent.click(edit)
    const frame = await findFrame(kind)
    await within(frame).findByLabelText('Title')
    expect(app.url()).not.toBe(LIST_URL)
    if (kind !== 'page') await waitFor(() => expect(frame.contains(document.activeElement)).toBe(true))

    await app.back()
    await waitFor(() => expect(app.url()).toBe(LIST_URL))
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api.requests.at(-1)).toMatchObject({ page: 2, itemsPerPage: 5, order: { title: 'desc' }, filters: { status: 'done' } })
    // A page view replaced the list, so its opener is gone; a frame hands focus back.
    if (kind !== 'page') expect(document.activeElement).toBe(screen.getByRole('link', { name: edit.getAttribute('aria-label') ?? '' }))

    // Forward-and-close: closing a view opened from here steps back, so Back never reopens it.
    await app.go(buildViewPath({ ...(parseViewPath(LIST_URL) ?? { scope: 'admin', resource: 'tasks', action: 'list' }), over: { resource: 'tasks', action: 'update', id: '2' } }))
    if (kind === 'page') await waitFor(() => expect(parseViewPath(app.url())).toMatchObject({ action: 'update', id: '2', list: LIST }))
    const reopened = await findFrame(kind)
    await within(reopened).findByLabelText('Title')
    await closeFrame(kind, reopened)
    await waitFor(() => expect(app.url()).toBe(LIST_URL))
  })
})

describe('an over-list link to an action that opens on a page', () => {
  it('lands on the page view, keeping the list query for the way back', async () => {
    const api = server()
    const url = buildViewPath({ scope: 'admin', resource: 'tasks', action: 'list', list: LIST, over: { resource: 'tasks', action: 'update', id: '4' } })
    const app = renderApp([declare(api, 'page')], { url })
    expect(await screen.findByLabelText('Title')).toHaveValue('Task 4')
    expect(parseViewPath(app.url())).toEqual({ scope: 'admin', resource: 'tasks', action: 'update', id: '4', list: LIST })
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(app.url()).toBe(LIST_URL))
  })
})
