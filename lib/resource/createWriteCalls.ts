import { hasStashedFile } from '../dialects/fileValues'
import type { HookContext, Repository } from '../types'
import { runBeforeDelete, runBeforeUpdate } from './hookShapes'
import type { ResourceHooks } from './types'
import type { WithStringId } from './createDataCalls'
import type { CreateArg, DeleteArg, UpdateArg } from './ViewResource'

/** The three writes of a resource with its hooks applied: before* → repository → after*. */
export interface WriteCalls<T> {
  /** Creates a record; `landed` is called once the repository stored it (before `afterSave`). */
  create(arg: CreateArg<T>, landed?: () => void): Promise<T>
  /** Updates a record; `landed` is called once the repository stored it (before `afterSave`). */
  update(arg: WithStringId<UpdateArg<T>>, landed?: () => void): Promise<T>
  /** Deletes a record; `landed` is called once the repository removed it (before `afterDelete`). */
  remove(arg: WithStringId<DeleteArg<T>>, landed?: () => void): Promise<void>
}

/**
 * The context hooks and repository methods receive with a write (createDataCalls builds the reads' own: this module
 * loads on demand, and importing that start module would split it out of the start's main chunk).
 */
export function contextOf(arg: { context?: HookContext['viewResourceContext']; meta?: HookContext['meta'] } | undefined, action?: HookContext['action']): HookContext {
  const context: HookContext = { viewResourceContext: arg?.context ?? {} }
  if (action) context.action = action
  if (arg?.meta) context.meta = arg.meta
  return context
}

/**
 * Builds the hooked writes of one resource; `getId` reads the id of a record a `beforeDelete` returns. Loaded on
 * demand with the rest of the write code (see loadResourceWrites): a list's first paint does not need it.
 */
export function createWriteCalls<T>(resourceId: string, repository: Repository<T>, hooks: ResourceHooks<T> = {}, getId: (item: T) => string = () => ''): WriteCalls<T> {
  return {
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
        const value = hooks.beforeUpdate ? await runBeforeUpdate(resourceId, hooks, arg.id, data, context) : { id: arg.id, data }
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
      const { id, item } = hooks.beforeDelete ? await runBeforeDelete(resourceId, hooks, arg.id, given, getId, context) : { id: arg.id, item: given }
      await repository.removeItem(id, context)
      landed?.()
      await hooks.afterDelete?.(item, context)
    },
  }
}
