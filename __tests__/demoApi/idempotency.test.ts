/** @jest-environment node */
// The demo API honours `Idempotency-Key` on creates: a POST sent again with its
// key (its answer was lost on the way back) gets the first answer and makes no
// second record; the key is the sender's own; the same key with other values is
// refused; without a key, every POST makes a record.
import { call, login, startApiForTest, type TestApi } from './support/apiServer'

jest.setTimeout(120_000)

let api: TestApi
let admin: string
let editor: string

beforeAll(async () => {
  api = await startApiForTest()
  ;[admin, editor] = await Promise.all([login(api.url, 'admin'), login(api.url, 'editor')])
})

afterAll(async () => {
  await api?.close()
})

const post = (token: string, body: unknown, key?: string) =>
  call(api.url, '/api/authors', { method: 'POST', token, body, headers: key === undefined ? {} : { 'Idempotency-Key': key } })

async function authorsNamed(name: string): Promise<unknown[]> {
  const answer = await call(api.url, `/api/authors?name=${encodeURIComponent(name)}`, { token: admin })
  return answer.body.member
}

test('sent again with its key: the same 201 and record, marked as replayed; one record in all', async () => {
  const body = { name: 'Keyed Author', email: 'keyed@example.com' }
  const first = await post(admin, body, 'key-1')
  const again = await post(admin, body, 'key-1')
  expect(first.status).toBe(201)
  expect(again.status).toBe(201)
  expect(again.body['@id']).toBe(first.body['@id'])
  expect(first.headers.get('idempotent-replayed')).toBeNull()
  expect(again.headers.get('idempotent-replayed')).toBe('true')
  expect(await authorsNamed('Keyed Author')).toHaveLength(1)
})

test('sent again while the first still runs: it waits for that one, no second record', async () => {
  const body = { name: 'Raced Author', email: 'raced@example.com' }
  const [one, two] = await Promise.all([post(admin, body, 'key-race'), post(admin, body, 'key-race')])
  expect([one.status, two.status]).toEqual([201, 201])
  expect(two.body['@id']).toBe(one.body['@id'])
  expect(await authorsNamed('Raced Author')).toHaveLength(1)
})

test('another user’s same key is another key; the same key with other values is refused (422)', async () => {
  const body = { name: 'Shared Key', email: 'shared@example.com' }
  expect((await post(admin, body, 'key-2')).status).toBe(201)
  expect((await post(editor, body, 'key-2')).status).toBe(201)
  expect(await authorsNamed('Shared Key')).toHaveLength(2)
  const other = await post(admin, { ...body, name: 'Shared Key changed' }, 'key-2')
  expect(other.status).toBe(422)
  expect(other.body.detail).toMatch(/already used for a request with other values/)
  expect(await authorsNamed('Shared Key changed')).toHaveLength(0)
})

test('a refused first request (422) frees its key; without a key every POST makes a record; a malformed key is 400', async () => {
  expect((await post(admin, { name: 'No Email' }, 'key-3')).status).toBe(422)
  expect((await post(admin, { name: 'No Email', email: 'now@example.com' }, 'key-3')).status).toBe(201)
  const body = { name: 'Unkeyed Author', email: 'unkeyed@example.com' }
  expect((await post(admin, body)).status).toBe(201)
  expect((await post(admin, body)).status).toBe(201)
  expect(await authorsNamed('Unkeyed Author')).toHaveLength(2)
  expect((await post(admin, body, 'not ascii é')).status).toBe(400)
})
