import { ApiError } from '../errors/ApiError'
import type { DialectResponse } from './Dialect'

// Shared by the Strapi, PostgREST, FastAPI and json-server dialects: turning
// answers that are not what a dialect expected into readable ApiErrors.

/** True for a JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Names what an answer actually was: "an empty body", "text/html that is not valid JSON", "a JSON array"… */
export function describeAnswer(response: DialectResponse): string {
  if (response.text.trim() === '') return 'an empty body'
  const { body } = response
  if (body === undefined) {
    const type = response.headers.get('content-type')?.split(';')[0]?.trim()
    return type ? `${type} that is not valid JSON` : 'a body that is not valid JSON'
  }
  if (body === null) return 'null'
  if (Array.isArray(body)) return 'a JSON array'
  return typeof body === 'object' ? `a JSON object with keys ${keyList(body)}` : `a JSON ${typeof body}`
}

function keyList(body: object): string {
  const keys = Object.keys(body)
  if (keys.length === 0) return '(none)'
  const shown = keys.slice(0, 5).map((key) => `'${key}'`).join(', ')
  return keys.length > 5 ? `${shown}…` : shown
}

/** The error for an answer that does not have the shape a reader expected. */
export function unexpectedAnswer(dialect: string, response: DialectResponse, expected: string): ApiError {
  return new ApiError({
    status: response.status,
    title: 'Unexpected answer',
    detail: `${dialect}: expected ${expected}, got ${describeAnswer(response)} (HTTP ${response.status})`,
  })
}

/** The error for one field of an answer that has the wrong type. */
export function unexpectedValue(dialect: string, response: DialectResponse, what: string, expected: string, value: unknown): ApiError {
  return new ApiError({
    status: response.status,
    title: 'Unexpected answer',
    detail: `${dialect}: expected ${what} to be ${expected}, got ${JSON.stringify(value) ?? String(value)} (HTTP ${response.status})`,
  })
}

/**
 * A count (a non-negative integer small enough to be exact, so `1e400` and
 * `9007199254740993` are refused), or undefined when absent; anything else
 * is an unexpected answer.
 */
export function readCount(dialect: string, response: DialectResponse, what: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value
  throw unexpectedValue(dialect, response, what, 'a non-negative integer', value)
}

/** A count written as text (a header): digits only, exact as a number; anything else is an unexpected answer. */
export function readCountText(dialect: string, response: DialectResponse, what: string, text: string): number {
  const count = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isSafeInteger(count)) throw unexpectedValue(dialect, response, what, 'a non-negative integer', text)
  return count
}

/**
 * The records of a list answer: every entry must be a JSON object, else the
 * whole answer is refused (a list of `null`s or numbers would be drawn as
 * empty rows, or break the view later).
 */
export function readRecords(dialect: string, response: DialectResponse, items: readonly unknown[]): Record<string, unknown>[] {
  const index = items.findIndex((item) => !isRecord(item))
  if (index >= 0) throw unexpectedValue(dialect, response, `record ${index + 1} of the list`, 'a JSON object', items[index])
  return items as Record<string, unknown>[]
}

// Proxies and crashed servers answer with HTML pages; a tag-free excerpt is enough to recognise them.
export function snippet(text: string): string {
  const plain = text.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
  return plain.length > 120 ? `${plain.slice(0, 117)}...` : plain
}

/** The error for a failed answer whose body is not a JSON object (empty, HTML, a bare string…). */
export function errorWithoutObject(dialect: string, response: DialectResponse): ApiError {
  const { status, body, text } = response
  if (typeof body === 'string' && body.trim() !== '') return new ApiError({ status, detail: body.trim() })
  if (text.trim() === '') return new ApiError({ status, detail: `${dialect}: empty answer (HTTP ${status})` })
  const excerpt = snippet(text)
  const what = body === undefined ? 'non-JSON answer' : 'JSON answer'
  return new ApiError({ status, detail: `${dialect}: unexpected ${what} (HTTP ${status})${excerpt ? `: ${excerpt}` : ''}` })
}

/** The first non-blank string among `keys` of `body`, trimmed. */
export function firstString(body: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const name of keys) {
    const value = body[name]
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
  }
  return undefined
}

/** A record's identifier as a string, or undefined when it has none usable. */
export function identifierOf(item: unknown, key: string): string | undefined {
  if (!isRecord(item)) return undefined
  const id = item[key]
  if (typeof id === 'string' && id !== '') return id
  if (typeof id === 'number' && Number.isFinite(id)) return String(id)
  return undefined
}

/** The error for a record without its identifier. */
export function missingIdentifier(dialect: string, key: string): ApiError {
  return new ApiError({
    status: 0,
    title: 'Missing identifier',
    detail: `${dialect}: cannot find the identifier of a record: expected a string or number in '${key}'`,
  })
}

/** `{path}/{id}` with the id percent-encoded and exactly one slash between them. */
export function itemPath(path: string, id: string, trailingSlash = false): string {
  return `${path.replace(/\/+$/, '')}/${encodeURIComponent(id)}${trailingSlash ? '/' : ''}`
}

/** Appends a query string (already encoded) to a path that may already have one. */
export function withQuery(path: string, query: string): string {
  if (query === '') return path
  return `${path}${path.includes('?') ? '&' : '?'}${query}`
}

/**
 * `{prefix}/{path}`; a path that already starts with the prefix, or an
 * absolute URL, is kept as it is.
 */
export function underPrefix(path: string, prefix: string): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(path)) return path
  const base = prefix.replace(/\/+$/, '')
  if (base !== '' && (path === base || path.startsWith(`${base}/`))) return path
  return `${base}/${path.replace(/^\/+/, '')}`
}

/**
 * The total of a `Content-Range` header (`0-9/573`, `posts 0-24/319`, or with
 * a `*` range); a `*` total or no header → unknown; anything else is an unexpected answer.
 */
export function contentRangeTotal(dialect: string, response: DialectResponse): number | undefined {
  const range = response.headers.get('content-range')
  if (range === null) return undefined
  const match = /^\s*(?:[a-z][\w-]*\s+)?(?:\d+-\d+|\*)\/(\d+|\*)\s*$/i.exec(range)
  if (!match) throw unexpectedValue(dialect, response, "the 'Content-Range' header", "'from-to/total'", range)
  return match[1] === '*' ? undefined : readCountText(dialect, response, "the total of the 'Content-Range' header", match[1])
}
