/** @jest-environment node */
// Issue 8, at the HTTP level against the real demo API (a child process): an
// editor's token on admin-only endpoints is a 403 and changes nothing; an
// expired, revoked or forged token (other secret, edited payload, alg none and
// friends) is a 401.
import { createHmac, randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fc from 'fast-check'
import { call, login, startApiForTest, type TestApi } from '../demoApi/support/apiServer'
import { ADMIN_ID } from '../demoApi/support/seedCounts'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'

jest.setTimeout(120_000)

let api: TestApi
let secret: Buffer
let admin: string
let editor: string

beforeAll(async () => {
  api = await startApiForTest()
  secret = Buffer.from((await readFile(join(api.dataDir, 'secret.key'), 'utf8')).trim(), 'hex')
  admin = await login(api.url, 'admin')
  editor = await login(api.url, 'editor')
})

afterAll(async () => {
  await api?.close()
  recordFigures('security-demo-api', figures)
})

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
const hmac = (key: Buffer | string, text: string, algorithm = 'sha256') => createHmac(algorithm, key).update(text).digest('base64url')
const now = () => Math.floor(Date.now() / 1000)

/** A token signed with the API's own secret (so only the claims or header are wrong). */
function signed(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const body = `${encode(header)}.${encode(claims)}`
  return `${body}.${hmac(secret, body)}`
}

describe('an editor’s token on admin-only endpoints', () => {
  const check = tally('editor token on admin-only endpoints: 403, nothing changed')
  // Three entries each: a shorter row would make Jest pass its `done` callback as the body.
  const requests: Array<[string, string, unknown]> = [
    ['GET', '/api/users', undefined],
    ['GET', '/api/users?itemsPerPage=100', undefined],
    ['GET', '/api/users/1', undefined],
    ['GET', '/api/users/3', undefined],
    ['POST', '/api/users', { username: 'intruder', email: 'intruder@example.com', roles: ['ROLE_ADMIN'], plainPassword: 'x' }],
    ['PATCH', '/api/users/3', { roles: ['ROLE_ADMIN'] }],
    ['PATCH', '/api/users/2', { email: 'taken@example.com' }],
    ['PUT', '/api/users/3', { username: 'renamed' }],
    ['DELETE', '/api/users/3', undefined],
    ['DELETE', '/api/articles/1', undefined],
  ]

  it.each(requests)('%s %s is 403', async (method, path, body) => {
    await check(async () => {
      const answer = await call(api.url, path, { method, token: editor, body })
      expect(answer.status).toBe(403)
      expect(answer.body.title).toBe('Access Denied')
      expect(JSON.stringify(answer.body)).not.toMatch(/"username"|"email"/)
    })
  })

  it('changed nothing: the admin still sees the same users and article', async () => {
    const users = await call(api.url, '/api/users?itemsPerPage=100', { token: admin })
    expect(users.status).toBe(200)
    const names = users.body.member.map((user: { username: string }) => user.username)
    expect(names).not.toContain('intruder')
    expect(names).not.toContain('renamed')
    const third = await call(api.url, '/api/users/3', { token: admin })
    expect(third.status).toBe(200)
    expect(third.body.roles).not.toContain('ROLE_ADMIN')
    expect((await call(api.url, '/api/articles/1', { token: admin })).status).toBe(200)
  })

  it('the same requests are open to the admin (the control)', async () => {
    expect((await call(api.url, '/api/users', { token: admin })).status).toBe(200)
    expect((await call(api.url, '/api/users/1', { token: admin })).status).toBe(200)
  })
})

describe('an expired token', () => {
  const check = tally('expired tokens (signed with the real secret): 401')
  it.each([
    ['expired a second ago', () => ({ exp: now() - 1 })],
    ['expired a minute ago', () => ({ exp: now() - 60 })],
    ['expired a year ago', () => ({ iat: now() - 400 * 86400, exp: now() - 365 * 86400 })],
    ['expiring right now', () => ({ exp: now() })],
    ['exp 0', () => ({ exp: 0 })],
    ['exp negative', () => ({ exp: -1 })],
    ['issued in the future, already expired', () => ({ iat: now() + 3600, exp: now() - 10 })],
  ])('%s is 401', async (_name, times) => {
    await check(async () => {
      const token = signed({ sub: String(ADMIN_ID), ver: 0, roles: ['ROLE_ADMIN'], iat: now() - 10, jti: `expired-${Math.random()}`, ...times() })
      for (const path of ['/api/me', '/api/users', '/api/articles?itemsPerPage=1']) {
        const answer = await call(api.url, path, { token })
        expect({ path, status: answer.status, detail: answer.body.detail }).toEqual({ path, status: 401, detail: 'Expired JWT Token' })
      }
    })
  })

  it('a token of the same shape that has not expired is accepted (the control)', async () => {
    const token = signed({ sub: String(ADMIN_ID), ver: 0, roles: [], iat: now(), exp: now() + 120, jti: `valid-${Math.random()}` })
    expect((await call(api.url, '/api/users', { token })).status).toBe(200)
  })
})

describe('a revoked token (after /api/logout)', () => {
  it('is 401 on every endpoint, and cannot sign out again; other tokens still work', async () => {
    const check = tally('revoked tokens after /api/logout, on 5 endpoints: 401')
    for (const user of ['admin', 'editor']) {
      const token = await login(api.url, user)
      expect((await call(api.url, '/api/logout', { method: 'POST', token })).status).toBe(204)
      for (const [method, path] of [['GET', '/api/me'], ['GET', '/api/articles?itemsPerPage=1'], ['GET', '/api/users'], ['PATCH', '/api/articles/1'], ['POST', '/api/logout']]) {
        await check(async () => {
          const answer = await call(api.url, path, { method, token, ...(method === 'PATCH' ? { body: { title: 'after logout' } } : {}) })
          expect({ path, status: answer.status, detail: answer.body?.detail }).toEqual({ path, status: 401, detail: 'Revoked JWT Token' })
        })
      }
    }
    expect((await call(api.url, '/api/me', { token: admin })).status).toBe(200)
    expect((await call(api.url, '/api/articles/1', { token: admin })).body.title).not.toBe('after logout')
  })
})

describe('a forged token', () => {
  const parts = () => editor.split('.')
  const edited = tally('edited or malformed tokens: 401')

  it('signed with any other secret is 401 (fast-check)', async () => {
    const check = tally('tokens signed with generated other secrets (fast-check): 401')
    await fc.assert(fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 64 }).filter((key) => !Buffer.from(key).equals(secret)), async (key) => check(async () => {
      const [header, payload] = parts()
      const token = `${header}.${payload}.${hmac(Buffer.from(key), `${header}.${payload}`)}`
      expect((await call(api.url, '/api/me', { token })).status).toBe(401)
    })), { numRuns: 40 })
  })

  it('with one signature character changed is 401 (fast-check)', async () => {
    const check = tally('tokens with a changed signature character (fast-check): 401')
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    await fc.assert(fc.asyncProperty(fc.nat(), fc.constantFrom(...alphabet), async (position, replacement) => {
      const [header, payload, signature] = parts()
      const index = position % (signature.length - 1)
      fc.pre(signature[index] !== replacement)
      await check(async () => {
        const token = `${header}.${payload}.${signature.slice(0, index)}${replacement}${signature.slice(index + 1)}`
        expect((await call(api.url, '/api/me', { token })).status).toBe(401)
      })
    }), { numRuns: 30 })
  })

  it.each([
    ['payload promoted to admin, old signature', () => { const [h, p, s] = parts(); return `${h}.${encode({ ...decode(p), sub: String(ADMIN_ID) })}.${s}` }],
    ['expiry pushed back, old signature', () => { const [h, p, s] = parts(); return `${h}.${encode({ ...decode(p), exp: now() + 10 * 365 * 86400 })}.${s}` }],
    ['roles added, old signature', () => { const [h, p, s] = parts(); return `${h}.${encode({ ...decode(p), roles: ['ROLE_ADMIN'] })}.${s}` }],
    ['signature removed', () => { const [h, p] = parts(); return `${h}.${p}.` }],
    ['two parts only', () => { const [h, p] = parts(); return `${h}.${p}` }],
    ['four parts', () => `${editor}.${parts()[2]}`],
    ['signature of another token', () => { const [h, p] = parts(); return `${h}.${p}.${admin.split('.')[2]}` }],
    ['padding added to the signature', () => `${editor}==`],
    ['garbage', () => 'not-a-token'],
    ['empty parts', () => '..'],
  ])('%s is 401', async (_name, make) => {
    await edited(async () => {
      const answer = await call(api.url, '/api/users', { token: make() })
      expect(answer.status).toBe(401)
    })
  })
})

describe('alg none and other algorithms', () => {
  const check = tally('alg none / other-algorithm tokens: 401')
  const claims = () => ({ ...decode(editor.split('.')[1]), sub: String(ADMIN_ID) })
  const unsigned = (header: Record<string, unknown>) => `${encode(header)}.${encode(claims())}.`

  it.each([
    ['alg none, no signature', () => unsigned({ alg: 'none', typ: 'JWT' })],
    ['alg None, no signature', () => unsigned({ alg: 'None', typ: 'JWT' })],
    ['alg NONE, no signature', () => unsigned({ alg: 'NONE', typ: 'JWT' })],
    ['alg nOnE, no signature', () => unsigned({ alg: 'nOnE' })],
    ['alg none, no third part', () => unsigned({ alg: 'none' }).slice(0, -1)],
    ['alg none, the real signature of the original token', () => `${encode({ alg: 'none', typ: 'JWT' })}.${editor.split('.')[1]}.${editor.split('.')[2]}`],
    ['alg none, correctly HMAC-signed with the real secret', () => signed(claims(), { alg: 'none', typ: 'JWT' })],
    ['no alg at all, signed with the real secret', () => signed(claims(), { typ: 'JWT' })],
    ['alg hs256 (lower case), signed with the real secret', () => signed(claims(), { alg: 'hs256', typ: 'JWT' })],
    ['alg RS256, signed with the real secret as HMAC', () => signed(claims(), { alg: 'RS256', typ: 'JWT' })],
    ['alg HS512, signed with the real secret (SHA-512)', () => {
      const body = `${encode({ alg: 'HS512', typ: 'JWT' })}.${encode(claims())}`
      return `${body}.${hmac(secret, body, 'sha512')}`
    }],
    ['alg HS256 with a random key id', () => signed(claims(), { alg: 'HS256', typ: 'JWT', kid: randomBytes(8).toString('hex') }).replace(/\.[^.]+$/, `.${hmac('attacker', 'x')}`)],
  ])('%s is 401', async (_name, make) => {
    await check(async () => {
      const answer = await call(api.url, '/api/users', { token: make() })
      expect(answer.status).toBe(401)
      expect(answer.body.detail).toBe('Invalid JWT Token')
    })
  })
})
