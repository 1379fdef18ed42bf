import { ApiError } from '../errors/ApiError'
import type { Collection, HookContext, ListParams, Repository } from '../types'
import type { ResourceHooks } from './types'
import type { CreateArg, DeleteArg, ListArg, ReadArg, UpdateArg } from './ViewResource'

/** The five calls of a resource with its hooks applied: before* → repository → after*. */
export interface DataCalls<T> {
  /** Lists records; the active filter is merged after `beforeList`. */
  list(arg: ListArg, signal?: AbortSignal): Promise<Collection<T>>
  /** Reads one record; `signal` reaches the repository as `context.signal`. */
  read(arg: ReadArg, signal?: AbortSignal): Promise<T>
  /** Creates a record; `landed` is called once the repository stored it (before `afterSave`). */
  create(arg: CreateArg<T>, landed?: () => void): Promise<T>
  /** Updates a record; `landed` is called once the repository stored it (before `afterSave`). */
  update(arg: UpdateArg<T>, landed?: () => void): Promise<T>
  /** Deletes a record; `landed` is called once the repository removed it (before `afterDelete`). */
  remove(arg: DeleteArg<T>, landed?: () => void): Promise<void>
}

function contextOf(arg: { context?: HookContext['viewResourceContext'] } | undefined, action?: HookContext['action'], signal?: AbortSignal): HookContext {
  const context: HookContext = { viewResourceContext: arg?.context ?? {} }
  if (action) context.action = action
  if (signal) context.signal = signal
  return context
}

function checkCollection<T>(resourceId: string, value: unknown): Collection<T> {
  const items = (value as { items?: unknown } | null)?.items
  if (!Array.isArray(items)) {
    throw new ApiError({ status: 0, title: 'Malformed collection', detail: `Resource '${resourceId}': the repository's getCollection must resolve to { items: [...], total? }.` })
  }
  const total = (value as { total?: unknown }).total
  if (total !== undefined && (typeof total !== 'number' || !Number.isFinite(total))) {
    throw new ApiError({ status: 0, title: 'Malformed collection', detail: `Resource '${resourceId}': the collection's total must be a finite number.` })
  }
  return value as Collection<T>
}

/** Builds the hooked data calls of one resource. */
export function createDataCalls<T>(resourceId: string, repository: Repository<T>, hooks: ResourceHooks<T> = {}): DataCalls<T> {
  return {
    async list(arg, signal) {
      const { context: viewContext, ...rest } = arg ?? {}
      const context = contextOf(arg, undefined, signal)
      let params: ListParams = rest
      params = (await hooks.beforeList?.(params, context)) ?? params
      // Merged after the hook on purpose: a hook may add filters but never lift the view's own.
      if (viewContext?.filter) params = { ...params, filters: { ...params.filters, ...viewContext.filter } }
      return checkCollection<T>(resourceId, await repository.getCollection(params, context))
    },
    async read(arg, signal) {
      const context = contextOf(arg, undefined, signal)
      const id = (await hooks.beforeRead?.(arg.id, context)) ?? arg.id
      return repository.getItem(id, context)
    },
    async create(arg, landed) {
      const context = contextOf(arg)
      const data = (await hooks.beforeCreate?.(arg.data, context)) ?? arg.data
      const saved = await repository.createItem(data, context)
      landed?.()
      return (await hooks.afterSave?.(saved, contextOf(arg, 'create'))) ?? saved
    },
    async update(arg, landed) {
      const context = contextOf(arg)
      const value = (await hooks.beforeUpdate?.({ id: arg.id, data: arg.data }, context)) ?? { id: arg.id, data: arg.data }
      const saved = await repository.updateItem(value.id, value.data, context)
      landed?.()
      return (await hooks.afterSave?.(saved, contextOf(arg, 'update'))) ?? saved
    },
    async remove(arg, landed) {
      const context = contextOf(arg)
      const id = (await hooks.beforeDelete?.(arg.id, context)) ?? arg.id
      await repository.removeItem(id, context)
      landed?.()
      await hooks.afterDelete?.(id, context)
    },
  }
}
