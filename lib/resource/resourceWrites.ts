import { withoutStashedFiles as withoutFiles } from '../dialects/fileValues'
import type { Action, Repository } from '../types'
import type { WithStringId } from './createDataCalls'
import { createWriteCalls, type WriteCalls } from './createWriteCalls'
import { applyOptimisticWrite, type OptimisticWrite, type PatchUtil } from './optimisticPatches'
import type { ResourceHooks } from './types'
import type { CreateArg, DeleteArg, ResourceTag, UpdateArg } from './ViewResource'

/** What a write's `onQueryStarted` receives of RTK Query (the part used here). */
export interface WriteLifecycle {
  /** The store's dispatch. */
  dispatch: never
  /** The store's state now. */
  getState(): unknown
  /** Settles with the write's answer, or rejects with its refusal. */
  queryFulfilled: Promise<{ data: unknown }>
  /** The write's request id. */
  requestId: string
}

/**
 * What the write code needs of its resource and of the start code. The start's modules come as values (`util`,
 * `patchReads`, `forgetReads`): this module loads on demand, and importing them would split them out of the
 * start's main chunk into start chunks of their own.
 */
export interface WriteSetup<T> {
  /** Resource id. */
  id: string
  /** The names of the resource's list and read endpoints. */
  names: { list: string; read: string }
  /** The resource's repository (host methods over the built-in one). */
  repository: Repository<T>
  /** The resource's hooks. */
  hooks?: ResourceHooks<T>
  /** Identifier of a record. */
  getId(item: T): string
  /** Whether writes of `action` are drawn before the API answers. */
  isOptimistic(action: Action): boolean
  /** `atriumApi.util`, loosely typed (endpoint names are dynamic). */
  util: PatchUtil & { invalidateTags(tags: ResourceTag[]): unknown }
  /** Puts `recipe`'s result in every cached read of a record (an update's answer). */
  patchReads(recordId: string, recipe: () => unknown, getState: () => unknown, dispatch: never): void
  /** Marks every cached read of a deleted record, to be dropped once no view shows it. */
  forgetReads(recordId: string, state: unknown, dispatch: never): void
}

/** A resource's writes (the hooked calls) and what each write does to the cache while it runs. */
export interface ResourceWrites<T> extends WriteCalls<T> {
  /** A create drawn before the API answers (when optimistic), taken back if refused. */
  createStarted(arg: CreateArg<T>, lifecycle: WriteLifecycle): Promise<void>
  /** An update drawn before the API answers (when optimistic); its answer stored in the record's reads. */
  updateStarted(arg: WithStringId<UpdateArg<T>>, lifecycle: WriteLifecycle): Promise<void>
  /** A delete drawn before the API answers (when optimistic); the record's reads dropped once it is done. */
  deleteStarted(arg: WithStringId<DeleteArg<T>>, lifecycle: WriteLifecycle): Promise<void>
}

/**
 * The write code of one resource: loaded on demand (loadResourceWrites), as a list's first paint writes nothing, and
 * fetched once the browser idles after the first view, and with the record views (which hold every form).
 */
export function resourceWrites<T>(setup: WriteSetup<T>): ResourceWrites<T> {
  const { id, names, getId, isOptimistic, util } = setup
  const listTag: ResourceTag = { type: id, id: 'LIST' }

  const optimistic = async (action: Action, write: OptimisticWrite<T>, lifecycle: WriteLifecycle) => {
    if (!isOptimistic(action)) return
    const undo = applyOptimisticWrite(util, names, getId, lifecycle.getState(), lifecycle.dispatch, write)
    try {
      await lifecycle.queryFulfilled
    } catch {
      undo()
      // The local undo cannot know what landed meanwhile (refetches, other writes): ask the API again.
      const tags = write.kind === 'create' ? [listTag] : [listTag, { type: id, id: write.id }]
      ;(lifecycle.dispatch as unknown as (action: unknown) => void)(util.invalidateTags(tags))
    }
  }

  return {
    ...createWriteCalls(id, setup.repository, setup.hooks, getId),
    createStarted: (arg, lifecycle) =>
      optimistic('create', { kind: 'create', item: { ...withoutFiles(arg.data), id: `optimistic:${lifecycle.requestId}` } as T }, lifecycle),
    async updateStarted(arg, lifecycle) {
      const drawn = optimistic('update', { kind: 'update', id: arg.id, data: withoutFiles(arg.data) }, lifecycle)
      try {
        const { data } = await lifecycle.queryFulfilled
        // The answer is the record now: it goes into the read cache (no GET of the item).
        setup.patchReads(arg.id, () => data, lifecycle.getState, lifecycle.dispatch)
      } catch { /* refused: nothing to store (the optimistic write is undone) */ }
      await drawn
    },
    async deleteStarted(arg, lifecycle) {
      const drawn = optimistic('delete', { kind: 'delete', id: arg.id }, lifecycle)
      try {
        await lifecycle.queryFulfilled
        setup.forgetReads(arg.id, lifecycle.getState(), lifecycle.dispatch)
      } catch { /* refused: the record is still there */ }
      await drawn
    },
  }
}
