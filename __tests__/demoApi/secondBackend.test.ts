/** @jest-environment node */
// The demo's second backend: json-server-style REST at /rest/contacts
// (Atrium's restDialect), on the same database and the same tokens.
import { call, login, startApiForTest, type TestApi } from './support/apiServer'
import { SEEDED_CONTACTS } from './support/seedCounts'

jest.setTimeout(120_000)

let api: TestApi
let token: string
let contacts: any[]

beforeAll(async () => {
  api = await startApiForTest()
  token = await login(api.url, 'editor')
  contacts = (await call(api.url, '/rest/contacts', { token })).body
})

afterAll(async () => {
  await api?.close()
})

const json = 'application/json'

test('without _page or _limit: every record, as a plain array, no X-Total-Count', async () => {
  expect(contacts).toHaveLength(SEEDED_CONTACTS)
  expect(contacts[0]).toEqual({
    id: 1, name: expect.any(String), email: expect.stringMatching(/@example\.com$/), phone: expect.any(String),
    company: expect.any(String), city: expect.any(String), createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  })
  expect((await call(api.url, '/rest/contacts', { token })).headers.get('x-total-count')).toBeNull()
})

test('_page and _limit paginate; X-Total-Count is sent and exposed', async () => {
  const answer = await call(api.url, '/rest/contacts?_page=3&_limit=7', { token })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('x-total-count')).toBe(String(SEEDED_CONTACTS))
  expect(answer.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count/)
  expect(answer.headers.get('link')).toContain('rel="mercure"')
  expect(answer.body.map((contact: any) => contact.id)).toEqual(contacts.slice(14, 21).map((contact) => contact.id))
})

test('_sort and _order, several fields', async () => {
  const answer = await call(api.url, '/rest/contacts?_sort=city,name&_order=desc,asc&_limit=200', { token })
  const expected = [...contacts].sort((a, b) => (a.city < b.city ? 1 : a.city > b.city ? -1 : 0) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id)
  expect(answer.body.map((contact: any) => contact.city)).toEqual(expected.map((contact) => contact.city))
})

test.each([
  ['equality', 'city=Lisbon', (c: any) => c.city === 'Lisbon'],
  ['any of', 'city=Lisbon&city=Lyon', (c: any) => ['Lisbon', 'Lyon'].includes(c.city)],
  ['_like anchored at the start (^), case-insensitive', 'name_like=^ada', (c: any) => /^ada/i.test(c.name)],
  ['_like without anchor: contains', 'name_like=AN', (c: any) => /an/i.test(c.name)],
  ['_like with a regex-escaped dot (restDialect\'s contains): a literal dot', 'email_like=a%5C.', (c: any) => /a\./i.test(c.email)],
  ['_ne', 'company_ne=Acme', (c: any) => c.company !== 'Acme'],
  ['_gte and _lte on ids', 'id_gte=10&id_lte=20', (c: any) => c.id >= 10 && c.id <= 20],
  ['_gte on dates', 'createdAt_gte=2026-01-01', (c: any) => c.createdAt >= '2026-01-01'],
  ['q searches every text field', 'q=acme', (c: any) => Object.values(c).some((v) => typeof v === 'string' && v.toLowerCase().includes('acme'))],
])('%s: %s', async (_name, query, keep) => {
  const answer = await call(api.url, `/rest/contacts?${query}&_limit=1000`, { token })
  expect(answer.status).toBe(200)
  expect(Number(answer.headers.get('x-total-count'))).toBe(contacts.filter(keep).length)
  expect(answer.body.map((c: any) => c.id)).toEqual(contacts.filter(keep).map((c) => c.id))
})

test('_like is never a regular expression: "(" and "." are literal characters', async () => {
  for (const pattern of ['(', '.*', 'a|b']) {
    const answer = await call(api.url, `/rest/contacts?name_like=${encodeURIComponent(pattern)}`, { token })
    expect({ pattern, status: answer.status, body: answer.body }).toEqual({ pattern, status: 200, body: [] })
  }
})

test('create, read, patch, put, delete round trip', async () => {
  const created = await call(api.url, '/rest/contacts', { token, method: 'POST', contentType: json, body: { name: 'Round Trip', city: 'Lisbon', ignored: true } })
  expect(created.status).toBe(201)
  expect(created.body).toMatchObject({ name: 'Round Trip', city: 'Lisbon', email: null })
  const path = `/rest/contacts/${created.body.id}`
  expect((await call(api.url, path, { token })).body).toEqual(created.body)
  const patched = await call(api.url, path, { token, method: 'PATCH', contentType: json, body: { email: 'rt@example.com' } })
  expect(patched.body).toMatchObject({ name: 'Round Trip', city: 'Lisbon', email: 'rt@example.com' })
  const replaced = await call(api.url, path, { token, method: 'PUT', contentType: json, body: { name: 'Replaced' } })
  expect(replaced.body).toMatchObject({ name: 'Replaced', city: null, email: null })
  const total = await call(api.url, '/rest/contacts?_limit=1', { token })
  expect(total.headers.get('x-total-count')).toBe(String(SEEDED_CONTACTS + 1))
  const deleted = await call(api.url, path, { token, method: 'DELETE' })
  expect([deleted.status, deleted.body]).toEqual([200, {}])
  expect((await call(api.url, path, { token })).status).toBe(404)
})

test('invalid records: 422 with errors by field; malformed JSON 400', async () => {
  const answer = await call(api.url, '/rest/contacts', { token, method: 'POST', contentType: json, body: { name: '', email: 'nope' } })
  expect(answer.status).toBe(422)
  expect(answer.body).toMatchObject({ message: 'Validation failed', errors: { name: 'Name is required.', email: 'Email is not a valid address.' } })
  expect((await call(api.url, '/rest/contacts', { token, method: 'POST', contentType: json, rawBody: '{' })).status).toBe(400)
})

test('the same tokens: 401 without, 200 for an editor or an admin', async () => {
  expect((await call(api.url, '/rest/contacts')).status).toBe(401)
  expect((await call(api.url, '/rest/contacts?_limit=1', { token: await login(api.url, 'admin') })).status).toBe(200)
})
