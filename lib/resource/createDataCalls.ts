import { ApiError } from '../errors/ApiError'
import type { Collection, HookContext, ListParams, Repository } from '../types'
import { hasStashedFile } from '../dialects/fileValues'
import type { ResourceHooks } from './types'
import type { CreateArg, DeleteArg, ListArg, ReadArg, UpdateArg } from './ViewResource'

/** An endpoint's argument once its id is a string (the endpoints turn a record's number id into one). */
export type WithStringId<A> = A & { id: string }

/** The five calls of a resource with its hooks applied: before* → repository → after*. */
export interface DataCalls<T> {
  /** Lists records; the active filter is merged after `beforeList`. */
  list(arg: ListArg<T>, signal?: AbortSignal): Promise<Collection<T>>
  /** Reads one record; `signal` reaches the repository as `context.signal`. */
  read(arg: WithStringId<ReadArg<T>>, signal?: AbortSignal): Promise<T>
  /** Creates a record; `landed` is called once the repository stored it (before `afterSave`). */
  create(arg: CreateArg<T>, landed?: () => void): Promise<T>
  /** Updates a record; `landed` is called once the repository stored it (before `afterSave`). */
  update(arg: WithStringId<UpdateArg<T>>, landed?: () => void): Promise<T>
  /** Deletes a record; `landed` is called once the repository removed it (before `afterDelete`). */
  remove(arg: WithStringId<DeleteArg<T>>, landed?: () => void): Promise<void>
}

/** The context hooks and repository methods receive. */
export function contextOf(
  arg: { context?: HookContext['viewResourceContext']; meta?: HookContext['meta'] } | undefined,
  action?: HookContext['action'],
  signal?: AbortSignal,
): HookContext {
  const context: HookContext = { viewResourceContext: arg?.context ?? {} }
  if (action) context.action = action
  if (signal) context.signal = signal
  if (arg?.meta) context.meta = arg.meta
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

/** Builds the hooked data calls of one resource; `getId` reads the id of a record a `beforeDelete` returns. */
export function createDataCalls<T>(resourceId: string, repository: Repository<T>, hooks: ResourceHooks<T> = {}, getId: (item: T) => string = () => ''): DataCalls<T> {
  return {
    async list(arg, signal) {
      const { context: viewContext, ...rest } = arg ?? {}
      const context = contextOf(arg, undefined, signal)
      let params: ListParams<T> = rest
      // Awaited only when there is a hook: with none, the request leaves in this call.
      if (hooks.beforeList) params = (await hooks.beforeList(params, context)) ?? params
      // Merged after the hook on purpose: a hook may add filters but never lift the view's own. The
      // view's filter comes from the URL, kept to the resource's declared filters: fields of `T`.
      if (viewContext?.filter) params = { ...params, filters: { ...params.filters, ...viewContext.filter } as ListParams<T>['filters'] }
      if (params.meta && !context.meta) context.meta = params.meta
      return checkCollection<T>(resourceId, await repository.getCollection(params, context))
    },
    async read(arg, signal) {
      const context = contextOf(arg, undefined, signal)
      const id = hooks.beforeRead ? await (await import('./hookShapes')).runBeforeRead(resourceId, hooks, arg.id, context) : arg.id
      return repository.getItem(id, context)
    },
    async create(arg, landed) {
      const context = contextOf(arg)
      // Files chosen in a form wait outside the store (fileStash) until they are sent.
      let saved: T
      const stash = hasStashedFile(arg.data) ? await import('./fileStash') : undefined
      try {
        const given = stash ? stash.takeFiles(arg.data) : arg.data
        const data = (await hooks.beforeCreate?.(given, context)) ?? given
        saved = await repository.createItem(data, context)
      } finally {
        // A refused save is sent again from the form, which still holds the files.
        stash?.releaseFiles(arg.data)
      }
      landed?.()
      return (await hooks.afterSave?.(saved, contextOf(arg, 'create'))) ?? saved
    },
    async update(arg, landed) {
      const context = contextOf(arg)
      let saved: T
      const stash = hasStashedFile(arg.data) ? await import('./fileStash') : undefined
      try {
        const data = stash ? stash.takeFiles(arg.data) : arg.data
        // The hooks' shapes (and the 0.1 ones still read) load with the first resource that has such a hook.
        const value = hooks.beforeUpdate ? await (await import('./hookShapes')).runBeforeUpdate(resourceId, hooks, arg.id, data, context) : { id: arg.id, data }
        saved = await repository.updateItem(value.id, value.data, context)
      } finally {
        stash?.releaseFiles(arg.data)
      }
      landed?.()
      return (await hooks.afterSave?.(saved, contextOf(arg, 'update'))) ?? saved
    },
    async remove(arg, landed) {
      const context = contextOf(arg)
      // A record never read is known by its id only.
      const given = arg.item ?? ({ id: arg.id } as T)
      const { id, item } = hooks.beforeDelete
        ? await (await import('./hookShapes')).runBeforeDelete(resourceId, hooks, arg.id, given, getId, context)
        : { id: arg.id, item: given }
      await repository.removeItem(id, context)
      landed?.()
      await hooks.afterDelete?.(item, context)
    },
  }
}
