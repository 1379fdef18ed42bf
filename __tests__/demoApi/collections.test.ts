/** @jest-environment node */
// The demo API speaks API Platform's JSON-LD as Atrium's hydraDialect sends
// it: pagination, order, filters, writes, validation and error shapes.
// Expected totals are computed from the full collection, so they hold
// whatever the seed draws.
import { SEED_COUNTS_FOR_TESTS } from './support/seedCounts'
import { call, listAll, login, startApiForTest, type TestApi } from './support/apiServer'

jest.setTimeout(120_000)

let api: TestApi
let token: string
let articles: any[]

beforeAll(async () => {
  api = await startApiForTest()
  token = await login(api.url, 'editor')
  articles = await listAll(api.url, '/api/articles', token)
})

afterAll(async () => {
  await api?.close()
})

async function total(query: string): Promise<number> {
  const answer = await call(api.url, `/api/articles?${query}`, { token })
  if (answer.status !== 200) throw new Error(`${query}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.totalItems
}

describe('seed', () => {
  test.each(Object.entries(SEED_COUNTS_FOR_TESTS))('%s has %i records', async (name, count) => {
    const admin = await login(api.url, 'admin')
    const answer = await call(api.url, `/api/${name}?itemsPerPage=1`, { token: admin })
    expect(answer.body.totalItems).toBe(count)
  })

  test('events span three months and tasks six weeks around today', async () => {
    const day = 86_400_000
    const now = Date.now()
    const events = await listAll(api.url, '/api/events', token)
    const starts = events.map((event) => Date.parse(event.startsAt))
    expect(Math.min(...starts)).toBeLessThan(now - 30 * day)
    expect(Math.max(...starts)).toBeGreaterThan(now + 30 * day)
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThanOrEqual(92 * day)
    const tasks = await listAll(api.url, '/api/tasks', token)
    const days = tasks.flatMap((task) => [Date.parse(task.startDate), Date.parse(task.endDate)])
    expect(Math.max(...days) - Math.min(...days)).toBeLessThanOrEqual(43 * day)
    expect(tasks.every((task) => task.endDate >= task.startDate)).toBe(true)
  })

  test('each day around today has an event, so the first week shown is never near empty', async () => {
    // Seeded on a Monday, the week shown first (Sunday to Saturday) had held 2 events. The seed fills
    // the 13 days around its day; 11 are checked, so a seed made just before midnight passes too.
    const day = 86_400_000
    const today = Math.floor(Date.now() / day) * day
    const events = await listAll(api.url, '/api/events', token)
    const days = new Set(events.map((event) => Math.floor(Date.parse(event.startsAt) / day) * day))
    const empty = Array.from({ length: 11 }, (_, index) => today + (index - 5) * day).filter((start) => !days.has(start))
    expect(empty.map((start) => new Date(start).toISOString().slice(0, 10))).toEqual([])
  })
})

describe('collections', () => {
  test('a page is a hydra Collection with totalItems, members with @id/@type, and a view', async () => {
    const answer = await call(api.url, '/api/articles?page=2&itemsPerPage=10', { token })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/ld\+json/)
    expect(answer.headers.get('link')).toBe('</.well-known/mercure>; rel="mercure"')
    expect(answer.body).toMatchObject({
      '@context': '/api/contexts/Article',
      '@id': '/api/articles',
      '@type': 'Collection',
      totalItems: 300,
      view: {
        '@id': '/api/articles?page=2&itemsPerPage=10',
        '@type': 'PartialCollectionView',
        first: '/api/articles?page=1&itemsPerPage=10',
        last: '/api/articles?page=30&itemsPerPage=10',
        previous: '/api/articles?page=1&itemsPerPage=10',
        next: '/api/articles?page=3&itemsPerPage=10',
      },
    })
    expect(answer.body.member).toHaveLength(10)
    expect(answer.body.member.map((item: any) => item.id)).toEqual(articles.slice(10, 20).map((item) => item.id))
    const [first] = answer.body.member
    expect(first['@id']).toBe(`/api/articles/${first.id}`)
    expect(first['@type']).toBe('Article')
    expect(first.author).toMatch(/^\/api\/authors\/\d+$/)
    expect(first.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/)
    expect(Array.isArray(first.tags)).toBe(true)
  })

  test('the default page holds 30; itemsPerPage is capped at 100; past the end is empty', async () => {
    expect((await call(api.url, '/api/articles', { token })).body.member).toHaveLength(30)
    expect((await call(api.url, '/api/articles?itemsPerPage=500', { token })).body.member).toHaveLength(100)
    const past = await call(api.url, '/api/articles?page=99', { token })
    expect(past.body.member).toEqual([])
    expect(past.body.totalItems).toBe(300)
  })

  test('page=0 and a non-numeric page are 400', async () => {
    expect((await call(api.url, '/api/articles?page=0', { token })).status).toBe(400)
    expect((await call(api.url, '/api/articles?page=two', { token })).status).toBe(400)
  })

  test('order[field]=asc|desc, several in the order given', async () => {
    const byViews = (await call(api.url, '/api/articles?order[views]=desc&order[title]=asc&itemsPerPage=50', { token })).body.member
    const expected = [...articles].sort((a, b) => b.views - a.views || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) || a.id - b.id)
    expect(byViews.map((item: any) => item.views)).toEqual(expected.slice(0, 50).map((item) => item.views))
    const byTitle = (await call(api.url, '/api/authors?order[name]=asc&itemsPerPage=100', { token })).body.member
    const names = byTitle.map((author: any) => author.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')))
  })

  test("order[author.name] orders by the referenced author's name (a nested OrderFilter); nothing else is followed", async () => {
    const authors = (await call(api.url, '/api/authors?itemsPerPage=100', { token })).body.member as { '@id': string; name: string }[]
    const nameOf = new Map(authors.map((author) => [author['@id'], author.name]))
    for (const direction of ['asc', 'desc'] as const) {
      const page = (await call(api.url, `/api/articles?order[author.name]=${direction}&itemsPerPage=100`, { token })).body.member as { author: string }[]
      const names = page.map((article) => nameOf.get(article.author) ?? '')
      expect(new Set(names).size).toBeGreaterThan(3)
      const sorted = [...names].sort()
      expect(names).toEqual(direction === 'asc' ? sorted : sorted.reverse())
    }
    // A field the reference does not have, a path too deep, or a field that is not a reference: the default order.
    const byId = (await call(api.url, '/api/articles?itemsPerPage=20', { token })).body.member.map((article: any) => article.id)
    for (const query of ['order[author.password]=asc', 'order[author.name.x]=asc', 'order[title.name]=asc', "order[author.name);drop table articles;--]=asc"]) {
      const answer = await call(api.url, `/api/articles?${query}&itemsPerPage=20`, { token })
      expect(answer.status).toBe(200)
      expect(answer.body.member.map((article: any) => article.id)).toEqual(byId)
    }
  })

  test.each([
    ['equality', 'status=draft', (a: any) => a.status === 'draft'],
    ['any of', 'status[]=draft&status[]=review', (a: any) => a.status !== 'published'],
    ['a tag', 'tags=ux', (a: any) => a.tags.includes('ux')],
    ['any of several tags', 'tags[]=ux&tags[]=api', (a: any) => a.tags.includes('ux') || a.tags.includes('api')],
    ['a reference by IRI', 'author=/api/authors/3', (a: any) => a.author === '/api/authors/3'],
    ['a reference by id', 'author=3', (a: any) => a.author === '/api/authors/3'],
    ['references, any of', 'author[]=/api/authors/3&author[]=/api/authors/4', (a: any) => ['/api/authors/3', '/api/authors/4'].includes(a.author)],
    ['views[gt]', 'views[gt]=5000', (a: any) => a.views > 5000],
    ['views[gte] and views[lte]', 'views[gte]=100&views[lte]=1000', (a: any) => a.views >= 100 && a.views <= 1000],
    ['views[lt]', 'views[lt]=1', (a: any) => a.views < 1],
    ['views[between]', 'views[between]=100..1000', (a: any) => a.views >= 100 && a.views <= 1000],
    ['ids, any of', 'id[]=1&id[]=2&id[]=3', (a: any) => a.id <= 3],
    ['exists[website]=true', 'exists[website]=true', (a: any) => a.website !== null],
    ['exists[publishedAt]=false', 'exists[publishedAt]=false', (a: any) => a.publishedAt === null],
    ['partial search, any case', 'title=GUIDE', (a: any) => a.title.toLowerCase().includes('guide')],
    ['partial search on two fields', 'title=ten&body=honest', (a: any) => a.title.toLowerCase().includes('ten') && a.body.toLowerCase().includes('honest')],
    ['a filter combined with an order', 'status=published&order[views]=asc', (a: any) => a.status === 'published'],
  ])('%s: %s', async (_name, query, keep) => {
    const expected = articles.filter(keep).length
    expect(expected).toBeGreaterThan(0)
    expect(await total(query)).toBe(expected)
  })

  test('date filters: after/before inclusive, strictly_* exclusive, date-only and full timestamps', async () => {
    const dates = articles.filter((a) => a.publishedAt).map((a) => a.publishedAt as string).sort()
    const middle = dates[Math.floor(dates.length / 2)]
    const at = Date.parse(middle)
    const count = (keep: (time: number) => boolean) => articles.filter((a) => a.publishedAt && keep(Date.parse(a.publishedAt))).length
    expect(await total(`publishedAt[after]=${encodeURIComponent(middle)}`)).toBe(count((time) => time >= at))
    expect(await total(`publishedAt[strictly_after]=${encodeURIComponent(middle)}`)).toBe(count((time) => time > at))
    expect(await total(`publishedAt[before]=${encodeURIComponent(middle)}`)).toBe(count((time) => time <= at))
    expect(await total(`publishedAt[strictly_before]=${encodeURIComponent(middle)}`)).toBe(count((time) => time < at))
    const day = middle.slice(0, 10)
    const start = Date.parse(`${day}T00:00:00Z`)
    expect(await total(`publishedAt[after]=${day}&publishedAt[before]=${day}T23:59:59Z`)).toBe(count((time) => time >= start && time < start + 86_400_000))
    const tasks = await listAll(api.url, '/api/tasks', token)
    const today = new Date().toISOString().slice(0, 10)
    const answer = await call(api.url, `/api/tasks?startDate[before]=${today}&endDate[after]=${today}`, { token })
    expect(answer.body.totalItems).toBe(tasks.filter((task) => task.startDate <= today && task.endDate >= today).length)
  })

  test('unknown parameters are ignored; malformed values of known filters are 400', async () => {
    expect(await total('colour=blue&order[nope]=asc')).toBe(300)
    for (const query of ['views[gt]=many', 'publishedAt[after]=yesterday', 'exists[website]=maybe', 'views[between]=1', 'title[after]=2024-01-01', 'author=/api/users/1']) {
      const answer = await call(api.url, `/api/articles?${query}`, { token })
      expect({ query, status: answer.status }).toEqual({ query, status: 400 })
      expect(answer.body.detail).toEqual(expect.any(String))
    }
  })

  test('a partial search treats % and _ literally', async () => {
    expect(await total('title=%25')).toBe(0)
    expect(await total('title=_')).toBe(0)
  })
})

describe('items and writes', () => {
  test('an article published without a date (a bulk Publish) is published now; a date given is kept', async () => {
    const created = await call(api.url, '/api/articles', { token, method: 'POST', body: { title: 'Dated draft', status: 'draft', author: '/api/authors/2' } })
    expect(created.body.publishedAt).toBeNull()
    const before = Date.now()
    const published = await call(api.url, created.body['@id'], { token, method: 'PATCH', body: { status: 'published' } })
    expect(published.status).toBe(200)
    expect(Date.parse(published.body.publishedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(published.body.publishedAt)).toBeLessThanOrEqual(Date.now() + 1000)
    const kept = await call(api.url, created.body['@id'], { token, method: 'PATCH', body: { title: 'Dated draft, renamed' } })
    expect(kept.body.publishedAt).toBe(published.body.publishedAt)
  })

  test('records without a value come last in either order (a newest-first list starts with dates, not blanks)', async () => {
    for (const direction of ['asc', 'desc']) {
      const dates = (await call(api.url, `/api/articles?order[publishedAt]=${direction}&itemsPerPage=100`, { token })).body.member.map((article: any) => article.publishedAt)
      expect(dates[0]).not.toBeNull()
      const firstBlank = dates.indexOf(null)
      if (firstBlank !== -1) expect(dates.slice(firstBlank).every((date: unknown) => date === null)).toBe(true)
    }
  })

  test('create, read, patch, delete round trip', async () => {
    const admin = await login(api.url, 'admin')
    const created = await call(api.url, '/api/articles', {
      token, method: 'POST',
      body: { '@type': 'Article', title: 'Round trip', status: 'draft', author: '/api/authors/2', tags: ['api', 'ux'], website: 'https://example.com/a', ignored: 1 },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe(created.body['@id'])
    expect(created.body).toMatchObject({
      '@context': '/api/contexts/Article', '@type': 'Article', title: 'Round trip', status: 'draft', author: '/api/authors/2',
      tags: ['api', 'ux'], views: 0, publishedAt: null, website: 'https://example.com/a',
    })
    expect(created.body.ignored).toBeUndefined()
    const id = created.body['@id']
    expect((await call(api.url, id, { token })).body).toEqual(created.body)

    const patched = await call(api.url, id, { token, method: 'PATCH', body: { status: 'published', publishedAt: '2025-01-02T03:04:05+00:00', website: null } })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ title: 'Round trip', status: 'published', publishedAt: '2025-01-02T03:04:05+00:00', website: null })
    expect((await call(api.url, id, { token })).body).toEqual(patched.body)
    expect(await total('title=Round trip')).toBe(1)

    expect((await call(api.url, id, { token: admin, method: 'DELETE' })).status).toBe(204)
    const gone = await call(api.url, id, { token })
    expect(gone.status).toBe(404)
    expect(gone.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(gone.body).toMatchObject({ title: 'Not Found', status: 404 })
  })

  test.each([
    ['a blank title', { title: '   ' }, 'title', 'This value should not be blank.'],
    ['a missing title', { title: null }, 'title', 'This value should not be blank.'],
    ['the word "forbidden" in the title', { title: 'A Forbidden topic' }, 'title', 'This title is not allowed.'],
    ['an unknown status', { status: 'archived' }, 'status', 'The value you selected is not a valid choice.'],
    ['a negative number of views', { views: -1 }, 'views', 'This value should be either positive or zero.'],
    ['a javascript: URL', { website: 'javascript:alert(1)' }, 'website', 'This value is not a valid URL.'],
    ['a missing author', { author: '/api/authors/9999' }, 'author', '/api/authors/9999 does not exist.'],
    ['a bad date', { publishedAt: 'tomorrow-ish' }, 'publishedAt', 'This value is not a valid datetime.'],
  ])('PATCH with %s: 422 on the field', async (_name, body, field, message) => {
    const answer = await call(api.url, '/api/articles/1', { token, method: 'PATCH', body })
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({
      '@type': 'ConstraintViolationList',
      title: 'An error occurred',
      detail: `${field}: ${message}`,
      violations: [{ propertyPath: field, message }],
    })
    expect((await call(api.url, '/api/articles/1', { token })).body.title).not.toMatch(/forbidden/i)
  })

  test('POST reports every violation at once', async () => {
    const answer = await call(api.url, '/api/articles', { token, method: 'POST', body: { title: '', status: 'x' } })
    expect(answer.status).toBe(422)
    expect(answer.body.violations.map((violation: any) => violation.propertyPath).sort()).toEqual(['author', 'status', 'title'])
    expect(answer.body.detail).toContain('title: This value should not be blank.')
  })

  test('cross-field rules: an event may not end before it starts', async () => {
    const answer = await call(api.url, '/api/events', {
      token, method: 'POST', body: { title: 'Backwards', startsAt: '2025-05-02T10:00:00Z', endsAt: '2025-05-01T10:00:00Z' },
    })
    expect(answer.status).toBe(422)
    expect(answer.body.violations).toEqual([expect.objectContaining({ propertyPath: 'endsAt' })])
  })

  test('wrong JSON types and malformed bodies are 400; wrong media types 415; unknown items 404', async () => {
    const wrongType = await call(api.url, '/api/articles/1', { token, method: 'PATCH', body: { title: 42 } })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.detail).toBe('The type of the "title" attribute must be "string", "int" given.')
    const malformed = await call(api.url, '/api/articles/1', { token, method: 'PATCH', rawBody: '{"title": "x"' })
    expect(malformed.status).toBe(400)
    expect(malformed.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect((await call(api.url, '/api/articles', { token, method: 'POST', rawBody: '[1]' })).status).toBe(400)
    expect((await call(api.url, '/api/articles/1', { token, method: 'PATCH', body: { title: 'x' }, contentType: 'application/json' })).status).toBe(415)
    expect((await call(api.url, '/api/articles', { token, method: 'POST', body: { title: 'x' }, contentType: 'text/plain' })).status).toBe(415)
    for (const path of ['/api/articles/99999', '/api/articles/abc', '/api/nothing', '/api/articles/1/extra']) {
      const answer = await call(api.url, path, { token })
      expect({ path, status: answer.status }).toEqual({ path, status: 404 })
      expect(answer.body).toMatchObject({ title: 'Not Found', status: 404, detail: expect.any(String) })
    }
    expect((await call(api.url, '/api/articles', { token, method: 'PUT', body: {} })).status).toBe(405)
  })

  test('X-Demo-Latency delays the answer', async () => {
    const started = Date.now()
    const answer = await call(api.url, '/api/articles/1', { token, headers: { 'X-Demo-Latency': '300' } })
    expect(answer.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })

  test('the entry point and contexts', async () => {
    const entry = await call(api.url, '/api', { token })
    expect(entry.body).toMatchObject({ '@type': 'Entrypoint', articles: '/api/articles', users: '/api/users' })
    const context = await call(api.url, '/api/contexts/Article', { token })
    expect(context.body['@context'].author).toEqual({ '@id': 'Article/author', '@type': '@id' })
  })
})

describe('owned records and quota', () => {
  test('bookmarks: each user sees their own; GET /api/bookmarks/quota; creation refused past the limit', async () => {
    const admin = await login(api.url, 'admin')
    const mine = await call(api.url, '/api/bookmarks', { token })
    const theirs = await call(api.url, '/api/bookmarks', { token: admin })
    expect(mine.body.totalItems).toBe(4)
    expect(theirs.body.totalItems).toBe(3)
    expect((await call(api.url, theirs.body.member[0]['@id'], { token })).status).toBe(404)
    expect((await call(api.url, '/api/bookmarks/quota', { token })).body).toEqual({ used: 4, limit: 5 })

    const created = await call(api.url, '/api/bookmarks', { token, method: 'POST', body: { title: 'One more', url: 'https://example.com/' } })
    expect(created.status).toBe(201)
    expect((await call(api.url, '/api/bookmarks/quota', { token })).body).toEqual({ used: 5, limit: 5 })
    const refused = await call(api.url, '/api/bookmarks', { token, method: 'POST', body: { title: 'Too many', url: 'https://example.com/' } })
    expect(refused.status).toBe(422)
    expect(refused.body.violations[0].message).toBe('You have reached your limit of 5 bookmarks.')

    expect((await call(api.url, created.body['@id'], { token, method: 'DELETE' })).status).toBe(204)
    expect((await call(api.url, '/api/bookmarks/quota', { token })).body).toEqual({ used: 4, limit: 5 })
  })
})
