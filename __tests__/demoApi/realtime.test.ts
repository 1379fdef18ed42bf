/** @jest-environment node */
// The demo's Mercure-style hub: every change made through the API reaches
// the subscribers of its IRI as a Server-Sent Event, missed events are
// replayed from Last-Event-ID, and only readers allowed to see a resource
// receive its changes.
import { call, login, startApiForTest, type TestApi } from './support/apiServer'
import { openEventStream, type EventStream, type StreamEvent } from './support/eventStream'

jest.setTimeout(120_000)

let api: TestApi
let editor: string
let admin: string
const streams: EventStream[] = []

beforeAll(async () => {
  api = await startApiForTest()
  ;[editor, admin] = await Promise.all([login(api.url, 'editor'), login(api.url, 'admin')])
})

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close()
})

afterAll(async () => {
  await api?.close()
})

async function subscribe(topics: string[], options: { token?: string; query?: string; headers?: Record<string, string> } = {}) {
  const query = [...topics.map((topic) => `topic=${encodeURIComponent(topic)}`), ...(options.query ? [options.query] : [])].join('&')
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const stream = await openEventStream(`${api.url}/.well-known/mercure?${query}`, headers)
  streams.push(stream)
  return stream
}

const about = (iri: string) => (event: StreamEvent) => JSON.parse(event.data)['@id'] === iri

test('a subscriber to a collection receives an edit made by another client, as the JSON-LD item', async () => {
  const stream = await subscribe([`${api.url}/api/articles`, `${api.url}/api/articles/{id}`], { token: editor })
  expect(stream.status).toBe(200)
  expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
  expect(stream.headers.get('link')).toBe('</.well-known/mercure>; rel="mercure"')

  const patched = await call(api.url, '/api/articles/5', { token: admin, method: 'PATCH', body: { title: 'Changed elsewhere' } })
  expect(patched.status).toBe(200)
  const event = await stream.next(about('/api/articles/5'))
  expect(event.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/)
  expect(JSON.parse(event.data)).toEqual(patched.body)
})

test('creations and deletions are published; a deletion carries only the IRI', async () => {
  const stream = await subscribe(['/api/categories/{id}'], { token: admin })
  const created = await call(api.url, '/api/categories', { token: editor, method: 'POST', body: { name: 'Live', color: '#123456' } })
  const iri = created.body['@id']
  expect(JSON.parse((await stream.next(about(iri))).data)).toMatchObject({ '@type': 'Category', name: 'Live' })
  await call(api.url, iri, { token: editor, method: 'DELETE' })
  expect(JSON.parse((await stream.next(about(iri))).data)).toEqual({ '@id': iri, '@type': 'Category' })
})

test('topics select by exact IRI, URI template, collection prefix or *', async () => {
  const exact = await subscribe(['/api/articles/3'], { token: editor })
  const template = await subscribe(['/api/events/{id}'], { token: editor })
  const prefix = await subscribe(['/api/events'], { token: editor })
  const all = await subscribe(['*'], { token: editor })
  await call(api.url, '/api/articles/4', { token: editor, method: 'PATCH', body: { views: 4 } })
  await call(api.url, '/api/articles/3', { token: editor, method: 'PATCH', body: { views: 3 } })
  await call(api.url, '/api/events/2', { token: editor, method: 'PATCH', body: { location: 'Room Ada' } })
  expect(JSON.parse((await exact.next()).data)['@id']).toBe('/api/articles/3')
  expect(JSON.parse((await template.next()).data)['@id']).toBe('/api/events/2')
  expect(JSON.parse((await prefix.next()).data)['@id']).toBe('/api/events/2')
  const seen = [await all.next(), await all.next(), await all.next()].map((event) => JSON.parse(event.data)['@id'])
  expect(seen).toEqual(['/api/articles/4', '/api/articles/3', '/api/events/2'])
  expect(exact.pending()).toEqual([])
})

test('Last-Event-ID (header or lastEventID) replays what was missed, in order', async () => {
  const first = await subscribe(['/api/tasks/{id}'], { token: editor })
  await call(api.url, '/api/tasks/1', { token: editor, method: 'PATCH', body: { title: 'One' } })
  const mark = (await first.next()).id as string
  first.close()
  await call(api.url, '/api/tasks/2', { token: editor, method: 'PATCH', body: { title: 'Two' } })
  await call(api.url, '/api/articles/9', { token: editor, method: 'PATCH', body: { views: 9 } })
  await call(api.url, '/api/tasks/3', { token: editor, method: 'PATCH', body: { title: 'Three' } })

  const byHeader = await subscribe(['/api/tasks/{id}'], { token: editor, headers: { 'Last-Event-ID': mark } })
  const replayed = [await byHeader.next(), await byHeader.next()].map((event) => JSON.parse(event.data).title)
  expect(replayed).toEqual(['Two', 'Three'])
  const byQuery = await subscribe(['/api/tasks/{id}'], { token: editor, query: `lastEventID=${encodeURIComponent(mark)}` })
  expect(JSON.parse((await byQuery.next()).data).title).toBe('Two')
  // Without it, nothing old comes back: the first event it gets is a change made after it.
  const fresh = await subscribe(['/api/tasks/{id}'], { token: editor })
  await call(api.url, '/api/tasks/4', { token: editor, method: 'PATCH', body: { title: 'Four' } })
  expect(JSON.parse((await fresh.next()).data).title).toBe('Four')
  expect(fresh.pending()).toEqual([])
})

test('the hub needs a token: header, cookie or access_token; 401 without', async () => {
  expect((await subscribe(['*'])).status).toBe(401)
  expect((await subscribe(['*'], { token: 'forged.token.value' })).status).toBe(401)
  const byQuery = await subscribe(['/api/authors/{id}'], { query: `access_token=${editor}` })
  const byCookie = await subscribe(['/api/authors/{id}'], { headers: { Cookie: `authorization=${editor}` } })
  expect([byQuery.status, byCookie.status]).toEqual([200, 200])
  await call(api.url, '/api/authors/1', { token: editor, method: 'PATCH', body: { bio: 'Now live.' } })
  expect(JSON.parse((await byQuery.next()).data).bio).toBe('Now live.')
  expect(JSON.parse((await byCookie.next()).data).bio).toBe('Now live.')
  const noTopic = await call(api.url, '/.well-known/mercure', { token: editor })
  expect(noTopic.status).toBe(400)
})

test('an editor does not receive changes of admin-only users, nor other users\' bookmarks', async () => {
  const editorStream = await subscribe(['*'], { token: editor })
  const adminStream = await subscribe(['/api/users/{id}'], { token: admin })
  await call(api.url, '/api/users/5', { token: admin, method: 'PATCH', body: { email: 'someone@example.com' } })
  const bookmarks = await call(api.url, '/api/bookmarks', { token: admin })
  await call(api.url, bookmarks.body.member[0]['@id'], { token: admin, method: 'PATCH', body: { title: 'Admin only' } })
  await call(api.url, '/api/articles/11', { token: admin, method: 'PATCH', body: { views: 11 } })
  expect(JSON.parse((await adminStream.next()).data)['@id']).toBe('/api/users/5')
  expect(JSON.parse((await editorStream.next()).data)['@id']).toBe('/api/articles/11')
})

test('signing out ends the streams opened with that token', async () => {
  const token = await login(api.url, 'editor')
  const stream = await subscribe(['*'], { token })
  expect(stream.ended()).toBe(false)
  await call(api.url, '/api/logout', { token, method: 'POST' })
  await expect(stream.next(() => false, 30_000)).rejects.toThrow(/ended/)
})
