import { ApiError } from '../errors/ApiError'

/**
 * The identifier of a Hydra record: its `@id` IRI when it has one (even when
 * it also carries an `id`: a UUID IRI with a numeric `id` is addressed by the
 * IRI), else its `id`. Apart from the dialect so that the repositories can
 * identify records of the default dialect without loading all of it.
 */
export function hydraGetId(item: unknown): string {
  if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
    const record = item as Record<string, unknown>
    const iri = record['@id']
    if (typeof iri === 'string' && iri.replace(/[/\s]+$/, '') !== '') return iri
    const id = record.id
    if (typeof id === 'string' && id !== '') return id
    if (typeof id === 'number' && Number.isFinite(id)) return String(id)
  }
  throw new ApiError({
    status: 0,
    title: 'Missing identifier',
    detail: "hydra: cannot find the identifier of a record: expected an '@id' IRI or an 'id'",
  })
}
