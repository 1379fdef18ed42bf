import type { ApiError } from '../errors/ApiError'
import type { Collection, ListParams } from '../types'

/** HTTP methods a dialect may use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One data operation, as the HTTP repository asks a dialect to spell it. */
export type DialectOperation =
  | { type: 'list'; path: string; params: ListParams }
  | { type: 'read'; path: string; id: string }
  | { type: 'create'; path: string; data: unknown }
  | { type: 'update'; path: string; id: string; data: unknown }
  | { type: 'delete'; path: string; id: string }

/** A request as a dialect spells it; `url` is a path (joined to `baseUrl`) or an absolute URL. */
export interface DialectRequest {
  /** HTTP method. */
  method: HttpMethod
  /** Path with query string (relative to the API's base URL), or an absolute URL. */
  url: string
  /** Extra headers (Accept, Content-Type, Prefer…). */
  headers?: Record<string, string>
  /** JSON body, serialised by the repository. */
  body?: unknown
}

/** An HTTP answer as a dialect reads it. */
export interface DialectResponse {
  /** HTTP status. */
  status: number
  /** Response headers. */
  headers: Headers
  /** Parsed JSON body, or `undefined` when the body was empty or not JSON. */
  body: unknown
  /** Raw body text. */
  text: string
}

/**
 * How one backend spells requests and answers. Readers throw an `ApiError`
 * (never a TypeError) when an answer does not have the expected shape.
 */
export interface Dialect {
  /** Name used in error messages, e.g. `'hydra'`. */
  readonly name: string
  /** Spells an operation as an HTTP request. */
  buildRequest(operation: DialectOperation): DialectRequest
  /** Reads a collection answer. */
  readCollection(response: DialectResponse): Collection<unknown>
  /** Reads a single-record answer (read, create, update). */
  readItem(response: DialectResponse): unknown
  /** Reads a non-success answer. */
  readError(response: DialectResponse): ApiError
  /** The identifier of a record, as used in URLs and item requests. */
  getId(item: unknown): string
}
