import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ApiError, configureAtrium, createAtriumStore, createHttpRepository, createViewResource, restDialect, type Collection, type QuotaUsage } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { deferred } from '../../support/deferred'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

afterEach(() => clearViewResources())

const form = { inputs: { title: { label: 'Title' } } }
const region = (name: string) => screen.getByRole('region', { name })

describe('loading', () => {
  it('draws skeleton rows in a region marked aria-busy until the records arrive', async () => {
    const answer = deferred<Collection<Task>>()
    renderList(createViewResource<Task>('loading', { name: 'Tasks', form, repository: { getCollection: () => answer.promise } }))
    expect(region('Tasks')).toHaveAttribute('aria-busy', 'true')
    expect(document.querySelectorAll('.atrium-table__skeleton').length).toBeGreaterThan(0)
    await act(async () => answer.resolve({ items: makeTasks(1), total: 1 }))
    await waitFor(() => expect(region('Tasks')).toHaveAttribute('aria-busy', 'false'))
    expect(screen.getByText('Task 1')).toBeInTheDocument()
    expect(document.querySelectorAll('.atrium-table__skeleton')).toHaveLength(0)
  })
})

describe('empty', () => {
  it('says so and offers to create the first record when creating is allowed', async () => {
    const data = listRepository([])
    const view = renderList(createViewResource<Task>('empty', { name: 'tasks', form, repository: data.repository }))
    expect(await screen.findByText('No tasks yet.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Create the first one' }))
    expect(view.open).toHaveBeenCalledWith('create', undefined, undefined)
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('has no call to action (nor create button) when creating is refused', async () => {
    const data = listRepository([])
    renderList(createViewResource<Task>('empty-readonly', { name: 'tasks', form, repository: data.repository, permissions: 'readonly' }))
    expect(await screen.findByText('No tasks yet.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create the first one' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull()
  })

  it('says that nothing matches when a filter is applied', async () => {
    const data = listRepository(makeTasks(2))
    const filter = encodeURIComponent(JSON.stringify({ title: 'nothing like it' }))
    renderList(createViewResource<Task>('empty-filtered', { name: 'tasks', form, repository: data.repository, filters: { title: { type: 'text' } } }), { url: `/admin/empty-filtered/list?filter=${filter}` })
    expect(await screen.findByText('No tasks match these filters.')).toBeInTheDocument()
    // Others exist: not "the first one".
    expect(screen.queryByRole('button', { name: 'Create the first one' })).toBeNull()
    // No pages to go to nor a page size to choose ("Previous Next 0 in all Per page"), nothing to export.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Export 0 tasks as CSV' })).toBeDisabled()
  })

  it('a page past the end says so and offers page 1, not "No tasks yet."', async () => {
    const data = listRepository(makeTasks(3))
    renderList(createViewResource<Task>('past-end', { name: 'tasks', form, repository: data.repository }), { url: '/admin/past-end/list?page=999' })
    expect(await screen.findByText('There is nothing on page 999.')).toBeInTheDocument()
    expect(screen.queryByText('No tasks yet.')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Create the first one' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 1' }))
    expect(await screen.findByText('Task 1')).toBeInTheDocument()
  })
})

describe('error', () => {
  it('shows the API’s detail in an alert, and Retry asks again', async () => {
    const data = listRepository(makeTasks(1))
    data.failNext(new ApiError({ status: 503, title: 'Unavailable', detail: 'The database is being restarted.' }))
    renderList(createViewResource<Task>('failing', { form, repository: data.repository }))
    expect(await screen.findByText('The list could not be loaded: The database is being restarted.')).toHaveAttribute('role', 'alert')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Task 1')).toBeInTheDocument()
    expect(screen.queryByText(/could not be loaded/)).toBeNull()
    expect(data.requests).toHaveLength(2)
  })

  // The HTTP repository's own errors carry the request (method and address) for developers; a person reads what happened.
  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'the server could not be reached.'],
    ['no answer in time', (_url: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    }), 'the server did not answer in time.'],
  ])('%s: says so in words, not as the request', async (_case, fetch, words) => {
    configureAtrium({ api: { baseUrl: 'https://api.test', fetch: fetch as typeof globalThis.fetch, retry: false, timeoutMs: 50 } })
    try {
      const resource = createViewResource<Task>('unreachable', { form, repository: createHttpRepository<Task>({ path: '/tasks', dialect: restDialect() }) })
      const store = createAtriumStore()
      renderList(resource, { store })
      const alert = await screen.findByText(`The list could not be loaded: ${words}`)
      expect(alert).toHaveAttribute('role', 'alert')
      expect(alert.textContent).not.toMatch(/GET|https:/)
      // The store keeps the request for developers (Redux DevTools).
      expect(JSON.stringify(store.getState())).toMatch(/\(GET https:\/\/api\.test\/tasks/)
    } finally {
      configureAtrium({})
    }
  })
})

describe('header and quota', () => {
  it('shows the title, description and icon, and a create button', async () => {
    const data = listRepository(makeTasks(1))
    const view = renderList(createViewResource<Task>('header', {
      form, repository: data.repository, title: 'All tasks', description: 'What the team works on.', icon: '✓',
    }))
    expect(screen.getByRole('heading', { level: 1, name: 'All tasks' })).toBeInTheDocument()
    expect(screen.getByText('What the team works on.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(view.open).toHaveBeenCalledWith('create', undefined, undefined)
    expect(await screen.findByText('Task 1')).toBeInTheDocument()
  })

  it('once the quota is reached, keeps Create in the header, disabled, and draws the fallback with the usage under the header as its reason', async () => {
    const data = listRepository(makeTasks(3))
    const Upgrade = ({ usage }: { usage: QuotaUsage }) => <p>Plan full: {usage.used} of {usage.limit}. Delete one to add another.</p>
    renderList(createViewResource<Task>('quota-component', {
      form, repository: data.repository, quota: { get: async () => ({ used: 3, limit: 3 }), fallback: Upgrade },
    }))
    const reason = await screen.findByText('Plan full: 3 of 3. Delete one to add another.')
    const create = screen.getByRole('button', { name: 'Create' })
    expect(create).toBeDisabled()
    expect(create).toHaveAccessibleDescription('Plan full: 3 of 3. Delete one to add another.')
    fireEvent.click(create)
    // The header holds what it holds below the quota (its heading and the button), so it keeps its height: the reason is under it.
    const header = create.closest('header')!
    expect([...header.children].map((child) => child.tagName)).toEqual(['H1', 'BUTTON'])
    expect(header).not.toContainElement(reason)
    expect(header.compareDocumentPosition(reason) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('draws a quota fallback given as an element under the header, and Create enabled while the quota is not reached', async () => {
    const data = listRepository(makeTasks(1))
    let used = 1
    const quota = { get: () => ({ used, limit: 2 }), fallback: <a href="/billing">Upgrade</a> }
    const resource = createViewResource<Task>('quota-element', { form, repository: data.repository, quota })
    const first = renderList(resource)
    expect(await screen.findByRole('button', { name: 'Create' })).toBeEnabled()
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull()
    first.unmount()
    used = 2
    const second = renderList(resource)
    expect(await screen.findByRole('link', { name: 'Upgrade' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(second.open).not.toHaveBeenCalled()
  })

  it('a reached quota without a fallback still says why Create is disabled, and what to do', async () => {
    const data = listRepository(makeTasks(2))
    renderList(createViewResource<Task>('quota-bare', { name: 'tasks', form, repository: data.repository, quota: { get: () => ({ used: 2, limit: 2 }), fallback: null } }))
    const reason = await screen.findByText('You have reached the limit of 2 tasks. Delete one to add another.')
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAccessibleDescription(reason.textContent!)
  })

  it('keeps the note\'s place once the quota is read: the usage below the limit, the reason at it, in one place (the rows do not move)', async () => {
    const data = listRepository(makeTasks(1))
    let used = 1
    const resource = createViewResource<Task>('quota-place', { name: 'tasks', form, repository: data.repository, quota: { get: () => ({ used, limit: 2 }), fallback: null } })
    const below = renderList(resource)
    const usage = await screen.findByText('1 of 2 tasks used.')
    const note = usage.parentElement!
    expect(note).toHaveClass('atrium-list__quota')
    const reason = screen.getByText('You have reached the limit of 2 tasks. Delete one to add another.')
    // Both drawn, one over the other: the reason hidden (and read by no one) while creating is allowed.
    expect(note).toContainElement(reason)
    expect(usage).not.toHaveAttribute('aria-hidden', 'true')
    expect(reason.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Create' })).not.toHaveAttribute('aria-describedby')
    below.unmount()
    used = 2
    renderList(resource)
    const atLimit = await screen.findByText('2 of 2 tasks used.')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled())
    expect(atLimit).toHaveAttribute('aria-hidden', 'true')
    const shown = screen.getByText('You have reached the limit of 2 tasks. Delete one to add another.')
    expect(shown.closest('[aria-hidden="true"]')).toBeNull()
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAccessibleDescription(shown.textContent!)
  })

  it('lets components.header and components.empty replace the built-in ones, and null put them back', async () => {
    const data = listRepository([])
    const Header = ({ title, children }: { title: string; children?: ReactNode }) => <div><h1>Custom {title}</h1>{children}</div>
    const Empty = ({ children }: { children?: ReactNode }) => <div><p>Nothing here, start now.</p>{children}</div>
    const resource = createViewResource<Task>('slots', {
      name: 'tasks', form, repository: data.repository, components: { header: Header, empty: Empty },
      views: { read: { components: { header: null } } },
    })
    const first = renderList(resource)
    expect(screen.getByRole('heading', { name: 'Custom tasks' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument()
    expect(await screen.findByText('Nothing here, start now.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create the first one' })).toBeInTheDocument()
    first.unmount()
    clearViewResources()

    renderList(createViewResource<Task>('slots', {
      name: 'tasks', form, repository: data.repository, components: { header: Header, empty: Empty },
      views: { list: { components: { header: null, empty: null } } },
    }))
    expect(screen.getByRole('heading', { name: 'tasks' })).toBeInTheDocument()
    expect(await screen.findByText('No tasks yet.')).toBeInTheDocument()
  })
})
