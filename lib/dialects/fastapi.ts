/**
 * FastAPI dialect, for APIs written the way FastAPI's tutorial writes them.
 *
 * | operation | HTTP request                                                             |
 * |-----------|--------------------------------------------------------------------------|
 * | list      | GET    {path}?skip=10&limit=10&order_by=-created_at,title&status=draft    |
 * |           |        (`pagination: 'page-size'`: page=2&size=10)                        |
 * | read      | GET    {path}/{id}                                                       |
 * | create    | POST   {path}                                                            |
 * | update    | PATCH  {path}/{id}                                                       |
 * | delete    | DELETE {path}/{id}                                                       |
 *
 * Update bodies leave out the primary key and `@id` (the URL names the
 * record). A path written without its leading slash is rooted. Files are not
 * sent: FastAPI routes read JSON bodies (upload files through a route of
 * their own taking `UploadFile`, then send the stored file's URL).
 * `trailingSlash: true` adds `/` after every path (`/items/`, `/items/42/`),
 * sparing a redirect on routes declared with one. Sorts are one parameter,
 * comma-separated, `-` for descending. With `skip-limit`, a page past the
 * first needs `itemsPerPage`.
 *
 * FastAPI has no standard filter syntax, so only what a plain route reads
 * is spelled without help:
 *
 * | filter                      | query                                                   |
 * |-----------------------------|---------------------------------------------------------|
 * | `v` / `{ eq: v }`           | f=v                                                     |
 * | `[a, b]` / `{ in: [a, b] }` | f=a&f=b  (a `list[str] = Query(None)` parameter)        |
 * | any other operator          | `operatorParam(f, op)=v` when that option names the     |
 * |                             | parameter, else an Error naming the operator            |
 * | `{ between: [a, b] }`       | operatorParam(f, 'gte')=a&operatorParam(f, 'lte')=b     |
 * | `{ isNull: true / false }`  | operatorParam(f, 'isNull')=true / false                 |
 * | `{ notIn / containsAll / containedBy: [a, b] }` | operatorParam(f, op)=a&operatorParam(f, op)=b |
 * | `{ before / after … }`      | operatorParam(f, 'lte' / 'gte' / 'lt' / 'gt') with an ISO date |
 * | `$or` / nested `$and`       | no standard spelling: an Error naming the group         |
 *
 * Answers: `{ items, total }` (fastapi-pagination's `Page`) or a bare array,
 * whose total is read from `X-Total-Count` or else `Content-Range` when the
 * route sends one (none: the list then offers previous/next only). Errors: 422
 * `{ detail: [{ loc: ['body', 'title'], msg }] }` → violations on `title`
 * (the `body`/`query`/`path`/`header`/`cookie` prefix dropped, the rest joined
 * with `.`); `{ detail: 'text' }` → detail.
 */
import { ApiError, type Violation } from '../errors/ApiError'
import type { Collection, FilterOperator } from '../types'
import type { Dialect, DialectOperation, DialectRequest, DialectResponse } from './Dialect'
import {
  contentRangeTotal, errorWithoutObject, firstString, identifierOf, isRecord, itemPath, missingIdentifier, readCount, readCountText, readRecords,
  unexpectedAnswer, withQuery,
} from './dialectAnswers'
import { notBulk, rootedPath, withoutKeys } from './dialectRequests'
import { cannotExpress, encodeQueryValue, filterConditions, filterText } from './filterConditions'
import { type FilterCondition } from '../filters/filterVocabulary'

/** Operators that FastAPI routes have no standard parameter for (date operators arrive as `lte`, `gte`, `lt`, `gt`). */
export type FastapiOperator = Exclude<FilterOperator, 'eq' | 'in' | 'between' | 'before' | 'after' | 'strictly_before' | 'strictly_after'>

/** Options of `fastapiDialect`. */
export interface FastapiDialectOptions {
  /** Field that identifies a record in item URLs. Defaults to `'id'`. */
  primaryKey?: string
  /** `skip`/`limit` (FastAPI's tutorial) or `page`/`size` (fastapi-pagination). Defaults to `'skip-limit'`. */
  pagination?: 'skip-limit' | 'page-size'
  /** Name of the sort parameter. Defaults to `'order_by'`. */
  orderParam?: string
  /** Adds a trailing slash to every path. Defaults to `false`. */
  trailingSlash?: boolean
  /**
   * Names the query parameter of an operator your routes read; `undefined`
   * means "not supported" (the filter then throws). `between` uses the
   * `gte` and `lte` names.
   * @example fastapiDialect({ operatorParam: (field, op) => `${field}__${op}` }) // views__gte=10
   */
  operatorParam?: (field: string, operator: FastapiOperator) => string | undefined
}

type Pair = readonly [key: string, value: string]
type Resolved = Required<Omit<FastapiDialectOptions, 'operatorParam'>> & Pick<FastapiDialectOptions, 'operatorParam'>

const NAME = 'fastapi'
const LOCATIONS = new Set(['body', 'query', 'path', 'header', 'cookie'])

function paramFor(condition: FilterCondition, operator: FastapiOperator, options: Resolved): string {
  const name = options.operatorParam?.(condition.field, operator)
  if (typeof name === 'string' && name !== '') return name
  const sentAs = condition.operator === operator ? '' : ` (sent as '${operator}')`
  const hint = `pass fastapiDialect({ operatorParam }) to name the query parameter your route reads${sentAs}`
  throw cannotExpress(NAME, condition.operator, condition.field, hint)
}

function filterPairs(condition: FilterCondition, options: Resolved): Pair[] {
  const { field } = condition
  const text = (value: unknown): string => filterText(value, NAME, field)
  switch (condition.operator) {
    case 'eq':
      return [[field, text(condition.value)]]
    case 'in':
      return condition.value.map((value) => [field, text(value)])
    case 'between': {
      const [from, to] = condition.value
      const pairs: Pair[] = []
      if (from !== undefined) pairs.push([paramFor(condition, 'gte', options), text(from)])
      if (to !== undefined) pairs.push([paramFor(condition, 'lte', options), text(to)])
      return pairs
    }
    case 'notIn':
    case 'containsAll':
    case 'containedBy': {
      const name = paramFor(condition, condition.operator, options)
      return condition.value.map((value) => [name, text(value)])
    }
    default:
      return [[paramFor(condition, condition.operator, options), text(condition.value)]]
  }
}

function listPairs(operation: Extract<DialectOperation, { type: 'list' }>, options: Resolved): Pair[] {
  const { page, itemsPerPage, order, filters } = operation.params
  const pairs: Pair[] = []
  if (options.pagination === 'page-size') {
    if (page !== undefined) pairs.push(['page', String(page)])
    if (itemsPerPage !== undefined) pairs.push(['size', String(itemsPerPage)])
  } else if (itemsPerPage !== undefined) {
    pairs.push(['skip', String(Math.max(0, ((page ?? 1) - 1) * itemsPerPage))], ['limit', String(itemsPerPage)])
  } else if (page !== undefined && page > 1) {
    throw new Error(`${NAME} dialect needs itemsPerPage to ask for page ${page} with skip/limit pagination`)
  }
  const sorts = Object.entries(order ?? {}).map(([field, direction]) => (direction === 'desc' ? `-${field}` : field))
  if (sorts.length > 0) pairs.push([options.orderParam, sorts.join(',')])
  const hint = 'combine the filters in one query parameter your route reads'
  for (const condition of filterConditions(filters, NAME, hint)) pairs.push(...filterPairs(condition, options))
  return pairs
}

function buildRequest(operation: DialectOperation, options: Resolved): DialectRequest {
  const slash = options.trailingSlash
  const path = rootedPath(operation.path)
  const collection = path.replace(/\/+$/, '') + (slash ? '/' : '')
  const headers = { Accept: 'application/json' }
  switch (operation.type) {
    case 'list': {
      const query = listPairs(operation, options).map(([key, value]) => `${encodeURIComponent(key)}=${encodeQueryValue(value, ',:')}`)
      return { method: 'GET', url: withQuery(collection, query.join('&')), headers }
    }
    case 'read':
      return { method: 'GET', url: itemPath(path, operation.id, slash), headers }
    case 'create':
      return { method: 'POST', url: collection, headers, body: operation.data }
    case 'update':
      // The URL names the record; a Pydantic model that forbids extra keys would refuse its id in the body.
      return { method: 'PATCH', url: itemPath(path, operation.id, slash), headers, body: withoutKeys(operation.data, [options.primaryKey, '@id']) }
    case 'delete':
      return { method: 'DELETE', url: itemPath(path, operation.id, slash), headers }
    default:
      throw notBulk(NAME, operation)
  }
}

/** The total of a bare array: `X-Total-Count`, else `Content-Range`, else unknown. */
function headerTotal(response: DialectResponse): number | undefined {
  const header = response.headers.get('x-total-count')
  return header === null ? contentRangeTotal(NAME, response) : readCountText(NAME, response, "the 'X-Total-Count' header", header)
}

function readCollection(response: DialectResponse): Collection<unknown> {
  const { body } = response
  if (Array.isArray(body)) {
    const items = readRecords(NAME, response, body)
    const total = headerTotal(response)
    return total === undefined ? { items } : { items, total }
  }
  if (!isRecord(body) || !Array.isArray(body.items)) {
    throw unexpectedAnswer(NAME, response, "a JSON array or an object with an 'items' array")
  }
  const total = readCount(NAME, response, "'total'", body.total)
  const items = readRecords(NAME, response, body.items)
  return total === undefined ? { items } : { items, total }
}

function readItem(response: DialectResponse): unknown {
  if (!isRecord(response.body)) throw unexpectedAnswer(NAME, response, 'a JSON object')
  return response.body
}

function readViolation(entry: Record<string, unknown>): Violation {
  const loc = Array.isArray(entry.loc) ? entry.loc.map(String) : []
  const path = LOCATIONS.has(loc[0] ?? '') ? loc.slice(1) : loc
  return { propertyPath: path.join('.'), message: typeof entry.msg === 'string' ? entry.msg : String(entry.msg ?? '') }
}

function readError(response: DialectResponse): ApiError {
  const { status, body } = response
  if (!isRecord(body)) return errorWithoutObject(NAME, response)
  const { detail } = body
  if (Array.isArray(detail)) {
    const violations = detail.filter(isRecord).map(readViolation)
    const summary = violations.map(({ propertyPath, message }) => (propertyPath ? `${propertyPath}: ${message}` : message)).join('; ')
    return new ApiError({ status, title: 'Validation error', detail: summary || `${NAME}: invalid request (HTTP ${status})`, violations })
  }
  if (typeof detail === 'string' && detail.trim() !== '') return new ApiError({ status, detail: detail.trim() })
  if (detail !== undefined && detail !== null && typeof detail !== 'string') return new ApiError({ status, detail: JSON.stringify(detail) })
  const message = firstString(body, ['message', 'error', 'title'])
  return new ApiError({ status, detail: message ?? `${NAME}: request failed (HTTP ${status})` })
}

/** Creates the FastAPI dialect; see the table at the top of this file. */
export function fastapiDialect(options: FastapiDialectOptions = {}): Dialect {
  const resolved: Resolved = {
    primaryKey: options.primaryKey ?? 'id',
    pagination: options.pagination ?? 'skip-limit',
    orderParam: options.orderParam ?? 'order_by',
    trailingSlash: options.trailingSlash ?? false,
    operatorParam: options.operatorParam,
  }
  return {
    name: NAME,
    buildRequest: (operation) => buildRequest(operation, resolved),
    readCollection,
    readItem,
    readError,
    getId(item) {
      const id = identifierOf(item, resolved.primaryKey)
      if (id === undefined) throw missingIdentifier(NAME, resolved.primaryKey)
      return id
    },
  }
}
