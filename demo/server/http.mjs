// HTTP plumbing shared by the demo API's handlers: errors as values with a
// status, JSON bodies in and out. Error bodies follow API Platform's problem
// shape (`title`, `detail`, `status`), which every Atrium dialect can read.

/** Largest request body the API reads; a demo form never comes near it. */
export const MAX_BODY_BYTES = 1_000_000

/** Points clients at the realtime hub; sent on every API answer. */
export const MERCURE_LINK = '</.well-known/mercure>; rel="mercure"'

/** An error the API answers with: its status and the problem body to send. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} title
   * @param {string} detail
   * @param {Record<string, unknown>} [extra] More fields of the body (`violations`, `@type`…).
   */
  constructor(status, title, detail, extra = {}) {
    super(detail)
    this.status = status
    this.title = title
    this.detail = detail
    this.extra = extra
    /** @type {Record<string, string>} Headers sent with the answer (`Retry-After`…). */
    this.headers = {}
  }

  /** The problem body, as API Platform spells it. */
  toBody() {
    return {
      '@context': '/api/contexts/Error',
      '@id': `/api/errors/${this.status}`,
      '@type': 'Error',
      type: `/errors/${this.status}`,
      title: this.title,
      detail: this.detail,
      status: this.status,
      ...this.extra,
    }
  }
}

/** @param {string} detail */
export const badRequest = (detail) => new HttpError(400, 'An error occurred', detail)
/** @param {string} detail */
export const unauthorized = (detail) => new HttpError(401, 'Unauthorized', detail, { code: 401, message: detail })
/** @param {string} detail */
export const accessDenied = (detail) => new HttpError(403, 'Access Denied', detail)
/** @param {string} detail */
export const notFound = (detail) => new HttpError(404, 'Not Found', detail)

/**
 * Writes a JSON answer.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body `undefined` sends no body (204).
 * @param {Record<string, string | number>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const text = body === undefined ? '' : JSON.stringify(body)
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    ...(body === undefined ? {} : { 'Content-Type': 'application/ld+json; charset=utf-8' }),
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  })
  res.end(text)
}

/**
 * Writes an error: an `HttpError` as its problem body, anything else as a 500
 * (logged, with no internals in the answer).
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} error
 * @param {Record<string, string>} [headers]
 */
export function sendError(res, error, headers = {}) {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const known = error instanceof HttpError
    ? error
    : new HttpError(500, 'Internal Server Error', 'The demo API failed; its console says why.')
  if (!(error instanceof HttpError)) console.error('[demo api]', error)
  sendJson(res, known.status, known.toBody(), { 'Content-Type': 'application/problem+json; charset=utf-8', ...headers, ...known.headers })
}

/**
 * Reads a request's JSON body. Throws 415 for a content type other than
 * `accepted`, 413 past MAX_BODY_BYTES, 400 for malformed JSON or a body that
 * is not an object.
 * @param {import('node:http').IncomingMessage} req
 * @param {readonly string[]} accepted Media types allowed (`application/json`…).
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJsonBody(req, accepted) {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  if (!accepted.includes(type)) {
    throw new HttpError(415, 'Unsupported Media Type',
      `The content-type "${type || '(none)'}" is not supported. Supported MIME types are "${accepted.join('", "')}".`)
  }
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Payload Too Large', `The body may not exceed ${MAX_BODY_BYTES} bytes.`)
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  let body
  try {
    body = JSON.parse(text)
  } catch {
    throw badRequest('Syntax error: the body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The body must be a JSON object.')
  }
  return body
}

/**
 * Resolves after `ms`, or at once when `signal` aborts (the API is closing).
 * @param {number} ms
 * @param {AbortSignal} signal
 */
export function sleep(ms, signal) {
  if (ms <= 0 || signal.aborted) return Promise.resolve()
  return new Promise((done) => {
    const timer = setTimeout(finish, ms)
    function finish() {
      clearTimeout(timer)
      signal.removeEventListener('abort', finish)
      done(undefined)
    }
    signal.addEventListener('abort', finish, { once: true })
  })
}
