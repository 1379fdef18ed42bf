import { ApiError, type Collection, type ListParams, type Repository } from '../../../lib/index'
import { compareValues } from '../../../lib/filters/fieldValues'
import { matchFilter } from '../../../lib/repositories/matchFilter'

/** A record of the list tests. */
export interface Task {
  id: string
  title: string
  status: 'todo' | 'done'
  done?: boolean
  due?: string
  link?: string
  createdAt?: string
  [key: string]: unknown
}

/** Options of `listRepository`. */
export interface ListRepositoryOptions {
  /** Answer a total with each page. Defaults to `true`. */
  withTotal?: boolean
  /** Ids whose delete the API refuses, with the reason. */
  refuseDelete?: Record<string, string>
}

/** An in-memory repository over an array, which records each list request and can be made to fail. */
export function listRepository(initial: Task[], options: ListRepositoryOptions = {}) {
  const rows = initial.map((row) => ({ ...row }))
  const requests: ListParams[] = []
  const failures: ApiError[] = []
  const repository: Repository<Task> = {
    async getCollection(params: ListParams): Promise<Collection<Task>> {
      requests.push(params)
      const failure = failures.shift()
      if (failure) throw failure
      const matching = rows.filter((row) => matchFilter(row, params.filters))
      const order = Object.entries(params.order ?? {})
      matching.sort((a, b) => {
        for (const [field, direction] of order) {
          const result = compareValues(a[field], b[field])
          if (result) return direction === 'desc' ? -result : result
        }
        return 0
      })
      const size = params.itemsPerPage ?? 25
      const start = ((params.page ?? 1) - 1) * size
      const items = matching.slice(start, start + size).map((row) => ({ ...row }))
      return options.withTotal === false ? { items } : { items, total: matching.length }
    },
    async getItem(id) {
      const row = rows.find((candidate) => candidate.id === id)
      if (!row) throw new ApiError({ status: 404, detail: `No task ${id}` })
      return { ...row }
    },
    async createItem(data) {
      const row = { status: 'todo' as const, title: '', ...data, id: String(rows.length + 1) }
      rows.push(row)
      return { ...row }
    },
    async updateItem(id, data) {
      const row = rows.find((candidate) => candidate.id === id)
      if (!row) throw new ApiError({ status: 404, detail: `No task ${id}` })
      Object.assign(row, data)
      return { ...row }
    },
    async removeItem(id) {
      const reason = options.refuseDelete?.[id]
      if (reason) throw new ApiError({ status: 409, title: 'Conflict', detail: reason })
      const index = rows.findIndex((candidate) => candidate.id === id)
      if (index < 0) throw new ApiError({ status: 404, detail: `No task ${id}` })
      rows.splice(index, 1)
    },
  }
  return {
    repository,
    rows,
    requests,
    /** The last list request. */
    last: () => requests[requests.length - 1],
    /** Makes the next list request fail with this error. */
    failNext: (error: ApiError) => { failures.push(error) },
  }
}

/** `count` tasks named "Task 1"…, alternately todo and done. */
export function makeTasks(count: number, extra: (index: number) => Partial<Task> = () => ({})): Task[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    title: `Task ${index + 1}`,
    status: index % 2 === 0 ? 'todo' : 'done',
    ...extra(index),
  }))
}
