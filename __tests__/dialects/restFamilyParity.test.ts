// PostgREST / Supabase, FastAPI and REST on the wire: bulk writes in one request, compound
// keys, update bodies without the key, rooted paths, a Supabase key read per request, and
// totals from Content-Range.
import { configureAtrium } from '../../lib/config/configureAtrium'
import {
  ApiError, createHttpRepository, fastapiDialect, postgrestDialect, restDialect, simpleRestDialect, strapiDialect, supabaseDialect, type Dialect,
} from '../../lib'
import { json } from './answers'
import { wire, type Sent } from './wire'

type Row = Record<string, unknown>
const repository = (dialect: Dialect, path = '/posts') => createHttpRepository<Row>({ path, dialect })
const OBJECT = 'application/vnd.pgrst.object+json'

afterEach(() => configureAtrium({}))

describe('PostgREST: bulk writes in one request', () => {
  it.each<[string, Dialect, (r: ReturnType<typeof repository>) => Promise<unknown>, Sent]>([
    [
      'updateItems: PATCH ?id=in.(…)', postgrestDialect(), (r) => r.updateItems!(['1', '2', '3'], { status: 'published' }),
      { method: 'PATCH', url: 'https://db.test/posts?id=in.(1,2,3)&select=*', headers: { accept: 'application/json', prefer: 'return=representation', 'content-type': 'application/json' }, body: { status: 'published' } },
    ],
    [
      'removeItems: DELETE ?id=in.(…)', postgrestDialect(), (r) => r.removeItems!(['1', '2', '3']),
      { method: 'DELETE', url: 'https://db.test/posts?id=in.(1,2,3)', headers: {}, body: undefined },
    ],
    [
      'removeItems with a compound key: or=(and(…),and(…))', postgrestDialect({ primaryKey: ['id', 'type'] }), (r) => r.removeItems!(['[1,"X"]', '[2,"Y Z"]']),
      { method: 'DELETE', url: 'https://db.test/posts?or=(and(id.eq.1,type.eq.X),and(id.eq.2,type.eq."Y Z"))', headers: {}, body: undefined },
    ],
    [
      'supabase updateItems', supabaseDialect({ apiKey: 'sb_publishable_k' }), (r) => r.updateItems!(['1', '2'], { status: 'x' }),
      { method: 'PATCH', url: 'https://db.test/rest/v1/posts?id=in.(1,2)&select=*', headers: { apikey: 'sb_publishable_k', accept: 'application/json', prefer: 'return=representation', 'content-type': 'application/json' }, body: { status: 'x' } },
    ],
  ])('%s', async (_name, dialect, run, expected) => {
    const sent = wire('https://db.test', { body: [] })
    await run(repository(dialect))
    expect(sent).toEqual([expected])
  })

  it('reads the rows an update returns', async () => {
    wire('https://db.test', { body: [{ id: 1, status: 'published' }, { id: 2, status: 'published' }] })
    await expect(repository(postgrestDialect()).updateItems!(['1', '2'], { status: 'published' })).resolves.toEqual([
      { id: 1, status: 'published' }, { id: 2, status: 'published' },
    ])
  })

  it.each<[string, Dialect]>([['rest', restDialect()], ['fastapi', fastapiDialect()], ['simpleRest', simpleRestDialect()]])(
    '%s has no single request: updateItems and removeItems decline, and send nothing',
    async (name, dialect) => {
      const sent = wire('https://db.test', { body: [] })
      await expect(repository(dialect).removeItems!(['1', '2'])).rejects.toMatchObject({ name: 'BulkUnsupported', message: `${name} dialect has no single request for bulk writes` })
      await expect(repository(dialect).updateItems!(['1'], {})).rejects.toMatchObject({ name: 'BulkUnsupported' })
      expect(sent).toHaveLength(0)
    },
  )
})

describe('PostgREST: compound primary keys', () => {
  const dialect = postgrestDialect({ primaryKey: ['id', 'type'] })

  it('identifies a row by the JSON array of its key values', () => {
    expect(dialect.getId({ id: 1, type: 'X', title: 'T' })).toBe('[1,"X"]')
    expect(() => dialect.getId({ id: 1 })).toThrow(ApiError)
  })

  it.each<[string, (r: ReturnType<typeof repository>) => Promise<unknown>, Omit<Sent, 'headers'>]>([
    ['read', (r) => r.getItem('[1,"X"]'), { method: 'GET', url: 'https://db.test/posts?select=*&and=(id.eq.1,type.eq.X)', body: undefined }],
    ['update, the key columns left out of the body', (r) => r.updateItem('[1,"X"]', { id: 1, type: 'X', title: 'U' }), { method: 'PATCH', url: 'https://db.test/posts?and=(id.eq.1,type.eq.X)&select=*', body: { title: 'U' } }],
    ['delete', (r) => r.removeItem('[1,"X"]'), { method: 'DELETE', url: 'https://db.test/posts?and=(id.eq.1,type.eq.X)', body: undefined }],
  ])('%s', async (_name, run, expected) => {
    const sent = wire('https://db.test', { body: { id: 1, type: 'X' } })
    await run(repository(dialect))
    expect(sent[0]).toMatchObject(expected)
  })

  it('refuses a malformed compound id rather than matching other rows', async () => {
    const sent = wire('https://db.test', { body: {} })
    await expect(repository(dialect).getItem('1')).rejects.toMatchObject({ detail: expect.stringContaining('primary key [id, type] to be a JSON array of 2 values') })
    expect(sent).toHaveLength(0)
  })
})

describe('update bodies leave out the identity', () => {
  it.each<[string, Dialect, Row, Omit<Sent, 'headers'>]>([
    ['postgrest: the primary key', postgrestDialect(), { id: 7, title: 'U' }, { method: 'PATCH', url: 'https://db.test/posts?id=eq.7&select=*', body: { title: 'U' } }],
    ['postgrest: another primary key', postgrestDialect({ primaryKey: 'slug' }), { slug: 'a', id: 7, title: 'U' }, { method: 'PATCH', url: 'https://db.test/posts?slug=eq.7&select=*', body: { id: 7, title: 'U' } }],
    ['fastapi: id and @id', fastapiDialect(), { id: 7, '@id': '/posts/7', title: 'U' }, { method: 'PATCH', url: 'https://db.test/posts/7', body: { title: 'U' } }],
  ])('%s', async (_name, dialect, data, expected) => {
    const sent = wire('https://db.test', { body: { id: 7 } })
    await repository(dialect).updateItem('7', data)
    expect(sent[0]).toMatchObject(expected)
  })
})

describe('a path written without its leading slash is still rooted', () => {
  it.each<[string, Dialect, string]>([
    ['postgrest', postgrestDialect(), '/posts?id=eq.1'],
    ['fastapi', fastapiDialect(), '/posts/1'],
    ['rest', restDialect(), '/posts/1'],
    ['simpleRest', simpleRestDialect(), '/posts/1'],
  ])('%s, with no base URL', async (_name, dialect, url) => {
    const sent = wire('', { body: {} })
    await repository(dialect, 'posts').removeItem('1')
    expect(sent[0].url).toBe(url)
  })
})

describe('Supabase: apiKey may be a function read at each request', () => {
  it('sends the key the function gives now', async () => {
    let key = 'sb_publishable_first'
    const sent = wire('https://db.test', { body: [] })
    const posts = repository(supabaseDialect({ apiKey: () => key }))
    await posts.getCollection({})
    key = 'sb_publishable_rotated'
    await posts.getCollection({})
    expect(sent.map((request) => request.headers.apikey)).toEqual(['sb_publishable_first', 'sb_publishable_rotated'])
  })

  it('a legacy JWT key from the function is also the bearer until a user token replaces it', async () => {
    const sent = wire('https://db.test', { body: {} })
    await repository(supabaseDialect({ apiKey: () => 'aaa.bbb.ccc' })).getItem('1')
    expect(sent[0].headers).toMatchObject({ apikey: 'aaa.bbb.ccc', authorization: 'Bearer aaa.bbb.ccc', accept: OBJECT })
  })

  it('a function that gives no key is a clear error, and nothing is sent', async () => {
    const sent = wire('https://db.test', { body: {} })
    await expect(repository(supabaseDialect({ apiKey: () => '' })).getItem('1')).rejects.toMatchObject({ detail: expect.stringContaining('apiKey() gave an empty string') })
    expect(sent).toHaveLength(0)
  })
})

describe('every REST dialect reads the total from Content-Range when X-Total-Count is absent', () => {
  it.each<[string, Dialect]>([['rest', restDialect()], ['fastapi (bare array)', fastapiDialect()], ['simpleRest', simpleRestDialect()]])('%s', (_name, dialect) => {
    expect(dialect.readCollection(json(200, [{ id: 1 }], { 'content-range': 'posts 0-0/42' }))).toEqual({ items: [{ id: 1 }], total: 42 })
    expect(dialect.readCollection(json(200, [{ id: 1 }], { 'x-total-count': '7' }))).toEqual({ items: [{ id: 1 }], total: 7 })
    expect(dialect.readCollection(json(200, [{ id: 1 }], { 'content-range': '*/*' }))).toEqual({ items: [{ id: 1 }] })
    expect(() => dialect.readCollection(json(200, [], { 'content-range': 'lots' }))).toThrow(ApiError)
  })
})

describe('files: dialects without them say so clearly, and never send a File as {}', () => {
  it.each<[string, Dialect]>([
    ['postgrest', postgrestDialect()], ['supabase', supabaseDialect({ apiKey: 'k' })], ['fastapi', fastapiDialect()], ['rest', restDialect()],
    ['simpleRest', simpleRestDialect()], ['strapi', strapiDialect()],
  ])('%s', async (name, dialect) => {
    expect(dialect.files ?? false).toBe(false)
    const sent = wire('https://db.test', { body: {} })
    const file = new Blob(['x'], { type: 'text/plain' })
    await expect(repository(dialect).createItem({ title: 'T', cover: file })).rejects.toMatchObject({
      // Strapi wraps records in { data }: the file is named where it sits in the body.
      status: 0, title: 'File not sent', detail: `${name} dialect cannot send the file in '${name === 'strapi' ? 'data.cover' : 'cover'}': its backend takes no files in records (upload the file first and send its URL or id)`,
    })
    expect(sent).toHaveLength(0)
  })
})
