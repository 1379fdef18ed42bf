/** @jest-environment node */
// strapiDialect against a real Strapi 5.54.0 on 127.0.0.1. scripts/setupStrapi.mjs writes a
// minimal project into the git-ignored .servers/strapi and installs it once (the first run
// takes a few minutes); each run then boots it on a free port with a fresh SQLite file.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiError, createHttpRepository, strapiDialect } from '../../lib'
import { startServer, type ServerProcess } from './serverProcess'

interface Article {
  id: number
  documentId: string
  title: string
  status: 'draft' | 'review' | 'published'
  views: number
  createdAt: string
}

const ROOT = join(__dirname, '..', '..')
const PROJECT = process.env.ATRIUM_STRAPI_DIR ?? join(ROOT, '.servers', 'strapi')

let server: ServerProcess
let folder: string

beforeAll(async () => {
  const started = Date.now()
  process.stdout.write(`[strapi] preparing ${PROJECT} (first run installs Strapi: several minutes)\n`)
  const setup = spawnSync(process.execPath, [join(ROOT, 'scripts', 'setupStrapi.mjs'), PROJECT], { stdio: 'inherit' })
  if (setup.status !== 0) throw new Error(`scripts/setupStrapi.mjs failed (exit ${setup.status ?? setup.signal}); see its output above`)
  process.stdout.write(`[strapi] project ready after ${Math.round((Date.now() - started) / 1000)} s, booting\n`)

  folder = mkdtempSync(join(tmpdir(), 'atrium-strapi-'))
  server = await startServer({
    label: 'strapi',
    command: process.execPath,
    args: () => ['server.js'],
    cwd: PROJECT,
    env: (port) => ({
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILENAME: join(folder, 'data.db'),
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'none',
    }),
    readyPath: '/api/articles',
    timeout: 120000,
  })
}, 15 * 60 * 1000)

afterAll(async () => {
  await server?.stop()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('expected a rejection')
}

test('round trip: create, list (page, sort, filter, total), read, update, a validation error on its field, delete', async () => {
  const dialect = strapiDialect()
  const articles = createHttpRepository<Article>({ path: 'articles', dialect, api: { baseUrl: server.baseUrl, fetch } })
  const created: Article[] = []
  for (const [title, status, views] of [
    ['Rust, the book (2nd ed.)', 'draft', 30], ['Go notes', 'draft', 10], ['Zig notes', 'published', 99], ['Ada notes', 'draft', 20],
  ] as const) {
    created.push(await articles.createItem({ title, status, views }))
  }
  expect(created.every((article) => typeof article.documentId === 'string')).toBe(true)

  const page1 = await articles.getCollection({ page: 1, itemsPerPage: 2, order: { views: 'desc' }, filters: { status: 'draft' } })
  expect(page1.total).toBe(3)
  expect(page1.items.map((article) => article.title)).toEqual(['Rust, the book (2nd ed.)', 'Ada notes'])
  const page2 = await articles.getCollection({ page: 2, itemsPerPage: 2, order: { views: 'desc' }, filters: { status: 'draft' } })
  expect(page2.items.map((article) => article.title)).toEqual(['Go notes'])

  const titles = async (filters: Record<string, unknown>) =>
    (await articles.getCollection({ order: { title: 'asc' }, filters })).items.map((article) => article.title)
  expect(await titles({ title: { contains: 'BOOK (2nd' } })).toEqual(['Rust, the book (2nd ed.)'])
  expect(await titles({ title: { startsWith: 'go' } })).toEqual(['Go notes'])
  expect(await titles({ views: { between: [15, 30] } })).toEqual(['Ada notes', 'Rust, the book (2nd ed.)'])
  expect(await titles({ views: { gt: 20, lte: 99 } })).toEqual(['Rust, the book (2nd ed.)', 'Zig notes'])
  expect(await titles({ views: { lt: 20, gte: 10 } })).toEqual(['Go notes'])
  expect(await titles({ status: { ne: 'draft' } })).toEqual(['Zig notes'])
  expect(await titles({ status: ['published', 'review'] })).toEqual(['Zig notes'])
  expect(await titles({ views: { isNull: false }, status: { in: ['published'] } })).toEqual(['Zig notes'])
  expect(await titles({ views: { isNull: true } })).toEqual([])

  const id = dialect.getId(created[1])
  expect(id).toBe(created[1].documentId)
  expect(await articles.getItem(id)).toEqual(created[1])

  // The whole record goes back, as a form sends it: the keys Strapi manages are left out.
  const updated = await articles.updateItem(id, { ...created[1], title: 'Go in production' })
  expect(updated).toMatchObject({ documentId: id, title: 'Go in production', views: 10 })
  expect(await articles.getItem(id)).toMatchObject({ title: 'Go in production' })

  const invalid = await rejection(articles.createItem({ status: 'draft', views: 1 }))
  expect(invalid.status).toBe(400)
  expect(invalid.violations).toEqual([{ propertyPath: 'title', message: 'title must be defined.' }])
  const several = await rejection(articles.updateItem(id, { title: 'x', views: -1 }))
  expect(several.violations?.map((violation) => violation.propertyPath)).toEqual(['title', 'views'])

  const missing = await rejection(articles.getItem('nope'))
  expect(missing.toJSON()).toEqual({ name: 'ApiError', status: 404, title: 'NotFoundError', detail: 'Not Found' })

  await articles.removeItem(id)
  expect((await rejection(articles.getItem(id))).status).toBe(404)
  expect((await articles.getCollection({ page: 1, itemsPerPage: 10 })).total).toBe(3)
})

test('and/or groups, endsWith, notIn, notContains, containsCase and fields, as Strapi reads them', async () => {
  const articles = createHttpRepository<Article>({ path: 'articles', dialect: strapiDialect(), api: { baseUrl: server.baseUrl, fetch } })
  for (const [title, status, views] of [
    ['P20 Rust notes', 'draft', 30], ['P20 Go NOTES', 'review', 10], ['P20 Zig book', 'published', 99], ['P20 ada notes', 'draft', 20],
  ] as const) {
    await articles.createItem({ title, status, views })
  }
  // Which records match is the point here, not SQLite's case-sensitive order: compared sorted.
  const titles = async (filters: Record<string, unknown>) =>
    (await articles.getCollection({ filters: { $and: [{ title: { startsWith: 'P20' } }, filters] } })).items.map((article) => article.title).sort()

  expect(await titles({ $or: [{ status: 'published' }, { views: { lt: 15 } }] })).toEqual(['P20 Go NOTES', 'P20 Zig book'])
  expect(await titles({
    status: { ne: 'published' },
    $or: [{ views: { gte: 25 } }, { $and: [{ title: { endsWith: 'notes' } }, { views: { lte: 20 } }] }],
  })).toEqual(['P20 Go NOTES', 'P20 Rust notes', 'P20 ada notes'])
  expect(await titles({ $and: [{ $or: [{ status: 'draft' }, { status: 'review' }] }, { $or: [{ views: 10 }, { views: 20 }] }] }))
    .toEqual(['P20 Go NOTES', 'P20 ada notes'])
  expect(await titles({ title: { endsWith: 'NOTES' } })).toEqual(['P20 Go NOTES', 'P20 Rust notes', 'P20 ada notes'])
  expect(await titles({ status: { notIn: ['draft', 'review'] } })).toEqual(['P20 Zig book'])
  expect(await titles({ title: { notContains: 'NOTES' } })).toEqual(['P20 Zig book'])
  // Sent as $contains (the wire tests show it); whether case counts is Strapi's database's: SQLite's LIKE ignores ASCII case.
  expect(await titles({ title: { containsCase: 'Go NOTES' } })).toEqual(['P20 Go NOTES'])

  const slim = await articles.getCollection({ filters: { title: 'P20 Zig book' }, meta: { fields: ['title'] } })
  expect(slim.items).toHaveLength(1)
  expect(slim.items[0]).toMatchObject({ title: 'P20 Zig book' })
  expect(slim.items[0]).not.toHaveProperty('status')
  expect(slim.items[0]).not.toHaveProperty('views')
})

test('locale: a localized record is written and read in each locale, per request or per resource', async () => {
  interface Post { id: number; documentId: string; title: string; body?: string; locale: string }
  const posts = createHttpRepository<Post>({ path: 'posts', dialect: strapiDialect(), api: { baseUrl: server.baseUrl, fetch } })
  const french = createHttpRepository<Post>({ path: 'posts', dialect: strapiDialect({ locale: 'fr' }), api: { baseUrl: server.baseUrl, fetch } })
  const fr = { viewResourceContext: {}, meta: { locale: 'fr' } }

  const english = await posts.createItem({ title: 'Hello', body: 'Text' })
  expect(english.locale).toBe('en')
  const id = english.documentId
  // Writing the same document in another locale adds that localization.
  const localized = await posts.updateItem(id, { title: 'Bonjour', body: 'Texte' }, fr)
  expect(localized).toMatchObject({ documentId: id, locale: 'fr', title: 'Bonjour' })

  expect(await posts.getItem(id)).toMatchObject({ title: 'Hello', locale: 'en' })
  expect(await posts.getItem(id, fr)).toMatchObject({ title: 'Bonjour', locale: 'fr' })
  expect(await french.getItem(id)).toMatchObject({ title: 'Bonjour' })
  expect((await posts.getCollection({ meta: { locale: 'fr' } })).items.map((post) => post.title)).toEqual(['Bonjour'])
  expect((await posts.getCollection({})).items.map((post) => post.title)).toEqual(['Hello'])

  await posts.removeItem(id, fr)
  expect((await rejection(posts.getItem(id, fr))).status).toBe(404)
  expect(await posts.getItem(id)).toMatchObject({ title: 'Hello' })
})
