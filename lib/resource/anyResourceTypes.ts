import type { SkipToken } from '@reduxjs/toolkit/query'
import type { Dialect } from '../dialects/Dialect'
import type { Action, Collection, HookContext, ListParams } from '../types'
import type { ActionOptions, AfterSave, BulkAction, Permissions, QuotaOptions, RealtimeOptions, RecordTab } from './types'
import type { ListArg, ReadArg } from './ViewResource'

// `ViewResource<unknown>` is any resource, whatever its record type: what `listViewResources()`
// gives, and what a typed resource can be assigned to. RTK Query's endpoint types are invariant
// in their result, and a host's hooks and callbacks take the record as a parameter, so those
// members of a typed resource are not assignable to their `unknown` instantiation. These shapes
// are what every resource has in common instead: records read as `unknown`, callbacks that take
// a record accept none (`never`), and writes go through a typed resource.

/** What a list or read query of any resource offers: its React hook, with `unknown` records. */
export interface AnyQueryEndpoint<A, R> {
  /** RTK Query's `useQuery`. */
  useQuery(arg: A | SkipToken, options?: AnyQueryOptions): AnyQueryResult<R>
}

/** The options of `useQuery` that every RTK 2 release has. */
export interface AnyQueryOptions {
  /** Reads nothing while `true`. */
  skip?: boolean
  /** Reads again every so many milliseconds. */
  pollingInterval?: number
  /** Reads again on mount or a new argument (or when the cache is older than so many seconds). */
  refetchOnMountOrArgChange?: boolean | number
}

/** What `useQuery` returns, as every RTK 2 release has it. */
export interface AnyQueryResult<R> {
  /** The latest answer. */
  data?: R
  /** The answer for the current argument. */
  currentData?: R
  /** The last error. */
  error?: unknown
  /** Nothing asked yet (skipped). */
  isUninitialized: boolean
  /** First read, nothing to show yet. */
  isLoading: boolean
  /** A read is on its way. */
  isFetching: boolean
  /** The last read succeeded. */
  isSuccess: boolean
  /** The last read failed. */
  isError: boolean
  /** Reads again. */
  refetch: () => unknown
}

/** The endpoints of any resource: its lists and reads, with `unknown` records; writes need the typed resource. */
export interface AnyResourceEndpoints {
  /** Reads a page of records. */
  readonly list: AnyQueryEndpoint<ListArg | void, Collection<unknown>>
  /** Reads one record. */
  readonly read: AnyQueryEndpoint<ReadArg, unknown>
  /** Creates a record (typed on the resource itself). */
  readonly create: unknown
  /** Updates a record (typed on the resource itself). */
  readonly update: unknown
  /** Deletes a record (typed on the resource itself). */
  readonly delete: unknown
  /** Updates several records (typed on the resource itself). */
  readonly updateMany: unknown
  /** Deletes several records (typed on the resource itself). */
  readonly deleteMany: unknown
}

/** The repository of any resource: reads give `unknown` records; writes take data only through the typed resource. */
export interface AnyRepository {
  /** Reads one page of records. */
  readonly getCollection: (params: ListParams, context?: HookContext) => Promise<Collection<unknown>>
  /** Reads one record. */
  readonly getItem: (id: string, context?: HookContext) => Promise<unknown>
  /** Creates a record (through the typed resource). */
  readonly createItem: (data: never, context?: HookContext) => Promise<unknown>
  /** Updates a record (through the typed resource). */
  readonly updateItem: (id: string, data: never, context?: HookContext) => Promise<unknown>
  /** Deletes a record. */
  readonly removeItem: (id: string, context?: HookContext) => Promise<void>
  /** Updates several records in one request (through the typed resource). */
  readonly updateItems?: (ids: readonly string[], data: never, context?: HookContext) => Promise<unknown[]>
  /** Deletes several records in one request. */
  readonly removeItems?: (ids: readonly string[], context?: HookContext) => Promise<void>
}

/** The options of one action of any resource: field names are strings, callbacks take no record. */
export interface AnyActionOptions extends Omit<ActionOptions<unknown>, 'afterSave' | 'bulkActions' | 'tabs'> {
  /** After a create or update: close, stay, reload or redirect. */
  afterSave?: AfterSave<never>
  /** Custom actions of the bulk bar. */
  bulkActions?: readonly BulkAction<never>[]
  /** Tabs under the record. */
  tabs?: readonly RecordTab<never>[]
}

/** The declaration of any resource, as its views read it (hooks and host methods stay with the typed resource). */
export interface AnyResourceOptions extends AnyActionOptions {
  /** Display name. */
  name?: string
  /** API path of the collection. */
  path?: string
  /** Another id this resource answers to. */
  alias?: string
  /** Records kept in the browser's local storage. */
  storage?: 'local'
  /** This resource's dialect. */
  dialect?: Dialect
  /** Field naming a record. */
  titleField?: string
  /** Per-action options. */
  views?: Partial<Record<Action, AnyActionOptions>>
  /** Who may do what. */
  permissions?: Permissions<never>
  /** Realtime updates. */
  realtime?: RealtimeOptions
  /** Creation quota. */
  quota?: QuotaOptions
}
