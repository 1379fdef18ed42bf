/** @jest-environment node */
// Issue 16, points 10 and 12, at the HTTP level against the real demo API:
// a token belongs to a user id and a token version, so renaming a user,
// changing their password or roles, or deleting them revokes their tokens,
// and a token of a renamed account never authenticates a new account that
// takes the old name; the last administrator cannot drop ROLE_ADMIN (409).
import { call, login, startApiForTest, type TestApi } from '../demoApi/support/apiServer'
import { ADMIN_ID } from '../demoApi/support/seedCounts'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'

jest.setTimeout(90_000)

let api: TestApi
let admin: string

beforeAll(async () => {
  api = await startApiForTest()
  admin = await login(api.url, 'admin')
})

afterAll(async () => {
  await api?.close()
  recordFigures('security-demo-accounts', figures)
})

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
let serial = 0

/** A new editor account, signed in twice (two tokens, as two tabs or devices would hold). */
async function newEditor() {
  serial += 1
  const username = `account-${serial}`
  const created = await call(api.url, '/api/users', {
    token: admin, method: 'POST', body: { username, email: `${username}@example.com`, roles: ['ROLE_EDITOR'], plainPassword: 'secret-1' },
  })
  expect(created.status).toBe(201)
  const tokens = [await login(api.url, username, 'secret-1'), await login(api.url, username, 'secret-1')]
  for (const token of tokens) expect((await call(api.url, '/api/me', { token })).status).toBe(200)
  return { username, iri: created.body['@id'] as string, tokens }
}

async function expectRevoked(tokens: string[]) {
  for (const token of tokens) {
    for (const path of ['/api/me', '/api/articles?itemsPerPage=1', '/rest/contacts?_limit=1']) {
      const answer = await call(api.url, path, { token })
      expect({ path, status: answer.status }).toEqual({ path, status: 401 })
    }
  }
}

describe('a change of what a token stands for revokes it', () => {
  const check = tally('account changes (rename, password, roles, delete): every earlier token 401 on 3 endpoints')

  it.each<[string, (account: { username: string; iri: string }) => Promise<number>]>([
    ['renamed', async ({ username, iri }) => (await call(api.url, iri, { token: admin, method: 'PATCH', body: { username: `${username}-renamed` } })).status],
    ['given a new password', async ({ iri }) => (await call(api.url, iri, { token: admin, method: 'PATCH', body: { plainPassword: 'secret-2' } })).status],
    ['given other roles (demoted)', async ({ iri }) => (await call(api.url, iri, { token: admin, method: 'PATCH', body: { roles: ['ROLE_USER'] } })).status],
    ['given other roles (one added)', async ({ iri }) => (await call(api.url, iri, { token: admin, method: 'PATCH', body: { roles: ['ROLE_EDITOR', 'ROLE_REVIEWER'] } })).status],
    ['deleted', async ({ iri }) => (await call(api.url, iri, { token: admin, method: 'DELETE' })).status],
  ])('a user %s: their earlier tokens are refused', async (_change, change) => {
    await check(async () => {
      const account = await newEditor()
      expect([200, 204]).toContain(await change(account))
      await expectRevoked(account.tokens)
    })
  })

  it('a write that changes none of them (the e-mail address) keeps the tokens (the control)', async () => {
    const account = await newEditor()
    expect((await call(api.url, account.iri, { token: admin, method: 'PATCH', body: { email: 'changed@example.com' } })).status).toBe(200)
    expect((await call(api.url, account.iri, { token: admin, method: 'PATCH', body: { roles: ['ROLE_EDITOR'] } })).status).toBe(200)
    for (const token of account.tokens) expect((await call(api.url, '/api/me', { token })).status).toBe(200)
  })

  it('a new password signs in; the old one no longer does', async () => {
    const account = await newEditor()
    await call(api.url, account.iri, { token: admin, method: 'PATCH', body: { plainPassword: 'secret-3' } })
    expect((await call(api.url, '/api/login_check', { method: 'POST', contentType: 'application/json', body: { username: account.username, password: 'secret-1' } })).status).toBe(401)
    expect((await call(api.url, '/api/me', { token: await login(api.url, account.username, 'secret-3') })).body.username).toBe(account.username)
  })
})

describe('a token of a renamed account and a new account reusing the name', () => {
  it('the old token never authenticates the new account', async () => {
    const check = tally('tokens of renamed accounts against a new account of the same name: 401')
    await check(async () => {
      const victim = await newEditor()
      await call(api.url, victim.iri, { token: admin, method: 'PATCH', body: { username: `${victim.username}-moved` } })
      const reused = await call(api.url, '/api/users', {
        token: admin, method: 'POST', body: { username: victim.username, email: 'reuser@example.com', roles: ['ROLE_EDITOR'], plainPassword: 'other' },
      })
      expect(reused.status).toBe(201)
      for (const token of victim.tokens) {
        const me = await call(api.url, '/api/me', { token })
        expect(me.status).toBe(401)
        expect(JSON.stringify(me.body)).not.toContain('reuser@example.com')
        expect((await call(api.url, '/api/articles?itemsPerPage=1', { token })).status).toBe(401)
      }
      // The new account's own sign-in works and is that account.
      const own = await call(api.url, '/api/me', { token: await login(api.url, victim.username, 'other') })
      expect(own.body['@id']).toBe(reused.body['@id'])
    })
  })
})

describe('the last administrator', () => {
  const check = tally('last administrator removing ROLE_ADMIN (own account, every spelling): 409, roles kept')

  it.each([[['ROLE_USER']], [['ROLE_USER', 'ROLE_EDITOR']], [[]], ['ROLE_EDITOR']])('cannot set their own roles to %j: 409 with a message', async (roles) => {
    await check(async () => {
      const answer = await call(api.url, `/api/users/${ADMIN_ID}`, { token: admin, method: 'PATCH', body: { roles } })
      expect(answer.status).toBe(409)
      expect(answer.body.detail).toMatch(/last administrator/)
      expect(answer.body.violations).toEqual([{ propertyPath: 'roles', message: answer.body.detail }])
      const me = await call(api.url, '/api/me', { token: admin })
      expect(me.status).toBe(200)
      expect(me.body.roles).toContain('ROLE_ADMIN')
    })
  })

  it('may drop it once another user is an administrator (then signs in again)', async () => {
    const second = await newEditor()
    expect((await call(api.url, second.iri, { token: admin, method: 'PATCH', body: { roles: ['ROLE_ADMIN'] } })).status).toBe(200)
    const dropped = await call(api.url, `/api/users/${ADMIN_ID}`, { token: admin, method: 'PATCH', body: { roles: ['ROLE_USER', 'ROLE_EDITOR'] } })
    expect(dropped.status).toBe(200)
    // Roles changed: the token used for the change is revoked with the others.
    expect((await call(api.url, '/api/me', { token: admin })).status).toBe(401)
    // The other administrator is now the last one: they cannot drop it either; they restore the first.
    const other = await login(api.url, second.username, 'secret-1')
    expect((await call(api.url, second.iri, { token: other, method: 'PATCH', body: { roles: ['ROLE_EDITOR'] } })).status).toBe(409)
    expect((await call(api.url, `/api/users/${ADMIN_ID}`, { token: other, method: 'PATCH', body: { roles: ['ROLE_USER', 'ROLE_ADMIN'] } })).status).toBe(200)
    admin = await login(api.url, 'admin')
    expect((await call(api.url, '/api/users', { token: admin })).status).toBe(200)
  })
})
