// Turns an API Platform list query into SQL, for the filters Atrium's
// hydraDialect sends (lib/dialects/hydraFilters.ts):
//
// | query                                     | meaning (API Platform filter)                         |
// |-------------------------------------------|-------------------------------------------------------|
// | page=2&itemsPerPage=10                    | pagination (default 30 per page, at most 100)         |
// | order[title]=asc&order[id]=desc           | OrderFilter, in the order given                       |
// | order[author.name]=asc                    | OrderFilter on a referenced record's field            |
// | status=draft                              | SearchFilter exact; `partial` fields: case-insensitive contains |
// | status[]=draft&status[]=review            | any of                                                |
// | tags=ux / tags[]=ux&tags[]=api            | arrays: holds that tag / any of those                 |
// | author=/api/authors/3 (or 3)              | references by IRI or id                               |
// | views[gt|gte|lt|lte]=10, views[between]=1..9 | RangeFilter                                        |
// | publishedAt[after|before|strictly_after|strictly_before]=2025-01-01 | DateFilter      |
// | exists[website]=true|false                | ExistsFilter                                          |
//
// Unknown parameters are ignored, as API Platform does; a malformed value of
// a known filter is a 400 that names it.
import { badRequest } from './http.mjs'
import { RESOURCES_BY_NAME } from './resources.mjs'

/** @typedef {import('./resources.mjs').ResourceDefinition} ResourceDefinition */
/** @typedef {import('./resources.mjs').Field} Field */

export const DEFAULT_ITEMS_PER_PAGE = 30
export const MAX_ITEMS_PER_PAGE = 100

const KEY = /^([^[\]]+)(?:\[([^\]]*)\])?$/
const RANGE = { gt: '>', gte: '>=', lt: '<', lte: '<=' }
const DATE = { after: '>=', before: '<=', strictly_after: '>', strictly_before: '<' }
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i

/** @type {Field} */
const ID_FIELD = { name: 'id', column: 'id', kind: 'integer' }

/** SQL cast of a field's values. @param {Field} field */
function sqlType(field) {
  switch (field.kind) {
    case 'integer':
    case 'iri':
      return 'integer'
    case 'datetime':
      return 'timestamptz'
    case 'date':
      return 'date'
    default:
      return 'text'
  }
}

/**
 * One filter value, read for its field; 400 when it cannot be.
 * @param {Field} field
 * @param {string} value
 * @param {string} key The parameter, for the message.
 */
function readFilterValue(field, value, key) {
  const fail = (/** @type {string} */ expected) => badRequest(`Invalid value for "${key}": expected ${expected}, got "${value}".`)
  switch (field.kind) {
    case 'integer':
      if (!/^-?\d{1,9}$/.test(value)) throw fail('an integer')
      return Number(value)
    case 'iri': {
      const match = new RegExp(`^(?:.*/api/${field.target}/)?(\\d{1,9})$`).exec(value)
      if (!match) throw fail(`an IRI such as /api/${field.target}/1`)
      return Number(match[1])
    }
    case 'datetime':
    case 'date': {
      const date = new Date(HAS_ZONE.test(value) || value.length === 10 ? value : `${value}Z`)
      if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) throw fail('a date')
      return field.kind === 'date' ? date.toISOString().slice(0, 10) : date
    }
    default:
      return value
  }
}

/** @param {string} text */
const likePattern = (text) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/**
 * @typedef {object} ListQuery
 * @property {string} where SQL condition (`true` when none).
 * @property {unknown[]} params Values of its placeholders.
 * @property {string} orderBy SQL ORDER BY list.
 * @property {number} page
 * @property {number} itemsPerPage
 * @property {boolean} pageRequested The query named a page or a page size.
 */

/** Field kinds a list can be ordered by. */
const ORDERABLE = new Set(['string', 'integer', 'datetime', 'date', 'iri'])

/**
 * The SQL a list is ordered by for `order[<path>]`: a field of the resource, or one dot deep, a field of
 * the record a reference points at (`author.name`, as API Platform's OrderFilter on a nested property).
 * Only names the definitions hold reach the SQL; a reference is followed only to a resource every reader of
 * this one may read and that no user owns, so an order never tells of records the reader may not see.
 * @param {ResourceDefinition} resource
 * @param {Map<string, Field>} fields
 * @param {string} path
 * @returns {string | undefined}
 */
function orderColumn(resource, fields, path) {
  const [name, nested, ...rest] = path.split('.')
  const field = fields.get(name)
  if (!field || !ORDERABLE.has(field.kind) || rest.length > 0) return undefined
  if (nested === undefined) return field.column
  const target = field.kind === 'iri' ? RESOURCES_BY_NAME.get(/** @type {string} */ (field.target)) : undefined
  if (!target || target.owned || !resource.roles.read.every((role) => target.roles.read.includes(role))) return undefined
  const shown = target.fields.find((candidate) => candidate.name === nested && !candidate.writeOnly && candidate.kind !== 'iri' && ORDERABLE.has(candidate.kind))
  return shown && `(select referenced.${shown.column} from ${target.table} referenced where referenced.id = ${resource.table}.${field.column})`
}

/**
 * @param {ResourceDefinition} resource
 * @param {URLSearchParams} search
 * @param {{ owner?: string }} [scope] Owned resources: only this user's records.
 * @returns {ListQuery}
 */
export function buildListQuery(resource, search, { owner } = {}) {
  const fields = new Map([[ID_FIELD.name, ID_FIELD], ...resource.fields.filter((field) => !field.writeOnly).map((field) => /** @type {const} */ ([field.name, field]))])
  /** @type {unknown[]} */
  const params = []
  const placeholder = (/** @type {unknown} */ value) => {
    params.push(value)
    return `$${params.length}`
  }
  /** @type {string[]} */
  const conditions = []
  /** @type {string[]} */
  const order = []
  /** @type {Map<Field, string[]>} */
  const equals = new Map()

  for (const [key, value] of search) {
    const match = KEY.exec(key)
    if (!match) continue
    const [, name, operator] = match
    if (name === 'order') {
      const column = orderColumn(resource, fields, operator ?? '')
      const direction = value.toLowerCase()
      // Records without a value come last either way (PostgreSQL puts them first in a descending order).
      if (column && ['asc', 'desc'].includes(direction)) order.push(`${column} ${direction} nulls last`)
      continue
    }
    if (name === 'exists') {
      const field = fields.get(operator ?? '')
      if (!field) continue
      if (!['true', 'false', '1', '0'].includes(value)) throw badRequest(`Invalid value for "${key}": expected true or false, got "${value}".`)
      const present = field.kind === 'strings' ? `cardinality(${field.column}) > 0` : `${field.column} is not null`
      conditions.push(value === 'true' || value === '1' ? present : `not (${present})`)
      continue
    }
    const field = fields.get(name)
    if (!field) continue
    if (operator === undefined || operator === '') {
      equals.set(field, [...(equals.get(field) ?? []), value])
    } else if (operator in RANGE || operator === 'between') {
      if (!['integer', 'datetime', 'date'].includes(field.kind)) throw badRequest(`"${key}": ${field.name} cannot be compared.`)
      if (operator === 'between') {
        const [from, to, ...rest] = value.split('..')
        if (to === undefined || rest.length > 0) throw badRequest(`Invalid value for "${key}": expected "from..to", got "${value}".`)
        const cast = sqlType(field)
        conditions.push(`${field.column} between ${placeholder(readFilterValue(field, from, key))}::${cast} and ${placeholder(readFilterValue(field, to, key))}::${cast}`)
      } else {
        conditions.push(`${field.column} ${RANGE[/** @type {keyof RANGE} */ (operator)]} ${placeholder(readFilterValue(field, value, key))}::${sqlType(field)}`)
      }
    } else if (operator in DATE) {
      if (field.kind !== 'datetime' && field.kind !== 'date') throw badRequest(`"${key}": ${field.name} is not a date.`)
      conditions.push(`${field.column} ${DATE[/** @type {keyof DATE} */ (operator)]} ${placeholder(readFilterValue(field, value, key))}::${sqlType(field)}`)
    }
  }

  for (const [field, values] of equals) conditions.push(equalsCondition(field, values, placeholder))
  if (owner !== undefined) conditions.push(`owner = ${placeholder(owner)}`)

  const page = readPositive(search.get('page'), 1, 'page')
  if (page < 1) throw badRequest('Page should not be less than 1')
  const itemsPerPage = Math.min(readPositive(search.get('itemsPerPage'), DEFAULT_ITEMS_PER_PAGE, 'itemsPerPage'), MAX_ITEMS_PER_PAGE)
  return {
    where: conditions.length > 0 ? conditions.join(' and ') : 'true',
    params,
    // The id last keeps pages stable when the chosen order has ties.
    orderBy: [...order, 'id asc'].join(', '),
    page,
    itemsPerPage,
    pageRequested: search.has('page') || search.has('itemsPerPage'),
  }
}

/**
 * `f=v` and `f[]=a&f[]=b`: any of the values.
 * @param {Field} field
 * @param {string[]} raw
 * @param {(value: unknown) => string} placeholder
 */
function equalsCondition(field, raw, placeholder) {
  const key = `${field.name}[]`
  if (field.kind === 'string' && field.search === 'partial') {
    return `(${raw.map((value) => `${field.column} ilike ${placeholder(likePattern(value))} escape '\\'`).join(' or ')})`
  }
  if (field.kind === 'strings') return `${field.column} && ${placeholder(raw)}::text[]`
  if (field.kind === 'roles') {
    return `(${raw.map((value) => `(',' || ${field.column} || ',') like ${placeholder(`%,${value.replace(/[\\%_]/g, '\\$&')},%`)}`).join(' or ')})`
  }
  const values = raw.map((value) => readFilterValue(field, value, key))
  return `${field.column} = any(${placeholder(values)}::${sqlType(field)}[])`
}

/**
 * @param {string | null} text
 * @param {number} fallback
 * @param {string} name
 */
function readPositive(text, fallback, name) {
  if (text === null || text === '') return fallback
  if (!/^\d{1,9}$/.test(text)) throw badRequest(`Invalid value for "${name}": expected a whole number, got "${text}".`)
  return Number(text)
}
