// Issue 14: a read is aborted when the last view that wanted it is gone, but
// never when another view takes it over in the same commit, and a view that
// comes back to a read given up reads again without showing any error.
import { act, screen, waitFor } from '@testing-library/react'
import { createViewResource, type HookContext, type Repository } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { deferred, flush, type Deferred } from '../support/deferred'
import { renderApp } from '../views/support/renderApp'

afterEach(() => clearViewResources())

interface Row { id: string; title: string; [key: string]: unknown }

/** A repository whose answers wait until the test releases them; each call records its abort signal. */
function gatedRepository(rows: Row[]) {
  const calls: Array<{ method: 'list' | 'read'; signal?: AbortSignal; gate: Deferred<void> }> = []
  const wait = async (method: 'list' | 'read', context?: HookContext) => {
    const gate = deferred<void>()
    calls.push({ method, signal: context?.signal, gate })
    await new Promise<void>((resolve, reject) => {
      context?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
      void gate.promise.then(resolve)
    })
  }
  const repository: Repository<Row> = {
    async getCollection(_params, context) { await wait('list', context); return { items: rows.map((row) => ({ ...row })), total: rows.length } },
    async getItem(id, context) { await wait('read', context); return { ...rows.find((row) => row.id === id)! } },
    async createItem(data) { return { id: 'new', title: '', ...data } },
    async updateItem(id, data) { return { ...rows.find((row) => row.id === id)!, ...data } },
    async removeItem() { /* not used */ },
  }
  const release = (method: 'list' | 'read') => { for (const call of calls) if (call.method === method) call.gate.resolve() }
  return { repository, calls, release }
}

/** The texts of the alerts on screen (the notice region's empty one aside). */
const shownAlerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '').filter((text) => text !== '')

function declare(rows: Row[]) {
  const gated = gatedRepository(rows)
  const resource = createViewResource<Row>('notes', {
    name: 'Notes', repository: gated.repository, titleField: 'title',
    views: { read: { open: 'drawer' }, update: { open: 'drawer' } },
    form: { inputs: { title: { type: 'text', label: 'Title' } } },
  })
  return { resource, ...gated }
}

describe('reads of views that were left', () => {
  it('the update view opened from the read view takes its read over: not aborted, one request', async () => {
    const { resource, calls, release } = declare([{ id: '1', title: 'First' }])
    const app = renderApp([resource], { url: '/admin/notes/list/notes/read/1' })
    await waitFor(() => expect(calls.filter((call) => call.method === 'read')).toHaveLength(1))
    await app.go('/admin/notes/list/notes/update/1')
    await flush()
    const reads = calls.filter((call) => call.method === 'read')
    expect(reads).toHaveLength(1)
    expect(reads[0].signal?.aborted).toBe(false)
    release('read')
    expect(await screen.findByDisplayValue('First')).toBeInTheDocument()
  })

  it('a read left alone is aborted; coming back reads again and shows the record, no error', async () => {
    const { resource, calls, release } = declare([{ id: '1', title: 'First' }])
    const app = renderApp([resource], { url: '/admin/notes/read/1' })
    await waitFor(() => expect(calls.filter((call) => call.method === 'read')).toHaveLength(1))
    await app.go('/admin/notes/list')
    await waitFor(() => expect(calls.find((call) => call.method === 'read')?.signal?.aborted).toBe(true))
    release('list')
    await app.go('/admin/notes/read/1')
    await waitFor(() => expect(calls.filter((call) => call.method === 'read')).toHaveLength(2))
    expect(shownAlerts()).toEqual([])
    release('read')
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument()
    expect(shownAlerts()).toEqual([])
  })

  it('a list whose refetch was given up shows its rows on return and reads again, never the abort', async () => {
    const { resource, calls, release } = declare([{ id: '1', title: 'First' }])
    const app = renderApp([resource], { url: '/admin/notes/list' })
    await waitFor(() => expect(calls).toHaveLength(1))
    release('list')
    await screen.findByText('First')
    // A refetch starts (another client changed the data), then the reader leaves for a record page.
    act(() => { app.store.dispatch(resource.api.util.invalidateTags([{ type: 'notes', id: 'LIST' }])) })
    await waitFor(() => expect(calls.filter((call) => call.method === 'list')).toHaveLength(2))
    await app.go('/admin/notes/create')
    await waitFor(() => expect(calls.filter((call) => call.method === 'list')[1].signal?.aborted).toBe(true))
    await app.go('/admin/notes/list')
    expect(await screen.findByText('First')).toBeInTheDocument()
    await waitFor(() => expect(calls.filter((call) => call.method === 'list')).toHaveLength(3))
    expect(shownAlerts()).toEqual([])
    // The answer is drawn inside act: what it changes on screen is what the next line reads.
    await act(async () => {
      release('list')
      await flush()
    })
    expect(shownAlerts()).toEqual([])
  })
})
