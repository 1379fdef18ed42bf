/**
 * Plain REST dialect, as json-server 0.17 speaks it.
 *
 * | operation | HTTP request                                                                      |
 * |-----------|-----------------------------------------------------------------------------------|
 * | list      | GET    /{path}?_page=2&_limit=10&_sort=title,views&_order=asc,desc&status=draft    |
 * | read      | GET    /{path}/{id}                                                              |
 * | create    | POST   /{path}                                                                   |
 * | update    | PATCH  /{path}/{id}                                                              |
 * | delete    | DELETE /{path}/{id}                                                              |
 *
 * | filter                      | query                                                         |
 * |-----------------------------|---------------------------------------------------------------|
 * | `v` / `{ eq: v }`           | f=v   (a filter named `q` is json-server's full-text search)  |
 * | `[a, b]` / `{ in: [a, b] }` | f=a&f=b                                                       |
 * | `{ ne: v }`                 | f_ne=v                                                        |
 * | `{ gte: v }` / `{ lte: v }` | f_gte=v / f_lte=v                                             |
 * | `{ between: [a, b] }`       | f_gte=a&f_lte=b                                               |
 * | `{ contains: v }`           | f_like=v    (a case-insensitive regular expression: v is escaped) |
 * | `{ startsWith: v }`         | f_like=^v                                                     |
 * | `{ lt }`, `{ gt }`, `{ isNull }` | json-server has no such filter: an Error naming the operator |
 *
 * Nested fields use dotted keys (`author.name=Ann`). Note that json-server
 * ignores a filter on a field that no record has, and compares values as
 * text (numbers in `_gte`/`_lte` are compared as numbers).
 *
 * Answers: a JSON array with the total in `X-Total-Count` (sent when
 * `_page` or `_limit` is); a JSON object. json-server validates nothing; for
 * servers or middlewares that do, errors are read from `{ message | error |
 * detail | title }` and field messages from `errors` given as
 * `[{ field | path | propertyPath, message }]` or `{ field: message | [messages] }`.
 */
import { ApiError, type Violation } from '../errors/ApiError'
import type { Collection } from '../types'
import type { Dialect, DialectOperation, DialectRequest, DialectResponse } from './Dialect'
import {
  errorWithoutObject, firstString, identifierOf, isRecord, itemPath, missingIdentifier, readCountText, readRecords, unexpectedAnswer,
  withQuery,
} from './dialectAnswers'
import { cannotExpress, encodeQueryValue, filterConditions, filterText, type FilterCondition } from './filterConditions'

/** Options of `restDialect`. */
export interface RestDialectOptions {
  /** Field that identifies a record in item URLs. Defaults to `'id'`. */
  primaryKey?: string
}

type Pair = readonly [key: string, value: string]

const NAME = 'rest'

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')
}

function filterPairs(condition: FilterCondition): Pair[] {
  const { field } = condition
  const text = (value: unknown): string => filterText(value, NAME, field)
  switch (condition.operator) {
    case 'eq':
      return [[field, text(condition.value)]]
    case 'in':
      return condition.value.map((value) => [field, text(value)])
    case 'ne':
    case 'gte':
    case 'lte':
      return [[`${field}_${condition.operator}`, text(condition.value)]]
    case 'between': {
      const [from, to] = condition.value
      const pairs: Pair[] = []
      if (from !== undefined) pairs.push([`${field}_gte`, text(from)])
      if (to !== undefined) pairs.push([`${field}_lte`, text(to)])
      return pairs
    }
    case 'contains':
      return [[`${field}_like`, escapeRegExp(text(condition.value))]]
    case 'startsWith':
      return [[`${field}_like`, `^${escapeRegExp(text(condition.value))}`]]
    default:
      throw cannotExpress(NAME, condition.operator, field, 'json-server filters with _gte, _lte, _ne and _like only')
  }
}

function listPairs(operation: Extract<DialectOperation, { type: 'list' }>): Pair[] {
  const { page, itemsPerPage, order, filters } = operation.params
  const pairs: Pair[] = []
  if (page !== undefined) pairs.push(['_page', String(page)])
  if (itemsPerPage !== undefined) pairs.push(['_limit', String(itemsPerPage)])
  const sorts = Object.entries(order ?? {})
  if (sorts.length > 0) {
    pairs.push(['_sort', sorts.map(([field]) => field).join(',')], ['_order', sorts.map(([, direction]) => direction).join(',')])
  }
  for (const condition of filterConditions(filters, NAME)) pairs.push(...filterPairs(condition))
  return pairs
}

function buildRequest(operation: DialectOperation): DialectRequest {
  const headers = { Accept: 'application/json' }
  switch (operation.type) {
    case 'list': {
      const query = listPairs(operation).map(([key, value]) => `${encodeURIComponent(key)}=${encodeQueryValue(value, ',:')}`)
      return { method: 'GET', url: withQuery(operation.path, query.join('&')), headers }
    }
    case 'read':
      return { method: 'GET', url: itemPath(operation.path, operation.id), headers }
    case 'create':
      return { method: 'POST', url: operation.path, headers, body: operation.data }
    case 'update':
      return { method: 'PATCH', url: itemPath(operation.path, operation.id), headers, body: operation.data }
    case 'delete':
      return { method: 'DELETE', url: itemPath(operation.path, operation.id), headers }
  }
}

function readCollection(response: DialectResponse): Collection<unknown> {
  if (!Array.isArray(response.body)) throw unexpectedAnswer(NAME, response, 'a JSON array')
  const header = response.headers.get('x-total-count')
  const items = readRecords(NAME, response, response.body)
  if (header === null) return { items }
  return { items, total: readCountText(NAME, response, "the 'X-Total-Count' header", header) }
}

function readItem(response: DialectResponse): unknown {
  if (!isRecord(response.body)) throw unexpectedAnswer(NAME, response, 'a JSON object')
  return response.body
}

function messages(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(messages)
  if (typeof value === 'string') return [value]
  if (isRecord(value)) return messages(value.message ?? value.msg)
  return []
}

function readViolations(errors: unknown): Violation[] | undefined {
  if (Array.isArray(errors)) {
    return errors.filter(isRecord).map((entry) => ({
      propertyPath: firstString(entry, ['propertyPath', 'field', 'path', 'name']) ?? (Array.isArray(entry.path) ? entry.path.join('.') : ''),
      message: messages(entry).join(' ') || String(entry.message ?? ''),
    }))
  }
  if (isRecord(errors)) {
    return Object.entries(errors).flatMap(([propertyPath, value]) => messages(value).map((message) => ({ propertyPath, message })))
  }
  return undefined
}

function readError(response: DialectResponse): ApiError {
  const { status, body } = response
  if (!isRecord(body)) return errorWithoutObject(NAME, response)
  const detail = firstString(body, ['message', 'error', 'detail', 'title'])
  const violations = readViolations(body.errors)
  const fallback = status === 404 ? `${NAME}: not found (HTTP 404)` : `${NAME}: request failed (HTTP ${status})`
  return new ApiError({ status, detail: detail ?? fallback, violations })
}

/** Creates the json-server (plain REST) dialect; see the table at the top of this file. */
export function restDialect(options: RestDialectOptions = {}): Dialect {
  const primaryKey = options.primaryKey ?? 'id'
  return {
    name: NAME,
    buildRequest,
    readCollection,
    readItem,
    readError,
    getId(item) {
      const id = identifierOf(item, primaryKey)
      if (id === undefined) throw missingIdentifier(NAME, primaryKey)
      return id
    },
  }
}
