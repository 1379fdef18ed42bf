import { getAtriumConfiguration } from '../config/configureAtrium'
import { forgetReportedResponse, getReportedResponse } from '../repositories/hubDiscovery'

/** One link of a `Link` header: its target as written, and its relation types (lower case). */
export interface HeaderLink {
  url: string
  rel: string[]
}

/** Where a resource's pushed changes come from: the Mercure hub and the IRI of its collection. */
export interface DiscoveredHub {
  /** Absolute URL of the hub. */
  hub: string
  /** Absolute IRI of the collection (`{baseUrl}{path}`): the Mercure topics derive from it. */
  collectionIri: string
}

const PARAM = /;\s*([^\s=;,]+)\s*(?:=\s*("(?:[^"\\]|\\.)*"|[^;,]*))?/g

function unquote(value: string): string {
  const trimmed = value.trim()
  return trimmed.startsWith('"') ? trimmed.slice(1, -1).replace(/\\(.)/g, '$1') : trimmed
}

/** Splits a `Link` header (RFC 8288) into links; commas and semicolons inside quotes do not split. */
export function parseLinkHeader(header: string): HeaderLink[] {
  const links: HeaderLink[] = []
  let at = 0
  while (at < header.length) {
    const open = header.indexOf('<', at)
    const close = open < 0 ? -1 : header.indexOf('>', open)
    if (close < 0) break
    let end = close + 1
    for (let quoted = false; end < header.length; end += 1) {
      const char = header[end]
      if (char === '\\' && quoted) end += 1
      else if (char === '"') quoted = !quoted
      else if (char === ',' && !quoted) break
    }
    const rel: string[] = []
    for (const [, name, value] of header.slice(close + 1, end).matchAll(PARAM)) {
      if (name.toLowerCase() === 'rel' && value !== undefined) rel.push(...unquote(value).toLowerCase().split(/\s+/).filter(Boolean))
    }
    links.push({ url: header.slice(open + 1, close).trim(), rel })
    at = end + 1
  }
  return links
}

function pageUrl(): string | undefined {
  const href = typeof location === 'undefined' ? undefined : location.href
  return href && href !== 'about:blank' ? href : undefined
}

/** `url` made absolute against `base` (itself made absolute against the page); kept as is when that fails. */
export function absoluteUrl(url: string, base?: string): string {
  try {
    const page = pageUrl()
    return new URL(url, base === undefined ? page : new URL(base, page)).href
  } catch {
    return url
  }
}

/** The Mercure hub a `Link` header names (`rel="mercure"`), made absolute against the response's URL. */
export function findMercureHub(header: string, responseUrl?: string): string | undefined {
  const link = parseLinkHeader(header).find((candidate) => candidate.rel.includes('mercure'))
  return link ? absoluteUrl(link.url, responseUrl) : undefined
}

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

const warnedHubs = new Set<string>()

/**
 * Whether a hub may be connected: on the API's origin (the collection's), or
 * on one of `configureAtrium({ realtime: { hubOrigins } })`; only http(s).
 */
export function isTrustedHub(hub: string, collectionIri: string): boolean {
  const origin = originOf(hub)
  if (origin === undefined) return false
  if (origin === originOf(collectionIri)) return true
  return (getAtriumConfiguration().realtime?.hubOrigins ?? []).some((allowed) => originOf(allowed) === origin)
}

/**
 * The hub discovered for a resource path, once one of its responses named it
 * (see `reportHttpResponse`). A kept response whose header turns out to name no
 * hub is dropped, so that the next response of the path can be kept instead;
 * so is one naming a hub on another origin than the API's and the configured
 * `hubOrigins` (with a development warning, once per hub).
 */
export function getDiscoveredHub(path: string): DiscoveredHub | undefined {
  const response = getReportedResponse(path)
  if (!response) return undefined
  const hub = findMercureHub(response.header, response.url)
  const collectionIri = absoluteUrl(response.collectionUrl, response.url).replace(/\/+$/, '')
  if (!hub || !isTrustedHub(hub, collectionIri)) {
    forgetReportedResponse(path)
    if (hub && process.env.NODE_ENV !== 'production' && !warnedHubs.has(hub)) {
      warnedHubs.add(hub)
      console.warn(`Atrium: a response of ${path} names the Mercure hub ${hub}, which is not on the API's origin; it is not connected. ` +
        'If that hub is yours, list its origin in configureAtrium({ realtime: { hubOrigins } }).')
    }
    return undefined
  }
  return { hub, collectionIri }
}
