import type { Dialect, DialectOperation, DialectResponse } from '../dialects/Dialect'
import type { HookContext } from '../types'
import { BulkUnsupported } from './BulkUnsupported'

/** What the HTTP repository lends its bulk writes. */
export interface BulkTools {
  /** The resource's path. */
  path: string
  /** The dialect in use (loaded when it is the default one); undefined when it cannot be loaded. */
  dialect(): Dialect | Promise<Dialect | undefined>
  /** Sends one operation and reads its answer, as every other call does. */
  perform<R>(operation: DialectOperation, read: (dialect: Dialect, response: DialectResponse) => R, context?: HookContext): Promise<R>
}

function withMeta(context: HookContext | undefined): { meta?: HookContext['meta'] } {
  return context?.meta ? { meta: context.meta } : {}
}

// One request where the dialect spells one (all or nothing); else the caller writes one record at a time.
async function bulk<R>(tools: BulkTools, operation: DialectOperation, read: (dialect: Dialect, response: DialectResponse) => R, context?: HookContext): Promise<R> {
  const dialect = await tools.dialect()
  if (!dialect?.bulk) throw new BulkUnsupported(dialect?.name ?? 'hydra')
  return tools.perform(operation, read, context)
}

/** The same change to every record of `ids`, in one request; the records as stored when the API returns them. */
export function updateItems<T>(tools: BulkTools, ids: readonly string[], data: unknown, context?: HookContext): Promise<T[]> {
  return bulk(tools, { type: 'updateMany', path: tools.path, ids, data, ...withMeta(context) },
    (dialect, response) => (response.body === undefined ? [] : (dialect.readItems?.(response) ?? dialect.readCollection(response).items)) as T[], context)
}

/** Deletes every record of `ids` in one request. */
export function removeItems(tools: BulkTools, ids: readonly string[], context?: HookContext): Promise<void> {
  return bulk(tools, { type: 'deleteMany', path: tools.path, ids, ...withMeta(context) }, () => undefined, context)
}
