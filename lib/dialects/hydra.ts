/**
 * API Platform (JSON-LD / Hydra) dialect.
 *
 * | operation | HTTP request                                                                    |
 * |-----------|---------------------------------------------------------------------------------|
 * | list      | GET    {path}?page=2&itemsPerPage=10&order[title]=asc&status=draft&tags[]=a      |
 * | read      | GET    {path}/{encodeURIComponent(id)}   — or the IRI itself when id is an IRI   |
 * | create    | POST   {path}           Content-Type: application/ld+json                        |
 * |           |        with a File: multipart/form-data (the browser writes the boundary)        |
 * | update    | PATCH  {path}/{id}      Content-Type: application/merge-patch+json               |
 * |           |        with a File: POST {path}/{id} multipart (PHP reads no multipart PATCH)    |
 * | delete    | DELETE {path}/{id}                                                              |
 *
 * Every request sends `Accept: application/ld+json`. Brackets stay literal
 * (`order[title]`, `tags[]`); field names and values are percent-encoded.
 * Bulk writes are sent one record at a time (API Platform has no bulk route).
 *
 * | filter                      | query                                                    |
 * |-----------------------------|----------------------------------------------------------|
 * | `v` / `{ eq: v }`           | f=v                                                      |
 * | `[a, b]` / `{ in: [a, b] }` | f[]=a&f[]=b                                              |
 * | `{ gt / gte / lt / lte }`   | numbers: f[gt] f[gte] f[lt] f[lte] (RangeFilter)         |
 * |                             | dates: f[strictly_after] f[after] f[strictly_before] f[before] (DateFilter) |
 * |                             | anything else: an Error (neither filter would read it)   |
 * | `{ after / before / strictly_after / strictly_before }` | f[after]… — the value must be an ISO date |
 * | `{ between: [a, b] }`       | numbers: f[between]=a..b; dates: f[after]=a&f[before]=b   |
 * | `{ isNull: true / false }`  | exists[f]=false / exists[f]=true (ExistsFilter)          |
 * | `{ contains / containsCase / startsWith / endsWith: v }` | f=v — the SearchFilter strategy (`ipartial`, `partial`, `istart`, `iend`…) is the server's |
 * | `{ ne / notIn / notContains / like / containsAll / containedBy }` | not expressible in API Platform core: an Error |
 * | `$or` / nested `$and`       | an Error, unless `groupFilter` spells it for a custom filter |
 *
 * A record is identified by its `@id` IRI when it has one (even with an `id`:
 * UUID IRIs with numeric ids are addressed by their IRI), else by its `id`.
 * An id is an IRI when it starts with `/` or `http(s)://`; it is then used as
 * the URL, resolved against the API's origin. Strings shaped like ISO dates
 * and Date objects pick the date spelling. Empty values (undefined, null, '')
 * are skipped; booleans are sent as `true` / `false`; Dates as ISO strings.
 * Nested fields use dotted keys (`'author.name': 'Ann'`), as API Platform
 * spells them; an unknown operator key throws.
 *
 * Answers: items in `member` or `hydra:member`, total in `totalItems` or
 * `hydra:totalItems`; without a total, `view` / `hydra:view` with its
 * `next` / `previous` (partial pagination) says whether pages follow.
 * Errors: `hydra:title`/`title`, `hydra:description`/`detail`/`description`,
 * `violations[]` (also with prefixed keys, `ConstraintViolation/message`).
 */
import { ApiError, type Violation } from '../errors/ApiError'
import type { Collection } from '../types'
import type { Dialect, DialectOperation, DialectRequest, DialectResponse } from './Dialect'
import { firstString, readRecords, unexpectedValue } from './dialectAnswers'
import { notBulk } from './dialectRequests'
import { formatQuery, hydraFilterPairs, type HydraGroupFilter, type QueryPair } from './hydraFilters'
import { hydraGetId as getId } from './hydraId'
import { hasTopLevelFile, toFormData } from './multipartBody'

/** Options of `hydraDialect`, for APIs that renamed the pagination parameters. */
export interface HydraDialectOptions {
  /** Name of the page-number parameter. Defaults to `'page'`. */
  pageParameter?: string
  /** Name of the page-size parameter. Defaults to `'itemsPerPage'`. */
  itemsPerPageParameter?: string
  /**
   * Spells `$and` / `$or` filter groups for a custom filter your API declares
   * (API Platform core has none); without it, a group is refused.
   * @example hydraDialect({ groupFilter: (group) => group.nodes.map((node) => ['or[title]', String('value' in node ? node.value : '')]) })
   */
  groupFilter?: HydraGroupFilter
}

type Resolved = Required<Omit<HydraDialectOptions, 'groupFilter'>> & Pick<HydraDialectOptions, 'groupFilter'>

const NAME = 'hydra'
const LD_JSON = 'application/ld+json'
const MERGE_PATCH = 'application/merge-patch+json'

// API Platform can generate relative IRIs (/api/books/1) or absolute ones.
function isIri(id: string): boolean {
  return id.startsWith('/') || /^https?:\/\//i.test(id)
}

function itemUrl(path: string, id: string): string {
  return isIri(id) ? id : `${path.replace(/\/+$/, '')}/${encodeURIComponent(id)}`
}

function withQuery(path: string, pairs: readonly QueryPair[]): string {
  if (pairs.length === 0) return path
  return `${path}${path.includes('?') ? '&' : '?'}${formatQuery(pairs)}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Names what an answer actually was, for messages that say what went wrong. */
function describeAnswer(response: DialectResponse): string {
  if (response.text.trim() === '') return 'an empty body'
  if (response.body === undefined) {
    const type = response.headers.get('content-type')?.split(';')[0]?.trim()
    return type ? `${type} that is not valid JSON` : 'a body that is not valid JSON'
  }
  if (response.body === null) return 'null'
  if (Array.isArray(response.body)) return 'a JSON array'
  return typeof response.body === 'object' ? "a JSON object without a 'member' array" : `a JSON ${typeof response.body}`
}

function malformed(response: DialectResponse, expected: string): ApiError {
  return new ApiError({
    status: response.status,
    title: 'Unexpected answer',
    detail: `${NAME}: expected ${expected}, got ${describeAnswer(response)} (HTTP ${response.status})`,
  })
}


/** `name`, or a key ending with `/name` or `:name` (compacted JSON-LD: `ConstraintViolation/message`). */
function member(entry: Record<string, unknown>, name: string): unknown {
  if (name in entry) return entry[name]
  const key = Object.keys(entry).find((candidate) => candidate.endsWith(`/${name}`) || candidate.endsWith(`:${name}`))
  return key === undefined ? undefined : entry[key]
}

function readViolations(value: unknown): Violation[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value.filter(isRecord).map((entry) => {
    const propertyPath = member(entry, 'propertyPath')
    const message = member(entry, 'message')
    return {
      propertyPath: typeof propertyPath === 'string' ? propertyPath : '',
      message: typeof message === 'string' ? message : String(message ?? ''),
    }
  })
}

// Proxies and crashed servers answer with HTML pages; a tag-free excerpt is enough to recognise them.
function snippet(text: string): string {
  const plain = text.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
  return plain.length > 120 ? `${plain.slice(0, 117)}...` : plain
}

/** The request for an item: its IRI as it is (resolved against the API's origin), else `{path}/{id}`. */
function itemRequest(path: string, id: string): Pick<DialectRequest, 'url' | 'iri'> {
  return isIri(id) ? { url: id, iri: true } : { url: itemUrl(path, id) }
}

function buildRequest(operation: DialectOperation, options: Resolved): DialectRequest {
  const accept = { Accept: LD_JSON }
  switch (operation.type) {
    case 'list': {
      const { page, itemsPerPage, order, filters } = operation.params
      const pairs: QueryPair[] = []
      if (page !== undefined) pairs.push([encodeURIComponent(options.pageParameter), String(page)])
      if (itemsPerPage !== undefined) pairs.push([encodeURIComponent(options.itemsPerPageParameter), String(itemsPerPage)])
      for (const [field, direction] of Object.entries(order ?? {})) {
        if (direction) pairs.push([`order[${encodeURIComponent(field)}]`, direction])
      }
      pairs.push(...hydraFilterPairs(filters, NAME, options.groupFilter))
      return { method: 'GET', url: withQuery(operation.path, pairs), headers: accept }
    }
    case 'read':
      return { method: 'GET', ...itemRequest(operation.path, operation.id), headers: accept }
    case 'create':
      if (hasTopLevelFile(operation.data)) return { method: 'POST', url: operation.path, headers: accept, body: toFormData(operation.data) }
      return { method: 'POST', url: operation.path, headers: { ...accept, 'Content-Type': LD_JSON }, body: operation.data }
    case 'update':
      // PHP parses multipart bodies of POST requests only: a file goes to the item with POST.
      if (hasTopLevelFile(operation.data)) return { method: 'POST', ...itemRequest(operation.path, operation.id), headers: accept, body: toFormData(operation.data) }
      return { method: 'PATCH', ...itemRequest(operation.path, operation.id), headers: { ...accept, 'Content-Type': MERGE_PATCH }, body: operation.data }
    case 'delete':
      return { method: 'DELETE', ...itemRequest(operation.path, operation.id), headers: accept }
    default:
      throw notBulk(NAME, operation)
  }
}

/** Whether the view of a partial collection links a next (or previous) page; undefined when there is no view. */
function viewLink(body: Record<string, unknown>, name: 'next' | 'previous'): boolean | undefined {
  const view = body.view ?? body['hydra:view']
  if (!isRecord(view)) return undefined
  const link = view[name] ?? view[`hydra:${name}`]
  return typeof link === 'string' && link !== ''
}

function readCollection(response: DialectResponse): Collection<unknown> {
  const expected = "a JSON-LD collection with a 'member' array"
  const body = response.body
  if (!isRecord(body)) throw malformed(response, expected)
  const items = body.member ?? body['hydra:member']
  if (!Array.isArray(items)) throw malformed(response, expected)
  const records = readRecords(NAME, response, items)
  // A count must be exact: fractions, negatives, strings and numbers beyond 2^53 are refused.
  const total = body.totalItems ?? body['hydra:totalItems']
  if (total === undefined) {
    const next = viewLink(body, 'next')
    const previous = viewLink(body, 'previous')
    return {
      items: records,
      ...(next === undefined ? {} : { hasNextPage: next }),
      ...(previous === undefined ? {} : { hasPreviousPage: previous }),
    }
  }
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) {
    throw unexpectedValue(NAME, response, "'totalItems'", 'a non-negative number', total)
  }
  return { items: records, total }
}

function readItem(response: DialectResponse): unknown {
  if (!isRecord(response.body)) throw malformed(response, 'a JSON-LD object')
  return response.body
}

function readError(response: DialectResponse): ApiError {
  const { status, body, text } = response
  if (!isRecord(body)) {
    if (typeof body === 'string' && body.trim() !== '') return new ApiError({ status, detail: body.trim() })
    if (text.trim() === '') return new ApiError({ status, detail: `Empty answer (HTTP ${status})` })
    const excerpt = snippet(text)
    const what = body === undefined ? 'non-JSON answer' : 'JSON answer'
    return new ApiError({ status, detail: `Unexpected ${what} (HTTP ${status})${excerpt ? `: ${excerpt}` : ''}` })
  }
  const title = firstString(body, ['hydra:title', 'title'])
  const detail = firstString(body, ['hydra:description', 'detail', 'description'])
  const violations = readViolations(body.violations)
  return new ApiError({
    status,
    title,
    // The detail is what a reader sees: a title alone ("An error occurred") stands in for it.
    detail: detail ?? title ?? `Request failed (HTTP ${status})`,
    violations,
  })
}

/** Creates the API Platform (JSON-LD / Hydra) dialect; see the table at the top of this file. */
export function hydraDialect(options: HydraDialectOptions = {}): Dialect {
  const resolved: Resolved = {
    pageParameter: options.pageParameter ?? 'page',
    itemsPerPageParameter: options.itemsPerPageParameter ?? 'itemsPerPage',
    groupFilter: options.groupFilter,
  }
  return {
    name: NAME,
    files: true,
    buildRequest: (operation) => buildRequest(operation, resolved),
    readCollection,
    readItem,
    readError,
    getId,
  }
}
