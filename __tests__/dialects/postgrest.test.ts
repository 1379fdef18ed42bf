import { PostgrestClient } from '@supabase/postgrest-js'
import type { DialectOperation, DialectRequest } from '../../lib/dialects/Dialect'
import { ApiError } from '../../lib/errors/ApiError'
import { postgrestDialect, supabaseDialect } from '../../lib'
import type { ListParams } from '../../lib'
import { answer, caught, json, MALFORMED } from './answers'

const dialect = postgrestDialect()
// Any schema name: the tests build queries without a database type.
type Client = PostgrestClient<any, any, any, any>
const ORIGIN = 'http://db.test'

interface Sent {
  path: string
  params: string[][]
  method: string
  headers: Record<string, string>
}

function lowerKeys(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]))
}

function sent(url: string, method: string, headers?: Record<string, string>): Sent {
  const parsed = new URL(url, ORIGIN)
  const params = [...parsed.searchParams.entries()].map(([key, value]) => [key, value]).sort((a, b) => a.join('=').localeCompare(b.join('=')))
  return { path: decodeURIComponent(parsed.pathname), params, method, headers: lowerKeys(headers) }
}

/** What the official client sends for a query, caught by a fake fetch: no server involved. */
async function official(build: (client: Client) => PromiseLike<unknown>, options: { schema?: string; url?: string } = {}): Promise<Sent> {
  let captured: Sent | undefined
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    captured = sent(String(input), init?.method ?? 'GET', init?.headers as Record<string, string>)
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })
  }
  const client = new PostgrestClient(options.url ?? ORIGIN, { fetch, schema: options.schema })
  await build(client)
  if (!captured) throw new Error('the official client sent nothing')
  return captured
}

function ours(request: DialectRequest): Sent {
  return sent(request.url, request.method, request.headers)
}

/** Same method, path and parameters; same Prefer and profile headers; our Accept where the client sets one. */
function expectSameRequest(mine: Sent, theirs: Sent): void {
  expect(mine.method).toBe(theirs.method)
  expect(mine.path).toBe(theirs.path)
  expect(mine.params).toEqual(theirs.params)
  const pick = (headers: Record<string, string>, names: string[]) => Object.fromEntries(names.map((name) => [name, headers[name]]))
  const exact = ['prefer', 'accept-profile', 'content-profile']
  expect(pick(mine.headers, exact)).toEqual(pick(theirs.headers, exact))
  // The client leaves Accept unset on lists; PostgREST then answers JSON, which our explicit Accept asks for.
  if (theirs.headers.accept !== undefined) expect(mine.headers.accept).toBe(theirs.headers.accept)
}

const list = (params: ListParams): DialectOperation => ({ type: 'list', path: 'articles', params })

describe('postgrestDialect requests match @supabase/postgrest-js', () => {
  it.each<[string, DialectOperation, (client: Client) => PromiseLike<unknown>]>([
    [
      'a list with page, two sorts and filters',
      list({ page: 2, itemsPerPage: 10, order: { title: 'asc', created_at: 'desc' }, filters: { status: 'draft', tags: ['a', 'b'] } }),
      (c) => c.from('articles').select('*', { count: 'exact' }).eq('status', 'draft').in('tags', ['a', 'b'])
        .order('title', { ascending: true }).order('created_at', { ascending: false }).range(10, 19),
    ],
    ['eq', list({ filters: { status: { eq: 'draft' } } }), (c) => c.from('articles').select('*', { count: 'exact' }).eq('status', 'draft')],
    ['ne', list({ filters: { status: { ne: 'draft' } } }), (c) => c.from('articles').select('*', { count: 'exact' }).neq('status', 'draft')],
    ['lt', list({ filters: { views: { lt: 5 } } }), (c) => c.from('articles').select('*', { count: 'exact' }).lt('views', 5)],
    ['lte', list({ filters: { views: { lte: 5 } } }), (c) => c.from('articles').select('*', { count: 'exact' }).lte('views', 5)],
    ['gt', list({ filters: { views: { gt: 5 } } }), (c) => c.from('articles').select('*', { count: 'exact' }).gt('views', 5)],
    ['gte', list({ filters: { views: { gte: 5 } } }), (c) => c.from('articles').select('*', { count: 'exact' }).gte('views', 5)],
    ['in', list({ filters: { id: { in: [1, 2, 3] } } }), (c) => c.from('articles').select('*', { count: 'exact' }).in('id', [1, 2, 3])],
    [
      'in with values holding reserved characters',
      list({ filters: { name: ['Hebdon,John', 'Williams,Mary', '(x)'] } }),
      (c) => c.from('articles').select('*', { count: 'exact' }).in('name', ['Hebdon,John', 'Williams,Mary', '(x)']),
    ],
    ['contains', list({ filters: { title: { contains: 'rust' } } }), (c) => c.from('articles').select('*', { count: 'exact' }).ilike('title', '*rust*')],
    ['startsWith', list({ filters: { title: { startsWith: 'Ru' } } }), (c) => c.from('articles').select('*', { count: 'exact' }).ilike('title', 'Ru*')],
    ['between', list({ filters: { views: { between: [1, 9] } } }), (c) => c.from('articles').select('*', { count: 'exact' }).gte('views', 1).lte('views', 9)],
    ['isNull true', list({ filters: { cover: { isNull: true } } }), (c) => c.from('articles').select('*', { count: 'exact' }).is('cover', null)],
    ['isNull false', list({ filters: { cover: { isNull: false } } }), (c) => c.from('articles').select('*', { count: 'exact' }).not('cover', 'is', null)],
    [
      'eq on values with dots, commas and spaces (single values are never quoted)',
      list({ filters: { title: 'Hello, world. (v1.2)' } }),
      (c) => c.from('articles').select('*', { count: 'exact' }).eq('title', 'Hello, world. (v1.2)'),
    ],
    ['a first page', list({ page: 1, itemsPerPage: 25 }), (c) => c.from('articles').select('*', { count: 'exact' }).range(0, 24)],
    ['read', { type: 'read', path: 'articles', id: '42' }, (c) => c.from('articles').select('*').eq('id', '42').single()],
    ['create', { type: 'create', path: 'articles', data: { title: 'T' } }, (c) => c.from('articles').insert({ title: 'T' }).select('*').single()],
    ['update', { type: 'update', path: 'articles', id: '42', data: { title: 'U' } }, (c) => c.from('articles').update({ title: 'U' }).eq('id', '42').select('*').single()],
    ['delete', { type: 'delete', path: 'articles', id: '42' }, (c) => c.from('articles').delete().eq('id', '42')],
    // Issue 20: groups, new operators and bulk writes, as the official client spells them.
    ['an $or group', list({ filters: { $or: [{ status: 'draft' }, { views: { gt: 10 } }] } }), (c) => c.from('articles').select('*', { count: 'exact' }).or('status.eq.draft,views.gt.10')],
    [
      'a nested $and inside an $or',
      list({ filters: { $or: [{ views: { gt: 100 } }, { $and: [{ title: { containsCase: 'Rust' } }, { status: 'draft' }] }] } }),
      (c) => c.from('articles').select('*', { count: 'exact' }).or('views.gt.100,and(title.like.*Rust*,status.eq.draft)'),
    ],
    ['notIn', list({ filters: { status: { notIn: ['a', 'b'] } } }), (c) => c.from('articles').select('*', { count: 'exact' }).not('status', 'in', '(a,b)')],
    ['notContains', list({ filters: { title: { notContains: 'x' } } }), (c) => c.from('articles').select('*', { count: 'exact' }).not('title', 'ilike', '*x*')],
    ['endsWith', list({ filters: { title: { endsWith: 'ing' } } }), (c) => c.from('articles').select('*', { count: 'exact' }).ilike('title', '*ing')],
    ['containsCase', list({ filters: { title: { containsCase: 'Rust' } } }), (c) => c.from('articles').select('*', { count: 'exact' }).like('title', '*Rust*')],
    ['like', list({ filters: { title: { like: 'R*t' } } }), (c) => c.from('articles').select('*', { count: 'exact' }).like('title', 'R*t')],
    ['containsAll (cs)', list({ filters: { tags: { containsAll: ['a', 'b'] } } }), (c) => c.from('articles').select('*', { count: 'exact' }).contains('tags', ['a', 'b'])],
    ['containedBy (cd)', list({ filters: { tags: { containedBy: ['a', 'b'] } } }), (c) => c.from('articles').select('*', { count: 'exact' }).containedBy('tags', ['a', 'b'])],
    ['a bulk update', { type: 'updateMany', path: 'articles', ids: ['1', '2', '3'], data: { status: 'published' } }, (c) => c.from('articles').update({ status: 'published' }).in('id', ['1', '2', '3']).select('*')],
    ['a bulk delete', { type: 'deleteMany', path: 'articles', ids: ['1', '2', '3'] }, (c) => c.from('articles').delete().in('id', ['1', '2', '3'])],
  ])('%s', async (_name, operation, build) => {
    expectSameRequest(ours(dialect.buildRequest(operation)), await official(build))
  })

  it.each<[string, DialectOperation, (client: Client) => PromiseLike<unknown>]>([
    ['a read (Accept-Profile)', { type: 'read', path: 'articles', id: '7' }, (c) => c.from('articles').select('*').eq('id', '7').single()],
    ['a list (Accept-Profile)', list({}), (c) => c.from('articles').select('*', { count: 'exact' })],
    ['a create (Content-Profile)', { type: 'create', path: 'articles', data: {} }, (c) => c.from('articles').insert({}).select('*').single()],
    ['an update (Content-Profile)', { type: 'update', path: 'articles', id: '7', data: {} }, (c) => c.from('articles').update({}).eq('id', '7').select('*').single()],
    ['a delete (Content-Profile)', { type: 'delete', path: 'articles', id: '7' }, (c) => c.from('articles').delete().eq('id', '7')],
  ])('with a schema: %s', async (_name, operation, build) => {
    const mine = ours(postgrestDialect({ schema: 'blog' }).buildRequest(operation))
    expectSameRequest(mine, await official(build, { schema: 'blog' }))
  })

  it('with another primary key and select', async () => {
    const custom = postgrestDialect({ primaryKey: 'slug', select: '*,author:authors(name)' })
    const mine = ours(custom.buildRequest({ type: 'read', path: 'articles', id: 'hello' }))
    expectSameRequest(mine, await official((c) => c.from('articles').select('*,author:authors(name)').eq('slug', 'hello').single()))
  })

  it('supabaseDialect: under /rest/v1 with the apikey header', async () => {
    const supabase = supabaseDialect({ apiKey: 'sb_publishable_abc', schema: 'blog' })
    const mine = ours(supabase.buildRequest(list({ page: 3, itemsPerPage: 5, filters: { status: 'draft' } })))
    const theirs = await official(
      (c) => c.from('articles').select('*', { count: 'exact' }).eq('status', 'draft').range(10, 14),
      { url: `${ORIGIN}/rest/v1`, schema: 'blog' },
    )
    expectSameRequest(mine, theirs)
    expect(mine.headers.apikey).toBe('sb_publishable_abc')
    expect(mine.headers.authorization).toBeUndefined()
  })
})

describe('postgrestDialect requests', () => {
  it('spells a list the way DESIGN §5 shows it', () => {
    const request = dialect.buildRequest(list({ page: 2, itemsPerPage: 10, order: { title: 'asc' }, filters: { status: 'draft', tags: ['a', 'b'] } }))
    expect(request).toEqual({
      method: 'GET',
      url: '/articles?select=*&status=eq.draft&tags=in.(a,b)&order=title.asc&limit=10&offset=10',
      headers: { Accept: 'application/json', Prefer: 'count=exact' },
    })
  })

  it.each<[string, Record<string, unknown>, string]>([
    // PostgREST's documented example: name=in.(%22Quote:%5C%22%22,%22Backslash:%5C%5C%22)
    ['in with a double quote and a backslash', { name: ['Quote:"', 'Backslash:\\'] }, 'name=in.(%22Quote:%5C%22%22,%22Backslash:%5C%5C%22)'],
    ['in with a dot, a colon, a star and a space', { v: ['1.5', 'a:b', 'a*', 'a b', 'plain'] }, 'v=in.(%221.5%22,%22a:b%22,%22a*%22,%22a%20b%22,plain)'],
    ['in with an empty string', { v: { in: ['', 'x'] } }, 'v=in.(x)'],
    ['contains with LIKE wildcards to keep literal', { t: { contains: '50%_off\\' } }, 't=ilike.*50%5C%25%5C_off%5C%5C*'],
    ['contains with a star (matches any one character)', { t: { contains: 'a*b' } }, 't=ilike.*a_b*'],
    ['a value with & and =', { t: 'a&b=c' }, 't=eq.a%26b%3Dc'],
    ['between open at the end', { v: { between: [1, undefined] } }, 'v=gte.1'],
    ['a nested (embedded) field', { 'author.name': 'Ann' }, 'author.name=eq.Ann'],
    ['a Date', { at: { lt: new Date('2024-05-01T00:00:00Z') } }, 'at=lt.2024-05-01T00:00:00.000Z'],
    ['a boolean', { featured: false }, 'featured=eq.false'],
  ])('spells %s', (_name, filters, query) => {
    expect(dialect.buildRequest(list({ filters })).url).toBe(`/articles?select=*&${query}`)
  })

  it('refuses a page past the first without a page size', () => {
    expect(() => dialect.buildRequest(list({ page: 2 }))).toThrow(/postgrest dialect needs itemsPerPage to ask for page 2/)
    expect(dialect.buildRequest(list({ page: 1 })).url).toBe('/articles?select=*')
  })

  it('refuses an unknown operator, naming it', () => {
    expect(() => dialect.buildRequest(list({ filters: { t: { fts: 'x' } } }))).toThrow("postgrest dialect cannot express the filter operator 'fts' (field 't')")
  })

  it('encodes an id in item filters', () => {
    expect(dialect.buildRequest({ type: 'delete', path: '/articles/', id: 'a&b' }).url).toBe('/articles?id=eq.a%26b')
  })

  it('supabaseDialect sends a legacy JWT key as the default bearer too', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl'
    const request = supabaseDialect({ apiKey: jwt }).buildRequest({ type: 'read', path: 'articles', id: '1' })
    expect(request.url).toBe('/rest/v1/articles?select=*&id=eq.1')
    expect(request.headers).toMatchObject({ apikey: jwt, Authorization: `Bearer ${jwt}` })
  })

  it('supabaseDialect needs an API key', () => {
    expect(() => supabaseDialect({ apiKey: '' })).toThrow(/supabaseDialect needs the project API key/)
  })
})

describe('postgrestDialect readings (PostgREST documented answers)', () => {
  it.each<[string, string | undefined, number | undefined]>([
    ['a page of a counted list', '0-24/3573', 3573],
    ['a later page', '10-19/573', 573],
    ['an empty counted list', '*/0', 0],
    ['a list counted with no count asked', '0-24/*', undefined],
    ['no Content-Range (not exposed by CORS)', undefined, undefined],
  ])('reads the total of %s', (_name, range, total) => {
    const headers: Record<string, string> = range === undefined ? {} : { 'content-range': range }
    const collection = dialect.readCollection(json(206, [{ id: 1 }], headers))
    expect(collection).toEqual(total === undefined ? { items: [{ id: 1 }] } : { items: [{ id: 1 }], total })
  })

  it('refuses a malformed Content-Range', () => {
    const error = caught(() => dialect.readCollection(json(200, [], { 'content-range': 'items 1-2' }))) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.detail).toBe("postgrest: expected the 'Content-Range' header to be 'from-to/total', got \"items 1-2\" (HTTP 200)")
  })

  it('reads one row from the object Accept, and from a one-row array', () => {
    expect(dialect.readItem(json(200, { id: 42, title: 'T' }))).toEqual({ id: 42, title: 'T' })
    expect(dialect.readItem(json(201, [{ id: 42 }]))).toEqual({ id: 42 })
  })

  it.each([...MALFORMED, ['an object', json(200, { data: [] })] as const])('readCollection turns %s into an ApiError', (_name, response) => {
    const error = caught(() => dialect.readCollection(response)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.detail).toMatch(/^postgrest: expected a JSON array of rows, got /)
  })

  it.each([...MALFORMED, ['two rows', json(200, [{ id: 1 }, { id: 2 }])] as const])('readItem turns %s into an ApiError', (_name, response) => {
    const error = caught(() => dialect.readItem(response)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.detail).toMatch(/^postgrest: expected one row as a JSON object, got /)
  })

  it('uses the primary key as the id', () => {
    expect(dialect.getId({ id: 42 })).toBe('42')
    expect(postgrestDialect({ primaryKey: 'uuid' }).getId({ uuid: 'u-1' })).toBe('u-1')
    expect(caught(() => dialect.getId({ uuid: 'u-1' }))).toBeInstanceOf(ApiError)
  })
})

describe('postgrestDialect errors (PostgREST documented answers)', () => {
  it.each<[string, number, Record<string, unknown>, Record<string, unknown>]>([
    [
      'a not-null violation on its column',
      400,
      { code: '23502', details: 'Failing row contains (2, null, draft).', hint: null, message: 'null value in column "title" of relation "articles" violates not-null constraint' },
      {
        status: 400,
        title: '23502',
        detail: 'null value in column "title" of relation "articles" violates not-null constraint — Failing row contains (2, null, draft).',
        violations: [{ propertyPath: 'title', message: 'null value in column "title" of relation "articles" violates not-null constraint' }],
      },
    ],
    [
      'a unique violation on its column',
      409,
      { code: '23505', details: 'Key (slug)=(hello) already exists.', hint: null, message: 'duplicate key value violates unique constraint "articles_slug_key"' },
      {
        status: 409,
        title: '23505',
        detail: 'duplicate key value violates unique constraint "articles_slug_key" — Key (slug)=(hello) already exists.',
        violations: [{ propertyPath: 'slug', message: 'duplicate key value violates unique constraint "articles_slug_key"' }],
      },
    ],
    [
      'a foreign-key violation on its column',
      409,
      { code: '23503', details: 'Key (author_id)=(9) is not present in table "authors".', hint: null, message: 'insert or update on table "articles" violates foreign key constraint "articles_author_id_fkey"' },
      {
        status: 409,
        title: '23503',
        detail: 'insert or update on table "articles" violates foreign key constraint "articles_author_id_fkey" — Key (author_id)=(9) is not present in table "authors".',
        violations: [{ propertyPath: 'author_id', message: 'insert or update on table "articles" violates foreign key constraint "articles_author_id_fkey"' }],
      },
    ],
    [
      'an unknown column',
      400,
      { code: 'PGRST204', details: null, hint: null, message: "Could not find the 'titel' column of 'articles' in the schema cache" },
      {
        status: 400,
        title: 'PGRST204',
        detail: "Could not find the 'titel' column of 'articles' in the schema cache",
        violations: [{ propertyPath: 'titel', message: "Could not find the 'titel' column of 'articles' in the schema cache" }],
      },
    ],
    [
      'a check violation (no column to tell)',
      400,
      { code: '23514', details: 'Failing row contains (1, T, -3).', hint: null, message: 'new row for relation "articles" violates check constraint "articles_views_check"' },
      { status: 400, title: '23514', detail: 'new row for relation "articles" violates check constraint "articles_views_check" — Failing row contains (1, T, -3).' },
    ],
    [
      'a hint',
      404,
      { code: '42P01', details: null, hint: "Perhaps you meant the table 'public.articles'", message: 'Could not find the table \'public.article\' in the schema cache' },
      { status: 404, title: '42P01', detail: "Could not find the table 'public.article' in the schema cache — Hint: Perhaps you meant the table 'public.articles'" },
    ],
    [
      'no row for the object Accept (a 404 for the reader)',
      406,
      { code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'JSON object requested, multiple (or no) rows returned' },
      { status: 404, title: 'PGRST116', detail: 'JSON object requested, multiple (or no) rows returned — The result contains 0 rows' },
    ],
    [
      'several rows for the object Accept (kept as 406)',
      406,
      { code: 'PGRST116', details: 'The result contains 2 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' },
      { status: 406, title: 'PGRST116', detail: 'Cannot coerce the result to a single JSON object — The result contains 2 rows' },
    ],
    [
      'a permission error',
      401,
      { code: '42501', details: null, hint: null, message: 'permission denied for table articles' },
      { status: 401, title: '42501', detail: 'permission denied for table articles' },
    ],
  ])('reads %s', (_name, status, body, expected) => {
    expect(dialect.readError(json(status, body)).toJSON()).toEqual({ name: 'ApiError', ...expected })
  })

  it.each<[string, ReturnType<typeof json>, string]>([
    ['an empty body', answer(503, ''), 'postgrest: empty answer (HTTP 503)'],
    ['an HTML page', answer(502, '<html><title>502</title><body>Bad Gateway</body></html>', { 'content-type': 'text/html' }), 'postgrest: unexpected non-JSON answer (HTTP 502): 502 Bad Gateway'],
    ['an empty object', json(500, {}), 'postgrest: request failed (HTTP 500)'],
    ['an array', json(500, [1]), 'postgrest: unexpected JSON answer (HTTP 500): [1]'],
  ])('reads %s', (_name, response, detail) => {
    const error = dialect.readError(response)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.detail).toBe(detail)
  })

  it('names supabase in its messages', () => {
    expect(supabaseDialect({ apiKey: 'k' }).readError(answer(500, '')).detail).toBe('supabase: empty answer (HTTP 500)')
  })
})
