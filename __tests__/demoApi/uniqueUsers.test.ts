/** @jest-environment node */
// Two users never share an email address or a user name: the API refuses the second one with a 422 on the
// field, in API Platform's ConstraintViolationList (as every other invalid input), comparing trimmed and in
// any case. Before, a create or edit with another user's email was saved.
import { call, login, startApiForTest, type TestApi } from './support/apiServer'

jest.setTimeout(120_000)

let api: TestApi
let admin: string

beforeAll(async () => {
  api = await startApiForTest()
  admin = await login(api.url, 'admin')
})

afterAll(async () => {
  await api?.close()
})

const createUser = (body: Record<string, unknown>) => call(api.url, '/api/users', { token: admin, method: 'POST', body })
const emailsOf = async (): Promise<string[]> =>
  (await call(api.url, '/api/users?itemsPerPage=100', { token: admin })).body.member.map((user: { email: string }) => user.email.trim().toLowerCase())

test('the seeded users have distinct emails', async () => {
  const emails = await emailsOf()
  expect(emails.length).toBeGreaterThan(2)
  expect(new Set(emails).size).toBe(emails.length)
})

test.each([
  ['the same email', { username: 'copy.one', email: 'editor@example.com' }, 'email'],
  ['the same email in capitals', { username: 'copy.two', email: 'Editor@Example.COM' }, 'email'],
  ['the same user name in capitals', { username: 'EDITOR', email: 'other.editor@example.com' }, 'username'],
  ['the same user name with spaces', { username: ' editor ', email: 'third.editor@example.com' }, 'username'],
])('a new user with %s is refused with a 422 on that field', async (_label, body, field) => {
  const before = await emailsOf()
  const answer = await createUser(body)
  expect(answer.status).toBe(422)
  expect(answer.body['@type']).toBe('ConstraintViolationList')
  expect(answer.body.violations).toEqual([{ propertyPath: field, message: 'This value is already used.', code: null }])
  expect(answer.body.detail).toBe(`${field}: This value is already used.`)
  expect(await emailsOf()).toEqual(before)
})

test('both fields taken: both are named', async () => {
  const answer = await createUser({ username: 'Admin', email: 'ADMIN@example.com' })
  expect(answer.status).toBe(422)
  expect(answer.body.violations.map((violation: { propertyPath: string }) => violation.propertyPath).sort()).toEqual(['email', 'username'])
})

test('an edit to another user\'s email is refused; keeping one\'s own (in another case) or a free one is saved', async () => {
  const created = await createUser({ username: 'unique.writer', email: 'unique.writer@example.com' })
  expect(created.status).toBe(201)
  const id = created.body['@id'] as string
  const taken = await call(api.url, id, { token: admin, method: 'PATCH', body: { email: 'Admin@Example.com' } })
  expect(taken.status).toBe(422)
  expect(taken.body.violations).toEqual([{ propertyPath: 'email', message: 'This value is already used.', code: null }])
  expect((await call(api.url, id, { token: admin })).body.email).toBe('unique.writer@example.com')

  const own = await call(api.url, id, { token: admin, method: 'PATCH', body: { email: 'Unique.Writer@example.com', username: 'unique.writer' } })
  expect(own.status).toBe(200)
  expect(own.body.email).toBe('Unique.Writer@example.com')
  const free = await call(api.url, id, { token: admin, method: 'PATCH', body: { email: 'writer.two@example.com' } })
  expect(free.status).toBe(200)
  expect(free.body.email).toBe('writer.two@example.com')
  expect((await call(api.url, id, { token: admin, method: 'DELETE' })).status).toBe(204)
})
