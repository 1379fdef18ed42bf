// Reading and validating write bodies, with API Platform's answers: a value
// of the wrong JSON type is a 400 ("The type of the "views" attribute must be
// "int", "string" given."); a value that breaks a rule is a 422
// ConstraintViolationList naming the field, which Atrium shows on that field.
import { badRequest, HttpError } from './http.mjs'

/** @typedef {import('./resources.mjs').ResourceDefinition} ResourceDefinition */
/** @typedef {import('./resources.mjs').Field} Field */
/** @typedef {{ propertyPath: string, message: string }} Violation */

const IGNORED = new Set(['@context', '@id', '@type', 'id'])
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const COLOR = /^#[0-9a-fA-F]{6}$/
const ROLE = /^ROLE_[A-Z0-9_]+$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i

/** @param {unknown} value */
function jsonType(value) {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float'
  return typeof value
}

/**
 * @param {Field} field
 * @param {string} expected
 * @param {unknown} value
 */
const wrongType = (field, expected, value) =>
  badRequest(`The type of the "${field.name}" attribute must be "${expected}", "${jsonType(value)}" given.`)

/**
 * The id an IRI (`/api/authors/3`, absolute or not), an `{ "@id" }` object or a bare id names.
 * @param {Field} field
 * @param {unknown} value
 */
function readReference(field, value) {
  const given = typeof value === 'object' && value !== null && !Array.isArray(value) ? /** @type {any} */ (value)['@id'] : value
  if (typeof given === 'number' && Number.isInteger(given)) return given
  if (typeof given !== 'string') throw wrongType(field, 'IRI', value)
  if (/^\d+$/.test(given)) return Number(given)
  let path = given
  try {
    path = new URL(given, 'http://api.invalid').pathname
  } catch {
    // Not a URL: the check below refuses it.
  }
  const match = new RegExp(`^/api/${field.target}/(\\d+)$`).exec(path)
  if (!match) throw badRequest(`Invalid IRI "${given}".`)
  return Number(match[1])
}

/**
 * Reads one field's value from a body: its stored form, a Violation for a
 * value of the right type that cannot be read (a bad date), or a thrown 400.
 * @param {Field} field
 * @param {unknown} value
 * @returns {unknown}
 */
function readValue(field, value) {
  const empty = value === null || value === ''
  switch (field.kind) {
    case 'string':
      if (empty) return field.required ? value : null
      if (typeof value !== 'string') throw wrongType(field, 'string', value)
      return value
    case 'integer':
      if (empty) return null
      if (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim())) return Number(value.trim())
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw wrongType(field, 'int', value)
      return value
    case 'datetime': {
      if (empty) return null
      if (typeof value !== 'string') throw wrongType(field, 'string', value)
      // <input type="datetime-local"> has no zone: the demo reads it as UTC, as its dates are shown.
      const date = new Date(HAS_ZONE.test(value) ? value : `${value}Z`)
      return ISO_DATE.test(value) && !Number.isNaN(date.getTime()) ? date : { invalid: 'This value is not a valid datetime.' }
    }
    case 'date': {
      if (empty) return null
      if (typeof value !== 'string') throw wrongType(field, 'string', value)
      const day = value.slice(0, 10)
      const date = new Date(`${day}T00:00:00Z`)
      return ISO_DATE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
        ? day
        : { invalid: 'This value is not a valid date.' }
    }
    case 'strings': {
      if (value === null) return []
      const list = typeof value === 'string' ? value.split(',') : value
      if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) throw wrongType(field, 'string[]', value)
      return [...new Set(list.map((item) => item.trim()).filter(Boolean))]
    }
    case 'roles': {
      const list = typeof value === 'string' ? value.split(',') : value ?? []
      if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) throw wrongType(field, 'string[]', value)
      const roles = [...new Set(list.map((item) => item.trim()).filter(Boolean))]
      if (roles.some((role) => !ROLE.test(role))) return { invalid: 'Each role must look like ROLE_NAME.' }
      return roles.includes('ROLE_USER') ? roles : ['ROLE_USER', ...roles]
    }
    case 'password':
      if (empty) return null
      if (typeof value !== 'string') throw wrongType(field, 'string', value)
      return value.length < 4 ? { invalid: 'This value is too short. It should have 4 characters or more.' } : value
    case 'iri':
      return empty ? null : readReference(field, value)
  }
  return value
}

/**
 * Reads the writable fields of a body; other keys are ignored, as API
 * Platform does. Throws a 400 for a value of the wrong type.
 * @param {ResourceDefinition} resource
 * @param {Record<string, unknown>} body
 * @returns {{ values: Record<string, unknown>, violations: Violation[] }}
 */
export function readBody(resource, body) {
  /** @type {Record<string, unknown>} */
  const values = {}
  /** @type {Violation[]} */
  const violations = []
  for (const [name, raw] of Object.entries(body)) {
    if (IGNORED.has(name)) continue
    const field = resource.fields.find((candidate) => candidate.name === name)
    if (!field || field.readOnly) continue
    const value = readValue(field, raw)
    if (typeof value === 'object' && value !== null && 'invalid' in value) {
      violations.push({ propertyPath: name, message: /** @type {{ invalid: string }} */ (value).invalid })
    } else {
      values[name] = value
    }
  }
  return { values, violations }
}

/** @param {string} text */
function isUrl(text) {
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * One field's rule breaks, on the record as it would be saved.
 * @param {Field} field
 * @param {unknown} value
 * @returns {string | undefined}
 */
function fieldMessage(field, value) {
  const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  if (blank) return field.required ? 'This value should not be blank.' : undefined
  if (typeof value === 'string') {
    if (field.maxLength !== undefined && value.length > field.maxLength) {
      return `This value is too long. It should have ${field.maxLength} characters or less.`
    }
    if (field.choices && !field.choices.includes(value)) return 'The value you selected is not a valid choice.'
    if (field.format === 'email' && !EMAIL.test(value)) return 'This value is not a valid email address.'
    if (field.format === 'url' && !isUrl(value)) return 'This value is not a valid URL.'
    if (field.format === 'color' && !COLOR.test(value)) return 'This value is not a valid hexadecimal color.'
  }
  if (typeof value === 'number' && field.min !== undefined && value < field.min) {
    return field.min === 0 ? 'This value should be either positive or zero.' : `This value should be greater than or equal to ${field.min}.`
  }
  return undefined
}

/**
 * Every rule the record breaks: per field, then the resource's own `check`.
 * @param {ResourceDefinition} resource
 * @param {Record<string, unknown>} record Field values as they would be saved.
 * @returns {Violation[]}
 */
export function validateRecord(resource, record) {
  /** @type {Violation[]} */
  const violations = []
  for (const field of resource.fields) {
    if (field.readOnly || field.writeOnly) continue
    const message = fieldMessage(field, record[field.name])
    if (message) violations.push({ propertyPath: field.name, message })
  }
  return [...violations, ...(resource.check?.(record) ?? [])]
}

/**
 * The 422 answer for violations, shaped as API Platform's ConstraintViolationList.
 * @param {Violation[]} violations
 */
export function violationError(violations) {
  const detail = violations.map((violation) => `${violation.propertyPath ? `${violation.propertyPath}: ` : ''}${violation.message}`).join('\n')
  return new HttpError(422, 'An error occurred', detail, {
    '@context': '/api/contexts/ConstraintViolationList',
    '@id': '/api/validation_errors',
    '@type': 'ConstraintViolationList',
    type: '/validation_errors',
    violations: violations.map((violation) => ({ ...violation, code: null })),
  })
}
