/** @jest-environment node */
// The demo's data persists in its folder across restarts; `--reset` reseeds
// it (and renews the signing secret). Tokens expire (DEMO_TOKEN_TTL_S).
import { call, login, startApiForTest, type TestApi } from './support/apiServer'
import { openEventStream } from './support/eventStream'

jest.setTimeout(120_000)

let api: TestApi | undefined
let dataDir: string
const cleanups: (() => Promise<void>)[] = []

/** Calls `ask` until it answers 401 (at most 30 s), pausing briefly between calls. */
async function untilRefused<T extends { status: number }>(ask: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const answer = await ask()
    if (answer.status === 401 || Date.now() > deadline) return answer
    await new Promise((pause) => setTimeout(pause, 100))
  }
}

afterAll(async () => {
  await api?.stop()
  for (const cleanup of cleanups) await cleanup()
})

test('data persists across a restart, tokens expire, and --reset reseeds', async () => {
  const first = await startApiForTest()
  cleanups.push(first.close)
  api = first
  dataDir = first.dataDir
  const token = await login(first.url, 'editor')
  const created = await call(first.url, '/api/articles', { token, method: 'POST', body: { title: 'Survives restarts', status: 'draft', author: '/api/authors/1' } })
  expect(created.status).toBe(201)
  const contact = await call(first.url, '/rest/contacts', { token, method: 'POST', contentType: 'application/json', body: { name: 'Kept Contact' } })
  expect(contact.status).toBe(201)
  await first.stop()

  // Same folder, short-lived tokens.
  const second = await startApiForTest({ dataDir, env: { DEMO_TOKEN_TTL_S: '2' } })
  api = second
  expect(second.output()).toMatch(/kept from the last run/)
  // The secret is kept too: a token signed before the restart still works.
  expect((await call(second.url, '/api/me', { token })).status).toBe(200)
  expect((await call(second.url, created.body['@id'], { token })).body.title).toBe('Survives restarts')
  expect((await call(second.url, '/api/articles?itemsPerPage=0', { token })).body.totalItems).toBe(301)
  expect((await call(second.url, `/rest/contacts/${contact.body.id}`, { token })).body.name).toBe('Kept Contact')

  const shortLived = await login(second.url, 'editor')
  expect((await call(second.url, '/api/me', { token: shortLived })).status).toBe(200)
  const stream = await openEventStream(`${second.url}/.well-known/mercure?topic=*`, { Authorization: `Bearer ${shortLived}` })
  expect(stream.status).toBe(200)
  // The token lives 2 s by the server's clock: ask until it is refused (a condition, not a delay).
  const expired = await untilRefused(() => call(second.url, '/api/me', { token: shortLived }))
  expect(expired.status).toBe(401)
  expect(expired.body.detail).toBe('Expired JWT Token')
  // The hub ends a stream when its token expires (the limit only bounds a loaded machine).
  await expect(stream.next(() => false, 30_000)).rejects.toThrow(/ended/)
  stream.close()
  await second.stop()

  const third = await startApiForTest({ dataDir, reset: true })
  api = third
  expect(third.output()).toMatch(/seeded now/)
  const fresh = await login(third.url, 'editor')
  expect((await call(third.url, '/api/articles?itemsPerPage=0', { token: fresh })).body.totalItems).toBe(300)
  expect((await call(third.url, '/api/articles?title=Survives', { token: fresh })).body.totalItems).toBe(0)
  expect((await call(third.url, `/rest/contacts/${contact.body.id}`, { token: fresh })).status).toBe(404)
  // The reset renewed the secret: tokens signed before it are refused.
  expect((await call(third.url, '/api/me', { token })).status).toBe(401)
})
