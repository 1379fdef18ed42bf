import { atriumApi } from '../state/atriumApi'
import { deletedRecordReads } from '../state/viewReads'
import { deferredIds } from '../state/deferredDeletes'
import { toApiErrorData, type ApiErrorData } from '../errors/ApiError'
import { isAbortedError, mayHaveLanded } from '../network/networkErrors'
import type { Action, Collection, Repository } from '../types'
import type { DataCalls } from './createDataCalls'
import { endpointNames } from '../state/endpointNames'
import { freezeAnswer } from './freezeAnswer'
import { listEntryTag } from './listsHoldingRecords'
import { loadedResourceWrites, loadResourceWrites } from './loadResourceWrites'
import type { ResourceWrites, WriteSetup } from './resourceWrites'
import type { ResourceHooks } from './types'
import type {
  BulkOutcome, CachePatch, CacheUpdate, CreateArg, DeleteArg, DeleteManyArg, ListArg, ReadArg, ResourceEndpoints, ResourceUtil, TypedViewResource, UpdateArg,
  UpdateManyArg, ViewResource,
} from './ViewResource'

/** What the endpoint builder needs from a resource. */
export interface ResourceApiParts<T> {
  /** Resource id: endpoint names and the tag type derive from it. */
  id: string
  /** Hooked reads (list, read). */
  calls: DataCalls<T>
  /** The repository the writes go to (their code, hooks applied, loads on demand: loadResourceWrites). */
  repository: Repository<T>
  /** The resource's hooks, for the writes. */
  hooks?: ResourceHooks<T>
  /** Hooked bulk writes, their code loaded on the first one. */
  bulk: () => Promise<import('./createBulkCalls').BulkCalls<T>>
  /** Identifier of a record. */
  getId(item: T): string
  /** Whether writes of `action` are drawn before the API answers. */
  isOptimistic(action: Action): boolean
  /** Tells when the data changed elsewhere (another tab); returns the unsubscribe function. */
  observe?: (onChange: () => void) => () => void
}

/** The meta of a failed write whose change reached the repository before a later step (an after* hook) threw. */
interface LandedMeta { landed: true }
const hasLanded = (meta: unknown): boolean => (meta as Partial<LandedMeta> | undefined)?.landed === true

async function run<R>(call: (landed: () => void) => Promise<R>): Promise<{ data: R } | { error: ApiErrorData; meta?: LandedMeta }> {
  let landed = false
  try {
    return { data: await call(() => { landed = true }) }
  } catch (error) {
    // A write that landed before failing changed the data: its lists must be fetched again (invalidatesTags reads the meta).
    return landed ? { error: toApiErrorData(error), meta: { landed } } : { error: toApiErrorData(error) }
  }
}

// Endpoint names are dynamic (one set per resource), so the typed util is used through this loose view.
type ReadCacheUtil = {
  selectCachedArgsForQuery(state: unknown, name: string): unknown[]
  updateQueryData(name: string, arg: unknown, recipe: (draft: never) => unknown): CacheUpdate
}
const cacheUtil = () => atriumApi.util as unknown as ReadCacheUtil

/** Changes every cached read of a record (by `recipe`: an update's answer in place of it, say); returns the undos. */
function patchReads(readName: string, recordId: string, recipe: (draft: never) => unknown, getState: () => unknown, dispatch: (action: never) => unknown): CachePatch[] {
  const patches: CachePatch[] = []
  for (const arg of cacheUtil().selectCachedArgsForQuery(getState(), readName) as ReadArg[]) {
    if (arg && String(arg.id) === recordId) patches.push(cacheUtil().updateQueryData(readName, arg, recipe)(dispatch as never, getState))
  }
  return patches
}

/** Marks every cached read of a deleted record, to be dropped once no view shows it. */
function forgetReads(readName: string, recordId: string, state: unknown, dispatch: (action: unknown) => unknown): void {
  const util = atriumApi.util as unknown as ReadCacheUtil
  const args = (util.selectCachedArgsForQuery(state, readName) as ReadArg[]).filter((arg) => arg !== undefined && String(arg.id) === recordId)
  if (args.length > 0) dispatch(deletedRecordReads({ endpointName: readName, recordId, args }))
}

/**
 * A list's answer without the records whose delete is deferred: drawn away at once, they would come back with any
 * list read again before their DELETE is sent (another record's write, a pushed change) while their notice says deleted.
 */
function withoutDeferred<T>(answer: Collection<T>, ids: ReadonlySet<string> | undefined, getId: (item: T) => string): Collection<T> {
  if (!ids) return answer
  const items = answer.items.filter((item) => { try { return !ids.has(getId(item)) } catch { return true } })
  const gone = answer.items.length - items.length
  return gone === 0 ? answer : { ...answer, items, ...(typeof answer.total === 'number' ? { total: Math.max(0, answer.total - gone) } : {}) }
}

/**
 * Whether a cached read must be asked again when a view subscribes to it,
 * even with data: its last request was given up (its view was left: RTK
 * Query's `AbortError`, or Atrium's aborted `ApiError`) or refused for want of
 * a session (401, which the sign-in that follows lifts). Otherwise a view
 * coming back would show that stale error instead of reading again.
 */
function askAgain({ endpointState }: { endpointState?: { error?: unknown } }): boolean {
  const error = endpointState?.error as { name?: unknown; status?: unknown } | undefined
  return error !== undefined && (isAbortedError(error) || error.status === 401)
}

/** Injects one resource's endpoints into `atriumApi` and returns its API slice and endpoints. */
export function buildResourceApi<T>(parts: ResourceApiParts<T>): Pick<TypedViewResource<T>, 'api' | 'endpoints' | 'util'> {
  const { id, calls, bulk, getId, isOptimistic, observe } = parts
  const names = endpointNames(id)
  const listTag = { type: id, id: 'LIST' }

  // The writes' code (hooked calls, optimistic drawing) loads on demand: a write runs it at once when it is loaded
  // (preloaded when the browser idles after the first view, and with the record views), else once it is.
  const setup: WriteSetup<T> = {
    id, names, repository: parts.repository, hooks: parts.hooks, getId, isOptimistic,
    util: atriumApi.util as unknown as WriteSetup<T>['util'],
    patchReads: (recordId, recipe, getState, dispatch) => { patchReads(names.read, recordId, recipe, getState, dispatch) },
    forgetReads: (recordId, state, dispatch) => forgetReads(names.read, recordId, state, dispatch),
  }
  let writes: ResourceWrites<T> | undefined
  const withWrites = <R>(use: (code: ResourceWrites<T>) => Promise<R>): Promise<R> => {
    const module = loadedResourceWrites()
    if (module) return use(writes ??= module.resourceWrites(setup))
    return loadResourceWrites().then((loaded) => use(writes ??= loaded.resourceWrites(setup)))
  }
  // A write whose code could not load fails in its queryFn (saying so): its lifecycle has nothing to draw.
  const whileWriting = (use: (code: ResourceWrites<T>) => Promise<void>): Promise<void> => withWrites(use).catch(() => undefined)

  // Reads carry a tag of their own as well (`<resource>/read`), so a deleted record's reads can be dropped alone.
  const api = atriumApi.enhanceEndpoints({ addTagTypes: [id, names.read] }).injectEndpoints({
    overrideExisting: true,
    endpoints: (build) => ({
      [names.list]: build.query<Collection<T>, ListArg<T> | void>({
        queryFn: (arg, api) => run(async () => freezeAnswer(withoutDeferred(await calls.list(arg ?? {}, api.signal), deferredIds(api.getState(), id), getId))),
        forceRefetch: askAgain,
        // One tag of its own, not one per record: `listsHoldingRecords` finds the lists holding a record.
        providesTags: (_result, _error, arg) => [listTag, listEntryTag(id, arg)],
        async onCacheEntryAdded(_arg, { dispatch, cacheEntryRemoved }) {
          if (!observe) return
          const stop = observe(() => { dispatch(atriumApi.util.invalidateTags([id])) })
          await cacheEntryRemoved
          stop()
        },
      }),
      [names.read]: build.query<T, ReadArg<T>>({
        queryFn: (arg, api) => run(async () => freezeAnswer(await calls.read({ ...arg, id: String(arg.id) }, api.signal))),
        forceRefetch: askAgain,
        providesTags: (_result, _error, arg) => [{ type: id, id: String(arg.id) }, { type: names.read, id: String(arg.id) }],
      }),
      [names.create]: build.mutation<T, CreateArg<T>>({
        queryFn: (arg) => run((landed) => withWrites((code) => code.create(arg, landed))),
        // A create with no answer (dropped, timed out, a gateway's 502–504) may have landed: its lists are read again, to show it if it did.
        invalidatesTags: (_result, error, _arg, meta) => (error && !hasLanded(meta) && !mayHaveLanded(error) ? [] : [listTag]),
        onQueryStarted: (arg, lifecycle) => whileWriting((code) => code.createStarted(arg, lifecycle as never)),
      }),
      [names.update]: build.mutation<T, UpdateArg<T>>({
        queryFn: (arg) => run((landed) => withWrites((code) => code.update({ ...arg, id: String(arg.id) }, landed))),
        // The answer is the record now: it goes into the read cache (no GET of
        // the item), and only the lists are fetched again.
        invalidatesTags: (_result, error, arg, meta) => (!error ? [listTag] : hasLanded(meta) ? [listTag, { type: id, id: String(arg.id) }] : []),
        onQueryStarted: (arg, lifecycle) => whileWriting((code) => code.updateStarted({ ...arg, id: String(arg.id) }, lifecycle as never)),
      }),
      [names.delete]: build.mutation<null, DeleteArg<T>>({
        // RTK Query refuses `{ data: undefined }`: a delete answers `null`.
        queryFn: (arg) => run((landed) => withWrites(async (code) => { await code.remove({ ...arg, id: String(arg.id) }, landed); return null })),
        // Only the lists are read again: the record's own reads would answer 404. They are dropped instead, once unused.
        invalidatesTags: (_result, error, _arg, meta) => (error && !hasLanded(meta) ? [] : [listTag]),
        onQueryStarted: (arg, lifecycle) => whileWriting((code) => code.deleteStarted({ ...arg, id: String(arg.id) }, lifecycle as never)),
      }),
      // Bulk writes answer what happened record by record; the lists and the records written are read again.
      [names.updateMany]: build.mutation<BulkOutcome<T>, UpdateManyArg<T>>({
        queryFn: (arg) => run(async () => (await bulk()).updateMany({ ...arg, ids: arg.ids.map(String) })),
        invalidatesTags: (result) => (result && result.done.length > 0 ? [listTag, ...result.done.map((done) => ({ type: id, id: done }))] : []),
      }),
      [names.deleteMany]: build.mutation<BulkOutcome<T>, DeleteManyArg<T>>({
        queryFn: (arg) => run(async () => (await bulk()).deleteMany({ ...arg, ids: arg.ids.map(String) })),
        invalidatesTags: (result) => (result && result.done.length > 0 ? [listTag, ...result.done.map((done) => ({ type: id, id: done }))] : []),
      }),
    }),
  })

  const all = api.endpoints as unknown as Record<string, unknown>
  const endpoints = {
    list: all[names.list], read: all[names.read], create: all[names.create], update: all[names.update], delete: all[names.delete],
    updateMany: all[names.updateMany], deleteMany: all[names.deleteMany],
  } as unknown as ResourceEndpoints<T>
  // Typed cache helpers over the same names and tags (RTK Query types `util` by static endpoint names).
  const util: ResourceUtil<T> = {
    updateList: (arg, recipe) => cacheUtil().updateQueryData(names.list, arg ?? {}, recipe as (draft: never) => unknown),
    updateRecord: (recordId, recipe) => (dispatch, getState) => {
      const patches = patchReads(names.read, String(recordId), recipe as (draft: never) => unknown, getState, dispatch)
      return { undo: () => patches.reverse().forEach((patch) => patch.undo()) }
    },
    listTag,
    recordTag: (recordId) => ({ type: id, id: String(recordId) }),
  }
  return { api: api as unknown as ViewResource<T>['api'], endpoints, util }
}
