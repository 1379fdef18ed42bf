/**
 * Strapi dialect (v5, and v4 with `{ id, attributes }` records).
 *
 * | operation | HTTP request                                                                                      |
 * |-----------|---------------------------------------------------------------------------------------------------|
 * | list      | GET    /api/{path}?pagination[page]=2&pagination[pageSize]=10&sort[0]=title:asc&filters[status][$eq]=draft&populate=* |
 * | read      | GET    /api/{path}/{documentId}?populate=*       (v4: the numeric `id`)                             |
 * | create    | POST   /api/{path}?populate=*               body `{ data }`                                        |
 * | update    | PUT    /api/{path}/{documentId}?populate=*  body `{ data }`                                        |
 * | delete    | DELETE /api/{path}/{documentId}                                                                  |
 *
 * Brackets stay literal; field names and values are percent-encoded. A path
 * that already starts with `apiPath` (or is an absolute URL) is kept as is.
 * Strapi refuses the keys it manages (`Invalid key id`), so `id`,
 * `documentId`, `createdAt`, `updatedAt`, `createdBy` and `updatedBy` are
 * left out of written data.
 *
 * | filter                      | query                                                       |
 * |-----------------------------|-------------------------------------------------------------|
 * | `v` / `{ eq: v }`           | filters[f][$eq]=v                                           |
 * | `[a, b]` / `{ in: [a, b] }` | filters[f][$in][0]=a&filters[f][$in][1]=b                   |
 * | `{ ne / lt / lte / gt / gte }` | filters[f][$ne] … [$gte]                                  |
 * | `{ contains: v }`           | filters[f][$containsi]=v   (case-insensitive)               |
 * | `{ startsWith: v }`         | filters[f][$startsWithi]=v (case-insensitive)               |
 * | `{ between: [a, b] }`       | filters[f][$between][0]=a&filters[f][$between][1]=b; one end missing: $gte / $lte |
 * | `{ isNull: true / false }`  | filters[f][$null]=true / filters[f][$notNull]=true          |
 *
 * Nested fields use dotted keys (`'author.name'` → `filters[author][name][$eq]`).
 * Empty values are skipped; Dates are sent as ISO strings.
 *
 * Answers: `{ data: [...], meta: { pagination: { total } } }` and `{ data }`.
 * v4 records `{ id, attributes }` and relation envelopes `{ data: … }` are
 * flattened (`{ id, ...attributes }`); with `version` unset the shape of each
 * answer decides. Errors: `{ error: { status, name, message, details } }`;
 * `details.errors[].path` (joined with `.`) and `Invalid key` errors on the
 * body become violations.
 */
import { ApiError, type Violation } from '../errors/ApiError'
import type { Collection } from '../types'
import type { Dialect, DialectOperation, DialectRequest, DialectResponse } from './Dialect'
import {
  errorWithoutObject, firstString, identifierOf, isRecord, itemPath, missingIdentifier, readCount, readRecords, underPrefix, unexpectedAnswer, withQuery,
} from './dialectAnswers'
import { encodeQueryValue, filterConditions, filterText, type FilterCondition } from './filterConditions'

/** Options of `strapiDialect`. */
export interface StrapiDialectOptions {
  /** Prefix of the REST API. Defaults to `'/api'`. */
  apiPath?: string
  /**
   * What to populate on read, list, create and update: `'*'` (first level of
   * every relation), a list of relation names, or `false` for nothing.
   * Defaults to `'*'`.
   * @example strapiDialect({ populate: ['author', 'cover'] })
   */
  populate?: string | readonly string[] | false
  /** The record key used in item URLs. Defaults to `'documentId'` (v5), or `'id'` with `version: 4`. */
  identifier?: string
  /** Strapi's major version; unset, each answer's shape decides whether v4 records are flattened. */
  version?: 4 | 5
}

type Pair = readonly [key: string, value: string]

const NAME = 'strapi'
const MANAGED_KEYS = ['id', 'documentId', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']
const OPERATOR = { eq: '$eq', ne: '$ne', lt: '$lt', lte: '$lte', gt: '$gt', gte: '$gte', contains: '$containsi', startsWith: '$startsWithi' } as const

function filterKey(field: string, ...suffixes: string[]): string {
  const segments = field.split('.').map((segment) => `[${encodeURIComponent(segment)}]`).join('')
  return `filters${segments}${suffixes.map((suffix) => `[${suffix}]`).join('')}`
}

function filterPairs(condition: FilterCondition): Pair[] {
  const { field } = condition
  const text = (value: unknown): string => filterText(value, NAME, field)
  switch (condition.operator) {
    case 'in':
      return condition.value.map((value, index) => [filterKey(field, '$in', String(index)), text(value)])
    case 'between': {
      const [from, to] = condition.value
      if (from !== undefined && to !== undefined) {
        return [[filterKey(field, '$between', '0'), text(from)], [filterKey(field, '$between', '1'), text(to)]]
      }
      return from !== undefined ? [[filterKey(field, '$gte'), text(from)]] : [[filterKey(field, '$lte'), text(to)]]
    }
    case 'isNull':
      return [[filterKey(field, condition.value ? '$null' : '$notNull'), 'true']]
    default:
      return [[filterKey(field, OPERATOR[condition.operator]), text(condition.value)]]
  }
}

function populatePairs(populate: StrapiDialectOptions['populate']): Pair[] {
  if (populate === false || populate === undefined || populate === '') return []
  if (typeof populate === 'string') return [['populate', populate]]
  return populate.map((name, index) => [`populate[${index}]`, name])
}

function query(pairs: readonly Pair[]): string {
  return pairs.map(([key, value]) => `${key}=${encodeQueryValue(value, ':*')}`).join('&')
}

// Strapi answers "Invalid key id" to the keys it manages itself.
function writable(data: unknown): { data: unknown } {
  if (!isRecord(data)) return { data }
  const kept = { ...data }
  for (const key of MANAGED_KEYS) delete kept[key]
  return { data: kept }
}

function buildRequest(operation: DialectOperation, options: StrapiDialectOptions & { apiPath: string }): DialectRequest {
  const path = underPrefix(operation.path, options.apiPath)
  const populate = populatePairs(options.populate)
  const accept = { Accept: 'application/json' }
  switch (operation.type) {
    case 'list': {
      const { page, itemsPerPage, order, filters } = operation.params
      const pairs: Pair[] = []
      if (page !== undefined) pairs.push(['pagination[page]', String(page)])
      if (itemsPerPage !== undefined) pairs.push(['pagination[pageSize]', String(itemsPerPage)])
      Object.entries(order ?? {}).forEach(([field, direction], index) => pairs.push([`sort[${index}]`, `${field}:${direction}`]))
      for (const condition of filterConditions(filters, NAME)) pairs.push(...filterPairs(condition))
      pairs.push(...populate)
      return { method: 'GET', url: withQuery(path, query(pairs)), headers: accept }
    }
    case 'read':
      return { method: 'GET', url: withQuery(itemPath(path, operation.id), query(populate)), headers: accept }
    case 'create':
      return { method: 'POST', url: withQuery(path, query(populate)), headers: accept, body: writable(operation.data) }
    case 'update':
      return { method: 'PUT', url: withQuery(itemPath(path, operation.id), query(populate)), headers: accept, body: writable(operation.data) }
    case 'delete':
      return { method: 'DELETE', url: itemPath(path, operation.id), headers: accept }
  }
}

function isV4Record(value: unknown): value is { id: unknown; attributes: Record<string, unknown> } {
  return isRecord(value) && 'id' in value && isRecord(value.attributes) && !('documentId' in value)
}

function isEnvelope(value: Record<string, unknown>): boolean {
  const { data } = value
  return 'data' in value && Object.keys(value).every((key) => key === 'data' || key === 'meta')
    && (data === null || isV4Record(data) || (Array.isArray(data) && data.every(isV4Record)))
}

/** v4 → flat: `{ id, attributes }` → `{ id, ...attributes }`, `{ data: x }` relation envelopes → x, recursively. */
function flatten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flatten)
  if (!isRecord(value)) return value
  if (isV4Record(value)) {
    return { id: value.id, ...mapValues(value.attributes) }
  }
  if (isEnvelope(value)) return flatten(value.data)
  return mapValues(value)
}

function mapValues(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, flatten(value)]))
}

function shouldFlatten(version: 4 | 5 | undefined, data: unknown): boolean {
  if (version !== undefined) return version === 4
  return isV4Record(Array.isArray(data) ? data[0] : data)
}

function readCollection(response: DialectResponse, version: 4 | 5 | undefined): Collection<unknown> {
  const { body } = response
  if (!isRecord(body) || !Array.isArray(body.data)) throw unexpectedAnswer(NAME, response, "a JSON object with a 'data' array")
  const data = readRecords(NAME, response, body.data)
  const items = shouldFlatten(version, data) ? data.map(flatten) : data
  const pagination = isRecord(body.meta) && isRecord(body.meta.pagination) ? body.meta.pagination : undefined
  const total = readCount(NAME, response, "'meta.pagination.total'", pagination?.total)
  return total === undefined ? { items } : { items, total }
}

function readItem(response: DialectResponse, version: 4 | 5 | undefined): unknown {
  const { body } = response
  if (!isRecord(body) || !isRecord(body.data)) throw unexpectedAnswer(NAME, response, "a JSON object with a 'data' object")
  return shouldFlatten(version, body.data) ? flatten(body.data) : body.data
}

function pathOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join('.')
  return typeof value === 'string' ? value : ''
}

function readViolations(details: unknown): Violation[] | undefined {
  if (!isRecord(details)) return undefined
  if (Array.isArray(details.errors)) {
    return details.errors.filter(isRecord).map((entry) => ({
      propertyPath: pathOf(entry.path),
      message: typeof entry.message === 'string' ? entry.message : String(entry.message ?? ''),
    }))
  }
  // v5 "Invalid key x" names the refused key of the body in details.key.
  if (details.source === 'body' && typeof details.key === 'string') {
    return [{ propertyPath: pathOf(details.path) || details.key, message: `Invalid key ${details.key}` }]
  }
  return undefined
}

function readError(response: DialectResponse): ApiError {
  const { status, body } = response
  if (!isRecord(body)) return errorWithoutObject(NAME, response)
  const error = isRecord(body.error) ? body.error : body
  const title = firstString(error, ['name', 'title', 'error'])
  const detail = firstString(error, ['message', 'detail'])
  return new ApiError({
    status,
    title,
    detail: detail ?? title ?? `${NAME}: request failed (HTTP ${status})`,
    violations: readViolations(error.details),
  })
}

/** Creates the Strapi dialect; see the table at the top of this file. */
export function strapiDialect(options: StrapiDialectOptions = {}): Dialect {
  const resolved = { ...options, apiPath: options.apiPath ?? '/api', populate: options.populate ?? '*' }
  const { version, identifier } = options
  const key = identifier ?? (version === 4 ? 'id' : 'documentId')
  return {
    name: NAME,
    buildRequest: (operation) => buildRequest(operation, resolved),
    readCollection: (response) => readCollection(response, version),
    readItem: (response) => readItem(response, version),
    readError,
    getId(item) {
      // Unset version and identifier: a flattened v4 record has no documentId, only its id.
      const id = identifierOf(item, key) ?? (identifier === undefined && version === undefined ? identifierOf(item, 'id') : undefined)
      if (id === undefined) throw missingIdentifier(NAME, key)
      return id
    },
  }
}
