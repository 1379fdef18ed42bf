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
 * | `{ notIn: [a, b] }`         | filters[f][$notIn][0]=a&filters[f][$notIn][1]=b             |
 * | `{ endsWith: v }`           | filters[f][$endsWithi]=v   (case-insensitive, like contains) |
 * | `{ notContains: v }`        | filters[f][$notContainsi]=v                                 |
 * | `{ containsCase: v }`       | filters[f][$contains]=v    (case-sensitive)                 |
 * | `{ before / after … }`      | filters[f][$lte] / [$gte] / [$lt] / [$gt] with an ISO date  |
 * | `$or: [{…}, {…}]`           | filters[$or][0][a][$eq]=1&filters[$or][1][b][$gt]=2 (nestable: filters[$or][1][$and][0]…) |
 * | `like`, `containsAll`, `containedBy` | no Strapi operator: an Error naming it             |
 *
 * `locale` and `fields` (options of the dialect, or `meta` of one request,
 * which wins) add `locale=fr` to every request and `fields[0]=title…` to
 * reads and writes. Files are not sent in records: upload them with Strapi's
 * upload API (`POST /api/upload`) and send the file's id.
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
import type { Collection, RequestMeta } from '../types'
import type { Dialect, DialectOperation, DialectRequest, DialectResponse } from './Dialect'
import {
  errorWithoutObject, firstString, identifierOf, isRecord, itemPath, missingIdentifier, readCount, readRecords, underPrefix, unexpectedAnswer, withQuery,
} from './dialectAnswers'
import { notBulk } from './dialectRequests'
import { cannotExpress, encodeQueryValue, filterText } from './filterConditions'
import { normalizeFilter } from '../filters/normalizeFilter'
import { isGroup, type FilterCondition, type FilterNode } from '../filters/filterVocabulary'

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
  /** The locale of every request (i18n), unless a request's `meta.locale` names another. */
  locale?: string
  /** The fields returned by reads and writes, unless a request's `meta.fields` names others. */
  fields?: readonly string[]
}

type Pair = readonly [key: string, value: string]

const NAME = 'strapi'
const MANAGED_KEYS = ['id', 'documentId', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']
const OPERATOR = {
  eq: '$eq', ne: '$ne', lt: '$lt', lte: '$lte', gt: '$gt', gte: '$gte', contains: '$containsi', startsWith: '$startsWithi',
  endsWith: '$endsWithi', notContains: '$notContainsi', containsCase: '$contains',
} as const

function filterPairs(condition: FilterCondition, prefix: string): Pair[] {
  const { field } = condition
  const text = (value: unknown): string => filterText(value, NAME, field)
  const segments = field.split('.').map((segment) => `[${encodeURIComponent(segment)}]`).join('')
  const filterKey = (...suffixes: string[]): string => `${prefix}${segments}${suffixes.map((suffix) => `[${suffix}]`).join('')}`
  switch (condition.operator) {
    case 'in':
    case 'notIn':
      return condition.value.map((value, index) => [filterKey(`$${condition.operator}`, String(index)), text(value)])
    case 'like':
    case 'containsAll':
    case 'containedBy':
      throw cannotExpress(NAME, condition.operator, field, 'Strapi has no such operator')
    case 'between': {
      const [from, to] = condition.value
      if (from !== undefined && to !== undefined) {
        return [[filterKey('$between', '0'), text(from)], [filterKey('$between', '1'), text(to)]]
      }
      return from !== undefined ? [[filterKey('$gte'), text(from)]] : [[filterKey('$lte'), text(to)]]
    }
    case 'isNull':
      return [[filterKey(condition.value ? '$null' : '$notNull'), 'true']]
    default:
      return [[filterKey(OPERATOR[condition.operator]), text(condition.value)]]
  }
}

/** A node under `prefix` (`filters`, `filters[$or][0]`…): a group's branches are indexed under `[$or]` / `[$and]`. */
function nodePairs(node: FilterNode, prefix: string): Pair[] {
  if (!isGroup(node)) return filterPairs(node, prefix)
  return node.nodes.flatMap((child, index) => nodePairs(child, `${prefix}[$${node.group}][${index}]`))
}

/** The filters: conditions directly under `filters`; one group as `filters[$or]…`, several under `filters[$and][i]` so they do not merge. */
function listFilterPairs(filters: Record<string, unknown> | undefined): Pair[] {
  const root = normalizeFilter(filters, NAME)
  const groups = root.nodes.filter(isGroup)
  const pairs = root.nodes.filter((node) => !isGroup(node)).flatMap((node) => nodePairs(node, 'filters'))
  if (groups.length === 1) pairs.push(...nodePairs(groups[0], 'filters'))
  else groups.forEach((group, index) => pairs.push(...nodePairs(group, `filters[$and][${index}]`)))
  return pairs
}

/** `locale` and `fields` of the request (its `meta` wins over the dialect's options). */
function metaPairs(options: StrapiDialectOptions, meta: RequestMeta | undefined, withFields: boolean): Pair[] {
  const pairs: Pair[] = []
  const fields = meta?.fields ?? options.fields
  if (withFields && fields) fields.forEach((name, index) => pairs.push([`fields[${index}]`, name]))
  const locale = meta?.locale ?? options.locale
  if (locale) pairs.push(['locale', locale])
  return pairs
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
  const meta = metaPairs(options, operation.meta, operation.type !== 'delete')
  const populate = [...populatePairs(options.populate), ...meta]
  const accept = { Accept: 'application/json' }
  switch (operation.type) {
    case 'list': {
      const { page, itemsPerPage, order, filters } = operation.params
      const pairs: Pair[] = []
      if (page !== undefined) pairs.push(['pagination[page]', String(page)])
      if (itemsPerPage !== undefined) pairs.push(['pagination[pageSize]', String(itemsPerPage)])
      Object.entries(order ?? {}).forEach(([field, direction], index) => pairs.push([`sort[${index}]`, `${field}:${direction}`]))
      pairs.push(...listFilterPairs(filters), ...populatePairs(options.populate), ...metaPairs(options, operation.params.meta ?? operation.meta, true))
      return { method: 'GET', url: withQuery(path, query(pairs)), headers: accept }
    }
    case 'read':
      return { method: 'GET', url: withQuery(itemPath(path, operation.id), query(populate)), headers: accept }
    case 'create':
      return { method: 'POST', url: withQuery(path, query(populate)), headers: accept, body: writable(operation.data) }
    case 'update':
      return { method: 'PUT', url: withQuery(itemPath(path, operation.id), query(populate)), headers: accept, body: writable(operation.data) }
    case 'delete':
      return { method: 'DELETE', url: withQuery(itemPath(path, operation.id), query(meta)), headers: accept }
    default:
      throw notBulk(NAME, operation)
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
