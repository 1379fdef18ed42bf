// `Idempotency-Key` on creates (IETF draft-ietf-httpapi-idempotency-key-header):
// a POST that carries a key its user sent before, with the same body, gets the
// first one's answer again and makes no second record (a client that lost the
// answer sends it again safely); the same key with another body is refused (422).
// A key sent again while its first request still runs waits for that one's answer.
// A first request that failed (422, 500…) made nothing: its key is free again.
// Kept in memory for a day, at most MAX_KEYS keys (the oldest go first): enough
// for a demo; a real API keeps them where its records are.
import { badRequest, HttpError } from './http.mjs'

const DAY_MS = 24 * 60 * 60 * 1000
const MAX_KEYS = 10_000
/** What the draft allows in a key: printable ASCII, at most 255 characters. */
const KEY = /^[\x21-\x7e]{1,255}$/

/**
 * @template T
 * @typedef {object} KeyedAnswer
 * @property {string} body The request's body as sent (JSON), to tell a re-send from another request.
 * @property {Promise<T>} answer
 * @property {number} at When the key was first seen (ms).
 */

/**
 * Creates the store of keys seen.
 * @param {{ ttlMs?: number, now?: () => number }} [options]
 */
export function createIdempotency({ ttlMs = DAY_MS, now = Date.now } = {}) {
  /** @type {Map<string, KeyedAnswer<unknown>>} */
  const seen = new Map()

  function forgetOld() {
    const oldest = now() - ttlMs
    // A Map iterates in insertion order: the oldest first.
    for (const [id, entry] of seen) {
      if (entry.at >= oldest && seen.size < MAX_KEYS) break
      seen.delete(id)
    }
  }

  return {
    /**
     * Runs `create` once per key: without an `Idempotency-Key` header, every time.
     * @template T
     * @param {import('node:http').IncomingMessage} req
     * @param {string} scope Whose keys these are and where they were sent (user and path): another user's key is another key.
     * @param {unknown} body The request's body, read.
     * @param {() => Promise<T>} create
     * @returns {Promise<{ value: T, replayed: boolean }>}
     */
    async once(req, scope, body, create) {
      const header = req.headers['idempotency-key']
      if (header === undefined) return { value: await create(), replayed: false }
      const key = Array.isArray(header) ? header[0] : header
      if (!KEY.test(key)) throw badRequest('Idempotency-Key must be 1 to 255 printable ASCII characters.')
      forgetOld()
      const id = JSON.stringify([scope, key])
      const sent = JSON.stringify(body)
      const entry = seen.get(id)
      if (entry) {
        if (entry.body !== sent) {
          throw new HttpError(422, 'Unprocessable Content', 'This Idempotency-Key was already used for a request with other values: the first one may have been saved. Check before sending again.')
        }
        return { value: /** @type {T} */ (await entry.answer), replayed: true }
      }
      const answer = create()
      seen.set(id, { body: sent, answer, at: now() })
      try {
        return { value: await answer, replayed: false }
      } catch (error) {
        seen.delete(id)
        throw error
      }
    },
  }
}
