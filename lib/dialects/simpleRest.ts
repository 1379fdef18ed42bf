/**
 * react-admin's simple REST protocol (ra-data-simple-rest, FakeRest).
 *
 * | operation | HTTP request                                                                          |
 * |-----------|---------------------------------------------------------------------------------------|
 * | list      | GET    /{path}?filter={"status":"draft"}&range=[10,19]&sort=["title","ASC"]            |
 * |           |        Range: {resource}=10-19   (the last segment of the path)                       |
 * | read      | GET    /{path}/{id}                                                                   |
 * | create    | POST   /{path}                                                                        |
 * | update    | PUT    /{path}/{id}     (the changed fields: servers of this protocol merge them)      |
 * | delete    | DELETE /{path}/{id}                                                                   |
 *
 * `filter`, `range` and `sort` are JSON, percent-encoded. One sort field
 * only: the protocol has no second. Bulk writes are sent one record at a
 * time (the protocol has no bulk route); files are not sent (JSON bodies).
 *
 * | filter                      | `filter` JSON                                               |
 * |-----------------------------|-------------------------------------------------------------|
 * | `v` / `{ eq: v }`           | {"f":v}   (a filter named `q` is the server's full-text search) |
 * | `[a, b]` / `{ in: [a, b] }` | {"f":[a,b]}                                                 |
 * | `{ ne / lt / lte / gt / gte }` | {"f_neq":v} / {"f_lt":v} … (FakeRest's suffixes)         |
 * | `{ between: [a, b] }`       | {"f_gte":a,"f_lte":b}                                       |
 * | `{ contains: v }`           | {"f_q":v}                                                   |
 * | any other operator          | `operatorKey(f, op)` when that option names the key, else an Error |
 * | `$or` / nested `$and`       | the protocol ANDs its filter keys: an Error naming the group |
 *
 * Answers: a JSON array; the total from `Content-Range: posts 0-24/319`, else
 * `X-Total-Count`; neither → unknown (Next/Previous only; across origins the
 * server must list the header in `Access-Control-Expose-Headers`). Errors as
 * `restDialect` reads them.
 */
import type { Collection, SortDirection } from '../types'
import type { Dialect, DialectOperation, DialectRequest, DialectResponse } from './Dialect'
import {
  contentRangeTotal, identifierOf, isRecord, itemPath, missingIdentifier, readCountText, readRecords, unexpectedAnswer, withQuery,
} from './dialectAnswers'
import { notBulk, rootedPath } from './dialectRequests'
import { cannotExpress, filterConditions } from './filterConditions'
import { type FilterCondition } from '../filters/filterVocabulary'
import { restDialect } from './rest'

/** Options of `simpleRestDialect`. */
export interface SimpleRestDialectOptions {
  /** Field that identifies a record in item URLs. Defaults to `'id'`. */
  primaryKey?: string
  /**
   * Names the `filter` key of an operator your server reads; `undefined` keeps
   * the default (`f_neq`, `f_lt`, `f_lte`, `f_gt`, `f_gte`, `f_q`) or refuses.
   * @example simpleRestDialect({ operatorKey: (field, op) => (op === 'startsWith' ? `${field}_start` : undefined) })
   */
  operatorKey?: (field: string, operator: FilterCondition['operator']) => string | undefined
}

const NAME = 'simpleRest'
const SUFFIX: Partial<Record<FilterCondition['operator'], string>> = { ne: 'neq', lt: 'lt', lte: 'lte', gt: 'gt', gte: 'gte', contains: 'q' }

function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value
}

function filterObject(filters: Record<string, unknown> | undefined, options: SimpleRestDialectOptions): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  const put = (key: string, value: unknown, condition: FilterCondition): void => {
    if (key in result) throw new Error(`${NAME} dialect cannot send two filters on '${key}' (field '${condition.field}'): the filter is one JSON object`)
    result[key] = Array.isArray(value) ? value.map(plain) : plain(value)
  }
  const keyOf = (condition: FilterCondition, operator: FilterCondition['operator']): string => {
    const named = options.operatorKey?.(condition.field, operator)
    if (typeof named === 'string' && named !== '') return named
    const suffix = SUFFIX[operator]
    if (suffix) return `${condition.field}_${suffix}`
    throw cannotExpress(NAME, condition.operator, condition.field, 'pass simpleRestDialect({ operatorKey }) to name the filter key your server reads')
  }
  for (const condition of filterConditions(filters, NAME)) {
    if (condition.operator === 'eq' || condition.operator === 'in') put(condition.field, condition.value, condition)
    else if (condition.operator === 'between') {
      const [from, to] = condition.value
      if (from !== undefined) put(keyOf(condition, 'gte'), from, condition)
      if (to !== undefined) put(keyOf(condition, 'lte'), to, condition)
    } else put(keyOf(condition, condition.operator), condition.value, condition)
  }
  return result
}

function listRequest(operation: Extract<DialectOperation, { type: 'list' }>, options: SimpleRestDialectOptions): DialectRequest {
  const { page, itemsPerPage, order, filters } = operation.params
  const path = rootedPath(operation.path)
  const query: string[] = []
  const headers: Record<string, string> = { Accept: 'application/json' }
  const filter = filterObject(filters, options)
  if (Object.keys(filter).length > 0) query.push(`filter=${encodeURIComponent(JSON.stringify(filter))}`)
  if (itemsPerPage !== undefined) {
    const start = Math.max(0, ((page ?? 1) - 1) * itemsPerPage)
    const end = start + itemsPerPage - 1
    query.push(`range=${encodeURIComponent(JSON.stringify([start, end]))}`)
    // Browsers only expose Content-Range to a request that sent a Range.
    const resource = path.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() || 'items'
    headers.Range = `${resource}=${start}-${end}`
  } else if (page !== undefined && page > 1) {
    throw new Error(`${NAME} dialect needs itemsPerPage to ask for page ${page} (the protocol pages with range=[from,to])`)
  }
  // A typed `{ title: undefined }` sorts nothing.
  const sorts = Object.entries(order ?? {}).filter((sort): sort is [string, SortDirection] => sort[1] !== undefined)
  if (sorts.length > 1) throw new Error(`${NAME} dialect sorts by one field (sort=["field","ASC"]); got ${sorts.length}: ${sorts.map(([field]) => field).join(', ')}`)
  if (sorts.length === 1) query.push(`sort=${encodeURIComponent(JSON.stringify([sorts[0][0], sorts[0][1].toUpperCase()]))}`)
  return { method: 'GET', url: withQuery(path, query.join('&')), headers }
}

function buildRequest(operation: DialectOperation, options: SimpleRestDialectOptions): DialectRequest {
  const headers = { Accept: 'application/json' }
  const path = rootedPath(operation.path)
  switch (operation.type) {
    case 'list':
      return listRequest(operation, options)
    case 'read':
      return { method: 'GET', url: itemPath(path, operation.id), headers }
    case 'create':
      return { method: 'POST', url: path, headers, body: operation.data }
    case 'update':
      return { method: 'PUT', url: itemPath(path, operation.id), headers, body: operation.data }
    case 'delete':
      return { method: 'DELETE', url: itemPath(path, operation.id), headers }
    default:
      throw notBulk(NAME, operation)
  }
}

function readCollection(response: DialectResponse): Collection<unknown> {
  if (!Array.isArray(response.body)) throw unexpectedAnswer(NAME, response, 'a JSON array')
  const items = readRecords(NAME, response, response.body)
  const count = response.headers.get('x-total-count')
  const total = contentRangeTotal(NAME, response) ?? (count === null ? undefined : readCountText(NAME, response, "the 'X-Total-Count' header", count))
  return total === undefined ? { items } : { items, total }
}

/** Creates the react-admin simple REST dialect; see the table at the top of this file. */
export function simpleRestDialect(options: SimpleRestDialectOptions = {}): Dialect {
  const primaryKey = options.primaryKey ?? 'id'
  // Errors read the same as json-server's: { message | error | detail | title } and `errors`.
  const errors = restDialect({ primaryKey })
  return {
    name: NAME,
    buildRequest: (operation) => buildRequest(operation, options),
    readCollection,
    readItem(response) {
      if (!isRecord(response.body)) throw unexpectedAnswer(NAME, response, 'a JSON object')
      return response.body
    },
    readError: (response) => errors.readError(response),
    getId(item) {
      const id = identifierOf(item, primaryKey)
      if (id === undefined) throw missingIdentifier(NAME, primaryKey)
      return id
    },
  }
}
