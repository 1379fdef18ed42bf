import { formatMessage } from '../config/messages'
import { isBrowserOffline, isNetworkError, NETWORK_TITLE, TIMEOUT_TITLE } from './networkErrors'

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * What a person reads of a failed request, after "could not be loaded: " and
 * the like: "you are offline" for any answerless failure while the browser is
 * offline, "the server could not be reached" or "the server did not answer in
 * time" for the HTTP repository's own (the request's method and address stay
 * in the error, for developers), otherwise the error's detail, title, message
 * or status (a host's own `TypeError` keeps its message). Takes an `ApiError`, its stored form, an `Error`
 * or anything else thrown.
 */
export function errorText(error: unknown): string {
  if (typeof error !== 'object' || error === null) return text(error) ?? 'Unknown error'
  if (isBrowserOffline() && isNetworkError(error)) return formatMessage('error.offline')
  const { detail, title, message, status } = error as { detail?: unknown; title?: unknown; message?: unknown; status?: unknown }
  if (title === NETWORK_TITLE) return formatMessage('error.unreachable')
  if (title === TIMEOUT_TITLE) return formatMessage('error.timeout')
  return text(detail) ?? text(title) ?? text(message) ?? (typeof status === 'number' || typeof status === 'string' ? String(status) : 'Unknown error')
}
