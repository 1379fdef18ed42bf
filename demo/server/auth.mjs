// Sign-in for the demo API, as LexikJWTAuthenticationBundle does it for API
// Platform: `POST /api/login_check` answers a signed, expiring token (a JWT,
// HS256) that every later request sends as `Authorization: Bearer …`.
//
// A token names its user by id (`sub`, never the user name: a renamed
// account's name may be taken by a new account) and carries the user's token
// version (`ver`). Renaming a user, changing their password or roles bumps the
// version (crud.mjs), which revokes every token issued before; deleting the
// user revokes them too (the id is never reused).
//
// Every request re-checks the signature, the expiry, the revocation list
// (tokens signed out with `POST /api/logout`), and the user and version in the
// database: roles come from there, so a changed or deleted user takes effect at once.
// The signing secret is made per data folder and kept in it (secret.key), so
// a token forged with any other secret, or edited, is refused.
//
// Sign-in guesses are throttled per user name and per address (signInThrottle.mjs:
// 429 with Retry-After), and a known and an unknown user name take the same
// time: the password hash runs either way.
import { createHmac, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { HttpError, unauthorized } from './http.mjs'
import { createSignInThrottle } from './signInThrottle.mjs'

const scryptAsync = /** @type {(password: string, salt: Buffer, length: number) => Promise<Buffer>} */ (promisify(scrypt))

/** Where the hub reads the token when a browser's EventSource (which cannot set headers) connects. */
export const TOKEN_COOKIE = 'authorization'
const COOKIE_PATH = '/.well-known/mercure'

/**
 * @typedef {object} User
 * @property {number} id
 * @property {string} username
 * @property {string[]} roles
 * @property {number} tokenVersion
 * @property {string} jti The token's id (to revoke it).
 * @property {number} exp When the token expires, in seconds since the epoch.
 */

/**
 * Hashes a password with scrypt, as `scrypt$salt$hash` (hex).
 * @param {string} password
 */
export async function hashPassword(password) {
  const salt = randomBytes(16)
  const hash = await scryptAsync(password, salt, 32)
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`
}

/** Stands in for a missing user's hash, so an unknown name costs the same scrypt run as a known one. */
const DECOY_HASH = `scrypt$${randomBytes(16).toString('hex')}$${randomBytes(32).toString('hex')}`

/**
 * Whether `password` matches `stored`. Always runs scrypt once (against a
 * decoy when there is no usable hash), so the answer takes the same time.
 * @param {string} password
 * @param {string | null | undefined} stored
 */
async function checkPassword(password, stored) {
  const usable = /^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/.test(stored ?? '')
  const [, salt, hash] = (usable ? /** @type {string} */ (stored) : DECOY_HASH).split('$')
  const actual = await scryptAsync(password, Buffer.from(salt, 'hex'), 32)
  return usable && timingSafeEqual(actual, Buffer.from(hash, 'hex'))
}

/** Splits the stored comma-separated roles ('ROLE_USER,ROLE_ADMIN'). @param {string} text */
export const splitRoles = (text) => text.split(',').map((role) => role.trim()).filter(Boolean)

/**
 * The data folder's signing secret, made on first use and on reset (which
 * also invalidates every token signed before).
 * @param {string} dataDir
 * @param {boolean} reset
 */
export async function loadSecret(dataDir, reset) {
  const file = join(dataDir, 'secret.key')
  if (!reset) {
    const text = await readFile(file, 'utf8').catch(() => '')
    if (/^[0-9a-f]{64}$/.test(text.trim())) return Buffer.from(text.trim(), 'hex')
  }
  const secret = randomBytes(32)
  await writeFile(file, secret.toString('hex'), { mode: 0o600 })
  return secret
}

/** @param {unknown} value */
const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * The bearer token of a request: the `Authorization` header; for the hub
 * only, also the `authorization` cookie or the `access_token` query parameter.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {{ hub?: boolean }} [where]
 */
export function tokenOf(req, url, { hub = false } = {}) {
  const header = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')
  if (header) return header[1]
  if (!hub) return undefined
  const query = url.searchParams.get('access_token')
  if (query) return query
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === TOKEN_COOKIE || name === 'mercureAuthorization') return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/**
 * @param {string} token
 * @param {number} ttlSeconds
 */
export function tokenCookie(token, ttlSeconds) {
  return `${TOKEN_COOKIE}=${token}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${ttlSeconds}`
}

/** Clears the hub cookie (sign-out). */
export const clearedTokenCookie = () => `${TOKEN_COOKIE}=; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=0`

/**
 * @typedef {object} AuthOptions
 * @property {import('./databaseClient.mjs').DatabaseClient} db
 * @property {Buffer} secret
 * @property {number} ttlSeconds How long a token lives.
 * @property {ReturnType<typeof createSignInThrottle>} [throttle] Default: 10 failures, then 30 s doubling.
 */

/**
 * The 429 of a locked sign-in.
 * @param {number} lockedMs
 */
function tooManyAttempts(lockedMs) {
  const seconds = Math.max(1, Math.ceil(lockedMs / 1000))
  const error = new HttpError(429, 'Too Many Requests', `Too many failed sign-ins: try again in ${seconds} s.`)
  error.headers = { 'Retry-After': String(seconds) }
  return error
}

/**
 * Creates the API's sign-in, token checks and sign-out.
 * @param {AuthOptions} options
 */
export function createAuth({ db, secret, ttlSeconds, throttle = createSignInThrottle() }) {
  const sign = (/** @type {string} */ text) => createHmac('sha256', secret).update(text).digest()

  /**
   * Signs a token for a user.
   * @param {{ id: number, username: string, roles: string[], tokenVersion: number }} user
   */
  function issue({ id, username, roles, tokenVersion }) {
    const iat = Math.floor(Date.now() / 1000)
    const body = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
      sub: String(id), username, ver: tokenVersion, roles, iat, exp: iat + ttlSeconds, jti: randomUUID(),
    })}`
    return `${body}.${sign(body).toString('base64url')}`
  }

  /**
   * The claims of a well-signed token, or a 401.
   * @param {string} token
   */
  function readClaims(token) {
    const parts = token.split('.')
    if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) throw unauthorized('Invalid JWT Token')
    const given = Buffer.from(parts[2], 'base64url')
    const expected = sign(`${parts[0]}.${parts[1]}`)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized('Invalid JWT Token')
    let header
    let claims
    try {
      header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'))
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
    } catch {
      throw unauthorized('Invalid JWT Token')
    }
    if (header?.alg !== 'HS256' || typeof claims?.sub !== 'string' || !/^\d{1,9}$/.test(claims.sub) || typeof claims.jti !== 'string'
      || typeof claims.exp !== 'number' || !Number.isSafeInteger(claims.ver)) {
      throw unauthorized('Invalid JWT Token')
    }
    if (claims.exp <= Date.now() / 1000) throw unauthorized('Expired JWT Token')
    return /** @type {{ sub: string, ver: number, jti: string, exp: number }} */ (claims)
  }

  return {
    ttlSeconds,

    /**
     * Checks credentials; answers a token, or throws 401 (the same for an
     * unknown name and a wrong password) or 429 while the name or the address is locked.
     * @param {string} username
     * @param {string} password
     * @param {string} address The caller's address, for the throttle.
     */
    async login(username, password, address) {
      const nameKey = `name:${username.toLowerCase()}`
      const keys = [nameKey, `address:${address}`]
      const locked = throttle.lockedFor(keys) > 0
      // Counted before the password is checked: a burst of parallel guesses cannot slip past the threshold.
      throttle.failed(keys)
      if (locked) throw tooManyAttempts(throttle.lockedFor(keys))
      const { rows } = await db.query('select id, username, roles, password_hash, token_version from users where username = $1', [username])
      const user = /** @type {{ id: number, username: string, roles: string, password_hash: string | null, token_version: number } | undefined} */ (rows[0])
      const valid = await checkPassword(password, user?.password_hash)
      if (!user || !valid) throw unauthorized('Invalid credentials.')
      throttle.succeeded(keys)
      return issue({ id: user.id, username: user.username, roles: splitRoles(user.roles), tokenVersion: user.token_version })
    },

    /**
     * The user a token stands for, or a 401 (missing, forged, expired, revoked, or the user is gone).
     * @param {string | undefined} token
     * @returns {Promise<User>}
     */
    async authenticate(token) {
      if (!token) throw unauthorized('JWT Token not found')
      const claims = readClaims(token)
      const revoked = await db.query('select 1 from revoked_tokens where jti = $1', [claims.jti])
      if (revoked.rows.length > 0) throw unauthorized('Revoked JWT Token')
      const { rows } = await db.query('select id, username, roles, token_version from users where id = $1', [Number(claims.sub)])
      const user = /** @type {{ id: number, username: string, roles: string, token_version: number } | undefined} */ (rows[0])
      if (!user) throw unauthorized('Invalid JWT Token')
      // Renamed, password or roles changed since the token was issued.
      if (user.token_version !== claims.ver) throw unauthorized('Revoked JWT Token')
      return { id: user.id, username: user.username, roles: splitRoles(user.roles), tokenVersion: user.token_version, jti: claims.jti, exp: claims.exp }
    },

    /**
     * Revokes a token until it would have expired anyway; forgets revocations past that.
     * @param {User} user
     */
    async revoke(user) {
      await db.query('delete from revoked_tokens where expires_at < now()')
      await db.query('insert into revoked_tokens (jti, expires_at) values ($1, to_timestamp($2)) on conflict do nothing', [user.jti, user.exp])
    },
  }
}
