import { isApiError, type ApiErrorData } from '../../errors/ApiError'
import { errorText } from '../../network/errorText'
import type { SubmitOutcome } from './ResourceForm'

/** What an RTK Query mutation trigger resolves to. */
export type MutationResult<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown }

/** The API error of a failed call as `ApiErrorData` (an unexpected error becomes one with its message as detail). */
export function asApiError(error: unknown): ApiErrorData {
  if (isApiError(error)) {
    const { status, title, detail, violations } = error
    return { name: 'ApiError', status, title, detail, violations }
  }
  return { name: 'ApiError', status: 0, detail: errorText(error) }
}

/** A mutation's result as what `ResourceForm` expects from `onSubmit`. */
export function toSubmitOutcome<T>(result: MutationResult<T>): SubmitOutcome<T> {
  return result.error !== undefined ? { error: asApiError(result.error) } : { item: result.data as T }
}
