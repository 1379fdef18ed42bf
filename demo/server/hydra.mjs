// JSON-LD rendering as API Platform 3/4 does it (unprefixed Hydra terms):
// items carry `@id`, `@type` and their fields, references are IRIs, dates are
// ISO 8601 with an offset; collections carry `totalItems`, `member` and a
// PartialCollectionView with first/last/previous/next page links.
import { splitRoles } from './auth.mjs'
import { iriOf, RESOURCES } from './resources.mjs'

/** @typedef {import('./resources.mjs').ResourceDefinition} ResourceDefinition */

/**
 * `2025-03-14T09:30:00+00:00`, as API Platform writes a DateTime.
 * @param {Date} date
 */
export const formatDateTime = (date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00')

/**
 * A row's field values by JSON name, in their working form (Dates, ids of references).
 * @param {ResourceDefinition} resource
 * @param {Record<string, unknown>} row
 * @returns {Record<string, unknown>}
 */
export function recordOf(resource, row) {
  /** @type {Record<string, unknown>} */
  const record = {}
  for (const field of resource.fields) {
    if (field.writeOnly) continue
    const value = row[field.column]
    record[field.name] = field.kind === 'roles' ? splitRoles(String(value ?? '')) : value ?? (field.kind === 'strings' ? [] : null)
  }
  return record
}

/**
 * One item. Members of a collection leave out `@context`.
 * @param {ResourceDefinition} resource
 * @param {Record<string, unknown>} row
 * @param {{ context?: boolean }} [options]
 */
export function renderItem(resource, row, { context = true } = {}) {
  const record = recordOf(resource, row)
  /** @type {Record<string, unknown>} */
  const item = {
    ...(context ? { '@context': `/api/contexts/${resource.type}` } : {}),
    '@id': iriOf(resource.name, Number(row.id)),
    '@type': resource.type,
    id: Number(row.id),
  }
  for (const field of resource.fields) {
    if (field.writeOnly) continue
    const value = record[field.name]
    if (value instanceof Date) item[field.name] = formatDateTime(value)
    else if (field.kind === 'iri') item[field.name] = value == null ? null : iriOf(/** @type {string} */ (field.target), Number(value))
    else item[field.name] = value
  }
  return item
}

/**
 * @typedef {object} Page
 * @property {number} page
 * @property {number} itemsPerPage
 * @property {boolean} paginated Whether the request chose a page or there is more than one.
 */

/**
 * A collection.
 * @param {ResourceDefinition} resource
 * @param {Record<string, unknown>[]} rows
 * @param {number} total
 * @param {Page} page
 * @param {URL} url The request's URL: page links keep its other parameters.
 */
export function renderCollection(resource, rows, total, page, url) {
  const collection = `/api/${resource.name}`
  const body = {
    '@context': `/api/contexts/${resource.type}`,
    '@id': collection,
    '@type': 'Collection',
    totalItems: total,
    member: rows.map((row) => renderItem(resource, row, { context: false })),
  }
  // itemsPerPage=0 asks for the total alone: there are no pages to link.
  if (!page.paginated || page.itemsPerPage === 0) return body
  const last = Math.max(1, Math.ceil(total / page.itemsPerPage))
  const link = (/** @type {number} */ number) => {
    const params = new URLSearchParams(url.searchParams)
    params.set('page', String(number))
    return `${collection}?${params.toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']')}`
  }
  return {
    ...body,
    view: {
      '@id': link(page.page),
      '@type': 'PartialCollectionView',
      first: link(1),
      last: link(last),
      ...(page.page > 1 ? { previous: link(Math.min(page.page - 1, last)) } : {}),
      ...(page.page < last ? { next: link(page.page + 1) } : {}),
    },
  }
}

/**
 * The JSON-LD context document `/api/contexts/{Type}`.
 * @param {ResourceDefinition} resource
 */
export function renderContext(resource) {
  /** @type {Record<string, unknown>} */
  const terms = { '@vocab': '/api/docs.jsonld#', hydra: 'http://www.w3.org/ns/hydra/core#' }
  for (const field of resource.fields) {
    if (field.writeOnly) continue
    terms[field.name] = field.kind === 'iri' ? { '@id': `${resource.type}/${field.name}`, '@type': '@id' } : `${resource.type}/${field.name}`
  }
  return { '@context': terms }
}

/** The API's entry point, `GET /api`: where each collection is. */
export function renderEntrypoint() {
  return {
    '@context': '/api/contexts/Entrypoint',
    '@id': '/api',
    '@type': 'Entrypoint',
    ...Object.fromEntries(RESOURCES.map((resource) => [resource.name, `/api/${resource.name}`])),
  }
}
