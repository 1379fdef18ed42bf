/** @jest-environment node */
// The demo API re-checks the token and the role on every request (issue 5;
// issue 8: an editor's token on admin-only endpoints gets 403, an expired,
// revoked or forged token gets 401). Expiry is in persistence.test.ts, which
// restarts the API with a short token lifetime.
import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { call, login, startApiForTest, type TestApi } from './support/apiServer'
import { ADMIN_ID, EDITOR_ID } from './support/seedCounts'

jest.setTimeout(120_000)

let api: TestApi

beforeAll(async () => {
  api = await startApiForTest()
})

afterAll(async () => {
  await api?.close()
})

function decode(part: string): any {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

describe('sign-in', () => {
  test('login_check answers a signed, expiring token and sets the hub cookie', async () => {
    const answer = await call(api.url, '/api/login_check', {
      method: 'POST', body: { username: 'admin', password: 'admin' }, contentType: 'application/json',
    })
    expect(answer.status).toBe(200)
    const [header, payload, signature] = String(answer.body.token).split('.')
    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT' })
    const claims = decode(payload)
    // The user's id and token version, never the name (a name can be reused by another account).
    expect(claims).toMatchObject({ sub: String(ADMIN_ID), username: 'admin', ver: 0, roles: ['ROLE_USER', 'ROLE_ADMIN'] })
    expect(claims.exp - claims.iat).toBe(3600)
    expect(typeof claims.jti).toBe('string')
    expect(signature.length).toBeGreaterThan(20)
    expect(answer.headers.get('set-cookie')).toMatch(/^authorization=.+; Path=\/\.well-known\/mercure; HttpOnly; SameSite=Strict/)
  })

  test.each([
    ['a wrong password', { username: 'admin', password: 'nope' }, 401],
    ['an unknown user', { username: 'mallory', password: 'mallory' }, 401],
    ['a missing password', { username: 'admin' }, 400],
  ])('%s is refused', async (_name, body, status) => {
    const answer = await call(api.url, '/api/login_check', { method: 'POST', body, contentType: 'application/json' })
    expect(answer.status).toBe(status)
    expect(answer.body.token).toBeUndefined()
  })

  test('seeded users other than the demo accounts cannot sign in', async () => {
    const users = await call(api.url, '/api/users?itemsPerPage=100', { token: await login(api.url, 'admin') })
    const staff = users.body.member.map((user: { username: string }) => user.username).filter((name: string) => !['admin', 'editor'].includes(name))
    expect(staff.length).toBeGreaterThan(5)
    for (const password of ['', staff[0]]) {
      const answer = await call(api.url, '/api/login_check', { method: 'POST', body: { username: staff[0], password }, contentType: 'application/json' })
      expect(answer.status).toBe(401)
    }
  })

  test('a malformed body is a 400', async () => {
    const answer = await call(api.url, '/api/login_check', { method: 'POST', rawBody: '{"username":', contentType: 'application/json' })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toMatch(/not valid JSON/)
  })
})

describe('/api/me', () => {
  test('answers the user with roles split from the comma-separated column', async () => {
    const editor = await login(api.url, 'editor')
    const answer = await call(api.url, '/api/me', { token: editor })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ username: 'editor', roles: ['ROLE_USER', 'ROLE_EDITOR'] })
    const admin = await call(api.url, '/api/me', { token: await login(api.url, 'admin') })
    expect(admin.body.roles).toEqual(['ROLE_USER', 'ROLE_ADMIN'])
  })

  test('without a token: 401 with a Bearer challenge', async () => {
    const answer = await call(api.url, '/api/me')
    expect(answer.status).toBe(401)
    expect(answer.headers.get('www-authenticate')).toBe('Bearer')
    expect(answer.body).toMatchObject({ title: 'Unauthorized', detail: 'JWT Token not found' })
  })

  test('every /api/* route but login_check needs a token', async () => {
    for (const path of ['/api', '/api/articles', '/api/articles/1', '/api/bookmarks/quota', '/api/contexts/Article', '/rest/contacts']) {
      expect({ path, status: (await call(api.url, path)).status }).toEqual({ path, status: 401 })
    }
  })

  test('a forged signature, an edited payload, alg none and garbage are 401', async () => {
    const token = await login(api.url, 'editor')
    const [header, payload, signature] = token.split('.')
    const claims = decode(payload)
    const otherSecret = createHmac('sha256', 'not the secret').update(`${header}.${payload}`).digest('base64url')
    const promoted = encode({ ...claims, sub: String(ADMIN_ID) })
    const forged = [
      `${header}.${payload}.${otherSecret}`,
      `${header}.${promoted}.${signature}`,
      `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${header}.${payload}.${signature.slice(0, -2)}`,
      'not-a-token',
    ]
    for (const candidate of forged) {
      const answer = await call(api.url, '/api/me', { token: candidate })
      expect({ candidate, status: answer.status }).toEqual({ candidate, status: 401 })
    }
  })

  test('a token signed with the data folder secret but another lifetime is accepted (the secret is what counts)', async () => {
    const secret = Buffer.from((await readFile(join(api.dataDir, 'secret.key'), 'utf8')).trim(), 'hex')
    const header = encode({ alg: 'HS256', typ: 'JWT' })
    const now = Math.floor(Date.now() / 1000)
    const body = `${header}.${encode({ sub: String(EDITOR_ID), ver: 0, roles: [], iat: now, exp: now + 60, jti: 'crafted-1' })}`
    const token = `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
    expect((await call(api.url, '/api/me', { token })).status).toBe(200)
    const expiredBody = `${header}.${encode({ sub: String(EDITOR_ID), ver: 0, roles: [], iat: now - 120, exp: now - 60, jti: 'crafted-2' })}`
    const expired = `${expiredBody}.${createHmac('sha256', secret).update(expiredBody).digest('base64url')}`
    const answer = await call(api.url, '/api/me', { token: expired })
    expect(answer.status).toBe(401)
    expect(answer.body.detail).toBe('Expired JWT Token')
  })

  test('roles come from the database, not from the token', async () => {
    const admin = await login(api.url, 'admin')
    const secret = Buffer.from((await readFile(join(api.dataDir, 'secret.key'), 'utf8')).trim(), 'hex')
    const now = Math.floor(Date.now() / 1000)
    const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: String(EDITOR_ID), ver: 0, roles: ['ROLE_ADMIN'], iat: now, exp: now + 60, jti: 'crafted-3' })}`
    const token = `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
    expect((await call(api.url, '/api/users', { token })).status).toBe(403)
    expect((await call(api.url, '/api/users', { token: admin })).status).toBe(200)
  })
})

describe('sign-out', () => {
  test('logout revokes the token: it is refused afterwards, other tokens are not', async () => {
    const token = await login(api.url, 'editor')
    const other = await login(api.url, 'editor')
    expect((await call(api.url, '/api/me', { token })).status).toBe(200)
    const answer = await call(api.url, '/api/logout', { method: 'POST', token })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('set-cookie')).toMatch(/^authorization=; .*Max-Age=0/)
    const after = await call(api.url, '/api/me', { token })
    expect(after.status).toBe(401)
    expect(after.body.detail).toBe('Revoked JWT Token')
    expect((await call(api.url, '/api/articles?itemsPerPage=1', { token })).status).toBe(401)
    expect((await call(api.url, '/api/me', { token: other })).status).toBe(200)
  })
})

describe('roles on every request', () => {
  test('an editor gets 403 on users, whatever the method', async () => {
    const editor = await login(api.url, 'editor')
    const requests = [
      call(api.url, '/api/users', { token: editor }),
      call(api.url, '/api/users/1', { token: editor }),
      call(api.url, '/api/users', { token: editor, method: 'POST', body: { username: 'x', email: 'x@example.com' } }),
      call(api.url, '/api/users/3', { token: editor, method: 'PATCH', body: { email: 'y@example.com' } }),
      call(api.url, '/api/users/3', { token: editor, method: 'DELETE' }),
    ]
    for (const answer of await Promise.all(requests)) {
      expect(answer.status).toBe(403)
      expect(answer.body.title).toBe('Access Denied')
      expect(answer.body.detail).toMatch(/^Only ROLE_ADMIN may (read|write|delete) users\.$/)
    }
  })

  test('an admin reads and writes users; roles are an array, kept as a comma-separated column', async () => {
    const admin = await login(api.url, 'admin')
    const created = await call(api.url, '/api/users', {
      token: admin, method: 'POST', body: { username: 'writer', email: 'writer@example.com', roles: 'ROLE_EDITOR', plainPassword: 'writer' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ username: 'writer', roles: ['ROLE_USER', 'ROLE_EDITOR'] })
    expect(created.body.plainPassword).toBeUndefined()
    const writer = await login(api.url, 'writer')
    expect((await call(api.url, '/api/me', { token: writer })).body.roles).toEqual(['ROLE_USER', 'ROLE_EDITOR'])
    expect((await call(api.url, '/api/articles?itemsPerPage=1', { token: writer })).status).toBe(200)
    const duplicate = await call(api.url, '/api/users', { token: admin, method: 'POST', body: { username: 'writer', email: 'w@example.com' } })
    expect(duplicate.status).toBe(422)
    expect(duplicate.body.violations).toEqual([expect.objectContaining({ propertyPath: 'username' })])
    // Demoted: the writer's tokens are revoked at once (issue 16); a new sign-in has no editorial access.
    await call(api.url, created.body['@id'], { token: admin, method: 'PATCH', body: { roles: ['ROLE_USER'] } })
    expect((await call(api.url, '/api/articles?itemsPerPage=1', { token: writer })).status).toBe(401)
    expect((await call(api.url, '/api/articles?itemsPerPage=1', { token: await login(api.url, 'writer') })).status).toBe(403)
    expect((await call(api.url, created.body['@id'], { token: admin, method: 'DELETE' })).status).toBe(204)
    expect((await call(api.url, '/api/me', { token: writer })).status).toBe(401)
  })

  test('an admin cannot delete their own account', async () => {
    const admin = await login(api.url, 'admin')
    const me = await call(api.url, '/api/me', { token: admin })
    expect((await call(api.url, me.body['@id'], { token: admin, method: 'DELETE' })).status).toBe(403)
  })

  test('an editor may not delete an article (403), an admin may (204, then 404)', async () => {
    const editor = await login(api.url, 'editor')
    const admin = await login(api.url, 'admin')
    const refused = await call(api.url, '/api/articles/7', { token: editor, method: 'DELETE' })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ title: 'Access Denied', detail: 'Only ROLE_ADMIN may delete articles.' })
    expect((await call(api.url, '/api/articles/7', { token: editor })).status).toBe(200)
    const deleted = await call(api.url, '/api/articles/7', { token: admin, method: 'DELETE' })
    expect(deleted.status).toBe(204)
    expect(deleted.body).toBeUndefined()
    expect((await call(api.url, '/api/articles/7', { token: admin })).status).toBe(404)
  })

  test('an editor may use the other editorial resources', async () => {
    const editor = await login(api.url, 'editor')
    for (const path of ['/api/authors', '/api/events', '/api/tasks', '/api/categories', '/api/bookmarks', '/rest/contacts']) {
      expect({ path, status: (await call(api.url, `${path}?itemsPerPage=1`, { token: editor })).status }).toEqual({ path, status: 200 })
    }
    const category = await call(api.url, '/api/categories', { token: editor, method: 'POST', body: { name: 'Temp', color: '#000000' } })
    expect((await call(api.url, category.body['@id'], { token: editor, method: 'DELETE' })).status).toBe(204)
  })
})
