import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { assertAtriumStore } from '../../store/assertAtriumStore'
import { atriumApi } from '../../store/atriumApi'
import { toApiErrorData, type ApiErrorData } from '../errors/ApiError'
import type { Action, Collection } from '../types'
import type { DataCalls } from './createDataCalls'
import { applyOptimisticWrite, type OptimisticWrite } from './optimisticPatches'
import type { CreateArg, DeleteArg, ListArg, ReadArg, ResourceEndpoints, UpdateArg, ViewResource } from './ViewResource'

/** What the endpoint builder needs from a resource. */
export interface ResourceApiParts<T> {
  /** Resource id: endpoint names and the tag type derive from it. */
  id: string
  /** Hooked data calls. */
  calls: DataCalls<T>
  /** Identifier of a record. */
  getId(item: T): string
  /** Whether writes of `action` are drawn before the API answers. */
  isOptimistic(action: Action): boolean
  /** Tells when the data changed elsewhere (another tab); returns the unsubscribe function. */
  observe?: (onChange: () => void) => () => void
}

/** The names of a resource's endpoints inside `atriumApi`. */
export function endpointNames(id: string) {
  return { list: `${id}/list`, read: `${id}/read`, create: `${id}/create`, update: `${id}/update`, delete: `${id}/delete` }
}

const checkedStores = new WeakSet<object>()

async function run<R>(api: BaseQueryApi, call: () => Promise<R>): Promise<{ data: R } | { error: ApiErrorData }> {
  try {
    if (!checkedStores.has(api.getState)) {
      assertAtriumStore({ getState: api.getState, dispatch: api.dispatch })
      checkedStores.add(api.getState)
    }
    return { data: await call() }
  } catch (error) {
    return { error: toApiErrorData(error) }
  }
}

/** Injects one resource's endpoints into `atriumApi` and returns its API slice and endpoints. */
export function buildResourceApi<T>(parts: ResourceApiParts<T>): Pick<ViewResource<T>, 'api' | 'endpoints'> {
  const { id, calls, getId, isOptimistic, observe } = parts
  const names = endpointNames(id)
  const listTag = { type: id, id: 'LIST' }
  const safeId = (item: T): string => { try { return getId(item) } catch { return '' } }

  const optimistic = async <A>(
    action: Action,
    write: OptimisticWrite<T>,
    lifecycle: { dispatch: never; getState(): unknown; queryFulfilled: Promise<unknown> },
  ) => {
    if (!isOptimistic(action)) return
    const undo = applyOptimisticWrite(names, getId, lifecycle.getState(), lifecycle.dispatch, write)
    try { await lifecycle.queryFulfilled } catch { undo() }
  }

  const api = atriumApi.enhanceEndpoints({ addTagTypes: [id] }).injectEndpoints({
    overrideExisting: true,
    endpoints: (build) => ({
      [names.list]: build.query<Collection<T>, ListArg>({
        queryFn: (arg, api) => run(api, () => calls.list(arg)),
        providesTags: (result) => [listTag, ...(result?.items ?? []).map((item) => ({ type: id, id: safeId(item) }))],
        async onCacheEntryAdded(_arg, { dispatch, cacheEntryRemoved }) {
          if (!observe) return
          const stop = observe(() => { dispatch(atriumApi.util.invalidateTags([id])) })
          await cacheEntryRemoved
          stop()
        },
      }),
      [names.read]: build.query<T, ReadArg>({
        queryFn: (arg, api) => run(api, () => calls.read(arg)),
        providesTags: (_result, _error, arg) => [{ type: id, id: arg.id }],
      }),
      [names.create]: build.mutation<T, CreateArg<T>>({
        queryFn: (arg, api) => run(api, () => calls.create(arg)),
        invalidatesTags: (_result, error) => (error ? [] : [listTag]),
        onQueryStarted: (arg, lifecycle) =>
          optimistic('create', { kind: 'create', item: { ...arg.data, id: `optimistic:${lifecycle.requestId}` } as T }, lifecycle as never),
      }),
      [names.update]: build.mutation<T, UpdateArg<T>>({
        queryFn: (arg, api) => run(api, () => calls.update(arg)),
        invalidatesTags: (_result, error, arg) => (error ? [] : [listTag, { type: id, id: arg.id }]),
        onQueryStarted: (arg, lifecycle) => optimistic('update', { kind: 'update', id: arg.id, data: arg.data }, lifecycle as never),
      }),
      [names.delete]: build.mutation<null, DeleteArg<T>>({
        // RTK Query refuses `{ data: undefined }`: a delete answers `null`.
        queryFn: (arg, api) => run(api, async () => { await calls.remove(arg); return null }),
        invalidatesTags: (_result, error, arg) => (error ? [] : [listTag, { type: id, id: arg.id }]),
        onQueryStarted: (arg, lifecycle) => optimistic('delete', { kind: 'delete', id: arg.id }, lifecycle as never),
      }),
    }),
  })

  const all = api.endpoints as unknown as Record<string, unknown>
  const endpoints = {
    list: all[names.list], read: all[names.read], create: all[names.create], update: all[names.update], delete: all[names.delete],
  } as unknown as ResourceEndpoints<T>
  return { api: api as unknown as ViewResource<T>['api'], endpoints }
}
