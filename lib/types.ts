import type { FILTER_OPERATORS } from './filters/filterVocabulary'

/** The five views of every resource. */
export type Action = 'list' | 'read' | 'create' | 'update' | 'delete'

/** All actions, in the order views are usually presented. */
export const ACTIONS: readonly Action[] = ['list', 'read', 'create', 'update', 'delete']

/** Sort direction of one field. */
export type SortDirection = 'asc' | 'desc'

/**
 * Operators of the filter vocabulary shared by every dialect. `contains`,
 * `startsWith`, `endsWith` and `notContains` ignore case; `containsCase` and
 * `like` (a pattern, `*` for any run of characters) do not. `containsAll` /
 * `containedBy` compare an array field with a list. `before` / `after`
 * (inclusive) and `strictly_before` / `strictly_after` take ISO dates.
 * A dialect refuses, naming itself, an operator its backend cannot express.
 */
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

/**
 * `T`, at a place TypeScript does not infer `T` from: TypeScript 5.4's
 * `NoInfer`, spelled so that hosts on TypeScript 5.2 read Atrium's types too.
 */
export type NoInferred<T> = [T][T extends unknown ? 0 : never]

/**
 * Field names of a record type. For `unknown` (a resource whose record type is
 * not known, such as what `listViewResources()` gives) every string is a field.
 */
export type FieldOf<T> = [T] extends [object] ? Extract<keyof T, string> : string

/**
 * An id as endpoints take it: the string `getId` gives (what URLs hold), or the
 * record's own `id` when that is a number (`read.useQuery({ id: invoice.id })`).
 * Endpoints send it as a string.
 */
export type RecordId<T> = string | (T extends { readonly id: infer I } ? (unknown extends I ? number : Extract<I, number>) : number)

/**
 * A dotted path into a field, for a backend that filters or sorts on nested
 * values: `'author.name'` when `author` is an object with a `name`, or any
 * `'<field>.<path>'` when the field's type is `unknown`. Scalar, list and date
 * fields have none, so that a misspelt key is caught even where TypeScript
 * checks an object without its excess keys (a hook's result).
 */
export type FieldPath<T> = { [K in FieldOf<T>]-?: PathsInto<K, K extends keyof T ? T[K] : unknown> }[FieldOf<T>]

/** The dotted paths into field `K` holding `V`. */
type PathsInto<K extends string, V> = unknown extends V ? `${K}.${string}`
  : NonNullable<V> extends readonly unknown[] | Date ? never
  : NonNullable<V> extends object ? `${K}.${Extract<keyof NonNullable<V>, string>}`
  : never

/**
 * Sorts by field, in key order (`{ status: 'asc', title: 'desc' }`). Keys are
 * fields of the record, or dotted paths into its object fields (`'author.name'`).
 */
export type SortOrder<T = unknown> = [T] extends [object]
  ? { [K in FieldOf<T> | FieldPath<T>]?: SortDirection }
  : { [key: string]: SortDirection | undefined }

/** A value a filter compares with. */
export type FilterScalar = string | number | boolean | bigint | Date | null | undefined

/** `{ operator: value }` conditions on one field; only the vocabulary's operators are keys. */
export type FilterOperators = {
  [O in FilterOperator]?: O extends 'in' | 'notIn' | 'containsAll' | 'containedBy' ? readonly FilterScalar[]
    : O extends 'between' ? readonly [from: FilterScalar, to: FilterScalar]
    : O extends 'isNull' ? boolean | null | undefined
    : O extends 'eq' ? FilterScalar | readonly FilterScalar[]
    : FilterScalar
}

/** One field's filter: a value (equals), an array (any of), or `{ operator: value }`. */
export type FieldFilter = FilterScalar | readonly FilterScalar[] | FilterOperators

/**
 * The filters of a list request, by field: keys are fields of the record (or
 * dotted paths into them, whose values the backend reads), `q` searches every
 * text field, and `$and` / `$or` hold nested groups.
 * @example { status: 'draft', $or: [{ views: { gt: 100 } }, { author: { in: [1, 2] } }] }
 */
export type ListFilters<T = unknown> = [T] extends [object]
  ? { [K in FieldOf<T> | FieldPath<T>]?: FieldFilter } & FilterGroups<T>
  : Record<string, unknown>

/**
 * The keys of a filters object that are not fields: the search and the groups.
 * A type literal, not an interface, so that typed filters stay assignable to
 * loose ones (`ListParams<Article>` to `ListParams`).
 */
export type FilterGroups<T> = {
  /** Searches every text field (local storage, json-server; other dialects send `q` as it is). */
  q?: string
  /** Every one of these filters holds. */
  $and?: readonly ListFilters<T>[]
  /** At least one of these filters holds. */
  $or?: readonly ListFilters<T>[]
}

/** Parameters of a collection request; every field is optional. Keys of `order` and `filters` are fields of `T`. */
export interface ListParams<T = unknown> {
  /** 1-based page number. */
  page?: number
  /** Page size. */
  itemsPerPage?: number
  /** Several keys mean several sorts, applied in key order. */
  order?: SortOrder<T>
  /**
   * By field: a value (equals), an array (any of), or `{ operator: value }`;
   * `$and` / `$or` hold arrays of such objects (nestable groups).
   * @example { status: 'draft', $or: [{ views: { gt: 100 } }, { author: { in: [1, 2] } }] }
   */
  filters?: ListFilters<T>
  /** Options of the backend for this request (Strapi: `locale`, `fields`), passed to the dialect. */
  meta?: RequestMeta
}

/** Per-request backend options a dialect may read (others ignore them). */
export interface RequestMeta {
  /** Strapi: the locale of the content (`locale=fr`). */
  locale?: string
  /** Strapi: the fields to return (`fields[0]=title`). */
  fields?: readonly string[]
  /** A create's `Idempotency-Key` header (the HTTP repository sends it; a host's `createItem` reads it from `context.meta`). */
  idempotencyKey?: string
}

/** The surrounding view a request is made for. */
export interface ViewResourceContext {
  /** Parent item of a sub-view. */
  parent?: unknown
  /** Active filter: always merged into list requests AFTER `beforeList`. */
  filter?: Record<string, unknown>
  /** Current scope name. */
  scope?: string
}

/** What hooks and repository methods receive besides their value. */
export interface HookContext {
  /** The surrounding view. */
  viewResourceContext: ViewResourceContext
  /** The action, given to `afterSave` (`'create'` or `'update'`). */
  action?: Action
  /** Aborts when the read is no longer wanted (its view was left); give it to `fetch`. */
  signal?: AbortSignal
  /** Per-request backend options (Strapi's `locale`, `fields`), from the endpoint's argument. */
  meta?: RequestMeta
}

/** A page of records; `total` is absent when the API gives none. */
export interface Collection<T> {
  /** The records of this page. */
  items: T[]
  /** Number of records matching the filter over all pages, when known. */
  total?: number
  /** Without a total: whether the API says a next page exists (Hydra's `view.next`); absent when it does not say. */
  hasNextPage?: boolean
  /** Without a total: whether the API says a previous page exists. */
  hasPreviousPage?: boolean
}

/**
 * The data calls of a resource. Every method rejects with an `ApiError`.
 * Members are properties, so TypeScript checks a host method's parameters
 * strictly: `createItem: (data: Article) => …` is refused, since a create
 * receives only the fields a form touched (`Partial<Article>`).
 */
export interface Repository<T> {
  /** Reads one page of records. */
  getCollection: (params: ListParams<T>, context?: HookContext) => Promise<Collection<T>>
  /** Reads one record. */
  getItem: (id: string, context?: HookContext) => Promise<T>
  /** Creates a record and resolves to what the API stored. */
  createItem: (data: Partial<T>, context?: HookContext) => Promise<T>
  /** Updates a record and resolves to what the API stored. */
  updateItem: (id: string, data: Partial<T>, context?: HookContext) => Promise<T>
  /** Deletes a record. */
  removeItem: (id: string, context?: HookContext) => Promise<void>
  /**
   * Optional: applies the same change to several records in one request, all
   * or nothing; resolves to the records as stored when the API returns them.
   * Without it, bulk updates call `updateItem` once per record.
   */
  updateItems?: (ids: readonly string[], data: Partial<T>, context?: HookContext) => Promise<T[]>
  /** Optional: deletes several records in one request, all or nothing. Without it, `removeItem` once per record. */
  removeItems?: (ids: readonly string[], context?: HookContext) => Promise<void>
}

/** A repository that can tell when its data changed outside this page (another tab). */
export interface ObservableRepository<T> extends Repository<T> {
  /** Calls `onChange` when the stored data changed elsewhere; returns the unsubscribe function. */
  subscribe: (onChange: () => void) => () => void
}
