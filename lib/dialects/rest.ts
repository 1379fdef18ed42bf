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
 * | `{ endsWith: v }`           | f_like=v$                                                     |
 * | `{ notContains: v }`        | f_like=^(?![\s\S]*v)  (a negative look-ahead)                   |
 * | `{ notIn: [a, b] }`         | f_ne=a&f_ne=b  (json-server ANDs repeated _ne)                |
 * | `{ before / after: date }`  | f_lte=date / f_gte=date                                       |
 * | `{ lt }`, `{ gt }`, `{ isNull }`, `containsCase`, `like`, `containsAll`, `containedBy` | json-server has no such filter: an Error naming the operator |
 * | `$or` / nested `$and`       | json-server ANDs its parameters: an Error naming the group    |
 *
 * json-server ORs repeated `_like` parameters, so several text conditions on
 * one field become one expression of look-aheads (`^(?=[\s\S]*a)(?![\s\S]*b)`).
 * Paths written without their leading slash are rooted. Files are not sent:
 * json-server stores JSON only.
 *
 * Nested fields use dotted keys (`author.name=Ann`). Note that json-server
 * ignores a filter on a field that no record has, and compares values as
 * text (numbers in `_gte`/`_lte` are compared as numbers).
 *
 * Answers: a JSON array with the total in `X-Total-Count` (sent when
 * `_page` or `_limit` is), else in `Content-Range` (`posts 0-9/42`); a JSON object. json-server validates nothing; for
 * servers or middlewares that do, errors are read from `{ message | error |
 * detail | title }` and field messages from `errors` given as
 * `[{ field | path | propertyPath, message }]` or `{ field: message | [messages] }`.
 */
import { ApiError, type Violation } from '../errors/ApiError'
import type { Collection } from '../types'
import type { Dialect, DialectOperation, DialectRequest, DialectResponse } from './Dialect'
import {
  contentRangeTotal, errorWithoutObject, firstString, identifierOf, isRecord, itemPath, missingIdentifier, readCountText, readRecords,
  unexpectedAnswer, withQuery,
} from './dialectAnswers'
import { notBulk, rootedPath } from './dialectRequests'
import { cannotExpress, encodeQueryValue, filterConditions, filterText } from './filterConditions'
import { type FilterCondition } from '../filters/filterVocabulary'

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

const LIMITS = 'json-server filters with _gte, _lte, _ne and _like only'

/** A text condition as a regular expression, alone (`v`, `^v`, `v$`) or as one look-ahead of several. */
function textPattern(operator: string, text: string, alone: boolean): string {
  const escaped = escapeRegExp(text)
  switch (operator) {
    case 'contains': return alone ? escaped : `(?=[\\s\\S]*${escaped})`
    case 'startsWith': return alone ? `^${escaped}` : `(?=${escaped})`
    case 'endsWith': return alone ? `${escaped}$` : `(?=[\\s\\S]*${escaped}$)`
    default: return alone ? `^(?![\\s\\S]*${escaped})` : `(?![\\s\\S]*${escaped})`
  }
}

const TEXT: ReadonlySet<string> = new Set(['contains', 'startsWith', 'endsWith', 'notContains'])

function filterPairs(condition: FilterCondition): Pair[] {
  const { field } = condition
  const text = (value: unknown): string => filterText(value, NAME, field)
  switch (condition.operator) {
    case 'eq':
      return [[field, text(condition.value)]]
    case 'in':
      return condition.value.map((value) => [field, text(value)])
    case 'notIn':
      return condition.value.map((value) => [`${field}_ne`, text(value)])
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
    default:
      throw cannotExpress(NAME, condition.operator, field, LIMITS)
  }
}

/** json-server ORs a repeated `_like` (and `_gte`/`_lte`): conditions on one field are joined into one parameter, or refused. */
function conditionPairs(conditions: readonly FilterCondition[]): Pair[] {
  const texts = new Map<string, FilterCondition[]>()
  for (const condition of conditions) {
    if (TEXT.has(condition.operator)) texts.set(condition.field, [...(texts.get(condition.field) ?? []), condition])
  }
  const pairs: Pair[] = []
  for (const condition of conditions) {
    const { field } = condition
    if (!TEXT.has(condition.operator)) pairs.push(...filterPairs(condition))
    else if (texts.get(field)?.[0] === condition) {
      // Emitted where the field's first text condition stands, so parameters keep the filters' order.
      const list = texts.get(field) ?? []
      const parts = list.map((entry) => textPattern(entry.operator, filterText(entry.value, NAME, field), list.length === 1))
      pairs.push([`${field}_like`, list.length === 1 ? parts[0] : `^${parts.join('')}`])
    }
  }
  const seen = new Set<string>()
  for (const [key] of pairs) {
    if (/_(?:gte|lte)$/.test(key) && seen.has(key)) throw new Error(`${NAME} dialect cannot send two '${key}' bounds: json-server would match either of them`)
    seen.add(key)
  }
  return pairs
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
  pairs.push(...conditionPairs(filterConditions(filters, NAME)))
  return pairs
}

function buildRequest(operation: DialectOperation): DialectRequest {
  const headers = { Accept: 'application/json' }
  const path = rootedPath(operation.path)
  switch (operation.type) {
    case 'list': {
      const query = listPairs(operation).map(([key, value]) => `${encodeURIComponent(key)}=${encodeQueryValue(value, ',:')}`)
      return { method: 'GET', url: withQuery(path, query.join('&')), headers }
    }
    case 'read':
      return { method: 'GET', url: itemPath(path, operation.id), headers }
    case 'create':
      return { method: 'POST', url: path, headers, body: operation.data }
    case 'update':
      return { method: 'PATCH', url: itemPath(path, operation.id), headers, body: operation.data }
    case 'delete':
      return { method: 'DELETE', url: itemPath(path, operation.id), headers }
    default:
      throw notBulk(NAME, operation)
  }
}

function readCollection(response: DialectResponse): Collection<unknown> {
  if (!Array.isArray(response.body)) throw unexpectedAnswer(NAME, response, 'a JSON array')
  const header = response.headers.get('x-total-count')
  const items = readRecords(NAME, response, response.body)
  const total = header === null ? contentRangeTotal(NAME, response) : readCountText(NAME, response, "the 'X-Total-Count' header", header)
  return total === undefined ? { items } : { items, total }
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
