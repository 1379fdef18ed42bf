/**
 * PostgREST dialect (and, through `supabaseDialect`, Supabase).
 *
 * | operation | HTTP request                                                                                      |
 * |-----------|---------------------------------------------------------------------------------------------------|
 * | list      | GET    /{table}?select=*&status=eq.draft&order=title.asc,created_at.desc&limit=10&offset=10       |
 * |           |        Prefer: count=exact                                                                        |
 * | read      | GET    /{table}?select=*&id=eq.42          Accept: application/vnd.pgrst.object+json            |
 * | create    | POST   /{table}?select=*                   Prefer: return=representation, object Accept           |
 * | update    | PATCH  /{table}?id=eq.42&select=*          Prefer: return=representation, object Accept           |
 * | delete    | DELETE /{table}?id=eq.42                                                                       |
 * | updateMany| PATCH  /{table}?id=in.(1,2,3)&select=*     Prefer: return=representation (one request)            |
 * | deleteMany| DELETE /{table}?id=in.(1,2,3)                                                                  |
 *
 * A compound `primaryKey: ['id', 'type']` makes a record's id the JSON array
 * of its key values (`[1,"X"]`), addressed as `and=(id.eq.1,type.eq.X)`, and
 * in bulk as `or=(and(id.eq.1,type.eq.X),and(id.eq.2,type.eq.Y))`. Update
 * bodies leave the primary key columns out. A table written without its
 * leading slash is still rooted. Files are not sent (PostgREST reads JSON):
 * store them elsewhere (Supabase Storage) and save their path.
 *
 * With a `schema`, reads send `Accept-Profile: {schema}` and writes
 * `Content-Profile: {schema}`. `limit`/`offset` need `itemsPerPage`; a page
 * past the first without it is refused rather than answered with page 1.
 *
 * | filter                      | query                                                       |
 * |-----------------------------|-------------------------------------------------------------|
 * | `v` / `{ eq: v }`           | f=eq.v                                                      |
 * | `[a, b]` / `{ in: [a, b] }` | f=in.(a,b)                                                  |
 * | `{ ne / lt / lte / gt / gte }` | f=neq.v / lt. / lte. / gt. / gte.                        |
 * | `{ contains: v }`           | f=ilike.*v*   (case-insensitive)                            |
 * | `{ startsWith: v }`         | f=ilike.v*    (case-insensitive)                            |
 * | `{ between: [a, b] }`       | f=gte.a&f=lte.b   (PostgREST ANDs a repeated column)        |
 * | `{ isNull: true / false }`  | f=is.null / f=not.is.null                                   |
 * | `{ notIn: [a, b] }`         | f=not.in.(a,b)                                              |
 * | `{ endsWith: v }`           | f=ilike.*v    (case-insensitive)                            |
 * | `{ notContains: v }`        | f=not.ilike.*v*                                             |
 * | `{ containsCase: v }`       | f=like.*v*    (case-sensitive)                              |
 * | `{ like: 'A*z' }`           | f=like.A*z    (the reader's pattern, case-sensitive)        |
 * | `{ containsAll: [a, b] }`   | f=cs.{a,b}    (array column holds all of them)              |
 * | `{ containedBy: [a, b] }`   | f=cd.{a,b}    (array column holds none but them)            |
 * | `{ before / after … }`      | f=lte. / gte. / lt. / gt. with an ISO date                  |
 * | `$or: [{…}, {…}]`           | or=(a.eq.1,b.gt.2)   nested: or=(a.eq.1,and(b.gt.2,c.lt.3)) |
 * | several `$or` groups        | and=(or(…),or(…))                                           |
 *
 * Quoting follows PostgREST's reserved-character rules: a single value
 * (`eq.`, `gte.`…) is taken verbatim up to the end of the parameter, so it is
 * never quoted; an element of `in.(…)` containing `,` `.` `:` `*` `(` `)` `"`
 * `\` or white space is double-quoted with `"` and `\` backslash-escaped.
 * In `ilike` patterns `%`, `_` and `\` are escaped so they match themselves;
 * PostgREST turns every `*` into a wildcard, so a `*` typed by the reader
 * matches any one character. Dotted keys filter embedded resources.
 *
 * Answers: a JSON array, the total from `Content-Range: 0-9/573` (`*` →
 * unknown); one object for the object Accept. Errors `{ code, message,
 * details, hint }` → title = code, detail = message, details and hint;
 * violations when the column can be told (23502 not-null, 23505 unique,
 * 23503 foreign key, PGRST204 unknown column). PGRST116 with no row is a 404.
 */
import { ApiError, type Violation } from '../errors/ApiError'
import type { Collection } from '../types'
import type { Dialect, DialectOperation, DialectRequest, DialectResponse } from './Dialect'
import {
  contentRangeTotal, errorWithoutObject, identifierOf, isRecord, missingIdentifier, readRecords, underPrefix, unexpectedAnswer, withQuery,
} from './dialectAnswers'
import { withoutKeys } from './dialectRequests'
import { encodeQueryValue } from './filterConditions'
import { column, filterPairs, listElement, treeValue, type Pair } from './postgrestFilters'

/** Options of `postgrestDialect`. */
export interface PostgrestDialectOptions {
  /**
   * Column(s) that identify a row in item requests. Defaults to `'id'`. With
   * several columns, a record's id is the JSON array of their values.
   * @example postgrestDialect({ primaryKey: ['id', 'type'] }) // id '[1,"X"]' → and=(id.eq.1,type.eq.X)
   */
  primaryKey?: string | readonly string[]
  /**
   * The `select` parameter: columns and embedded resources. Defaults to `'*'`.
   * @example postgrestDialect({ select: '*,author:authors(name)' })
   */
  select?: string
  /** Schema other than the default one, sent as `Accept-Profile` / `Content-Profile`. */
  schema?: string
}

const OBJECT = 'application/vnd.pgrst.object+json'

function query(pairs: readonly Pair[]): string {
  return pairs.map(([key, value]) => `${column(key)}=${encodeQueryValue(value, ',:()')}`).join('&')
}

/** What `supabaseDialect` adds to PostgREST: a name, a path prefix and headers. Not public. */
export interface PostgrestSettings extends PostgrestDialectOptions {
  /** Name in error messages. */
  name: string
  /** Prefix of every table path, e.g. `'/rest/v1'`. */
  basePath: string
  /** Headers added to every request, or a function giving them at each request. */
  headers: Record<string, string> | (() => Record<string, string>)
}

type Resolved = PostgrestSettings & { keys: readonly string[]; select: string }

/** The key values of a compound id (`[1,"X"]`); a malformed id is refused rather than matching the wrong rows. */
function keyValues(id: string, options: Resolved): string[] {
  let values: unknown
  try { values = JSON.parse(id) } catch { values = undefined }
  if (!Array.isArray(values) || values.length !== options.keys.length || !values.every((value) => typeof value === 'string' || typeof value === 'number')) {
    throw new Error(`${options.name} dialect expects the id of a record with the primary key [${options.keys.join(', ')}] to be a JSON array of ${options.keys.length} values, such as '[1,"X"]'; got ${JSON.stringify(id)}`)
  }
  return values.map(String)
}

function compoundItem(id: string, options: Resolved): string {
  const values = keyValues(id, options)
  return `and(${options.keys.map((key, index) => `${column(key)}.eq.${treeValue(values[index])}`).join(',')})`
}

/** The parameter(s) selecting the rows of `ids`. */
function byKeys(ids: readonly string[], options: Resolved): Pair[] {
  const [key] = options.keys
  if (options.keys.length === 1) return ids.length === 1 ? [[key, `eq.${ids[0]}`]] : [[key, `in.(${ids.map(listElement).join(',')})`]]
  const items = ids.map((id) => compoundItem(id, options))
  return ids.length === 1 ? [['and', items[0].slice('and'.length)]] : [['or', `(${items.join(',')})`]]
}

function listPairs(operation: Extract<DialectOperation, { type: 'list' }>, options: Resolved): Pair[] {
  const { page, itemsPerPage, order, filters } = operation.params
  const pairs: Pair[] = [['select', options.select], ...filterPairs(filters, options.name)]
  const sorts = Object.entries(order ?? {}).map(([field, direction]) => `${field}.${direction}`)
  if (sorts.length > 0) pairs.push(['order', sorts.join(',')])
  if (itemsPerPage !== undefined) {
    pairs.push(['limit', String(itemsPerPage)], ['offset', String(Math.max(0, ((page ?? 1) - 1) * itemsPerPage))])
  } else if (page !== undefined && page > 1) {
    throw new Error(`${options.name} dialect needs itemsPerPage to ask for page ${page} (PostgREST pages with limit and offset)`)
  }
  return pairs
}

function baseHeaders(options: Resolved): Record<string, string> {
  return { ...(typeof options.headers === 'function' ? options.headers() : options.headers) }
}

function buildRequest(operation: DialectOperation, options: Resolved): DialectRequest {
  const table = underPrefix(operation.path.replace(/\/+$/, ''), options.basePath)
  const reading = operation.type === 'list' || operation.type === 'read'
  const headers = baseHeaders(options)
  if (options.schema !== undefined) headers[reading ? 'Accept-Profile' : 'Content-Profile'] = options.schema
  const select: Pair = ['select', options.select]
  const url = (pairs: readonly Pair[]): string => withQuery(table, query(pairs))
  const written = { ...headers, Accept: OBJECT, Prefer: 'return=representation' }
  switch (operation.type) {
    case 'list':
      return { method: 'GET', url: url(listPairs(operation, options)), headers: { ...headers, Accept: 'application/json', Prefer: 'count=exact' } }
    case 'read':
      return { method: 'GET', url: url([select, ...byKeys([operation.id], options)]), headers: { ...headers, Accept: OBJECT } }
    case 'create':
      return { method: 'POST', url: url([select]), headers: written, body: operation.data }
    case 'update':
      // The key says which row: PostgREST would otherwise try to write it too.
      return { method: 'PATCH', url: url([...byKeys([operation.id], options), select]), headers: written, body: withoutKeys(operation.data, options.keys) }
    case 'delete':
      return { method: 'DELETE', url: url(byKeys([operation.id], options)), headers }
    case 'updateMany':
      return {
        method: 'PATCH',
        url: url([...byKeys(operation.ids, options), select]),
        headers: { ...headers, Accept: 'application/json', Prefer: 'return=representation' },
        body: withoutKeys(operation.data, options.keys),
      }
    case 'deleteMany':
      return { method: 'DELETE', url: url(byKeys(operation.ids, options)), headers }
  }
}

function readCollection(response: DialectResponse, dialect: string): Collection<unknown> {
  if (!Array.isArray(response.body)) throw unexpectedAnswer(dialect, response, 'a JSON array of rows')
  const total = contentRangeTotal(dialect, response)
  const items = readRecords(dialect, response, response.body)
  return total === undefined ? { items } : { items, total }
}

function readItem(response: DialectResponse, dialect: string): unknown {
  const { body } = response
  // A proxy that drops the object Accept gives the one-row array instead.
  if (Array.isArray(body) && body.length === 1 && isRecord(body[0])) return body[0]
  if (!isRecord(body)) throw unexpectedAnswer(dialect, response, 'one row as a JSON object')
  return body
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

// PostgreSQL names the column in the message or the details of these errors.
function violationColumn(code: string | undefined, message: string | undefined, details: string | undefined): string | undefined {
  switch (code) {
    case '23502': // not_null_violation: null value in column "title" of relation "articles" violates…
      return /column "([^"]+)"/.exec(message ?? '')?.[1]
    case '23505': // unique_violation: Key (email)=(a@b.c) already exists.
    case '23503': // foreign_key_violation: Key (author_id)=(9) is not present in table "authors".
      return /^Key \(([^,()]+)\)=/.exec(details ?? '')?.[1]?.replace(/^"|"$/g, '')
    case 'PGRST204': // Could not find the 'titel' column of 'articles' in the schema cache
      return /the '([^']+)' column/.exec(message ?? '')?.[1]
    default:
      return undefined
  }
}

function readError(response: DialectResponse, dialect: string): ApiError {
  const { body } = response
  if (!isRecord(body)) return errorWithoutObject(dialect, response)
  const code = text(body.code)
  const message = text(body.message)
  const details = text(body.details)
  const hint = text(body.hint)
  const detail = [message, details, hint && `Hint: ${hint}`].filter(Boolean).join(' — ')
  const columnName = violationColumn(code, message, details)
  const violations: Violation[] | undefined = columnName ? [{ propertyPath: columnName, message: message ?? detail }] : undefined
  // The object Accept answers 406 when no row matched: for a reader, that is "not found".
  const status = code === 'PGRST116' && response.status === 406 && /\b0 rows\b/.test(details ?? '') ? 404 : response.status
  return new ApiError({ status, title: code, detail: detail || `${dialect}: request failed (HTTP ${response.status})`, violations })
}

/** Builds a PostgREST dialect from complete settings; `postgrestDialect` and `supabaseDialect` call it. */
export function createPostgrestDialect(settings: PostgrestSettings): Dialect {
  const keys = typeof settings.primaryKey === 'string' ? [settings.primaryKey] : settings.primaryKey ?? ['id']
  if (keys.length === 0 || keys.some((key) => typeof key !== 'string' || key === '')) {
    throw new Error(`${settings.name}Dialect: primaryKey must name at least one column`)
  }
  const resolved: Resolved = { ...settings, keys, select: settings.select ?? '*' }
  const { name } = resolved
  return {
    name,
    bulk: true,
    buildRequest: (operation) => buildRequest(operation, resolved),
    readCollection: (response) => readCollection(response, name),
    readItems: (response) => readCollection(response, name).items,
    readItem: (response) => readItem(response, name),
    readError: (response) => readError(response, name),
    getId(item) {
      const values = keys.map((key) => identifierOf(item, key))
      const missing = values.findIndex((value) => value === undefined)
      if (missing >= 0) throw missingIdentifier(name, keys[missing])
      if (keys.length === 1) return values[0] as string
      // The values as the row holds them (numbers stay numbers), so the id reads back the same.
      return JSON.stringify(keys.map((key) => (item as Record<string, unknown>)[key]))
    },
  }
}

/** Creates the PostgREST dialect; see the table at the top of this file. */
export function postgrestDialect(options: PostgrestDialectOptions = {}): Dialect {
  return createPostgrestDialect({ ...options, name: 'postgrest', basePath: '', headers: {} })
}
