// A Mercure-style hub at /.well-known/mercure: Server-Sent Events of every
// change the API makes, so that two browser windows stay in step.
//
//   GET /.well-known/mercure?topic=/api/articles/{id}&topic=…
//
// - Topics (one `topic` parameter each, relative or absolute IRIs) select
//   updates by item IRI: exactly (`/api/articles/7`), by URI template
//   (`/api/articles/{id}`), by collection prefix (`/api/articles` matches
//   `/api/articles/7`), or `*` for all.
// - An update's data is the JSON-LD item; a deletion's is `{ "@id": … }`.
//   Each event has an `id:` (urn:uuid:…); `Last-Event-ID` (header, or the
//   `lastEventID` query parameter) replays what was published after that
//   event, from the last 1,000; `earliest` replays them all.
// - Subscribing needs the API token. A browser's EventSource cannot send an
//   Authorization header, so the hub also reads it from the `authorization`
//   cookie that POST /api/login_check sets (Path=/.well-known/mercure,
//   HttpOnly), or from an `access_token` query parameter. A subscriber only
//   receives updates of resources its roles may read (and its own
//   bookmarks); its stream ends when its token expires or is revoked, and
//   when its user is renamed, deleted, or has their password or roles changed
//   (`endStreamsOfUser`, called by crud.mjs): a demoted reader receives nothing
//   more, and its EventSource's reconnection is refused. A subscription whose
//   check raced with such a change is checked again before it opens.
// - Bounds, so that no subscriber can slow the saves that publish: at most
//   MAX_TOPICS topic selectors per stream (each at most MAX_TOPIC_LENGTH
//   characters), at most MAX_STREAMS_PER_USER open streams per user (429).
// - A comment line every 15 s keeps proxies from closing an idle stream.
import { randomUUID } from 'node:crypto'
import { badRequest, HttpError, MERCURE_LINK } from './http.mjs'

/** Most topic selectors one stream may hold (Atrium asks for 2 per resource). */
export const MAX_TOPICS = 20
/** Longest topic selector. */
export const MAX_TOPIC_LENGTH = 1_000
/** Most streams one user may hold open at once (one per tab and hub). */
export const MAX_STREAMS_PER_USER = 10
/** A subscription's check is retried at most this many times while users keep changing under it. */
const MAX_CHECKS = 3

/** @typedef {import('./auth.mjs').User} User */
/** @typedef {{ roles: readonly string[], owner?: string }} Audience Who may receive an update. */
/** @typedef {{ id: string, topic: string, data: string, audience: Audience }} HubEvent */

/**
 * @typedef {object} Subscriber
 * @property {import('node:http').ServerResponse} res
 * @property {User} user
 * @property {((topic: string) => boolean)[]} selectors
 * @property {ReturnType<typeof setTimeout>} expiry
 */

/**
 * The path of an absolute or relative IRI, with `{placeholders}` kept.
 * @param {string} topic
 */
function topicPath(topic) {
  if (!/^https?:\/\//i.test(topic)) return topic
  try {
    const path = new URL(topic).pathname
    try {
      return decodeURI(path)
    } catch {
      return path
    }
  } catch {
    return topic
  }
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')

/**
 * Compiles a topic selector.
 * @param {string} selector
 * @returns {(topic: string) => boolean}
 */
export function compileSelector(selector) {
  if (selector === '*') return () => true
  const path = topicPath(selector)
  if (/\{[^}]*\}/.test(path)) {
    const source = path.split(/(\{[^}]*\})/).map((part) => {
      if (!part.startsWith('{')) return escapeRegExp(part)
      return part.startsWith('{+') ? '.+' : '[^/]+'
    }).join('')
    const pattern = new RegExp(`^${source}$`)
    return (topic) => pattern.test(topic)
  }
  const prefix = `${path.replace(/\/+$/, '')}/`
  return (topic) => topic === path || topic.startsWith(prefix)
}

/**
 * @param {User} user
 * @param {Audience} audience
 */
const mayReceive = (user, audience) =>
  audience.roles.some((role) => user.roles.includes(role)) && (audience.owner === undefined || audience.owner === user.username)

/** @param {HubEvent} event */
const format = (event) => `id: ${event.id}\ndata: ${event.data}\n\n`

/**
 * @typedef {object} HubOptions
 * @property {(token: string | undefined) => Promise<User>} authenticate Throws a 401 HttpError.
 * @property {number} [heartbeatMs] Default 15 000.
 * @property {number} [historySize] Events kept for replay. Default 1 000.
 */

/**
 * Creates the hub.
 * @param {HubOptions} options
 */
export function createHub({ authenticate, heartbeatMs = 15_000, historySize = 1_000 }) {
  /** @type {HubEvent[]} */
  const history = []
  /** @type {Set<Subscriber>} */
  const subscribers = new Set()
  // Counts sign-outs and changes of users, so a subscription can tell whether one happened while its token was checked.
  let changes = 0
  const heartbeat = setInterval(() => {
    for (const subscriber of subscribers) subscriber.res.write(':\n\n')
  }, heartbeatMs)
  heartbeat.unref()

  /** @param {Subscriber} subscriber */
  function drop(subscriber) {
    if (!subscribers.delete(subscriber)) return
    clearTimeout(subscriber.expiry)
    subscriber.res.end()
  }

  /**
   * Events published after `lastEventId`, visible to `subscriber`.
   * @param {string | undefined} lastEventId
   */
  function missed(lastEventId) {
    if (!lastEventId) return []
    if (lastEventId === 'earliest') return history
    const index = history.findIndex((event) => event.id === lastEventId)
    return index < 0 ? [] : history.slice(index + 1)
  }

  return {
    /**
     * Opens a subscription (`GET /.well-known/mercure`).
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {URL} url
     * @param {string | undefined} token
     */
    async subscribe(req, res, url, token) {
      if (req.method !== 'GET') throw new HttpError(405, 'Method Not Allowed', 'Subscribe with GET; changes are published through the API.')
      const topics = url.searchParams.getAll('topic')
      if (topics.length === 0) throw badRequest('Missing "topic" parameter.')
      if (topics.length > MAX_TOPICS) throw badRequest(`At most ${MAX_TOPICS} "topic" parameters per subscription; open another one for more.`)
      if (topics.some((topic) => topic.length > MAX_TOPIC_LENGTH)) throw badRequest(`A topic may be at most ${MAX_TOPIC_LENGTH} characters long.`)
      // A user changed or signed out while the token was being checked: check again, on what the database says now.
      let user
      for (let checks = 0; ; checks += 1) {
        const seen = changes
        user = await authenticate(token)
        if (seen === changes) break
        if (checks + 1 >= MAX_CHECKS) throw new HttpError(503, 'Service Unavailable', 'Users are changing too fast to open the stream; try again.')
      }
      const open = [...subscribers].filter((subscriber) => subscriber.user.id === user.id).length
      if (open >= MAX_STREAMS_PER_USER) {
        const error = new HttpError(429, 'Too Many Requests', `At most ${MAX_STREAMS_PER_USER} open streams per user: close another tab's first.`)
        error.headers = { 'Retry-After': '30' }
        throw error
      }
      const header = req.headers['last-event-id']
      const lastEventId = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('lastEventID') ?? url.searchParams.get('Last-Event-ID') ?? undefined
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        Link: MERCURE_LINK,
        'Last-Event-ID': history.at(-1)?.id ?? 'earliest',
      })
      res.flushHeaders()
      /** @type {Subscriber} */
      const subscriber = {
        res,
        user,
        selectors: topics.map(compileSelector),
        expiry: setTimeout(() => drop(subscriber), Math.max(0, Math.min(user.exp * 1000 - Date.now(), 2 ** 31 - 1))),
      }
      subscriber.expiry.unref()
      subscribers.add(subscriber)
      res.on('close', () => drop(subscriber))
      let opening = ':\n\n'
      for (const event of missed(lastEventId)) {
        if (mayReceive(user, event.audience) && subscriber.selectors.some((matches) => matches(event.topic))) opening += format(event)
      }
      res.write(opening)
    },

    /**
     * Publishes an update to the subscribers of `topic`.
     * @param {string} topic The item's IRI.
     * @param {unknown} data
     * @param {Audience} audience
     */
    publish(topic, data, audience) {
      /** @type {HubEvent} */
      const event = { id: `urn:uuid:${randomUUID()}`, topic, data: JSON.stringify(data), audience }
      history.push(event)
      if (history.length > historySize) history.shift()
      const now = Date.now()
      for (const subscriber of subscribers) {
        // Checked per event too: a stream whose token has run out receives nothing, even before its timer fires.
        if (subscriber.user.exp * 1000 <= now) {
          drop(subscriber)
          continue
        }
        if (mayReceive(subscriber.user, audience) && subscriber.selectors.some((matches) => matches(topic))) {
          subscriber.res.write(format(event))
        }
      }
      return event.id
    },

    /**
     * Ends the streams opened with a token (signed out).
     * @param {string} jti
     */
    endStreamsOf(jti) {
      changes += 1
      for (const subscriber of subscribers) if (subscriber.user.jti === jti) drop(subscriber)
    },

    /**
     * Ends every stream of a user whose tokens were just revoked (renamed,
     * deleted, password or roles changed): they receive nothing more.
     * @param {number} userId
     */
    endStreamsOfUser(userId) {
      changes += 1
      for (const subscriber of subscribers) if (subscriber.user.id === userId) drop(subscriber)
    },

    /** Ends every stream and stops the heartbeat. */
    close() {
      clearInterval(heartbeat)
      for (const subscriber of subscribers) drop(subscriber)
    },
  }
}
