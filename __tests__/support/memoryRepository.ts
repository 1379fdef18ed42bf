import { ApiError, type Collection, type ListParams, type Repository } from '../../lib/index'

/** A record of the test resources. */
export interface Article {
  id: string
  title: string
  status: 'draft' | 'published'
  views?: number
}

/** An in-memory repository that records its calls, for engine tests. */
export function memoryRepository(initial: Article[]) {
  const rows = new Map(initial.map((row) => [row.id, { ...row }]))
  const calls: Array<{ method: string; args: unknown[] }> = []
  let next = initial.length + 1
  const repository: Repository<Article> = {
    async getCollection(params: ListParams): Promise<Collection<Article>> {
      calls.push({ method: 'getCollection', args: [params] })
      const items = [...rows.values()].filter((row) =>
        Object.entries(params.filters ?? {}).every(([key, value]) => (row as unknown as Record<string, unknown>)[key] === value))
      return { items: items.map((row) => ({ ...row })), total: items.length }
    },
    async getItem(id) {
      calls.push({ method: 'getItem', args: [id] })
      const row = rows.get(id)
      if (!row) throw new ApiError({ status: 404, detail: `No article ${id}` })
      return { ...row }
    },
    async createItem(data) {
      calls.push({ method: 'createItem', args: [data] })
      const row = { status: 'draft' as const, title: '', ...data, id: String(next++) }
      rows.set(row.id, row)
      return { ...row }
    },
    async updateItem(id, data) {
      calls.push({ method: 'updateItem', args: [id, data] })
      const row = rows.get(id)
      if (!row) throw new ApiError({ status: 404, detail: `No article ${id}` })
      Object.assign(row, data)
      return { ...row }
    },
    async removeItem(id) {
      calls.push({ method: 'removeItem', args: [id] })
      if (!rows.delete(id)) throw new ApiError({ status: 404, detail: `No article ${id}` })
    },
  }
  return { repository, rows, calls }
}
