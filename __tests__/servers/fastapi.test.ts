/** @jest-environment node */
// fastapiDialect against a real FastAPI 0.92 + uvicorn from Debian's packages (python3-fastapi,
// uvicorn; .ci/run installs them), serving fastapi_app/main.py on 127.0.0.1.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { ApiError, configureAtrium, createAtriumStore, createHttpRepository, createViewResource, fastapiDialect } from '../../lib'
import type { FastapiDialectOptions } from '../../lib'
import { startServer, type ServerProcess } from './serverProcess'

interface Article {
  id: number
  title: string
  status: 'draft' | 'review' | 'published'
  views: number
}

// Debian's interpreter, where apt installs FastAPI (a pyenv python3 may come first on PATH).
const PYTHON = '/usr/bin/python3'
// The app reads views_gte / views_lte and status_not; every other operator stays refused.
const operatorParam: FastapiDialectOptions['operatorParam'] = (field, operator) =>
  operator === 'gte' || operator === 'lte' ? `${field}_${operator}` : operator === 'notIn' ? `${field}_not` : undefined

let server: ServerProcess

beforeAll(async () => {
  try {
    execFileSync(PYTHON, ['-c', 'import fastapi, uvicorn'], { stdio: 'pipe' })
  } catch {
    throw new Error(`FastAPI is not installed for ${PYTHON}: run apt-get install -y python3-fastapi uvicorn (.ci/run does)`)
  }
  server = await startServer({
    label: 'fastapi',
    command: PYTHON,
    args: (port) => ['-m', 'uvicorn', 'main:app', '--host', '127.0.0.1', '--port', String(port), '--log-level', 'warning'],
    cwd: join(__dirname, 'fastapi_app'),
    env: () => ({ ...process.env, PYTHONDONTWRITEBYTECODE: '1' }),
    readyPath: '/items',
    timeout: 90_000,
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

function repository(path: string, options: FastapiDialectOptions) {
  return createHttpRepository<Article>({ path, dialect: fastapiDialect({ operatorParam, ...options }), api: { baseUrl: server.baseUrl, fetch } })
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('expected a rejection')
}

const SEED = [['Rust notes', 'draft', 30], ['Go notes', 'draft', 10], ['Zig notes', 'published', 99], ['Ada notes', 'draft', 20]] as const

describe.each<[string, string, FastapiDialectOptions, boolean]>([
  // The bare array's total comes from its Content-Range header.
  ['skip-limit, bare array', '/items', { pagination: 'skip-limit' }, true],
  ['page-size, { items, total }', '/articles', { pagination: 'page-size' }, true],
])('FastAPI round trip (%s)', (_name, path, options, hasTotal) => {
  test('create, list (page, sort, filter), read, update, a real 422 on its field, delete', async () => {
    const articles = repository(path, options)
    const created: Article[] = []
    for (const [title, status, views] of SEED) created.push(await articles.createItem({ title, status, views }))
    expect(created.map((article) => article.id)).toEqual([1, 2, 3, 4])

    const page1 = await articles.getCollection({ page: 1, itemsPerPage: 2, order: { views: 'desc' }, filters: { status: 'draft' } })
    expect(page1.items.map((article) => article.title)).toEqual(['Rust notes', 'Ada notes'])
    expect(page1.total).toBe(hasTotal ? 3 : undefined)
    const page2 = await articles.getCollection({ page: 2, itemsPerPage: 2, order: { views: 'desc' }, filters: { status: 'draft' } })
    expect(page2.items.map((article) => article.title)).toEqual(['Go notes'])

    const titles = async (filters: Record<string, unknown>, order: Record<string, 'asc' | 'desc'> = { title: 'asc' }) =>
      (await articles.getCollection({ order, filters })).items.map((article) => article.title)
    expect(await titles({ status: ['published', 'review'] })).toEqual(['Zig notes'])
    expect(await titles({ views: { between: [15, 30] } })).toEqual(['Ada notes', 'Rust notes'])
    expect(await titles({ status: { notIn: ['draft'] } })).toEqual(['Zig notes'])
    await expect(titles({ $or: [{ status: 'draft' }, { views: 99 }] })).rejects.toThrow("fastapi dialect cannot express an '$or' filter group")
    expect(await titles({}, { status: 'desc', views: 'asc' })).toEqual(['Zig notes', 'Go notes', 'Ada notes', 'Rust notes'])
    await expect(titles({ title: { contains: 'notes' } })).rejects.toThrow("fastapi dialect cannot express the filter operator 'contains'")

    const id = String(created[1].id)
    expect(await articles.getItem(id)).toEqual(created[1])
    // The whole record goes back, as a form may send it: the app forbids unknown keys, so the id must stay out.
    const updated = await articles.updateItem(id, { ...created[1], '@id': `${path}/${id}`, title: 'Go in production' } as Article)
    expect(updated).toEqual({ ...created[1], title: 'Go in production' })

    const invalid = await rejection(articles.createItem({ title: 'x', status: 'draft', views: -1 }))
    expect(invalid.status).toBe(422)
    expect(invalid.violations?.map((violation) => violation.propertyPath)).toEqual(['title', 'views'])
    expect(invalid.violations?.[0].message).toMatch(/at least 2 characters/)
    const missing = await rejection(articles.createItem({ status: 'draft' }))
    expect(missing.violations).toEqual([{ propertyPath: 'title', message: 'field required' }])
    const badUpdate = await rejection(articles.updateItem(id, { status: 'archived' as Article['status'] }))
    expect(badUpdate.violations?.map((violation) => violation.propertyPath)).toEqual(['status'])

    const notFound = await rejection(articles.getItem('999'))
    expect(notFound.toJSON()).toEqual({ name: 'ApiError', status: 404, detail: 'Item not found' })

    await articles.removeItem(id)
    expect((await rejection(articles.getItem(id))).status).toBe(404)
    expect((await articles.getCollection({})).items).toHaveLength(3)
  })
})

test('bulk delete through a resource: FastAPI has no bulk route, so one DELETE per record, each outcome told apart', async () => {
  configureAtrium({ api: { baseUrl: server.baseUrl, fetch } })
  try {
    const items = createViewResource<Article>('fastapiBulkItems', { path: 'items', dialect: fastapiDialect({ operatorParam }) })
    const a = await items.repository.createItem({ title: 'Bulk one', status: 'draft', views: 1 })
    const b = await items.repository.createItem({ title: 'Bulk two', status: 'draft', views: 2 })
    const store = createAtriumStore({ persist: false })
    const outcome = await store.dispatch(items.endpoints.deleteMany.initiate({ ids: [String(a.id), '999', String(b.id)] }))
    expect(outcome.data?.done).toEqual([String(a.id), String(b.id)])
    expect(outcome.data?.failed).toEqual([{ id: '999', error: { name: 'ApiError', status: 404, detail: 'Item not found' } }])
    expect((await rejection(items.repository.getItem(String(a.id)))).status).toBe(404)
  } finally {
    configureAtrium({})
  }
})
