// Node, no DOM: the cost of the store with N declared resources (argv[2]), through the public API.
//  - dispatch: a fixed action dispatched 100,000 times (every reducer and middleware sees it)
//  - cycles:   1,000 list initiate → settle → unsubscribe cycles on one resource (pages 1…10 in turn,
//              each one fetched again: forceRefetch, so the cache stays small and every cycle does a request)
// Prints one JSON line: { resources, dispatchMs: [...rounds], cyclesMs: [...rounds] }.
import { createAtriumStore, createViewResource } from '../../lib/index.ts'

type Row = { id: string; title: string }

const count = Number(process.argv[2] ?? 1)
const rounds = Number(process.argv[3] ?? 5)

const repository = {
  getCollection: async (params: { page?: number }) => ({ items: [{ id: String(params.page ?? 1), title: 'Row' }], total: 1 }),
  getItem: async (id: string) => ({ id, title: 'Row' }),
  createItem: async (data: Partial<Row>) => ({ id: 'new', title: 'Row', ...data }),
  updateItem: async (id: string, data: Partial<Row>) => ({ id, title: 'Row', ...data }),
  removeItem: async () => undefined,
}

const resources = []
for (let n = 0; n < count; n += 1) {
  resources.push(createViewResource<Row>(`resource${n}`, { name: `Resource ${n}`, repository, form: { inputs: { title: {} } } }))
}
const store = createAtriumStore({ persist: false, devTools: false })
const first = resources[0]

const now = () => performance.now()

function dispatchRound(times: number): number {
  const started = now()
  for (let n = 0; n < times; n += 1) store.dispatch({ type: 'atrium/bench/tick', payload: n })
  return now() - started
}

async function cycleRound(times: number): Promise<number> {
  const started = now()
  for (let n = 0; n < times; n += 1) {
    const subscription = store.dispatch(first.endpoints.list.initiate({ page: (n % 10) + 1 }, { forceRefetch: true }))
    await subscription
    subscription.unsubscribe()
  }
  return now() - started
}

dispatchRound(20_000)
await cycleRound(200)
const dispatchMs: number[] = []
const cyclesMs: number[] = []
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
for (let round = 0; round < rounds; round += 1) {
  gc()
  dispatchMs.push(dispatchRound(100_000))
}
gc()
cyclesMs.push(await cycleRound(1000))
console.log(JSON.stringify({ resources: count, dispatchMs, cyclesMs }))
// RTK Query keeps unused results for 60 s on timers: leave now.
process.exit(0)
