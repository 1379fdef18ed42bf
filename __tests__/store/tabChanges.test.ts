// Writes made in another tab of the browser: the tab that wrote tells the others through a BroadcastChannel (ids only);
// they stamp the records as changed elsewhere and read them and the resource's lists again. Jest's jsdom has no
// BroadcastChannel: an in-memory one stands in (one message bus per name, never delivered to its sender), installed
// before the stores are made. The browser journey is __tests__/e2e/journeys.tabEdits.
import { createAtriumStore, createViewResource, selectRealtime, type Repository } from '../../lib/index'
import { remoteChangeKey } from '../../slices/realtimeSlice'
import { clearViewResources } from '../../lib/state/registry'

class MemoryChannel {
  static buses = new Map<string, Set<MemoryChannel>>()
  onmessage: ((event: { data: unknown }) => void) | null = null
  constructor(readonly name: string) {
    const bus = MemoryChannel.buses.get(name) ?? new Set<MemoryChannel>()
    MemoryChannel.buses.set(name, bus)
    bus.add(this)
  }
  postMessage(data: unknown) {
    const copy = structuredClone(data)
    for (const other of MemoryChannel.buses.get(this.name) ?? []) if (other !== this) other.onmessage?.({ data: copy })
  }
  close() { MemoryChannel.buses.get(this.name)?.delete(this) }
}

interface Category { id: string; name: string }

function declare() {
  const rows: Category[] = [{ id: '1', name: 'News' }, { id: '2', name: 'Opinion' }]
  let lists = 0
  const repository: Repository<Category> = {
    async getCollection() { lists += 1; return { items: rows.map((row) => ({ ...row })), total: rows.length } },
    async getItem(id) { return { ...rows.find((row) => row.id === id)! } },
    async createItem(data) { const row = { id: String(rows.length + 1), name: '', ...data }; rows.push(row); return row },
    async updateItem(id, data) { const row = rows.find((candidate) => candidate.id === id)!; Object.assign(row, data); return { ...row } },
    async removeItem(id) { rows.splice(rows.findIndex((row) => row.id === id), 1) },
  }
  const resource = createViewResource<Category>('categories', { repository, titleField: 'name' })
  return { resource, lists: () => lists }
}

const stampOf = (store: { getState(): unknown }, id: string) => selectRealtime(store.getState())?.remoteChanges[remoteChangeKey('categories', id)]

beforeEach(() => { (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = MemoryChannel })
afterEach(() => {
  delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel
  MemoryChannel.buses.clear()
  clearViewResources()
})

test("a tab's update is stamped in the other tab, whose list and record are read again; its own is not stamped", async () => {
  const { resource, lists } = declare()
  const here = createAtriumStore({ persist: false })
  const there = createAtriumStore({ persist: false })
  const list = there.dispatch(resource.endpoints.list.initiate({ page: 1 }))
  const read = there.dispatch(resource.endpoints.read.initiate({ id: '2' }))
  await list
  await read
  expect(lists()).toBe(1)

  await here.dispatch(resource.endpoints.update.initiate({ id: '2', data: { name: 'Opinion (edited)' } }))
  expect(stampOf(there, '2')).toEqual(expect.any(Number))
  expect(stampOf(here, '2')).toBeUndefined()
  // Read again there: the list, and the record as saved.
  await new Promise<void>((resolve) => { const stop = there.subscribe(() => { if (lists() >= 2) { stop(); resolve() } }); if (lists() >= 2) { stop(); resolve() } })
  const fresh = await there.dispatch(resource.endpoints.read.initiate({ id: '2' }))
  expect(fresh.data?.name).toBe('Opinion (edited)')
  list.unsubscribe()
  read.unsubscribe()
})

test('a create refreshes the lists without stamping; a delete stamps its record; messages of another shape are ignored', async () => {
  const { resource, lists } = declare()
  const here = createAtriumStore({ persist: false })
  const there = createAtriumStore({ persist: false })
  const list = there.dispatch(resource.endpoints.list.initiate({ page: 1 }))
  await list
  await here.dispatch(resource.endpoints.create.initiate({ data: { name: 'Releases' } }))
  await new Promise<void>((resolve) => { const stop = there.subscribe(() => { if (lists() >= 2) { stop(); resolve() } }); if (lists() >= 2) { stop(); resolve() } })
  expect(selectRealtime(there.getState())?.remoteChanges).toEqual({})

  const deleted = await here.dispatch(resource.endpoints.delete.initiate({ id: '1' }))
  expect(deleted.error).toBeUndefined()
  expect(stampOf(there, '1')).toEqual(expect.any(Number))

  const outsider = new MemoryChannel('atrium.changes')
  for (const data of [null, 'categories', { resourceId: 'nobody', ids: ['1'] }, { resourceId: 'categories', ids: 'all' }, { resourceId: 'categories', kind: 'update', ids: [{}] }]) {
    expect(() => outsider.postMessage(data)).not.toThrow()
  }
  expect(Object.keys(selectRealtime(there.getState())?.remoteChanges ?? {})).toEqual([remoteChangeKey('categories', '1')])
  list.unsubscribe()
})
