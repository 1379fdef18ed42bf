import type { Api, coreModuleName, MutationDefinition, QueryDefinition, reactHooksModuleName } from '@reduxjs/toolkit/query/react'
import type { UnknownAction } from '@reduxjs/toolkit'
import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import type { ApiErrorData } from '../errors/ApiError'
import type { Action, Collection, ListParams, RecordId, Repository, RequestMeta, ViewResourceContext } from '../types'
import type { QuotaState } from './quota'
import type { AnyActionOptions, AnyRepository, AnyResourceEndpoints, AnyResourceOptions } from './anyResourceTypes'
import type { ActionOptions, ViewResourceOptions } from './types'

// The endpoint types below are read off `Api<…>['endpoints']`, which RTK Query's React module
// augments with the hooks since RTK 2.0: named hook types such as `TypedUseQuery` only exist
// from RTK 2.2.7, and declarations naming them would turn every hook into `any` on older hosts.

/** The base query every resource endpoint runs under: errors are `ApiErrorData`. */
export type AtriumBaseQuery = BaseQueryFn<void, symbol, ApiErrorData>

/** Argument of a list request; `order` and `filters` keys are fields of `T`. */
export interface ListArg<T = unknown> extends ListParams<T> {
  /** The surrounding view. */
  context?: ViewResourceContext
}
/** Argument of a read request; `meta` holds backend options of this request (Strapi's `locale`). */
export interface ReadArg<T = unknown> {
  /** The record's id. */
  id: RecordId<T>
  /** The surrounding view. */
  context?: ViewResourceContext
  /** Backend options of this request. */
  meta?: RequestMeta
}
/** Argument of a create request. */
export type CreateArg<T> = { data: Partial<T>; context?: ViewResourceContext; meta?: RequestMeta }
/** Argument of an update request. */
export type UpdateArg<T> = { id: RecordId<T>; data: Partial<T>; context?: ViewResourceContext; meta?: RequestMeta }
/** Argument of a delete request; `item` lets onChange publish the deleted record. */
export type DeleteArg<T> = { id: RecordId<T>; item?: T; context?: ViewResourceContext; meta?: RequestMeta }
/** Argument of a bulk update: the same change to every record of `ids`. */
export type UpdateManyArg<T> = { ids: readonly RecordId<T>[]; data: Partial<T>; context?: ViewResourceContext; meta?: RequestMeta }
/** Argument of a bulk delete; `items` (same order as `ids`) reach the hooks and onChange. */
export type DeleteManyArg<T> = { ids: readonly RecordId<T>[]; items?: readonly T[]; context?: ViewResourceContext; meta?: RequestMeta }

/**
 * What a bulk write did, record by record (serializable). One request (a
 * dialect with `bulk`) succeeds or fails as a whole; one request per record
 * tells each apart.
 */
export interface BulkOutcome<T> {
  /** Ids written, in order. */
  done: string[]
  /** Ids refused, with the API's reason. */
  failed: { id: string; error: ApiErrorData }[]
  /** The records: as stored (update, when the API returns them) or as deleted. */
  items: T[]
}

type Q<A, R> = QueryDefinition<A, AtriumBaseQuery, string, R, 'atriumApi'>
type M<A, R> = MutationDefinition<A, AtriumBaseQuery, string, R, 'atriumApi'>

/** The endpoint definitions of one resource; a list's argument may be left out (`useQuery()`). */
export interface ResourceDefinitions<T> {
  list: Q<ListArg<T> | void, Collection<T>>
  read: Q<ReadArg<T>, T>
  create: M<CreateArg<T>, T>
  update: M<UpdateArg<T>, T>
  delete: M<DeleteArg<T>, null>
  updateMany: M<UpdateManyArg<T>, BulkOutcome<T>>
  deleteMany: M<DeleteManyArg<T>, BulkOutcome<T>>
}

/** The modules every Atrium API slice is built with: RTK Query's core and its React hooks. */
type AtriumModules = typeof coreModuleName | typeof reactHooksModuleName

/** A query endpoint with its React hooks (`useQuery`, `useQueryState`, `useLazyQuery`…). */
export type QueryEndpoint<A, R> = Api<AtriumBaseQuery, { endpoint: Q<A, R> }, 'atriumApi', string, AtriumModules>['endpoints']['endpoint']

/** A mutation endpoint with its React hook (`useMutation`). */
export type MutationEndpoint<A, R> = Api<AtriumBaseQuery, { endpoint: M<A, R> }, 'atriumApi', string, AtriumModules>['endpoints']['endpoint']

/** A resource's RTK Query endpoints (with React hooks: `useQuery`, `useMutation`…). */
export interface ResourceEndpoints<T> {
  /** Reads a page of records; every parameter is optional (`list.useQuery()`). */
  list: QueryEndpoint<ListArg<T> | void, Collection<T>>
  /** Reads one record. */
  read: QueryEndpoint<ReadArg<T>, T>
  /** Creates a record. */
  create: MutationEndpoint<CreateArg<T>, T>
  /** Updates a record. */
  update: MutationEndpoint<UpdateArg<T>, T>
  /** Deletes a record. */
  delete: MutationEndpoint<DeleteArg<T>, null>
  /** Updates several records: one request where the backend has one (PostgREST), else one per record. */
  updateMany: MutationEndpoint<UpdateManyArg<T>, BulkOutcome<T>>
  /** Deletes several records: one request where the backend has one (PostgREST), else one per record. */
  deleteMany: MutationEndpoint<DeleteManyArg<T>, BulkOutcome<T>>
}

/** What `onChange` subscribers receive after every successful write. */
export interface ChangeEvent<T> {
  /** The record as stored (for a delete: the record given or cached, else `{ id }`). */
  data: T
  /** `'create'`, `'update'` or `'delete'`. */
  action: Action
}

/** RTK Query's cache helpers for one resource, typed by its record (thunks for the store's `dispatch`). */
export interface ResourceUtil<T> {
  /**
   * Changes the cached page of exactly `arg` (as given to `list.useQuery`), like RTK Query's
   * `updateQueryData`; mutate the draft or return a replacement.
   * @example store.dispatch(articles.util.updateList({ page: 1 }, (draft) => { draft.items.unshift(article) }))
   */
  updateList(arg: ListArg<T> | void, recipe: (draft: Collection<T>) => Collection<T> | void): CacheUpdate
  /** Changes every cached read of the record `id`; mutate the draft or return a replacement. */
  updateRecord(id: RecordId<T>, recipe: (draft: T) => T | void): CacheUpdate
  /** The tag every list of the resource provides (`invalidateTags([articles.util.listTag])` reads them again). */
  readonly listTag: ResourceTag
  /**
   * The tag of one record: `invalidateTags([articles.util.recordTag(id)])` reads again its reads and
   * the cached lists that hold it. A mutation of your own injected into `articles.api` whose
   * `invalidatesTags` names this tag reads again the record's reads only; add `listTag` for the lists.
   */
  recordTag(id: RecordId<T>): ResourceTag
}

/** A cache tag of a resource: its id as the type, `'LIST'` or a record id as the id. */
export interface ResourceTag {
  /** The resource id. */
  readonly type: string
  /** `'LIST'`, or the record id. */
  readonly id: string
}

/** A cache change, dispatched through the store; it resolves to how to undo it. */
export type CacheUpdate = (dispatch: (action: UnknownAction) => unknown, getState: () => unknown) => CachePatch

/** Undoes a cache change (an optimistic patch that the API refused, say). */
export interface CachePatch {
  /** Puts the cached data back as it was. */
  undo(): void
}

/** `Typed` for a record type, `Erased` for `unknown`: `ViewResource<unknown>` is then any resource. */
type Known<T, Typed, Erased> = [T] extends [object] ? Typed : Erased

/**
 * A declared resource. `ViewResource<unknown>` is any resource (what
 * `listViewResources()` gives): its records read as `unknown`, and writes go
 * through the typed resource.
 */
export interface ViewResource<T> {
  /** Registry key. */
  readonly id: string
  /** Display name (defaults to the id). */
  readonly name: string
  /** One record's name, for headings (`singularName`, else a singular of `name`). */
  readonly singularName: string
  /** Another id this resource answers to. */
  readonly alias?: string
  /** The declaration, as given. */
  readonly options: Known<T, ViewResourceOptions<T>, AnyResourceOptions>
  /** Effective data calls: host methods win one at a time; hooks NOT applied here. */
  readonly repository: Known<T, Repository<T>, AnyRepository>
  /** This resource's RTK Query API slice (its endpoints injected into `atriumApi`). */
  readonly api: Api<AtriumBaseQuery, Record<string, never>, 'atriumApi', string>
  /** RTK Query endpoints; hooks, onChange and optimistic writes apply here. */
  readonly endpoints: Known<T, ResourceEndpoints<T>, AnyResourceEndpoints>
  /** Typed cache helpers: `updateList`, `updateRecord` and the resource's tags. */
  readonly util: ResourceUtil<T>
  /** Successful writes, published by the publication listener. */
  readonly onChange: { subscribe(callback: (event: ChangeEvent<T>) => void): { unsubscribe(): void } }
  /** Identifier of a record (as used in URLs and item requests). */
  getId(item: T): string
  /** Effective options of one action (root options with `views[action]` merged over them). */
  getActionOptions(action: Action): Known<T, ActionOptions<T>, AnyActionOptions>
  /** Whether `action` is allowed (on `item` when given). */
  can(action: Action, item?: T): boolean
  /** Reads the creation quota. */
  resolveQuota(): Promise<QuotaState>
}

/**
 * A resource with every member typed by `T`: what `ViewResource<T>` is for a
 * record type, spelled without its `unknown` case. Generic code over resources
 * (`function useExport<T>(resource: ViewResource<T>)`) reads them through it,
 * since TypeScript cannot tell there whether `T` is `unknown`.
 */
export type TypedViewResource<T> = Omit<ViewResource<T>, 'options' | 'repository' | 'endpoints' | 'getActionOptions'> & {
  /** The declaration, as given. */
  readonly options: ViewResourceOptions<T>
  /** Effective data calls. */
  readonly repository: Repository<T>
  /** RTK Query endpoints. */
  readonly endpoints: ResourceEndpoints<T>
  /** Effective options of one action. */
  getActionOptions(action: Action): ActionOptions<T>
}
