// The five operations of a JSON-LD resource on its table, each change
// published to the realtime hub under the item's IRI. Who may call which
// operation is decided before (router.mjs); owned resources (bookmarks) are
// further limited here to the caller's own records.
import { accessDenied, HttpError, notFound } from './http.mjs'
import { recordOf, renderCollection, renderItem } from './hydra.mjs'
import { buildListQuery } from './hydraQuery.mjs'
import { ADMIN_ROLE, iriOf, RESOURCES_BY_NAME } from './resources.mjs'
import { splitRoles } from './auth.mjs'
import { readBody, validateRecord, violationError } from './validation.mjs'

/** @typedef {import('./resources.mjs').ResourceDefinition} ResourceDefinition */
/** @typedef {import('./auth.mjs').User} User */

/**
 * @typedef {object} CrudContext
 * @property {import('./databaseClient.mjs').DatabaseClient} db
 * @property {ReturnType<typeof import('./mercure.mjs').createHub>} hub
 * @property {(password: string) => Promise<string>} hashPassword
 */

/** @param {unknown} error */
const pgCode = (error) => /** @type {{ code?: string }} */ (error)?.code

/** @param {unknown} roles A comma-separated roles column. */
const roleSet = (roles) => splitRoles(String(roles ?? '')).sort().join(',')

/**
 * Whether a write to a user changes what their tokens stand for: the name, the password or the roles.
 * @param {Record<string, unknown>} existing
 * @param {Record<string, unknown>} columns
 */
const changesCredentials = (existing, columns) => 'password_hash' in columns
  || ('username' in columns && columns.username !== existing.username)
  || ('roles' in columns && roleSet(columns.roles) !== roleSet(existing.roles))

/**
 * Creates the operations.
 * @param {CrudContext} context
 */
export function createCrud({ db, hub, hashPassword }) {
  /**
   * @param {ResourceDefinition} resource
   * @param {string} id
   * @param {User} user
   */
  async function findRow(resource, id, user) {
    const missing = () => notFound(`${resource.type} "${id}" not found.`)
    if (!/^\d{1,9}$/.test(id)) throw missing()
    const { rows } = await db.query(`select * from ${resource.table} where id = $1`, [Number(id)])
    const row = /** @type {Record<string, unknown> | undefined} */ (rows[0])
    if (!row || (resource.owned && row.owner !== user.username)) throw missing()
    return row
  }

  /**
   * Column values for a write, from read body values.
   * @param {ResourceDefinition} resource
   * @param {Record<string, unknown>} values
   */
  async function columnsOf(resource, values) {
    /** @type {Record<string, unknown>} */
    const columns = {}
    for (const field of resource.fields) {
      if (!(field.name in values)) continue
      const value = values[field.name]
      if (field.kind === 'password') {
        if (value !== null) columns[field.column] = await hashPassword(String(value))
      } else {
        columns[field.column] = field.kind === 'roles' ? /** @type {string[]} */ (value).join(',') : value
      }
    }
    return columns
  }

  /**
   * Violations of references to records that do not exist.
   * @param {ResourceDefinition} resource
   * @param {Record<string, unknown>} values
   */
  async function missingReferences(resource, values) {
    const violations = []
    for (const field of resource.fields) {
      const id = values[field.name]
      if (field.kind !== 'iri' || id === null || id === undefined) continue
      const target = /** @type {ResourceDefinition} */ (RESOURCES_BY_NAME.get(/** @type {string} */ (field.target)))
      const { rows } = await db.query(`select 1 from ${target.table} where id = $1`, [id])
      if (rows.length === 0) violations.push({ propertyPath: field.name, message: `${iriOf(target.name, Number(id))} does not exist.` })
    }
    return violations
  }

  /**
   * Violations of `unique` fields whose new value another record holds (trimmed, any case: `Ann@x.org ` is
   * `ann@x.org`); a value the record already had is not checked again.
   * @param {ResourceDefinition} resource
   * @param {Record<string, unknown>} values
   * @param {Record<string, unknown> | undefined} existing
   */
  async function duplicates(resource, values, existing) {
    const violations = []
    const same = (/** @type {unknown} */ value) => String(value ?? '').trim().toLowerCase()
    for (const field of resource.fields) {
      const value = values[field.name]
      if (!field.unique || typeof value !== 'string' || (existing && same(existing[field.column]) === same(value))) continue
      const { rows } = await db.query(
        `select 1 from ${resource.table} where lower(btrim(${field.column})) = $1 and id <> $2 limit 1`,
        [same(value), existing ? existing.id : 0],
      )
      if (rows.length > 0) violations.push({ propertyPath: field.name, message: 'This value is already used.' })
    }
    return violations
  }

  /**
   * Refuses (409) a write that would take ROLE_ADMIN from the last user holding it:
   * nobody could manage users any more.
   * @param {Record<string, unknown>} existing
   * @param {Record<string, unknown>} columns
   */
  async function keepAnAdmin(existing, columns) {
    if (!('roles' in columns) || splitRoles(String(columns.roles)).includes(ADMIN_ROLE) || !splitRoles(String(existing.roles)).includes(ADMIN_ROLE)) return
    const { rows } = await db.query(
      "select count(*)::int as admins from users where id <> $1 and (',' || roles || ',') like $2",
      [existing.id, `%,${ADMIN_ROLE},%`],
    )
    if (/** @type {{ admins: number }} */ (rows[0]).admins > 0) return
    const message = `${existing.username} is the last administrator: give ${ADMIN_ROLE} to another user before removing it here.`
    throw new HttpError(409, 'Conflict', message, { violations: [{ propertyPath: 'roles', message }] })
  }

  /**
   * Publishes a change of `row` (its item, or only its IRI when deleted).
   * @param {ResourceDefinition} resource
   * @param {Record<string, unknown>} row
   * @param {boolean} deleted
   */
  function publish(resource, row, deleted) {
    const iri = iriOf(resource.name, Number(row.id))
    const audience = { roles: resource.roles.read, owner: resource.owned ? String(row.owner) : undefined }
    hub.publish(iri, deleted ? { '@id': iri, '@type': resource.type } : renderItem(resource, row), audience)
  }

  /**
   * Validates and saves; 422 with every violation found.
   * @param {ResourceDefinition} resource
   * @param {Record<string, unknown>} body
   * @param {Record<string, unknown> | undefined} existing The row being updated.
   * @param {(columns: Record<string, unknown>) => Promise<Record<string, unknown>>} save
   */
  async function write(resource, body, existing, save) {
    const { values, violations } = readBody(resource, body)
    const record = { ...(existing ? recordOf(resource, existing) : {}), ...values }
    const found = [...violations, ...validateRecord(resource, record).filter((violation) => !violations.some((v) => v.propertyPath === violation.propertyPath))]
    found.push(...(await missingReferences(resource, values)))
    found.push(...(await duplicates(resource, values, existing)).filter((duplicate) => !found.some((violation) => violation.propertyPath === duplicate.propertyPath)))
    if (found.length > 0) throw violationError(found)
    try {
      return await save(await columnsOf(resource, { ...values, ...resource.complete?.(record) }))
    } catch (error) {
      if (pgCode(error) !== '23505') throw error
      const field = resource.fields.find((candidate) => String(/** @type {Error} */ (error).message).includes(candidate.column))
      throw violationError([{ propertyPath: field?.name ?? '', message: 'This value is already used.' }])
    }
  }

  return {
    /**
     * @param {ResourceDefinition} resource
     * @param {URL} url
     * @param {User} user
     */
    async list(resource, url, user) {
      const query = buildListQuery(resource, url.searchParams, { owner: resource.owned ? user.username : undefined })
      const counted = await db.query(`select count(*)::int as total from ${resource.table} where ${query.where}`, query.params)
      const total = /** @type {{ total: number }} */ (counted.rows[0]).total
      const { rows } = query.itemsPerPage === 0
        ? { rows: [] }
        : await db.query(
          `select * from ${resource.table} where ${query.where} order by ${query.orderBy} limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
          query.params,
        )
      const paginated = query.pageRequested || total > query.itemsPerPage
      return renderCollection(resource, /** @type {Record<string, unknown>[]} */ (rows), total, { page: query.page, itemsPerPage: query.itemsPerPage, paginated }, url)
    },

    /**
     * @param {ResourceDefinition} resource
     * @param {string} id
     * @param {User} user
     */
    async read(resource, id, user) {
      return renderItem(resource, await findRow(resource, id, user))
    },

    /**
     * @param {ResourceDefinition} resource
     * @param {Record<string, unknown>} body
     * @param {User} user
     */
    async create(resource, body, user) {
      if (resource.owned && resource.quota !== undefined) {
        const { used, limit } = await this.quota(resource, user)
        if (used >= limit) {
          throw violationError([{ propertyPath: '', message: `You have reached your limit of ${limit} ${resource.name}.` }])
        }
      }
      const row = await write(resource, body, undefined, async (columns) => {
        const all = resource.owned ? { ...columns, owner: user.username } : columns
        const names = Object.keys(all)
        const { rows } = await db.query(
          `insert into ${resource.table} (${names.join(', ')}) values (${names.map((_, index) => `$${index + 1}`).join(', ')}) returning *`,
          Object.values(all),
        )
        return /** @type {Record<string, unknown>} */ (rows[0])
      })
      publish(resource, row, false)
      return renderItem(resource, row)
    },

    /**
     * @param {ResourceDefinition} resource
     * @param {string} id
     * @param {Record<string, unknown>} body
     * @param {User} user
     */
    async update(resource, id, body, user) {
      const existing = await findRow(resource, id, user)
      let revokes = false
      const row = await write(resource, body, existing, async (columns) => {
        const names = Object.keys(columns)
        if (names.length === 0) return existing
        const sets = names.map((name, index) => `${name} = $${index + 1}`)
        if (resource.name === 'users') {
          await keepAnAdmin(existing, columns)
          // A renamed user, a new password or other roles: every token issued before is revoked.
          revokes = changesCredentials(existing, columns)
          if (revokes) sets.push('token_version = token_version + 1')
        }
        const { rows } = await db.query(
          `update ${resource.table} set ${sets.join(', ')} where id = $${names.length + 1} returning *`,
          [...Object.values(columns), existing.id],
        )
        return /** @type {Record<string, unknown>} */ (rows[0])
      })
      if (revokes) hub.endStreamsOfUser(Number(existing.id))
      publish(resource, row, false)
      return renderItem(resource, row)
    },

    /**
     * @param {ResourceDefinition} resource
     * @param {string} id
     * @param {User} user
     */
    async remove(resource, id, user) {
      const existing = await findRow(resource, id, user)
      if (resource.name === 'users' && existing.username === user.username) {
        throw accessDenied('You cannot delete your own account.')
      }
      try {
        await db.query(`delete from ${resource.table} where id = $1`, [existing.id])
      } catch (error) {
        if (pgCode(error) !== '23503') throw error
        // Named as a person knows it, with what still uses it (PostgreSQL's message names the constraint's table).
        const label = [existing.name, existing.title].find((text) => typeof text === 'string' && text !== '') ?? `${resource.type} ${existing.id}`
        const table = /constraint "[^"]+" on table "([a-z_]+)"/.exec(String(/** @type {{ message?: unknown }} */ (error).message ?? ''))?.[1]
        throw new HttpError(409, 'Conflict', `${label} is still used by ${table ? `some ${table.replace(/_/g, ' ')}` : 'other records'}: delete those or change them first.`)
      }
      if (resource.name === 'users') hub.endStreamsOfUser(Number(existing.id))
      publish(resource, existing, true)
    },

    /**
     * How many records of an owned resource the user holds, and how many they may.
     * @param {ResourceDefinition} resource
     * @param {User} user
     */
    async quota(resource, user) {
      const { rows } = await db.query(`select count(*)::int as used from ${resource.table} where owner = $1`, [user.username])
      return { used: /** @type {{ used: number }} */ (rows[0]).used, limit: resource.quota ?? Infinity }
    },
  }
}
