/** @jest-environment node */
// Issue 16, point 9, at the HTTP level against the real demo API: the hub's
// stream of a demoted, deleted or signed-out user stops receiving what they
// may no longer see, and their reconnection is refused; a stream takes at most
// 20 topic selectors and a user at most 10 open streams.
import { call, login, startApiForTest, type TestApi } from '../demoApi/support/apiServer'
import { openEventStream, type EventStream } from '../demoApi/support/eventStream'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'

jest.setTimeout(90_000)

let api: TestApi
let admin: string
const streams: EventStream[] = []

beforeAll(async () => {
  api = await startApiForTest()
  admin = await login(api.url, 'admin')
})

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close()
})

afterAll(async () => {
  await api?.close()
  recordFigures('security-demo-hub', figures)
})

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
let serial = 0

async function subscribe(token: string, topics = ['/api/articles/{id}']): Promise<EventStream> {
  const query = topics.map((topic) => `topic=${encodeURIComponent(topic)}`).join('&')
  const stream = await openEventStream(`${api.url}/.well-known/mercure?${query}`, { Authorization: `Bearer ${token}` })
  streams.push(stream)
  return stream
}

async function newEditor() {
  serial += 1
  const username = `listener-${serial}`
  const created = await call(api.url, '/api/users', {
    token: admin, method: 'POST', body: { username, email: `${username}@example.com`, roles: ['ROLE_EDITOR'], plainPassword: 'listen' },
  })
  expect(created.status).toBe(201)
  return { iri: created.body['@id'] as string, token: await login(api.url, username, 'listen') }
}

const editArticle = (id: number, title: string) => call(api.url, `/api/articles/${id}`, { token: admin, method: 'PATCH', body: { title } })

describe('a reader who may no longer see', () => {
  const check = tally('hub streams of demoted, deleted or signed-out readers: ended, nothing more received, reconnection 401')

  it.each<[string, (reader: { iri: string; token: string }) => Promise<unknown>]>([
    ['demoted to ROLE_USER', (reader) => call(api.url, reader.iri, { token: admin, method: 'PATCH', body: { roles: ['ROLE_USER'] } })],
    ['deleted', (reader) => call(api.url, reader.iri, { token: admin, method: 'DELETE' })],
    ['signed out', (reader) => call(api.url, '/api/logout', { token: reader.token, method: 'POST' })],
    ['given a new password', (reader) => call(api.url, reader.iri, { token: admin, method: 'PATCH', body: { plainPassword: 'changed' } })],
  ])('%s: the stream ends and receives no later change', async (_what, change) => {
    await check(async () => {
      const reader = await newEditor()
      const stream = await subscribe(reader.token)
      await editArticle(21, 'Seen before the change')
      expect(JSON.parse((await stream.next()).data).title).toBe('Seen before the change')

      await change(reader)
      await editArticle(21, 'Secret after the change')
      await expect(stream.next(() => true, 5000)).rejects.toThrow(/ended/)
      expect(stream.pending()).toEqual([])
      // An EventSource reconnects by itself: the hub refuses it.
      expect((await subscribe(reader.token)).status).toBe(401)
    })
  })

  it('another reader\'s stream goes on (the control)', async () => {
    const kept = await newEditor()
    const demoted = await newEditor()
    const keptStream = await subscribe(kept.token)
    await call(api.url, demoted.iri, { token: admin, method: 'PATCH', body: { roles: ['ROLE_USER'] } })
    await editArticle(22, 'Still live')
    expect(JSON.parse((await keptStream.next()).data).title).toBe('Still live')
  })
})

describe('limits', () => {
  it('at most 20 topic selectors per stream, each at most 1,000 characters: 400 past them', async () => {
    const check = tally('hub subscriptions past the topic limits (21 topics, a 1,001-character topic): 400')
    const reader = await newEditor()
    const twenty = Array.from({ length: 20 }, (_, index) => `/api/articles/${index + 1}`)
    expect((await subscribe(reader.token, twenty)).status).toBe(200)
    await check(async () => {
      const answer = await call(api.url, `/.well-known/mercure?${[...twenty, '/api/articles/21'].map((topic) => `topic=${encodeURIComponent(topic)}`).join('&')}`, { token: reader.token })
      expect(answer.status).toBe(400)
      expect(answer.body.detail).toMatch(/At most 20/)
    })
    await check(async () => {
      expect((await call(api.url, `/.well-known/mercure?topic=/api/${'a'.repeat(996)}`, { token: reader.token })).status).toBe(400)
    })
  })

  it('at most 10 open streams per user: the 11th is 429; closing one makes room', async () => {
    const check = tally('hub streams past 10 per user: 429 with Retry-After')
    const reader = await newEditor()
    const open: EventStream[] = []
    for (let index = 0; index < 10; index += 1) open.push(await subscribe(reader.token))
    expect(open.map((stream) => stream.status)).toEqual(Array(10).fill(200))
    await check(async () => {
      const answer = await call(api.url, '/.well-known/mercure?topic=*', { token: reader.token })
      expect(answer.status).toBe(429)
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    })
    // Another user is not counted against this one.
    expect((await subscribe(admin)).status).toBe(200)
    open[0].close()
    let reopened: EventStream | undefined
    for (let tries = 0; tries < 50 && reopened?.status !== 200; tries += 1) {
      if (tries > 0) await new Promise<void>((next) => setImmediate(next))
      reopened = await subscribe(reader.token)
    }
    expect(reopened?.status).toBe(200)
  })
})
