import fc from 'fast-check'
import { ApiError, createAtriumStore, createViewResource, type Repository } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { deferred, type Deferred } from '../support/deferred'
import { memoryRepository, type Article } from '../support/memoryRepository'
import { recordFigures } from '../support/reliabilityFigures'

const RUNS = 400
// About 9 s on a quiet 2-core machine: the limit leaves room for a loaded one.
const HEAVY_TEST_TIMEOUT_MS = 300_000
const seed: Article[] = [
  { id: '1', title: 'First', status: 'draft' },
  { id: '2', title: 'Second', status: 'published' },
  { id: '3', title: 'Third', status: 'draft' },
]

type Step =
  | { t: 'update'; target: number; data: Partial<Article>; accept: boolean }
  | { t: 'create'; title: string; accept: boolean }
  | { t: 'delete'; target: number; accept: boolean }
  | { t: 'settle'; pick: number }
  | { t: 'refetch' }

const title = fc.constantFrom('A', 'B', 'C', 'First', '')
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    t: fc.constant('update' as const), target: fc.nat(), accept: fc.boolean(),
    data: fc.oneof(fc.record({ title }), fc.record({ status: fc.constantFrom('draft' as const, 'published' as const) }), fc.record({ title, views: fc.nat(3) })),
  }),
  fc.record({ t: fc.constant('create' as const), title, accept: fc.boolean() }),
  fc.record({ t: fc.constant('delete' as const), target: fc.nat(), accept: fc.boolean() }),
  fc.record({ t: fc.constant('settle' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('settle' as const), pick: fc.nat() }),
  fc.constant({ t: 'refetch' as const }),
)

/** One write waiting for the test to let the server accept or refuse it. */
interface Pending { gate: Deferred<void>; accept: boolean; label: string }

/** The server of the current run; the resource's repository always talks to it. */
let server = memoryRepository(seed)
const pending: Pending[] = []
const decisions: boolean[] = []
function gated<R>(label: string, run: () => Promise<R>): Promise<R> {
  const gate = deferred<void>()
  pending.push({ gate, accept: decisions.shift() ?? true, label })
  return gate.promise.then(run)
}
const repository: Repository<Article> = {
  getCollection: (params) => server.repository.getCollection(params),
  getItem: (id) => server.repository.getItem(id),
  createItem: (data) => gated('create', () => server.repository.createItem(data)),
  updateItem: (id, data) => gated(`update ${id}`, () => server.repository.updateItem(id, data)),
  removeItem: (id) => gated(`delete ${id}`, () => server.repository.removeItem(id)),
}
const articles = createViewResource<Article>('reliability-optimistic', { repository })
afterAll(() => clearViewResources())

/** Lets the cache, RTK Query's delayed invalidations and refetches catch up. */
async function settleDown(times = 3): Promise<void> {
  for (let i = 0; i < times; i += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

function problems(list: { items: Article[]; total?: number } | undefined): string | undefined {
  if (!list) return 'no cached list'
  const ids = list.items.map((item) => item.id)
  if (new Set(ids).size !== ids.length) return `a row is drawn twice: ${ids.join(',')}`
  if (list.total !== list.items.length) return `total ${list.total} for ${list.items.length} rows`
  return undefined
}

describe('optimistic writes, settled in random order', () => {
  it(`leave the cache equal to the server in ${RUNS} random schedules of updates, creates and deletes`, async () => {
    let tried = 0
    let held = 0
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), fc.array(fc.nat(), { minLength: 14, maxLength: 14 }), async (steps, finalOrder) => {
        tried += 1
        server = memoryRepository(seed)
        pending.length = 0
        const store = createAtriumStore()
        const list = store.dispatch(articles.endpoints.list.initiate({}))
        const item = store.dispatch(articles.endpoints.read.initiate({ id: '1' }))
        const mutations: Array<Promise<unknown>> = []
        const cached = () => articles.endpoints.list.select({})(store.getState()).data
        const settle = async (pick: number) => {
          if (pending.length === 0) return
          const [write] = pending.splice(pick % pending.length, 1)
          if (write.accept) write.gate.resolve()
          else write.gate.reject(new ApiError({ status: 409, detail: `refused ${write.label}` }))
          await settleDown(1)
        }
        try {
          await list
          await item
          for (const s of steps) {
            const ids = [...new Set([...seed.map((row) => row.id), ...server.rows.keys(), '404'])]
            if (s.t === 'update' || s.t === 'delete' || s.t === 'create') decisions.push(s.accept)
            if (s.t === 'update') mutations.push(store.dispatch(articles.endpoints.update.initiate({ id: ids[s.target % ids.length], data: s.data })))
            else if (s.t === 'delete') mutations.push(store.dispatch(articles.endpoints.delete.initiate({ id: ids[s.target % ids.length] })))
            else if (s.t === 'create') mutations.push(store.dispatch(articles.endpoints.create.initiate({ data: { title: s.title, status: 'draft' } })))
            else if (s.t === 'settle') await settle(s.pick)
            else await list.refetch()
            await settleDown(1)
            const problem = problems(cached())
            if (problem) throw new Error(`after ${s.t}: ${problem}`)
          }
          for (let i = 0; pending.length > 0; i += 1) await settle(finalOrder[i % finalOrder.length])
          await Promise.all(mutations)
          await settleDown(6)
          // Everything settled: the list is the server's, and the cached item too.
          const truth = await server.repository.getCollection({})
          expect(cached()).toEqual(truth)
          expect(cached()?.items.some((row) => row.id.startsWith('optimistic:'))).toBe(false)
          const row = server.rows.get('1')
          if (row) expect(articles.endpoints.read.select({ id: '1' })(store.getState()).data).toEqual(row)
          held += 1
        } finally {
          list.unsubscribe()
          item.unsubscribe()
          decisions.length = 0
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    ).finally(() => recordFigures('optimistic-writes', [{ what: 'optimistic write schedules (updates, creates, deletes, refetches; accepted or refused in random order)', tried, held }]))
  }, HEAVY_TEST_TIMEOUT_MS)
})
