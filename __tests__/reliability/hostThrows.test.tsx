// Issue 8: a host hook or repository method that throws — synchronously or
// not, an Error or any other value — reaches the view as an ApiError, and the
// store stays consistent (serializable, equal to the server once settled).
import { act, fireEvent, screen } from '@testing-library/react'
import {
  createAtriumStore, createViewResource, isApiError, type ApiErrorData, type AtriumStore, type Repository, type ResourceHooks, type ViewResource,
} from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { memoryRepository, type Article } from '../support/memoryRepository'
import { recordFigures } from '../support/reliabilityFigures'
import { renderList } from '../views/support/renderList'

const seed: Article[] = [
  { id: '1', title: 'First', status: 'draft' },
  { id: '2', title: 'Second', status: 'published' },
]

interface Thrower {
  name: string
  /** Throws (or rejects with) the value. */
  fail(): never | Promise<never>
  /** The detail the view must show. */
  detail: string | RegExp
  status?: number
}

const throwers: Thrower[] = [
  { name: 'a synchronous Error', fail: () => { throw new Error('sync hook failure') }, detail: 'sync hook failure' },
  { name: 'a rejected TypeError', fail: async () => { throw new TypeError('async hook failure') }, detail: 'async hook failure' },
  { name: 'an Error without a message', fail: () => { throw new RangeError() }, detail: 'RangeError' },
  { name: 'an Error with a status', fail: () => { throw Object.assign(new Error('Gone away'), { status: 410 }) }, detail: 'Gone away', status: 410 },
  { name: 'a thrown string', fail: () => { throw 'a plain string' }, detail: 'a plain string' },
  { name: 'a rejected string', fail: () => Promise.reject('rejected string'), detail: 'rejected string' },
  { name: 'a number', fail: () => { throw 42 }, detail: /\S/ },
  { name: 'null', fail: () => { throw null }, detail: /\S/ },
  { name: 'undefined', fail: () => Promise.reject(undefined), detail: /\S/ },
  { name: 'a plain object', fail: () => { throw { code: 'E_HOST' } }, detail: /\S/ },
  { name: 'a symbol', fail: () => { throw Symbol('odd') }, detail: /\S/ },
  { name: 'an ApiError-shaped object', fail: () => { throw { name: 'ApiError', status: 409, detail: 'Locked by someone else' } }, detail: 'Locked by someone else', status: 409 },
]

type Call = 'list' | 'read' | 'create' | 'update' | 'delete'
interface Site {
  name: string
  call: Call
  /** Where the failure sits. */
  hook?: keyof ResourceHooks<Article>
  method?: keyof Repository<Article>
  /** Whether the server changed before the failure (an after* hook). */
  wrote: boolean
}

const sites: Site[] = [
  { name: 'hooks.beforeList', call: 'list', hook: 'beforeList', wrote: false },
  { name: 'hooks.beforeRead', call: 'read', hook: 'beforeRead', wrote: false },
  { name: 'hooks.beforeCreate', call: 'create', hook: 'beforeCreate', wrote: false },
  { name: 'hooks.beforeUpdate', call: 'update', hook: 'beforeUpdate', wrote: false },
  { name: 'hooks.beforeDelete', call: 'delete', hook: 'beforeDelete', wrote: false },
  { name: 'hooks.afterSave (create)', call: 'create', hook: 'afterSave', wrote: true },
  { name: 'hooks.afterSave (update)', call: 'update', hook: 'afterSave', wrote: true },
  { name: 'hooks.afterDelete', call: 'delete', hook: 'afterDelete', wrote: true },
  { name: 'repository.getCollection', call: 'list', method: 'getCollection', wrote: false },
  { name: 'repository.getItem', call: 'read', method: 'getItem', wrote: false },
  { name: 'repository.createItem', call: 'create', method: 'createItem', wrote: false },
  { name: 'repository.updateItem', call: 'update', method: 'updateItem', wrote: false },
  { name: 'repository.removeItem', call: 'delete', method: 'removeItem', wrote: false },
]

let declared = 0
function declare(site: Site, thrower: Thrower, optimistic: boolean) {
  const server = memoryRepository(seed)
  const state = { failing: true }
  const failing = <A extends unknown[], R>(real?: (...args: A) => R) => (...args: A) => (state.failing ? thrower.fail() : real?.(...args)) as R
  const repository: Repository<Article> = { ...server.repository }
  if (site.method) (repository as unknown as Record<string, unknown>)[site.method] = failing(server.repository[site.method] as (...args: unknown[]) => unknown)
  const hooks: ResourceHooks<Article> = site.hook ? { [site.hook]: failing() } : {}
  declared += 1
  const resource = createViewResource<Article>(`host-throws-${declared}`, {
    name: 'Articles', repository, hooks, optimistic, form: { inputs: { title: { label: 'Title' } } },
  })
  return { resource, server, state }
}

async function settleDown(times = 4): Promise<void> {
  for (let i = 0; i < times; i += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

async function perform(store: AtriumStore, resource: ViewResource<Article>, call: Call): Promise<{ error?: unknown }> {
  const { endpoints } = resource
  switch (call) {
    case 'list': {
      const query = store.dispatch(endpoints.list.initiate({ page: 2 }))
      const result = await query
      query.unsubscribe()
      return result
    }
    case 'read': {
      const query = store.dispatch(endpoints.read.initiate({ id: '1' }))
      const result = await query
      query.unsubscribe()
      return result
    }
    case 'create': return store.dispatch(endpoints.create.initiate({ data: { title: 'Third', status: 'draft' } }))
    case 'update': return store.dispatch(endpoints.update.initiate({ id: '1', data: { title: 'Changed' } }))
    case 'delete': return store.dispatch(endpoints.delete.initiate({ id: '2' }))
  }
}

const figures: Array<{ what: string; tried: number; held: number; note?: string }> = []
afterAll(() => recordFigures('host-throws', figures))
afterEach(() => clearViewResources())

describe('a host hook or repository method that throws', () => {
  const cases = sites.flatMap((site) => throwers.flatMap((thrower) =>
    (site.call === 'list' || site.call === 'read' ? [false] : [true, false]).map((optimistic) => ({ site, thrower, optimistic }))))
  const row = { what: 'throwing host hooks and repository methods (13 sites × 12 thrown values, optimistic on/off)', tried: 0, held: 0 }
  figures.push(row)

  it.each(cases.map((c) => [`${c.site.name}, ${c.thrower.name}${c.site.call === 'list' || c.site.call === 'read' ? '' : c.optimistic ? ', optimistic' : ', not optimistic'}`, c] as const))(
    '%s: an ApiError with a readable detail, and a consistent store',
    async (_label, { site, thrower, optimistic }) => {
      row.tried += 1
      const { resource, server, state } = declare(site, thrower, optimistic)
      const store = createAtriumStore()
      // A list on screen, as when the write is made from the list view.
      const list = store.dispatch(resource.endpoints.list.initiate({}))
      try {
        if (site.call !== 'list') await list
        const result = await perform(store, resource, site.call)
        await settleDown()

        expect(result.error).toBeDefined()
        const error = result.error as ApiErrorData
        expect(isApiError(error)).toBe(true)
        expect(typeof error.detail).toBe('string')
        expect(error.detail).toMatch(typeof thrower.detail === 'string' ? thrower.detail : thrower.detail)
        expect(error.status).toBe(thrower.status ?? 0)
        // Plain data in the store: it survives a JSON round trip unchanged.
        expect(JSON.parse(JSON.stringify(error))).toEqual(error)
        expect(JSON.parse(JSON.stringify(store.getState()))).toEqual(store.getState())

        // Consistent: once settled, what the list shows is what the server holds.
        state.failing = false
        await settleDown()
        const truth = await server.repository.getCollection({})
        if (!site.wrote) expect(truth.items).toEqual(seed)
        if (site.call !== 'list') {
          expect(resource.endpoints.list.select({})(store.getState()).data).toEqual(truth)
        } else {
          await act(async () => { await list.refetch() })
          expect(resource.endpoints.list.select({})(store.getState()).data).toEqual(truth)
        }
        expect(resource.endpoints.list.select({})(store.getState()).data?.items.some((item) => item.id.startsWith('optimistic:'))).toBe(false)
        row.held += 1
      } finally {
        list.unsubscribe()
      }
    },
  )
})

describe('the list view, when beforeList throws', () => {
  it.each(throwers.map((thrower) => [thrower.name, thrower] as const))('%s: shows the error with a Retry that recovers', async (_name, thrower) => {
    const { resource, state } = declare(sites[0], thrower, true)
    renderList(resource)
    const alert = await screen.findByText(/^The list could not be loaded: /)
    expect(alert).toHaveAttribute('role', 'alert')
    if (typeof thrower.detail === 'string') expect(alert).toHaveTextContent(thrower.detail)
    expect(screen.queryByText('First')).toBeNull()
    state.failing = false
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Retry' })) })
    expect(await screen.findByText('First')).toBeInTheDocument()
    expect(screen.getByText('Second')).toBeInTheDocument()
    expect(screen.queryByText(/could not be loaded/)).toBeNull()
  })
})
