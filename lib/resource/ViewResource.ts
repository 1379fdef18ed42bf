import type { Api, coreModuleName, MutationDefinition, QueryDefinition, reactHooksModuleName } from '@reduxjs/toolkit/query/react'
import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import type { ApiErrorData } from '../errors/ApiError'
import type { Action, Collection, ListParams, Repository, RequestMeta, ViewResourceContext } from '../types'
import type { QuotaState } from './quota'
import type { ActionOptions, ViewResourceOptions } from './types'

// The endpoint types below are read off `Api<…>['endpoints']`, which RTK Query's React module
// augments with the hooks since RTK 2.0: named hook types such as `TypedUseQuery` only exist
// from RTK 2.2.7, and declarations naming them would turn every hook into `any` on older hosts.

/** The base query every resource endpoint runs under: errors are `ApiErrorData`. */
export type AtriumBaseQuery = BaseQueryFn<void, symbol, ApiErrorData>

/** Argument of a list request. */
export type ListArg = ListParams & { context?: ViewResourceContext }
/** Argument of a read request; `meta` holds backend options of this request (Strapi's `locale`). */
export type ReadArg = { id: string; context?: ViewResourceContext; meta?: RequestMeta }
/** Argument of a create request. */
export type CreateArg<T> = { data: Partial<T>; context?: ViewResourceContext; meta?: RequestMeta }
/** Argument of an update request. */
export type UpdateArg<T> = { id: string; data: Partial<T>; context?: ViewResourceContext; meta?: RequestMeta }
/** Argument of a delete request; `item` lets onChange publish the deleted record. */
export type DeleteArg<T> = { id: string; item?: T; context?: ViewResourceContext; meta?: RequestMeta }
/** Argument of a bulk update: the same change to every record of `ids`. */
export type UpdateManyArg<T> = { ids: readonly string[]; data: Partial<T>; context?: ViewResourceContext; meta?: RequestMeta }
/** Argument of a bulk delete; `items` (same order as `ids`) reach the hooks and onChange. */
export type DeleteManyArg<T> = { ids: readonly string[]; items?: readonly T[]; context?: ViewResourceContext; meta?: RequestMeta }

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

/** The endpoint definitions of one resource. */
export interface ResourceDefinitions<T> {
  list: Q<ListArg, Collection<T>>
  read: Q<ReadArg, T>
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
  /** Reads a page of records. */
  list: QueryEndpoint<ListArg, Collection<T>>
  /** Reads one record. */
  read: QueryEndpoint<ReadArg, T>
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

/** A declared resource. */
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
  readonly options: ViewResourceOptions<T>
  /** Effective data calls: host methods win one at a time; hooks NOT applied here. */
  readonly repository: Repository<T>
  /** This resource's RTK Query API slice (its endpoints injected into `atriumApi`). */
  readonly api: Api<AtriumBaseQuery, Record<string, never>, 'atriumApi', string>
  /** RTK Query endpoints; hooks, onChange and optimistic writes apply here. */
  readonly endpoints: ResourceEndpoints<T>
  /** Successful writes, published by the publication listener. */
  readonly onChange: { subscribe(callback: (event: ChangeEvent<T>) => void): { unsubscribe(): void } }
  /** Identifier of a record (as used in URLs and item requests). */
  getId(item: T): string
  /** Effective options of one action (root options with `views[action]` merged over them). */
  getActionOptions(action: Action): ActionOptions<T>
  /** Whether `action` is allowed (on `item` when given). */
  can(action: Action, item?: T): boolean
  /** Reads the creation quota. */
  resolveQuota(): Promise<QuotaState>
}
