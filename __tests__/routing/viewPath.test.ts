import fc from 'fast-check'
import { buildViewPath, parseViewPath, type ViewLocation } from '../../lib/index'

const awkwardIds = ['42', 'a&b', 'x/y', 'hash#tag', 'what?', 'with space', 'éàü', '/api/articles/42', '%41', '..', '.', '+plus', 'a,b']

describe('buildViewPath / parseViewPath', () => {
  it.each<[string, ViewLocation, string]>([
    ['a list', { scope: 'admin', resource: 'articles', action: 'list' }, '/admin/articles/list'],
    ['a create page', { scope: 'admin', resource: 'articles', action: 'create' }, '/admin/articles/create'],
    ['a read page', { scope: 'admin', resource: 'articles', action: 'read', id: '42' }, '/admin/articles/read/42'],
    ['an update page with an IRI id', { scope: 'admin', resource: 'articles', action: 'update', id: '/api/articles/42' }, '/admin/articles/update/%2Fapi%2Farticles%2F42'],
    ['a delete page', { scope: 'e', resource: 'notes', action: 'delete', id: 'a b' }, '/e/notes/delete/a%20b'],
    ['a drawer over a list, keeping the list state', {
      scope: 'admin', resource: 'articles', action: 'list', over: { resource: 'articles', action: 'update', id: '7' },
      list: { filter: { status: 'draft' }, sort: ['title', '-createdAt'], page: 2, pageSize: 50, layout: 'board' },
    }, '/admin/articles/list/articles/update/7?filter=%7B%22status%22%3A%22draft%22%7D&sort=title%2C-createdAt&page=2&pageSize=50&layout=board'],
    ['a create over a list', { scope: 'admin', resource: 'events', action: 'list', over: { resource: 'events', action: 'create' } }, '/admin/events/list/events/create'],
    ['a record’s tab', { scope: 'editorial', resource: 'authors', action: 'read', id: '7', tab: 'articles' }, '/editorial/authors/read/7/articles'],
    ['a tab of an update page', { scope: 'editorial', resource: 'authors', action: 'update', id: '7', tab: 'notes' }, '/editorial/authors/update/7/notes'],
    ['a child read over a record', { scope: 'editorial', resource: 'authors', action: 'read', id: '7', child: { resource: 'articles', action: 'read', id: '42' } }, '/editorial/authors/read/7/articles/read/42'],
    ['a child create over a record', { scope: 'editorial', resource: 'authors', action: 'read', id: '7', child: { resource: 'articles', action: 'create' } }, '/editorial/authors/read/7/articles/create'],
    ['a child delete with awkward ids', { scope: 'e', resource: 'a', action: 'read', id: 'x/y', child: { resource: 'b', action: 'delete', id: 'a&b' } }, '/e/a/read/x%2Fy/b/delete/a%26b'],
  ])('round-trips %s', (_name, location, url) => {
    expect(buildViewPath(location)).toBe(url)
    expect(parseViewPath(url)).toEqual(location)
  })

  it.each(awkwardIds)('round-trips the id %p in a page and over a list', (id) => {
    const page: ViewLocation = { scope: 'admin', resource: 'articles', action: 'read', id }
    expect(parseViewPath(buildViewPath(page))).toEqual(page)
    const over: ViewLocation = { scope: 'admin', resource: 'articles', action: 'list', over: { resource: 'articles', action: 'delete', id } }
    expect(parseViewPath(buildViewPath(over))).toEqual(over)
  })

  it.each([
    ['/'], ['/admin'], ['/admin/articles'], ['/admin/articles/edit/1'], ['/admin/articles/read'], ['/admin/articles/delete/1/2'],
    ['/admin/authors/read/7/articles/list'], ['/admin/authors/read/7/articles/read'], ['/admin/authors/read/7/articles/create/1'],
    ['/admin/authors/read/7/articles/read/1/2'], ['/admin/authors/read/7/articles/edit/1'],
    ['/admin/articles/list/articles'], ['/admin/articles/list/articles/list'], ['/admin/articles/list/articles/read'],
    ['/admin/articles/create/1'], ['/admin//list'], ['/admin/articles/read/%E0%A4%A'],
  ])('is not a view: %s', (url) => {
    expect(parseViewPath(url)).toBeUndefined()
  })

  it.each([
    ['?filter={broken', undefined],
    ['?filter=[1,2]', undefined],
    ['?page=0&pageSize=-5', undefined],
    ['?page=2.5', undefined],
    ['?page=3#anchor', { page: 3 }],
    ['?sort=,title,,-', { sort: ['title'] }],
  ])('drops a malformed query part rather than crashing: %s', (query, list) => {
    expect(parseViewPath(`/admin/articles/list${query}`)?.list).toEqual(list)
  })

  it('is the exact inverse for arbitrary ids, filters, sorts and pages (property)', () => {
    const segment = fc.string({ minLength: 1, maxLength: 12 })
    const field = fc.string({ minLength: 1, maxLength: 8 }).filter((f) => !f.includes(',') && !f.startsWith('-'))
    const jsonObject = fc.dictionary(fc.string(), fc.jsonValue()).map((value) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>)
    const list = fc.record({
      filter: jsonObject.filter((f) => Object.keys(f).length > 0),
      sort: fc.array(fc.tuple(field, fc.boolean()).map(([f, desc]) => (desc ? `-${f}` : f)), { minLength: 1, maxLength: 3 }),
      page: fc.integer({ min: 1, max: 100000 }),
      pageSize: fc.integer({ min: 1, max: 1000 }),
      layout: fc.constantFrom('table', 'board', 'calendar', 'timeline'),
    }, { requiredKeys: [] })
    const location = fc.oneof(
      fc.record({ scope: segment, resource: segment, action: fc.constantFrom('read' as const, 'update' as const, 'delete' as const), id: segment }),
      fc.record({ scope: segment, resource: segment, action: fc.constant('create' as const) }),
      fc.record({ scope: segment, resource: segment, action: fc.constantFrom('read' as const, 'update' as const), id: segment, tab: segment }),
      fc.record({
        scope: segment, resource: segment, action: fc.constantFrom('read' as const, 'update' as const), id: segment,
        child: fc.oneof(
          fc.record({ resource: segment, action: fc.constantFrom('read' as const, 'update' as const, 'delete' as const), id: segment }),
          fc.record({ resource: segment, action: fc.constant('create' as const) }),
        ),
      }),
      fc.record({
        scope: segment, resource: segment, action: fc.constant('list' as const),
        over: fc.oneof(
          fc.record({ resource: segment, action: fc.constantFrom('read' as const, 'update' as const, 'delete' as const), id: segment }),
          fc.record({ resource: segment, action: fc.constant('create' as const) }),
        ),
        list,
      }, { requiredKeys: ['scope', 'resource', 'action'] }),
    )
    fc.assert(fc.property(location, (value) => {
      const clean = JSON.parse(JSON.stringify(value)) as ViewLocation
      if (clean.list && Object.keys(clean.list).length === 0) delete clean.list
      expect(parseViewPath(buildViewPath(clean))).toEqual(clean)
    }), { numRuns: 2000 })
  })
})
