import type { ElementType, ReactNode } from 'react'
import type { OpenMode } from '../frames/open'
import type { Dialect } from '../dialects/Dialect'
import type { ListLayout } from '../layouts/listLayouts'
import type { Action, FieldOf, HookContext, ListFilters, ListParams, Repository } from '../types'
import type { ViewResource } from './ViewResource'

export type { FieldOf } from '../types'

export type { FieldValue, OptionValue, ElementOf, InputType, SelectOption, InputDefinition, InputControlProps, FormInputs, FormOptions } from './InputDefinition'
import type { ElementOf, FieldValue, FormOptions, SelectOption } from './InputDefinition'

/**
 * One entry of a list's order: a field of the record, `-` before it for descending, or a path the API orders by (a
 * referenced record's field, `'author.name'`, as an input's `sortBy` names it).
 */
export type SortField<T> = FieldOf<T> | `-${FieldOf<T>}` | `${string}.${string}` | `-${string}.${string}`

/** Component slots; `null` removes an inherited component. */
export type ResourceComponents = Record<string, ElementType | null>

/** What happens after a create or update succeeds. */
export type AfterSave<T> = 'close' | 'stay' | 'reload' | { redirect: (item: T) => string }

/** Options every action accepts; the resource's root options are the start of each action's. */
export interface ActionOptions<T> {
  /** Title of the view. */
  title?: string
  /** Description under the title. */
  description?: string
  /** Icon, in headers and menus. */
  icon?: ElementType | string
  /** Where the view opens. */
  open?: OpenMode
  /** Use the whole width of the page (side margins stay). */
  fullWidth?: boolean
  /** Form definition. */
  form?: FormOptions<T>
  /** Component slots. */
  components?: ResourceComponents
  /**
   * Draw writes before the API answers. Defaults to `true`. A delete from the views is then undoable: the record
   * leaves the lists at once, its notice offers Undo, and the DELETE is sent once the notice's time is up. `false`
   * (on the resource, or `views.delete` alone): the delete is sent at once and its answer awaited, with no Undo.
   */
  optimistic?: boolean
  /**
   * After a create or update: close, stay, reload or redirect. Defaults to `'close'`, except after
   * an update on a page (`'stay'`); `'stay'` after a create empties the form for the next record.
   */
  afterSave?: AfterSave<T>
  /** List layouts (the first is the default). */
  layouts?: readonly ListLayout<T>[]
  /** Page size of the list. Defaults to `25`. */
  pageSize?: number
  /**
   * The list's order while its URL names none (the URL's `sort` wins): fields in order, `-` before one for descending.
   * A header pressed writes its own order in the URL; pressed back to no order, the list is in this one again.
   * @example views: { list: { sort: ['startsAt'] } }
   */
  sort?: readonly SortField<T>[]
  /**
   * The list's filter form, by field (`q` searches every text field); values go to the URL's `filter`.
   * @example filters: { q: { type: 'text' }, status: { type: 'select', options }, createdAt: { type: 'dateRange' } }
   */
  filters?: FilterDefinitions<T>
  /** Actions offered on each row of the list. Defaults to `['read', 'update', 'delete']`; each is hidden when `can` refuses it. */
  rowActions?: readonly Action[]
  /** Rows have checkboxes and a bulk bar. Defaults to `true` when the list has `bulkActions` or may delete, else `false`. */
  selectable?: boolean
  /** Custom actions of the bulk bar (a bulk delete is built in); each receives the selected records, from every page seen. */
  bulkActions?: readonly BulkAction<T>[]
  /**
   * Tabs under the record in the read and update views, in order. A tab draws
   * `render(item)`, or a sub-view: `resource`'s list filtered by `filter(item)`.
   * @example tabs: [{ label: 'Comments', resource: comments, filter: (article) => ({ article: article.id }) }]
   */
  tabs?: readonly RecordTab<T>[]
  /** Fields the read view shows collapsed behind a disclosure button ("More details"). */
  expandable?: readonly FieldOf<T>[]
}

/** Any declared resource, whatever its record type (the sub-view of a tab). */
export type AnyViewResource = ViewResource<unknown>

/**
 * A resource given through a function, for resources that refer to each other
 * (declared in either order): `() => posts`. It is called when first drawn,
 * and what it returns is checked then; TypeScript does not ask for its result,
 * so that neither declaration needs a written-out type.
 */
export type LazyResource = () => void

/**
 * One tab under a record. `listTab(resource, options)` builds one whose
 * `filter` and `defaults` keys are checked against the sub-resource's fields.
 */
export interface RecordTab<T> {
  /** Label of the tab. */
  label: string
  /** Draws the tab's content from the record. Wins over `resource`. */
  render?: (item: T) => ReactNode
  /** A sub-view: this resource's list, with the record as `viewResourceContext.parent`. */
  resource?: AnyViewResource | LazyResource
  /** The sub-view's active filter, from the record (`viewResourceContext.filter`). */
  filter?: (item: T) => ListFilters
  /**
   * Values a create opened from this tab starts with. Defaults to the plain
   * values of `filter` (`{ author: 7 }`: creating from an author's Articles
   * tab selects that author).
   */
  defaults?: (item: T) => Record<string, unknown>
  /**
   * The tab's segment in the URL (`…/read/<id>/<path>`). Defaults to the
   * resource's id for a sub-view, else a slug of the label.
   */
  path?: string
}

/**
 * One field of a list's filter form.
 * - `'text'`: contains (`{ contains: value }`); on `q`, a search over every text field (`q: value`).
 * - `'select'`: equals one of `options`.
 * - `'boolean'`: yes, no, or either.
 * - `'dateRange'`: from (inclusive, `gte`) and to (inclusive: `lt` the next day), as `YYYY-MM-DD`.
 */
export type FilterDefinition<V = unknown> =
  | { type: 'text'; label?: string; placeholder?: string }
  | { type: 'select'; label?: string; options: readonly SelectOption<V>[] }
  | { type: 'boolean'; label?: string }
  | { type: 'dateRange'; label?: string }

/** A list's filter form by field (a select offers values of its field; on an array field, values of its elements), and `q`, a search. */
export type FilterDefinitions<T> = { [K in FieldOf<T>]?: FilterDefinition<ElementOf<FieldValue<T, K>>> } & { q?: FilterDefinition<string> }

/**
 * A custom action of the list's bulk bar. Give `each` (or `run` answering one
 * result per record) so that each record's outcome is counted: the bar then
 * reports "Published 2 of 3; 1 failed: <reason>" and keeps the failed
 * records selected.
 * @example { label: 'Publish', doneLabel: 'Published', each: (article) => store.dispatch(articles.endpoints.update.initiate({ id: String(article.id), data: { status: 'published' } })) }
 */
export interface BulkAction<T> {
  /** Button text. */
  label: string
  /** What the report says once done ("Published"). Defaults to "<label>: done for". */
  doneLabel?: string
  /** Runs on one selected record at a time; a rejection, or a result carrying `error` (an RTK Query result), fails that record only. */
  each?: (item: T) => unknown
  /**
   * Runs on all selected records at once (when there is no `each`). It may
   * resolve to one result per record, in order, read like `each`'s; a
   * rejection fails them all; any other answer counts every record as done.
   */
  run?: (items: T[]) => unknown
}

/** A permission: a constant, or a function of the record when there is one. */
export type PermissionRule<T> = boolean | ((item?: T) => boolean)

/** Who may do what: `'all'` (default), `'readonly'`, allowed actions, or a rule per action. */
export type Permissions<T> = 'all' | 'readonly' | readonly Action[] | Partial<Record<Action, PermissionRule<T>>>

/** Use of a creation quota. */
export interface QuotaUsage {
  /** Records counted against the quota. */
  used: number
  /** Most records allowed. */
  limit: number
}

/**
 * A creation quota. Below it, the list says the usage under its header (`quota.usage`: "3 of 5 bookmarks used.").
 * Once reached, the list's Create button stays in its header, disabled, with `fallback` drawn in the usage's place
 * as the reason (that place is as tall either way: the rows do not move); a create view opened then draws `fallback`
 * instead of its form, with a link back to the list. A save that reaches it goes where a create goes. Records whose
 * delete waits for its Undo are counted out; a create view sends those deletes before it reads the quota.
 */
export interface QuotaOptions {
  /** Reads the current usage. */
  get: () => QuotaUsage | Promise<QuotaUsage>
  /**
   * Why no more records may be created, and what to do: drawn under the list's header (describing its
   * disabled Create button) and instead of the create form once the quota is reached. `null` draws
   * Atrium's own words (`quota.reached`).
   */
  fallback: ElementType<{ usage: QuotaUsage }> | ReactNode
}

/**
 * Hooks around every data call; each may be async and may return a
 * replacement value (nothing returned keeps the value). The values are the
 * seed's; Atrium 0.1's id-based shapes are still read for one release, with a
 * development warning (see `hookShapes.ts`).
 */
export interface ResourceHooks<T> {
  /** Before a list request; the active filter is merged AFTER it, so it cannot erase it. */
  beforeList?: (params: ListParams<T>, context: HookContext) => ListParams<T> | void | Promise<ListParams<T> | void>
  /** Before a read, given its parameters `{ id }`; returns the parameters to read with. */
  beforeRead?: (params: ReadParams, context: HookContext) => ReadParams | void | Promise<ReadParams | void>
  /** Before a create, given the data. */
  beforeCreate?: (data: Partial<T>, context: HookContext) => Partial<T> | void | Promise<Partial<T> | void>
  /**
   * Before an update, given the changed fields with the record's `id` in them;
   * returns the fields to send (the `id` is not sent: the URL names the record).
   */
  beforeUpdate?: (data: Partial<T>, context: HookContext) => Partial<T> | void | Promise<Partial<T> | void>
  /** Before a delete, given the record (`{ id }` when it was never read); returns the record to delete. */
  beforeDelete?: (item: T, context: HookContext) => T | void | Promise<T | void>
  /** After a create or update succeeded (`context.action` tells which), given what the API stored. */
  afterSave?: (item: T, context: HookContext) => T | void | Promise<T | void>
  /** After a delete succeeded, given the record deleted. */
  afterDelete?: (item: T, context: HookContext) => void | Promise<void>
}

/** What `beforeRead` receives and returns. */
export interface ReadParams {
  /** The id of the record to read. */
  id: string
}

/** Realtime updates: `true` for the API's hub (Mercure), or a Server-Sent Events source. */
export type RealtimeOptions = boolean | { url: string; topic?: string }

/** What every resource declaration accepts besides its data source. */
export interface ResourceDeclaration<T> extends ActionOptions<T> {
  /** Display name. Defaults to the id. */
  name?: string
  /** One record's name in headings ("New article", "Edit article"). Defaults to a singular of `name` (`Categories` → `Category`). */
  singularName?: string
  /** Another id this resource answers to (in URLs and look-ups). */
  alias?: string
  /** This resource's dialect; wins over the configured one. */
  dialect?: Dialect
  /** Field naming a record (falls back to `title`, `name`, `label`, then the id). */
  titleField?: FieldOf<T>
  /** Per-action options, deep-merged over the root options. */
  views?: Partial<Record<Action, ActionOptions<T>>>
  /** Who may do what. Defaults to `'all'`. */
  permissions?: Permissions<T>
  /** Hooks around data calls. */
  hooks?: ResourceHooks<T>
  /** Realtime updates. */
  realtime?: RealtimeOptions
  /** Creation quota. */
  quota?: QuotaOptions
}

/**
 * Where a resource's records come from: an API `path`, the browser's
 * `storage: 'local'`, or only the host's `repository`. Host methods given with
 * a path or local storage win over theirs, one method at a time.
 */
export type DataSource<T> =
  | { /** API path of the collection, e.g. `'/api/articles'`. */ path: string; storage?: undefined; /** Host data calls, each winning over the path's. */ repository?: Partial<Repository<T>> }
  | { path?: undefined; /** Keep records in the browser's local storage instead of an API. */ storage: 'local'; repository?: Partial<Repository<T>> }
  | { path?: undefined; storage?: undefined; /** The host's data calls (a missing one answers "No data source"). */ repository: Partial<Repository<T>> }

/** Everything `createViewResource` accepts: the declaration and exactly one data source. */
export type ViewResourceOptions<T> = PathResourceOptions<T> | LocalResourceOptions<T> | RepositoryResourceOptions<T>

/** A resource declaration whose records come from an API `path`. */
export interface PathResourceOptions<T> extends ResourceDeclaration<T> {
  /** API path of the collection, e.g. `'/api/articles'`. */
  path: string
  /** Not with a path: records come from the API. */
  storage?: undefined
  /** Host data calls, each winning over the path's. */
  repository?: Partial<Repository<T>>
}

/** A resource declaration whose records are kept in the browser's local storage. */
export interface LocalResourceOptions<T> extends ResourceDeclaration<T> {
  /** Not with local storage. */
  path?: undefined
  /** Keep records in the browser's local storage instead of an API. */
  storage: 'local'
  /** Host data calls, each winning over local storage's. */
  repository?: Partial<Repository<T>>
}

/** A resource declaration whose records come only from the host's data calls. */
export interface RepositoryResourceOptions<T> extends ResourceDeclaration<T> {
  /** Not with a repository alone. */
  path?: undefined
  /** Not with a repository alone. */
  storage?: undefined
  /** The host's data calls (a missing one answers "No data source"). */
  repository: Partial<Repository<T>>
}
