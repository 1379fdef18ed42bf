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

/** Parameters of a collection request; every field is optional. */
export interface ListParams {
  /** 1-based page number. */
  page?: number
  /** Page size. */
  itemsPerPage?: number
  /** Several keys mean several sorts, applied in key order. */
  order?: Record<string, SortDirection>
  /**
   * By field: a value (equals), an array (any of), or `{ operator: value }`;
   * `$and` / `$or` hold arrays of such objects (nestable groups).
   * @example { status: 'draft', $or: [{ views: { gt: 100 } }, { author: { in: [1, 2] } }] }
   */
  filters?: Record<string, unknown>
  /** Options of the backend for this request (Strapi: `locale`, `fields`), passed to the dialect. */
  meta?: RequestMeta
}

/** Per-request backend options a dialect may read (others ignore them). */
export interface RequestMeta {
  /** Strapi: the locale of the content (`locale=fr`). */
  locale?: string
  /** Strapi: the fields to return (`fields[0]=title`). */
  fields?: readonly string[]
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

/** The data calls of a resource. Every method rejects with an `ApiError`. */
export interface Repository<T> {
  /** Reads one page of records. */
  getCollection(params: ListParams, context?: HookContext): Promise<Collection<T>>
  /** Reads one record. */
  getItem(id: string, context?: HookContext): Promise<T>
  /** Creates a record and resolves to what the API stored. */
  createItem(data: Partial<T>, context?: HookContext): Promise<T>
  /** Updates a record and resolves to what the API stored. */
  updateItem(id: string, data: Partial<T>, context?: HookContext): Promise<T>
  /** Deletes a record. */
  removeItem(id: string, context?: HookContext): Promise<void>
  /**
   * Optional: applies the same change to several records in one request, all
   * or nothing; resolves to the records as stored when the API returns them.
   * Without it, bulk updates call `updateItem` once per record.
   */
  updateItems?(ids: readonly string[], data: Partial<T>, context?: HookContext): Promise<T[]>
  /** Optional: deletes several records in one request, all or nothing. Without it, `removeItem` once per record. */
  removeItems?(ids: readonly string[], context?: HookContext): Promise<void>
}

/** A repository that can tell when its data changed outside this page (another tab). */
export interface ObservableRepository<T> extends Repository<T> {
  /** Calls `onChange` when the stored data changed elsewhere; returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void
}
