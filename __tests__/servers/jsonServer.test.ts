/** @jest-environment node */
// restDialect against a real json-server 0.17.4 (npm devDependency) on 127.0.0.1.
// json-server has no validation of its own: server.cjs adds one middleware that answers
// 422 for an article without a title, so the error mapping is proven on a real HTTP answer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiError, createHttpRepository, restDialect } from '../../lib'
import { startServer, type ServerProcess } from './serverProcess'

interface Article {
  id: number
  title: string
  status: 'draft' | 'review' | 'published'
  views: number
}

let server: ServerProcess
let folder: string

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'atrium-json-server-'))
  const db = join(folder, 'db.json')
  writeFileSync(db, JSON.stringify({ articles: [] }))
  server = await startServer({
    label: 'json-server',
    command: process.execPath,
    args: () => [join(__dirname, 'json_server', 'server.cjs')],
    cwd: join(__dirname, '..', '..'),
    env: (port) => ({ ...process.env, PORT: String(port), DB: db }),
    readyPath: '/articles',
    timeout: 90_000,
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

function repository() {
  return createHttpRepository<Article>({ path: '/articles', dialect: restDialect(), api: { baseUrl: server.baseUrl, fetch } })
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

test('round trip: create, list (page, sort, filter, total), read, update, errors, delete', async () => {
  const articles = repository()
  const created: Article[] = []
  for (const [title, status, views] of [
    ['Rust for C++ (2nd ed.)', 'draft', 30], ['Go in practice', 'draft', 10], ['Zig notes', 'published', 99], ['Ada again', 'draft', 20],
  ] as const) {
    created.push(await articles.createItem({ title, status, views }))
  }
  expect(created.map((article) => typeof article.id)).toEqual(['number', 'number', 'number', 'number'])

  const page1 = await articles.getCollection({ page: 1, itemsPerPage: 2, order: { views: 'desc' }, filters: { status: 'draft' } })
  expect(page1.total).toBe(3)
  expect(page1.items.map((article) => article.title)).toEqual(['Rust for C++ (2nd ed.)', 'Ada again'])
  const page2 = await articles.getCollection({ page: 2, itemsPerPage: 2, order: { views: 'desc' }, filters: { status: 'draft' } })
  expect(page2.items.map((article) => article.title)).toEqual(['Go in practice'])

  const titles = async (filters: Record<string, unknown>): Promise<string[]> =>
    (await articles.getCollection({ order: { title: 'asc' }, filters })).items.map((article) => article.title)
  expect(await titles({ title: { contains: 'c++ (2nd' } })).toEqual(['Rust for C++ (2nd ed.)'])
  expect(await titles({ title: { startsWith: 'go' } })).toEqual(['Go in practice'])
  expect(await titles({ views: { between: [15, 30] } })).toEqual(['Ada again', 'Rust for C++ (2nd ed.)'])
  expect(await titles({ status: { ne: 'draft' } })).toEqual(['Zig notes'])
  expect(await titles({ status: ['published', 'review'] })).toEqual(['Zig notes'])
  expect(await titles({ q: 'notes' })).toEqual(['Zig notes'])
  expect(await titles({ title: { endsWith: 'NOTES' } })).toEqual(['Zig notes'])
  expect(await titles({ status: { notIn: ['draft', 'review'] } })).toEqual(['Zig notes'])
  expect(await titles({ title: { notContains: 'IN' } })).toEqual(['Rust for C++ (2nd ed.)', 'Zig notes'])
  // json-server ORs a repeated _like: two text conditions on one field travel as one expression.
  expect(await titles({ title: { startsWith: 'G', notContains: 'practice' } })).toEqual([])
  expect(await titles({ title: { contains: 'a', notContains: 'again' } })).toEqual(['Go in practice'])
  expect(await titles({ publishedAt: { before: '2024-01-01' }, status: 'published' })).toEqual([])
  await expect(titles({ $or: [{ status: 'published' }, { views: 10 }] })).rejects.toThrow("rest dialect cannot express an '$or' filter group")

  const id = String(created[1].id)
  expect(await articles.getItem(id)).toEqual(created[1])

  const updated = await articles.updateItem(id, { title: 'Go in production', views: 11 })
  expect(updated).toEqual({ ...created[1], title: 'Go in production', views: 11 })
  expect(await articles.getItem(id)).toEqual(updated)

  const invalid = await rejection(articles.createItem({ status: 'draft' }))
  expect(invalid.status).toBe(422)
  expect(invalid.violations).toEqual([{ propertyPath: 'title', message: 'Title must have at least 2 characters' }])

  const missing = await rejection(articles.getItem('9999'))
  expect(missing.status).toBe(404)
  expect(missing.detail).toBe('rest: not found (HTTP 404)')

  await articles.removeItem(id)
  expect((await rejection(articles.getItem(id))).status).toBe(404)
  expect((await articles.getCollection({ page: 1, itemsPerPage: 10 })).total).toBe(3)
})
