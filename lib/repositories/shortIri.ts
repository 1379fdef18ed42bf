import { rootedPath } from '../dialects/dialectRequests'
import { isAbsoluteUrl, joinUrl } from './httpUrl'

const LOCAL = 'http://atrium.invalid'

function parse(url: string): URL | undefined {
  try {
    return new URL(url, LOCAL)
  } catch {
    return undefined
  }
}

/**
 * The id a resource shows for a record identified by an IRI: the IRI's last
 * segment when the IRI lies directly under the resource's collection
 * (`/api/books/0b7d…` under `/api/books` → `0b7d…`), since `{path}/{segment}`
 * then addresses the same record; any other IRI is kept whole. Ids that are
 * not IRIs are kept. So URLs stay short (`…/read/42`) and stay exact.
 */
export function shortIri(id: string, path: string, baseUrl: string): string {
  if (!id.startsWith('/') && !/^https?:\/\//i.test(id)) return id
  const collection = parse(joinUrl(baseUrl, rootedPath(path)).replace(/[?#].*$/, ''))
  const iri = parse(id)
  if (!collection || !iri || iri.search !== '' || iri.hash !== '') return id
  // An absolute IRI must name the collection's own origin; a relative base cannot tell, so it is kept.
  if (isAbsoluteUrl(id) && (!isAbsoluteUrl(baseUrl) || iri.origin !== collection.origin)) return id
  const prefix = `${collection.pathname.replace(/\/+$/, '')}/`
  const rest = iri.pathname.startsWith(prefix) ? iri.pathname.slice(prefix.length) : ''
  if (rest === '' || rest.includes('/')) return id
  try {
    return decodeURIComponent(rest)
  } catch {
    return id
  }
}
