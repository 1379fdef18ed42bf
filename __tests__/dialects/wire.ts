import { configureAtrium } from '../../lib/config/configureAtrium'

/** What went over the wire: the request as the server would see it. */
export interface Sent {
  method: string
  /** Absolute URL, percent-decoded for reading (brackets, quotes, JSON). */
  url: string
  /** Headers, names lower-cased. */
  headers: Record<string, string>
  /** JSON body parsed; a multipart body as its entries (files as `File(name, type, size)`); else undefined. */
  body?: unknown
}

/** One answer of the fake server. */
export interface Reply {
  status?: number
  body?: unknown
  headers?: Record<string, string>
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined
  if (typeof body === 'string') return JSON.parse(body)
  if (body instanceof FormData) {
    return [...body.entries()].map(([key, value]) =>
      [key, typeof value === 'string' ? value : `File(${(value as File).name}, ${value.type}, ${value.size})`])
  }
  return `<${Object.prototype.toString.call(body)}>`
}

/**
 * A fake `fetch` at the network edge, installed with `configureAtrium`: it
 * records every request and answers `replies` in turn (the last one repeats).
 */
export function wire(baseUrl: string, ...replies: Reply[]) {
  const sent: Sent[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([key, value]) => [key.toLowerCase(), value]))
    sent.push({ method: init?.method ?? 'GET', url: decodeURIComponent(String(input)), headers, body: readBody(init?.body) })
    const reply = replies.length > 1 ? replies.shift()! : replies[0] ?? {}
    const status = reply.status ?? 200
    const text = reply.body === undefined ? null : JSON.stringify(reply.body)
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': 'application/json', ...reply.headers } })
  }
  configureAtrium({ api: { baseUrl, fetch } })
  return sent
}
