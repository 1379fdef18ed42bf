import { toApiErrorData } from '../errors/ApiError'
import { BulkUnsupported } from '../repositories/BulkUnsupported'
import type { Repository } from '../types'
import { contextOf, createWriteCalls } from './createWriteCalls'
import { runBeforeDelete } from './hookShapes'
import type { ResourceHooks } from './types'
import type { BulkOutcome, DeleteManyArg, UpdateManyArg } from './ViewResource'

/** Bulk writes of a resource with its hooks applied. */
export interface BulkCalls<T> {
  /** The same change to every record of `ids` (as strings). */
  updateMany(arg: Omit<UpdateManyArg<T>, 'ids'> & { ids: readonly string[] }): Promise<BulkOutcome<T>>
  /** Deletes every record of `ids` (as strings). */
  deleteMany(arg: Omit<DeleteManyArg<T>, 'ids'> & { ids: readonly string[] }): Promise<BulkOutcome<T>>
}

/** Settles writes one record at a time, in order, telling each outcome apart. */
async function oneByOne<T>(ids: readonly string[], write: (id: string, index: number) => Promise<T>): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { done: [], failed: [], items: [] }
  for (const [index, id] of ids.entries()) {
    try {
      outcome.items.push(await write(id, index))
      outcome.done.push(id)
    } catch (error) {
      outcome.failed.push({ id, error: toApiErrorData(error) })
    }
  }
  return outcome
}

/**
 * Bulk writes: one request when the repository has `updateItems` /
 * `removeItems` and its backend a single request for them (all or nothing),
 * else the hooked single calls once per record. A `beforeUpdate` hook may
 * change each record's data differently, so with one the update goes record
 * by record; `beforeDelete` and `afterDelete` run for each record either way.
 */
export function createBulkCalls<T>(resourceId: string, repository: Repository<T>, hooks: ResourceHooks<T>, getId: (item: T) => string): BulkCalls<T> {
  const calls = createWriteCalls(resourceId, repository, hooks, getId)
  return {
    async updateMany(arg) {
      const single = () => oneByOne(arg.ids, (id) => calls.update({ id, data: arg.data, context: arg.context, ...(arg.meta ? { meta: arg.meta } : {}) }))
      if (!repository.updateItems || hooks.beforeUpdate) return single()
      const context = contextOf(arg)
      let saved: T[]
      try {
        saved = await repository.updateItems(arg.ids, arg.data, context)
      } catch (error) {
        if (error instanceof BulkUnsupported) return single()
        return { done: [], failed: arg.ids.map((id) => ({ id, error: toApiErrorData(error) })), items: [] }
      }
      const items: T[] = []
      for (const item of saved) items.push((await hooks.afterSave?.(item, contextOf(arg, 'update'))) ?? item)
      return { done: [...arg.ids], failed: [], items }
    },
    async deleteMany(arg) {
      const itemOf = (index: number): T => arg.items?.[index] ?? ({ id: arg.ids[index] } as T)
      const single = () => oneByOne(arg.ids, async (id, index) => {
        await calls.remove({ id, item: itemOf(index), context: arg.context, ...(arg.meta ? { meta: arg.meta } : {}) })
        return itemOf(index)
      })
      if (!repository.removeItems) return single()
      const context = contextOf(arg)
      const targets: { id: string; item: T }[] = []
      try {
        for (const [index, id] of arg.ids.entries()) targets.push(await runBeforeDelete(resourceId, hooks, id, itemOf(index), getId, context))
        await repository.removeItems(targets.map((target) => target.id), context)
      } catch (error) {
        if (error instanceof BulkUnsupported) return single()
        return { done: [], failed: arg.ids.map((id) => ({ id, error: toApiErrorData(error) })), items: [] }
      }
      for (const { item } of targets) await hooks.afterDelete?.(item, context)
      return { done: [...arg.ids], failed: [], items: targets.map((target) => target.item) }
    },
  }
}
