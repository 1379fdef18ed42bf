import type { DialectResponse } from '../../lib/dialects/Dialect'

/** An answer as the HTTP repository hands it to a dialect: body parsed when it is JSON. */
export function answer(status: number, text: string, headers: Record<string, string> = { 'content-type': 'application/json' }): DialectResponse {
  let body: unknown
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status, headers: new Headers(headers), body, text }
}

/** A JSON answer. */
export function json(status: number, value: unknown, headers: Record<string, string> = {}): DialectResponse {
  return answer(status, JSON.stringify(value), { 'content-type': 'application/json', ...headers })
}

/** What `run` threw (fails when it did not throw). */
export function caught(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

/** Answers no reader expects: each must become an ApiError with a readable detail, never a TypeError. */
export const MALFORMED: ReadonlyArray<[string, DialectResponse]> = [
  ['an empty body', answer(200, '')],
  ['an HTML page', answer(200, '<html><body><h1>502 Bad Gateway</h1></body></html>', { 'content-type': 'text/html' })],
  ['truncated JSON', answer(200, '{"data": [{"id": 1')],
  ['null', answer(200, 'null')],
  ['a number', answer(200, '42')],
  ['a string', answer(200, '"ok"')],
]
