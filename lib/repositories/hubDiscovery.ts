/**
 * A response whose `Link` header may name a Mercure hub, kept as it came: the
 * realtime code, loaded on demand, reads it (`getDiscoveredHub`).
 */
export interface ReportedResponse {
  /** The `Link` header. */
  header: string
  /** The URL the response answered. */
  url: string
  /** The resource's collection URL (`{baseUrl}{path}`). */
  collectionUrl: string
}

/** A `Link` header with a `rel` naming `mercure`, however it is quoted or listed (the parse confirms it). */
const MERCURE_REL = /rel\s*=\s*"?[^;,"]*mercure/i

// Hubs belong to the API, not to a store: what one response announced holds for every store.
const reported = new Map<string, ReportedResponse>()

/**
 * Called by the HTTP repository with every response: the first one of a
 * resource path whose `Link` header names a Mercure hub is kept. Only a cheap
 * test runs here; the header is parsed when a `realtime` resource asks for its hub.
 */
export function reportHttpResponse(answer: { path: string; url: string; collectionUrl: string; headers?: { get?(name: string): string | null } }): void {
  if (reported.has(answer.path)) return
  let header: string | null | undefined
  try {
    header = answer.headers?.get?.('link')
  } catch {
    // A hand-made response without real headers must not break the data call.
    return
  }
  if (header && MERCURE_REL.test(header)) reported.set(answer.path, { header, url: answer.url, collectionUrl: answer.collectionUrl })
}

/** The response kept for a resource path, if any. */
export function getReportedResponse(path: string): ReportedResponse | undefined {
  return reported.get(path)
}

/** Drops the response kept for a path (its header named no hub after all), so a later one may be kept. */
export function forgetReportedResponse(path: string): void {
  reported.delete(path)
}

/** Forgets every discovered hub (tests, a change of API). */
export function resetHubDiscovery(): void {
  reported.clear()
}
