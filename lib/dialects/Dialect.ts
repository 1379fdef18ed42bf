import type { ApiError } from '../errors/ApiError'
import type { Collection, ListParams, RequestMeta } from '../types'

/** HTTP methods a dialect may use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One data operation, as the HTTP repository asks a dialect to spell it; `meta` holds per-request backend options. */
export type DialectOperation =
  | { type: 'list'; path: string; params: ListParams; meta?: RequestMeta }
  | { type: 'read'; path: string; id: string; meta?: RequestMeta }
  | { type: 'create'; path: string; data: unknown; meta?: RequestMeta }
  | { type: 'update'; path: string; id: string; data: unknown; meta?: RequestMeta }
  | { type: 'delete'; path: string; id: string; meta?: RequestMeta }
  /** Only asked of a dialect with `bulk: true`: the same change to several records in one request. */
  | { type: 'updateMany'; path: string; ids: readonly string[]; data: unknown; meta?: RequestMeta }
  /** Only asked of a dialect with `bulk: true`: several records deleted in one request. */
  | { type: 'deleteMany'; path: string; ids: readonly string[]; meta?: RequestMeta }

/** A request as a dialect spells it; `url` is a path (joined to `baseUrl`) or an absolute URL. */
export interface DialectRequest {
  /** HTTP method. */
  method: HttpMethod
  /** Path with query string (relative to the API's base URL), or an absolute URL. */
  url: string
  /**
   * The url is an IRI the API gave (`/other/books/1`): a path on the API's
   * origin, resolved against it instead of joined under the base URL's path.
   */
  iri?: boolean
  /** Extra headers (Accept, Content-Type, Prefer…). */
  headers?: Record<string, string>
  /**
   * Body: a value serialised as JSON by the repository, or a `FormData` sent as
   * it is (multipart, the browser writes its Content-Type and boundary).
   */
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
  /**
   * Whether records holding a `File` can be sent (as multipart/form-data).
   * Without it, the repository refuses such a write with a message naming
   * the dialect, instead of sending the file as `{}`. Defaults to `false`.
   */
  readonly files?: boolean
  /**
   * Whether `updateMany` and `deleteMany` are spelled as one request. Without
   * it, bulk writes are sent one record at a time. Defaults to `false`.
   */
  readonly bulk?: boolean
  /**
   * Reads the answer to an `updateMany` (the records as stored, when the
   * backend returns them). Defaults to `readCollection(response).items`.
   */
  readItems?: (response: DialectResponse) => unknown[]
  /** Spells an operation as an HTTP request. */
  buildRequest: (operation: DialectOperation) => DialectRequest
  /** Reads a collection answer. */
  readCollection: (response: DialectResponse) => Collection<unknown>
  /** Reads a single-record answer (read, create, update). */
  readItem: (response: DialectResponse) => unknown
  /** Reads a non-success answer. */
  readError: (response: DialectResponse) => ApiError
  /** The identifier of a record, as used in URLs and item requests. */
  getId: (item: unknown) => string
}
