// The demo's second backend, in another dialect: a json-server-style REST
// mount at /rest/contacts (Atrium's restDialect), on the same database and
// the same tokens, so one screen shows two backends at once.
//
// | request                                   | answer                                              |
// |-------------------------------------------|-----------------------------------------------------|
// | GET /rest/contacts?_page=2&_limit=10      | JSON array; `X-Total-Count` when _page or _limit is given (exposed to scripts) |
// | &_sort=name,city&_order=asc,desc          | sort                                                |
// | &city=Lisbon&city=Lyon                    | equals any (compared as text)                       |
// | &name_like=^ada  &age_gte=3  &age_lte=9  &city_ne=Lyon | contains (case-insensitive, see below), ranges, not equal |
// | &q=acme                                   | any text field contains                             |
// | GET /rest/contacts/1                      | the record; 404 `{}`-like body when missing         |
// | POST, PUT (replace), PATCH (merge)        | JSON in, the record out (201 for POST)              |
// | DELETE /rest/contacts/1                   | 200 `{}`                                            |
//
// `_like` is a regular expression in json-server; here it is never run as one
// (a pattern such as `(.{1,200}){1,200}z` would hold the database for minutes):
// it is a case-insensitive substring match (ILIKE), where a leading `^` and a
// trailing `$` anchor it and `\x` stands for `x` (what Atrium's restDialect
// sends for `contains` and `startsWith`); every other character is literal.
//
// Invalid records get 422 `{ message, errors: { field: message } }`, among them
// text longer than its column allows (LIMITS).
// Changes are published to the hub under `/rest/contacts/{id}` with the
// record (plus its `@id`) as data.
import { HttpError, notFound, readJsonBody, sendJson } from './http.mjs'
import { formatDateTime } from './hydra.mjs'
import { EDITORIAL } from './resources.mjs'

export const REST_PREFIX = '/rest/'

/** Columns by JSON name; `id` and `createdAt` are read-only. */
const FIELDS = { id: 'id', name: 'name', email: 'email', phone: 'phone', company: 'company', city: 'city', createdAt: 'created_at' }
const WRITABLE = ['name', 'email', 'phone', 'company', 'city']
const TEXT = ['name', 'email', 'phone', 'company', 'city']
/** Longest text each writable field accepts. */
const LIMITS = /** @type {const} */ ({ name: 120, email: 254, phone: 40, company: 120, city: 120 })
const DEFAULT_LIMIT = 10

/** @param {Record<string, unknown>} row */
function render(row) {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email ?? null,
    phone: row.phone ?? null,
    company: row.company ?? null,
    city: row.city ?? null,
    createdAt: row.created_at instanceof Date ? formatDateTime(row.created_at) : row.created_at,
  }
}

/** @param {Record<string, unknown>} body */
function readContact(body) {
  /** @type {Record<string, string | null>} */
  const values = {}
  for (const name of WRITABLE) {
    if (!(name in body)) continue
    const value = body[name]
    if (value !== null && typeof value !== 'string') throw new HttpError(400, 'Bad Request', `${name} must be a string.`, { message: `${name} must be a string.` })
    values[name] = value === '' ? null : value
  }
  return values
}

/** @param {Record<string, unknown>} record */
function errorsOf(record) {
  /** @type {Record<string, string>} */
  const errors = {}
  // Lengths first: the address pattern then only ever reads a short text.
  for (const [name, limit] of Object.entries(LIMITS)) {
    const value = record[name]
    if (typeof value === 'string' && value.length > limit) errors[name] = `${name[0].toUpperCase()}${name.slice(1)} is at most ${limit} characters.`
  }
  if (typeof record.name !== 'string' || record.name.trim() === '') errors.name = 'Name is required.'
  if (record.email != null && !errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(record.email))) errors.email = 'Email is not a valid address.'
  return errors
}

/** @param {string} text */
const escapeLike = (text) => text.replace(/[\\%_]/g, '\\$&')

/**
 * The ILIKE pattern of a `_like` value (see the top of the file): `^` and `$`
 * anchor, `\x` is `x`, the rest is literal.
 * @param {string} value
 */
export function likePattern(value) {
  let text = value
  const start = text.startsWith('^')
  if (start) text = text.slice(1)
  const end = /(^|[^\\])(\\\\)*\$$/.test(text)
  if (end) text = text.slice(0, -1)
  const literal = text.replace(/\\(.)/gs, '$1')
  return `${start ? '' : '%'}${escapeLike(literal)}${end ? '' : '%'}`
}

/**
 * Builds the WHERE clause of a list from json-server's query parameters.
 * @param {URLSearchParams} search
 */
function whereOf(search) {
  /** @type {unknown[]} */
  const params = []
  const $ = (/** @type {unknown} */ value) => `$${params.push(value)}`
  /** @type {string[]} */
  const conditions = []
  /** @type {Map<string, string[]>} */
  const equals = new Map()
  for (const [key, value] of search) {
    if (key === 'q') {
      if (value !== '') conditions.push(`(${TEXT.map((name) => `${FIELDS[/** @type {keyof typeof FIELDS} */ (name)]} ilike ${$(`%${escapeLike(value)}%`)} escape '\\'`).join(' or ')})`)
      continue
    }
    const match = /^(\w+?)(?:_(like|gte|lte|ne))?$/.exec(key)
    const column = match && !key.startsWith('_') ? FIELDS[/** @type {keyof typeof FIELDS} */ (match[1])] : undefined
    if (!match || !column) continue
    const operator = match[2]
    const numeric = column === 'id' && /^-?\d+(\.\d+)?$/.test(value)
    const left = column === 'created_at' ? `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')` : `${column}::text`
    if (operator === 'like') conditions.push(`${left} ilike ${$(likePattern(value))} escape '\\'`)
    else if (operator === 'gte' || operator === 'lte') {
      const sign = operator === 'gte' ? '>=' : '<='
      conditions.push(numeric ? `id ${sign} ${$(Number(value))}` : `${left} ${sign} ${$(value)}`)
    } else if (operator === 'ne') conditions.push(`${left} is distinct from ${$(value)}`)
    else equals.set(left, [...(equals.get(left) ?? []), value])
  }
  for (const [left, values] of equals) conditions.push(`${left} = any(${$(values)}::text[])`)
  return { where: conditions.length > 0 ? conditions.join(' and ') : 'true', params }
}

/** @param {URLSearchParams} search */
function orderOf(search) {
  const sort = (search.get('_sort') ?? '').split(',').filter(Boolean)
  const directions = (search.get('_order') ?? '').split(',')
  const parts = sort.flatMap((name, index) => {
    const column = FIELDS[/** @type {keyof typeof FIELDS} */ (name)]
    return column ? [`${column} ${directions[index]?.toLowerCase() === 'desc' ? 'desc' : 'asc'}`] : []
  })
  return [...parts, 'id asc'].join(', ')
}

/**
 * @param {string | null} text
 * @param {number} fallback
 */
const positive = (text, fallback) => (text !== null && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : fallback)

/**
 * Creates the /rest/* handler.
 * @param {{ db: import('./databaseClient.mjs').DatabaseClient, hub: ReturnType<typeof import('./mercure.mjs').createHub> }} context
 */
export function createSecondBackend({ db, hub }) {
  /** @param {string} id */
  async function find(id) {
    const { rows } = /^\d{1,9}$/.test(id) ? await db.query('select * from contacts where id = $1', [Number(id)]) : { rows: [] }
    if (rows.length === 0) throw notFound(`Contact ${id} not found.`)
    return /** @type {Record<string, unknown>} */ (rows[0])
  }

  /**
   * @param {Record<string, unknown>} row
   * @param {boolean} deleted
   */
  function publish(row, deleted) {
    const iri = `/rest/contacts/${row.id}`
    hub.publish(iri, deleted ? { '@id': iri } : { '@id': iri, ...render(row) }, { roles: EDITORIAL })
  }

  /** @param {Record<string, unknown>} record */
  function check(record) {
    const errors = errorsOf(record)
    if (Object.keys(errors).length > 0) {
      throw new HttpError(422, 'Unprocessable Entity', Object.values(errors).join(' '), { message: 'Validation failed', errors })
    }
  }

  /**
   * Answers a request under /rest/ (the caller has checked the token and roles).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {Record<string, string>} headers Sent with every answer.
   */
  async function handle(req, res, url, headers) {
    const match = /^\/rest\/contacts(?:\/([^/]+))?\/?$/.exec(url.pathname)
    if (!match) throw notFound(`No route for ${url.pathname}; the second backend serves /rest/contacts.`)
    const id = match[1]
    const method = req.method ?? 'GET'
    const json = ['application/json', 'application/merge-patch+json']
    if (id === undefined && method === 'GET') {
      const search = url.searchParams
      const { where, params } = whereOf(search)
      const paginate = search.has('_page') || search.has('_limit')
      const limit = positive(search.get('_limit'), paginate ? DEFAULT_LIMIT : 1_000_000)
      const page = positive(search.get('_page'), 1)
      const { rows } = await db.query(`select * from contacts where ${where} order by ${orderOf(search)} limit ${limit} offset ${(page - 1) * limit}`, params)
      /** @type {Record<string, string>} */
      const extra = { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Expose-Headers': 'X-Total-Count, Link' }
      if (paginate) {
        const counted = await db.query(`select count(*)::int as total from contacts where ${where}`, params)
        extra['X-Total-Count'] = String(/** @type {{ total: number }} */ (counted.rows[0]).total)
      }
      sendJson(res, 200, rows.map((row) => render(/** @type {Record<string, unknown>} */ (row))), extra)
      return
    }
    const plain = { ...headers, 'Content-Type': 'application/json; charset=utf-8' }
    if (id === undefined && method === 'POST') {
      const values = readContact(await readJsonBody(req, json))
      check(values)
      const names = Object.keys(values)
      const { rows } = await db.query(
        `insert into contacts (${names.join(', ')}) values (${names.map((_, index) => `$${index + 1}`).join(', ')}) returning *`,
        Object.values(values),
      )
      publish(/** @type {Record<string, unknown>} */ (rows[0]), false)
      sendJson(res, 201, render(/** @type {Record<string, unknown>} */ (rows[0])), { ...plain, Location: `/rest/contacts/${rows[0].id}` })
      return
    }
    if (id === undefined) throw new HttpError(405, 'Method Not Allowed', `${method} is not allowed on the collection.`)
    const existing = await find(id)
    if (method === 'GET') {
      sendJson(res, 200, render(existing), plain)
    } else if (method === 'PATCH' || method === 'PUT') {
      const values = readContact(await readJsonBody(req, json))
      const base = method === 'PUT' ? Object.fromEntries(WRITABLE.map((name) => [name, null])) : render(existing)
      check({ ...base, ...values })
      const changes = method === 'PUT' ? { ...Object.fromEntries(WRITABLE.map((name) => [name, null])), ...values } : values
      const names = Object.keys(changes)
      const { rows } = names.length === 0 ? { rows: [existing] } : await db.query(
        `update contacts set ${names.map((name, index) => `${name} = $${index + 1}`).join(', ')} where id = $${names.length + 1} returning *`,
        [...Object.values(changes), existing.id],
      )
      publish(/** @type {Record<string, unknown>} */ (rows[0]), false)
      sendJson(res, 200, render(/** @type {Record<string, unknown>} */ (rows[0])), plain)
    } else if (method === 'DELETE') {
      await db.query('delete from contacts where id = $1', [existing.id])
      publish(existing, true)
      sendJson(res, 200, {}, plain)
    } else {
      throw new HttpError(405, 'Method Not Allowed', `${method} is not allowed on a contact.`)
    }
  }

  return { handle }
}
