import { ApiError, type Collection, type HookContext, type ListParams, type Repository } from '../../../lib/index'
import { matchFilter } from '../../../lib/repositories/matchFilter'
import { deferred, type Deferred } from '../../support/deferred'

type Method = keyof Repository<unknown>

/** One call the repository received. */
export interface RecordCall {
  method: Method
  args: unknown[]
}

/**
 * An in-memory repository over an array of records, for the record views.
 * Each call is logged; `failNext` makes the next call of a method reject;
 * `hold` makes it wait until the returned deferred is resolved.
 */
export function recordRepository<R extends { id: string }>(initial: R[]) {
  const rows = initial.map((row) => ({ ...row }))
  const calls: RecordCall[] = []
  const failures = new Map<Method, ApiError[]>()
  const holds = new Map<Method, Deferred<void>[]>()
  let next = 100

  async function enter(method: Method, args: unknown[]) {
    calls.push({ method, args })
    const hold = holds.get(method)?.shift()
    if (hold) await hold.promise
    const failure = failures.get(method)?.shift()
    if (failure) throw failure
  }
  const find = (id: string) => {
    const row = rows.find((candidate) => candidate.id === id)
    if (!row) throw new ApiError({ status: 404, title: 'Not Found', detail: `No record ${id}` })
    return row
  }

  const repository: Repository<R> = {
    async getCollection(params: ListParams, context?: HookContext): Promise<Collection<R>> {
      await enter('getCollection', [params, context])
      const items = rows.filter((row) => matchFilter(row as unknown as Record<string, unknown>, params.filters))
      return { items: items.map((row) => ({ ...row })), total: items.length }
    },
    async getItem(id) {
      await enter('getItem', [id])
      return { ...find(id) }
    },
    async createItem(data) {
      await enter('createItem', [data])
      next += 1
      const row = { ...data, id: String(next) } as R
      rows.push(row)
      return { ...row }
    },
    async updateItem(id, data) {
      await enter('updateItem', [id, data])
      const row = find(id)
      Object.assign(row, data)
      return { ...row }
    },
    async removeItem(id) {
      await enter('removeItem', [id])
      find(id)
      rows.splice(rows.findIndex((row) => row.id === id), 1)
    },
  }

  return {
    repository,
    rows,
    calls,
    /** The calls of one method, in order. */
    callsOf: (method: Method) => calls.filter((call) => call.method === method),
    /** Makes the next call of `method` reject with `error`. */
    failNext: (method: Method, error: ApiError) => {
      failures.set(method, [...(failures.get(method) ?? []), error])
    },
    /** Makes the next call of `method` wait; resolve the deferred to let it go on. */
    hold: (method: Method): Deferred<void> => {
      const gate = deferred<void>()
      holds.set(method, [...(holds.get(method) ?? []), gate])
      return gate
    },
  }
}
