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
  errorWithoutObject, identifierOf, isRecord, missingIdentifier, readCountText, readRecords, underPrefix, unexpectedAnswer, unexpectedValue,
  withQuery,
} from './dialectAnswers'
import { encodeQueryValue, filterConditions, filterText, type FilterCondition } from './filterConditions'

/** Options of `postgrestDialect`. */
export interface PostgrestDialectOptions {
  /** Column that identifies a row in item requests. Defaults to `'id'`. */
  primaryKey?: string
  /**
   * The `select` parameter: columns and embedded resources. Defaults to `'*'`.
   * @example postgrestDialect({ select: '*,author:authors(name)' })
   */
  select?: string
  /** Schema other than the default one, sent as `Accept-Profile` / `Content-Profile`. */
  schema?: string
}

type Pair = readonly [key: string, value: string]

const OBJECT = 'application/vnd.pgrst.object+json'
const SIMPLE = { eq: 'eq', ne: 'neq', lt: 'lt', lte: 'lte', gt: 'gt', gte: 'gte' } as const
// Characters with a meaning inside in.(…) lists, per PostgREST's "Reserved characters".
const RESERVED = /[,.:*()"\\\s]/

function listElement(text: string): string {
  return text === '' || RESERVED.test(text) ? `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"` : text
}

function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '_')
}

function column(field: string): string {
  return field.split('.').map(encodeURIComponent).join('.')
}

function filterPairs(condition: FilterCondition, dialect: string): Pair[] {
  const { field } = condition
  const text = (value: unknown): string => filterText(value, dialect, field)
  switch (condition.operator) {
    case 'in':
      return [[field, `in.(${condition.value.map((value) => listElement(text(value))).join(',')})`]]
    case 'between': {
      const [from, to] = condition.value
      const pairs: Pair[] = []
      if (from !== undefined) pairs.push([field, `gte.${text(from)}`])
      if (to !== undefined) pairs.push([field, `lte.${text(to)}`])
      return pairs
    }
    case 'isNull':
      return [[field, condition.value ? 'is.null' : 'not.is.null']]
    case 'contains':
      return [[field, `ilike.*${likeText(text(condition.value))}*`]]
    case 'startsWith':
      return [[field, `ilike.${likeText(text(condition.value))}*`]]
    default:
      return [[field, `${SIMPLE[condition.operator]}.${text(condition.value)}`]]
  }
}

function query(pairs: readonly Pair[]): string {
  return pairs.map(([key, value]) => `${column(key)}=${encodeQueryValue(value, ',:')}`).join('&')
}

/** What `supabaseDialect` adds to PostgREST: a name, a path prefix and headers. Not public. */
export interface PostgrestSettings extends PostgrestDialectOptions {
  /** Name in error messages. */
  name: string
  /** Prefix of every table path, e.g. `'/rest/v1'`. */
  basePath: string
  /** Headers added to every request. */
  headers: Record<string, string>
}

type Resolved = PostgrestSettings & { primaryKey: string; select: string }

function listPairs(operation: Extract<DialectOperation, { type: 'list' }>, options: Resolved): Pair[] {
  const { page, itemsPerPage, order, filters } = operation.params
  const pairs: Pair[] = [['select', options.select]]
  for (const condition of filterConditions(filters, options.name)) pairs.push(...filterPairs(condition, options.name))
  const sorts = Object.entries(order ?? {}).map(([field, direction]) => `${field}.${direction}`)
  if (sorts.length > 0) pairs.push(['order', sorts.join(',')])
  if (itemsPerPage !== undefined) {
    pairs.push(['limit', String(itemsPerPage)], ['offset', String(Math.max(0, ((page ?? 1) - 1) * itemsPerPage))])
  } else if (page !== undefined && page > 1) {
    throw new Error(`${options.name} dialect needs itemsPerPage to ask for page ${page} (PostgREST pages with limit and offset)`)
  }
  return pairs
}

function buildRequest(operation: DialectOperation, options: Resolved): DialectRequest {
  const table = underPrefix(operation.path.replace(/\/+$/, ''), options.basePath)
  const reading = operation.type === 'list' || operation.type === 'read'
  const headers: Record<string, string> = { ...options.headers }
  if (options.schema !== undefined) headers[reading ? 'Accept-Profile' : 'Content-Profile'] = options.schema
  const byKey = (id: string): Pair => [options.primaryKey, `eq.${id}`]
  const select: Pair = ['select', options.select]
  const url = (pairs: readonly Pair[]): string => withQuery(table, query(pairs))
  switch (operation.type) {
    case 'list':
      return { method: 'GET', url: url(listPairs(operation, options)), headers: { ...headers, Accept: 'application/json', Prefer: 'count=exact' } }
    case 'read':
      return { method: 'GET', url: url([select, byKey(operation.id)]), headers: { ...headers, Accept: OBJECT } }
    case 'create':
      return {
        method: 'POST', url: url([select]), headers: { ...headers, Accept: OBJECT, Prefer: 'return=representation' }, body: operation.data,
      }
    case 'update':
      return {
        method: 'PATCH',
        url: url([byKey(operation.id), select]),
        headers: { ...headers, Accept: OBJECT, Prefer: 'return=representation' },
        body: operation.data,
      }
    case 'delete':
      return { method: 'DELETE', url: url([byKey(operation.id)]), headers }
  }
}

/** The total of `Content-Range: 0-9/573`; a `*` total or no header → unknown. */
function readTotal(response: DialectResponse, dialect: string): number | undefined {
  const range = response.headers.get('content-range')
  if (range === null) return undefined
  const match = /^\s*(?:\d+-\d+|\*)\/(\d+|\*)\s*$/.exec(range)
  if (!match) throw unexpectedValue(dialect, response, "the 'Content-Range' header", "'from-to/total'", range)
  return match[1] === '*' ? undefined : readCountText(dialect, response, "the total of the 'Content-Range' header", match[1])
}

function readCollection(response: DialectResponse, dialect: string): Collection<unknown> {
  if (!Array.isArray(response.body)) throw unexpectedAnswer(dialect, response, 'a JSON array of rows')
  const total = readTotal(response, dialect)
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
  const resolved: Resolved = { ...settings, primaryKey: settings.primaryKey ?? 'id', select: settings.select ?? '*' }
  const { name, primaryKey } = resolved
  return {
    name,
    buildRequest: (operation) => buildRequest(operation, resolved),
    readCollection: (response) => readCollection(response, name),
    readItem: (response) => readItem(response, name),
    readError: (response) => readError(response, name),
    getId(item) {
      const id = identifierOf(item, primaryKey)
      if (id === undefined) throw missingIdentifier(name, primaryKey)
      return id
    },
  }
}

/** Creates the PostgREST dialect; see the table at the top of this file. */
export function postgrestDialect(options: PostgrestDialectOptions = {}): Dialect {
  return createPostgrestDialect({ ...options, name: 'postgrest', basePath: '', headers: {} })
}
