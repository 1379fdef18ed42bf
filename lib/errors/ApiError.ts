/** A server-side validation message attached to one field. */
export interface Violation {
  /** The field the message is about (dot path for nested fields); empty for the whole record. */
  propertyPath: string
  /** Human-readable message. */
  message: string
}

/** The plain, serializable shape of an `ApiError`, as stored in the RTK Query cache. */
export interface ApiErrorData {
  /** Always `'ApiError'`, to recognise the shape. */
  name: 'ApiError'
  /** HTTP status, or 0 when no answer was received or the answer could not be read. */
  status: number
  /** Short summary. */
  title?: string
  /** Readable explanation. */
  detail?: string
  /** Field-level messages. */
  violations?: Violation[]
}

/** Options to build an `ApiError`. */
export interface ApiErrorInit {
  /** HTTP status, 0 when there was no readable answer. */
  status: number
  /** Short summary. */
  title?: string
  /** Readable explanation. */
  detail?: string
  /** Field-level messages. */
  violations?: Violation[]
}

/** The error every repository rejects with, and every endpoint reports (as `ApiErrorData`). */
export class ApiError extends Error {
  /** HTTP status, or 0 when no answer was received or the answer could not be read. */
  readonly status: number
  /** Short summary. */
  readonly title?: string
  /** Readable explanation. */
  readonly detail?: string
  /** Field-level messages. */
  readonly violations?: Violation[]

  constructor(init: ApiErrorInit) {
    super(init.detail ?? init.title ?? `Request failed with status ${init.status}`)
    this.name = 'ApiError'
    this.status = init.status
    if (init.title !== undefined) this.title = init.title
    if (init.detail !== undefined) this.detail = init.detail
    if (init.violations !== undefined) this.violations = init.violations
  }

  /** The plain serializable form, for the store. */
  toJSON(): ApiErrorData {
    const data: ApiErrorData = { name: 'ApiError', status: this.status }
    if (this.title !== undefined) data.title = this.title
    if (this.detail !== undefined) data.detail = this.detail
    if (this.violations !== undefined) data.violations = this.violations
    return data
  }
}

/** True for an `ApiError` instance or its plain form (from any copy of the library). */
export function isApiError(value: unknown): value is ApiError | ApiErrorData {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ApiError'
    && typeof (value as { status?: unknown }).status === 'number'
}

/** Turns anything thrown by a hook, repository or fetch into a plain `ApiErrorData`. */
export function toApiErrorData(error: unknown): ApiErrorData {
  if (error instanceof ApiError) return error.toJSON()
  if (isApiError(error)) {
    const { status, title, detail, violations } = error
    return new ApiError({ status, title, detail, violations }).toJSON()
  }
  if (error instanceof Error) {
    const status = typeof (error as { status?: unknown }).status === 'number' ? (error as unknown as { status: number }).status : 0
    return { name: 'ApiError', status, title: error.name, detail: error.message || String(error) }
  }
  return { name: 'ApiError', status: 0, detail: typeof error === 'string' ? error : 'Unknown error' }
}
