/** The five views of every resource. */
export type Action = 'list' | 'read' | 'create' | 'update' | 'delete'

/** All actions, in the order views are usually presented. */
export const ACTIONS: readonly Action[] = ['list', 'read', 'create', 'update', 'delete']

/** Sort direction of one field. */
export type SortDirection = 'asc' | 'desc'

/** Operators of the filter vocabulary shared by every dialect. */
export type FilterOperator =
  | 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'contains' | 'startsWith' | 'between' | 'isNull'

/** Parameters of a collection request; every field is optional. */
export interface ListParams {
  /** 1-based page number. */
  page?: number
  /** Page size. */
  itemsPerPage?: number
  /** Several keys mean several sorts, applied in key order. */
  order?: Record<string, SortDirection>
  /** A value (equals), an array (any of), or `{ operator: value }`. */
  filters?: Record<string, unknown>
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
}

/** A page of records; `total` is absent when the API gives none. */
export interface Collection<T> {
  /** The records of this page. */
  items: T[]
  /** Number of records matching the filter over all pages, when known. */
  total?: number
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
}

/** A repository that can tell when its data changed outside this page (another tab). */
export interface ObservableRepository<T> extends Repository<T> {
  /** Calls `onChange` when the stored data changed elsewhere; returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void
}
