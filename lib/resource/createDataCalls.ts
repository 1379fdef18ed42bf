import { ApiError } from '../errors/ApiError'
import type { Collection, HookContext, ListParams, Repository } from '../types'
import type { ResourceHooks } from './types'
import type { ListArg, ReadArg } from './ViewResource'

/** An endpoint's argument once its id is a string (the endpoints turn a record's number id into one). */
export type WithStringId<A> = A & { id: string }

/**
 * The two reads of a resource with its hooks applied: before* → repository. Its writes (create, update, delete) are
 * `createWriteCalls`, loaded on demand with the rest of the write code: a list's first paint does not need them.
 */
export interface DataCalls<T> {
  /** Lists records; the active filter is merged after `beforeList`. */
  list(arg: ListArg<T>, signal?: AbortSignal): Promise<Collection<T>>
  /** Reads one record; `signal` reaches the repository as `context.signal`. */
  read(arg: WithStringId<ReadArg<T>>, signal?: AbortSignal): Promise<T>
}

/** The context hooks and repository methods receive with a read (createWriteCalls has the writes' own). */
function contextOf(arg: { context?: HookContext['viewResourceContext']; meta?: HookContext['meta'] } | undefined, signal?: AbortSignal): HookContext {
  const context: HookContext = { viewResourceContext: arg?.context ?? {} }
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

/** Builds the hooked reads of one resource. */
export function createDataCalls<T>(resourceId: string, repository: Repository<T>, hooks: ResourceHooks<T> = {}): DataCalls<T> {
  return {
    async list(arg, signal) {
      const { context: viewContext, ...rest } = arg ?? {}
      const context = contextOf(arg, signal)
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
      const context = contextOf(arg, signal)
      const id = hooks.beforeRead ? await (await import('./hookShapes')).runBeforeRead(resourceId, hooks, arg.id, context) : arg.id
      return repository.getItem(id, context)
    },
  }
}
