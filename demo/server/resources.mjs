// The demo API's JSON-LD resources: what each one stores, who may do what,
// and its rules beyond field types. schema.mjs creates the matching tables;
// validation.mjs, hydraQuery.mjs and hydra.mjs read these definitions.

/** Roles that may use the editorial resources. */
export const EDITORIAL = ['ROLE_EDITOR', 'ROLE_ADMIN']
/** The administrators' role. */
export const ADMIN_ROLE = 'ROLE_ADMIN'
/** Roles that may use admin-only endpoints. */
export const ADMIN = [ADMIN_ROLE]

/**
 * @typedef {'string' | 'integer' | 'datetime' | 'date' | 'strings' | 'iri' | 'roles' | 'password'} FieldKind
 *   `strings` is a text[] column; `iri` points at another resource (`target`);
 *   `roles` is a comma-separated column shown as an array; `password` is write-only, stored hashed.
 */

/**
 * @typedef {object} Field
 * @property {string} name JSON name.
 * @property {string} column Column name.
 * @property {FieldKind} kind
 * @property {boolean} [required] Must be present and not blank.
 * @property {boolean} [readOnly] Set by the server; ignored in bodies.
 * @property {boolean} [writeOnly] Never rendered.
 * @property {number} [maxLength]
 * @property {readonly string[]} [choices]
 * @property {'email' | 'url' | 'color'} [format]
 * @property {number} [min] Smallest integer allowed.
 * @property {'partial' | 'exact'} [search] How `field=value` matches strings; default exact.
 * @property {string} [target] The resource name an `iri` field points at.
 * @property {boolean} [unique] No two records hold the same value, compared trimmed and case-insensitively.
 */

/**
 * @typedef {object} ResourceDefinition
 * @property {string} name Collection segment: `/api/{name}`.
 * @property {string} type JSON-LD `@type`.
 * @property {string} table
 * @property {Field[]} fields Besides `id`.
 * @property {{ read: string[], write: string[], delete: string[] }} roles Any one role suffices.
 * @property {boolean} [owned] Records belong to the user who created them; each user sees only theirs.
 * @property {number} [quota] Most records one user may own.
 * @property {(values: Record<string, unknown>) => { propertyPath: string, message: string }[]} [check]
 *   Rules across fields, on the record as it would be saved.
 * @property {(record: Record<string, unknown>) => Record<string, unknown> | undefined} [complete]
 *   Fields the server fills in on a valid write, from the record as it would be saved.
 */

/**
 * @param {string} name
 * @param {FieldKind} kind
 * @param {Omit<Field, 'name' | 'column' | 'kind'>} [options]
 * @returns {Field}
 */
function field(name, kind, options = {}) {
  return { name, column: name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), kind, ...options }
}

const editorial = { read: EDITORIAL, write: EDITORIAL, delete: EDITORIAL }

/** @param {string} text */
const isForbiddenTitle = (text) => /\bforbidden\b/i.test(text)

/**
 * "ends after it starts" for two fields.
 * @param {string} start
 * @param {string} end
 */
function endsAfterStart(start, end) {
  return (/** @type {Record<string, unknown>} */ values) => {
    const from = values[start]
    const to = values[end]
    if (from == null || to == null) return []
    return new Date(String(to)).getTime() < new Date(String(from)).getTime()
      ? [{ propertyPath: end, message: 'This should not be before the start.' }]
      : []
  }
}

/** @type {ResourceDefinition[]} */
export const RESOURCES = [
  {
    name: 'articles',
    type: 'Article',
    table: 'articles',
    roles: { read: EDITORIAL, write: EDITORIAL, delete: ADMIN },
    fields: [
      field('title', 'string', { required: true, maxLength: 255, search: 'partial' }),
      field('body', 'string', { maxLength: 20_000, search: 'partial' }),
      field('status', 'string', { required: true, choices: ['draft', 'review', 'published'] }),
      { ...field('author', 'iri', { required: true, target: 'authors' }), column: 'author_id' },
      field('views', 'integer', { min: 0 }),
      field('tags', 'strings'),
      field('publishedAt', 'datetime'),
      field('createdAt', 'datetime', { readOnly: true }),
      field('website', 'string', { format: 'url', maxLength: 2048 }),
    ],
    // The simulated refusal: a person can trigger it from the demo to watch an optimistic write put back.
    check: (values) => (typeof values.title === 'string' && isForbiddenTitle(values.title)
      ? [{ propertyPath: 'title', message: 'This title is not allowed.' }]
      : []),
    // Published without a date (a bulk Publish, a form left blank): published now, as every seeded published article has a date.
    complete: (record) => (record.status === 'published' && record.publishedAt == null ? { publishedAt: new Date().toISOString() } : undefined),
  },
  {
    name: 'authors',
    type: 'Author',
    table: 'authors',
    roles: editorial,
    fields: [
      field('name', 'string', { required: true, maxLength: 120, search: 'partial' }),
      field('email', 'string', { required: true, format: 'email', maxLength: 254, search: 'partial' }),
      field('bio', 'string', { maxLength: 2000, search: 'partial' }),
    ],
  },
  {
    name: 'events',
    type: 'Event',
    table: 'events',
    roles: editorial,
    fields: [
      field('title', 'string', { required: true, maxLength: 255, search: 'partial' }),
      field('startsAt', 'datetime', { required: true }),
      field('endsAt', 'datetime', { required: true }),
      field('location', 'string', { maxLength: 255, search: 'partial' }),
    ],
    check: endsAfterStart('startsAt', 'endsAt'),
  },
  {
    name: 'tasks',
    type: 'Task',
    table: 'tasks',
    roles: editorial,
    fields: [
      field('title', 'string', { required: true, maxLength: 255, search: 'partial' }),
      field('assignee', 'string', { maxLength: 120, search: 'partial' }),
      field('startDate', 'date', { required: true }),
      field('endDate', 'date', { required: true }),
      field('status', 'string', { required: true, choices: ['todo', 'doing', 'done'] }),
      field('team', 'string', { maxLength: 60 }),
    ],
    check: endsAfterStart('startDate', 'endDate'),
  },
  {
    name: 'users',
    type: 'User',
    table: 'users',
    roles: { read: ADMIN, write: ADMIN, delete: ADMIN },
    fields: [
      field('username', 'string', { required: true, maxLength: 60, search: 'partial', unique: true }),
      field('email', 'string', { required: true, format: 'email', maxLength: 254, search: 'partial', unique: true }),
      field('roles', 'roles'),
      { ...field('plainPassword', 'password', { writeOnly: true }), column: 'password_hash' },
    ],
  },
  {
    name: 'bookmarks',
    type: 'Bookmark',
    table: 'bookmarks',
    roles: editorial,
    owned: true,
    quota: 5,
    fields: [
      field('title', 'string', { required: true, maxLength: 255, search: 'partial' }),
      field('url', 'string', { required: true, format: 'url', maxLength: 2048 }),
    ],
  },
  {
    name: 'categories',
    type: 'Category',
    table: 'categories',
    roles: editorial,
    fields: [
      field('name', 'string', { required: true, maxLength: 60, search: 'partial' }),
      field('color', 'string', { required: true, format: 'color' }),
    ],
  },
]

/** @type {Map<string, ResourceDefinition>} */
export const RESOURCES_BY_NAME = new Map(RESOURCES.map((resource) => [resource.name, resource]))

/**
 * The IRI of a record.
 * @param {string} resourceName
 * @param {number | string} id
 */
export const iriOf = (resourceName, id) => `/api/${resourceName}/${id}`
