import type { RealtimeConnectionStatus } from '../../slices/realtimeSlice'
import type { EventSourceConstructor, EventSourceLike } from './realtimeConfiguration'

/** What a connection needs to know. */
export interface RealtimeConnectionOptions {
  /** Mercure hub URL, or the generic source's URL. */
  url: string
  /** Mercure: topics and `lastEventID` go in the query string. */
  mercure: boolean
  /** The `EventSource` to open. */
  EventSource: EventSourceConstructor
  /** Every message of the current source. */
  onMessage(event: MessageEvent): void
  /** The current source opened, or failed. */
  onStatus(status: RealtimeConnectionStatus): void
}

/** One `EventSource` at a time for one URL, reopened when its topics change. */
export interface RealtimeConnection {
  /** Closes the current source, if any, and opens one for these topics. */
  open(topics: readonly string[]): void
  /** Closes the source and drops a scheduled retry. */
  close(): void
}

const CLOSED = 2
const FIRST_RETRY_MS = 1000
const LONGEST_RETRY_MS = 30_000

/**
 * Builds the source URL: a Mercure hub gets one `topic` parameter per topic and,
 * when an event was already received, `lastEventID`, so the hub replays what
 * was published while the connection was being replaced.
 */
export function buildSourceUrl(url: string, mercure: boolean, topics: readonly string[], lastEventId: string | undefined): string {
  if (!mercure) return url
  const query = topics.map((topic) => `topic=${encodeURIComponent(topic)}`)
  if (lastEventId) query.push(`lastEventID=${encodeURIComponent(lastEventId)}`)
  if (query.length === 0) return url
  return `${url}${url.includes('?') ? '&' : '?'}${query.join('&')}`
}

/**
 * Creates a connection. A transient error is left to the `EventSource`, which
 * reconnects by itself with `Last-Event-ID`; once it gives up (`readyState`
 * closed) the connection opens a new one after 1 s, 2 s, 4 s… up to 30 s.
 */
export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  let source: EventSourceLike | undefined
  let topics: readonly string[] = []
  let lastEventId: string | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let retryMs = FIRST_RETRY_MS

  const stop = () => {
    if (retry !== undefined) clearTimeout(retry)
    retry = undefined
    if (!source) return
    source.onopen = source.onmessage = source.onerror = null
    source.close()
    source = undefined
  }

  const open = () => {
    stop()
    let opened: EventSourceLike
    try {
      opened = new options.EventSource(buildSourceUrl(options.url, options.mercure, topics, lastEventId))
    } catch (error) {
      if (process.env.NODE_ENV !== 'production') console.warn(`Atrium: could not open the realtime source ${options.url}:`, error)
      return
    }
    source = opened
    opened.onopen = () => {
      retryMs = FIRST_RETRY_MS
      options.onStatus('open')
    }
    opened.onmessage = (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId
      options.onMessage(event)
    }
    opened.onerror = () => {
      options.onStatus('reconnecting')
      if (opened.readyState !== CLOSED) return
      stop()
      retry = setTimeout(open, retryMs)
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS)
    }
  }

  return {
    open(next) {
      topics = [...next]
      open()
    },
    close: stop,
  }
}
