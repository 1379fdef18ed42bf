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
 *
 * Answers: `{ items, total }` (fastapi-pagination's `Page`) or a bare array
 * (no total: the list then offers previous/next only). Errors: 422
 * `{ detail: [{ loc: ['body', 'title'], msg }] }` → violations on `title`
 * (the `body`/`query`/`path`/`header`/`cookie` prefix dropped, the rest joined
 * with `.`); `{ detail: 'text' }` → detail.
 */
import { ApiError, type Violation } from '../errors/ApiError'
import type { Collection, FilterOperator } from '../types'
import type { Dialect, DialectOperation, DialectRequest, DialectResponse } from './Dialect'
import {
  errorWithoutObject, firstString, identifierOf, isRecord, itemPath, missingIdentifier, readCount, readRecords, unexpectedAnswer, withQuery,
} from './dialectAnswers'
import { cannotExpress, encodeQueryValue, filterConditions, filterText, type FilterCondition } from './filterConditions'

/** Operators that FastAPI routes have no standard parameter for. */
export type FastapiOperator = Exclude<FilterOperator, 'eq' | 'in' | 'between'>

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
  for (const condition of filterConditions(filters, NAME)) pairs.push(...filterPairs(condition, options))
  return pairs
}

function buildRequest(operation: DialectOperation, options: Resolved): DialectRequest {
  const slash = options.trailingSlash
  const collection = operation.path.replace(/\/+$/, '') + (slash ? '/' : '')
  const headers = { Accept: 'application/json' }
  switch (operation.type) {
    case 'list': {
      const query = listPairs(operation, options).map(([key, value]) => `${encodeURIComponent(key)}=${encodeQueryValue(value, ',:')}`)
      return { method: 'GET', url: withQuery(collection, query.join('&')), headers }
    }
    case 'read':
      return { method: 'GET', url: itemPath(operation.path, operation.id, slash), headers }
    case 'create':
      return { method: 'POST', url: collection, headers, body: operation.data }
    case 'update':
      return { method: 'PATCH', url: itemPath(operation.path, operation.id, slash), headers, body: operation.data }
    case 'delete':
      return { method: 'DELETE', url: itemPath(operation.path, operation.id, slash), headers }
  }
}

function readCollection(response: DialectResponse): Collection<unknown> {
  const { body } = response
  if (Array.isArray(body)) return { items: readRecords(NAME, response, body) }
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
