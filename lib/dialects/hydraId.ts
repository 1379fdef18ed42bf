import { ApiError } from '../errors/ApiError'

/**
 * The identifier of a Hydra record: its `id`, else the last segment of its
 * `@id` IRI. Apart from the dialect so that the repositories can identify
 * records of the default dialect without loading all of it.
 */
export function hydraGetId(item: unknown): string {
  if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
    const record = item as Record<string, unknown>
    const id = record.id
    if (typeof id === 'string' && id !== '') return id
    if (typeof id === 'number' && Number.isFinite(id)) return String(id)
    const iri = record['@id']
    if (typeof iri === 'string') {
      const segment = iri.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? ''
      if (segment !== '') {
        try {
          return decodeURIComponent(segment)
        } catch {
          return segment
        }
      }
    }
  }
  throw new ApiError({
    status: 0,
    title: 'Missing identifier',
    detail: "hydra: cannot find the identifier of a record: expected an 'id' or an '@id' IRI",
  })
}
