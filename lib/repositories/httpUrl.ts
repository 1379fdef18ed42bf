// A scheme (https:, http:, data:…) or a protocol-relative //host makes a URL absolute.
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

/** True when `url` names its own origin and must not be joined to a base URL. */
export function isAbsoluteUrl(url: string): boolean {
  return ABSOLUTE.test(url)
}

/** The path part of a base URL, without trailing slashes (`'https://h/api/'` → `'/api'`). */
function basePath(baseUrl: string): string {
  let path = baseUrl
  if (isAbsoluteUrl(baseUrl)) {
    try {
      path = new URL(baseUrl).pathname
    } catch {
      return ''
    }
  }
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '')
}

/** The origin part of an absolute base URL (`'https://h'`), `''` for a relative one. */
function baseOrigin(baseUrl: string): string {
  if (!isAbsoluteUrl(baseUrl)) return ''
  try {
    return new URL(baseUrl).origin
  } catch {
    return ''
  }
}

/**
 * Joins a dialect's URL to the base URL with exactly one slash between them.
 * An absolute URL is kept. A URL that already starts with the base URL's path
 * is resolved against the base's origin only: JSON-LD IRIs (`/api/books/1`)
 * already carry the API prefix, and prefixing it again would give `/api/api/…`.
 * With `iri`, a rooted URL is an IRI the API gave: resolved against the API's
 * origin even outside the base path (`/media/1` → `https://h/media/1`).
 * A path written without its leading slash is still rooted.
 */
export function joinUrl(baseUrl: string, url: string, iri = false): string {
  if (isAbsoluteUrl(url)) return url
  if (baseUrl === '') return url === '' || /^[/?#]/.test(url) ? url : `/${url}`
  if (iri && url.startsWith('/')) return baseOrigin(baseUrl) + url
  const base = baseUrl.replace(/\/+$/, '')
  const prefix = basePath(baseUrl)
  const boundary = url.charAt(prefix.length)
  if (prefix !== '' && url.startsWith(prefix) && (boundary === '' || '/?#'.includes(boundary))) {
    return base.slice(0, base.length - prefix.length) + url
  }
  if (url === '') return base
  return /^[?#]/.test(url) ? base + url : `${base}/${url.replace(/^\/+/, '')}`
}

function pageOrigin(): string | undefined {
  const origin = typeof location === 'undefined' ? undefined : location.origin
  return origin && origin !== 'null' ? origin : undefined
}

/** The origin a URL points to; relative URLs point to the page's origin (unknown outside a browser). */
function originOf(url: string): string | undefined {
  try {
    return new URL(url, pageOrigin()).origin
  } catch {
    return undefined
  }
}

/**
 * True when `url` goes to the API's own origin, the only one trusted with the
 * bearer token. Without a page origin (tests, server rendering) two relative
 * URLs are taken as same-origin, and an absolute one as foreign.
 */
export function isSameOrigin(url: string, baseUrl: string): boolean {
  const target = isAbsoluteUrl(url) ? originOf(url) : originOf(url) ?? 'relative'
  const api = isAbsoluteUrl(baseUrl) ? originOf(baseUrl) : originOf(baseUrl || '/') ?? 'relative'
  return target !== undefined && target === api
}

// Stands in for the page when there is none (tests, server rendering): relative URLs then share it.
const NO_PAGE = 'https://atrium.invalid/'

function absolute(url: string, base: string): URL | undefined {
  try {
    return new URL(url, base)
  } catch {
    return undefined
  }
}

/**
 * The origin `url` really goes to, as the browser's fetch would resolve it
 * against `reference` (itself resolved against the page): protocol-relative
 * (`//host`) and backslash (`/\host`, `\\host`) forms, stray tabs and other
 * schemes included. `undefined` when it cannot be resolved.
 */
export function resolvedOrigin(url: string, reference: string): string | undefined {
  const page = pageOrigin() ?? NO_PAGE
  const base = absolute(reference, page)?.href ?? page
  const origin = absolute(url, base)?.origin
  return origin === undefined || origin === 'null' ? undefined : origin
}

/**
 * True when a record id, read as a URL reference against `reference` (the
 * collection URL), names another web origin than `references`' (`//host`,
 * `/\\host`, `https://host/…`). An id that is no web URL (`42`, `user:42`)
 * names none; what the dialect makes of it is checked as the request URL.
 */
export function idLeavesOrigin(id: string, references: readonly string[]): boolean {
  const target = resolvedOrigin(id, references[0] ?? '')
  return target !== undefined && !references.some((reference) => resolvedOrigin(reference, '') === target)
}

/**
 * True when `url` resolves to the origin of one of `references` (the API's
 * base URL, the resource's collection URL). Record ids become URLs: one that
 * leads elsewhere must not be read from, nor written to.
 */
export function staysOnOrigin(url: string, references: readonly string[]): boolean {
  const target = resolvedOrigin(url, references[0] ?? '')
  return target !== undefined && references.some((reference) => resolvedOrigin(reference, '') === target)
}
