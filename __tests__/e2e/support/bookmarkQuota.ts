// The demo's Bookmarks and their quota (5 each), set up through the API before each test of a file.
import { membersOf, signInToApi, type DemoApiClient } from './demoApi'
import type { DemoFixture } from './demoFixture'

/** A bookmark as the demo API returns it. */
export interface ApiBookmark { id: number; title: string }

/** Every bookmark the API lists (one page of 100: the quota keeps far fewer). */
export async function bookmarksOf(api: DemoApiClient): Promise<ApiBookmark[]> {
  return membersOf<ApiBookmark>(await api.get('/api/bookmarks?page=1&itemsPerPage=100'))
}

/**
 * Before each test of the file: the bookmarks a test added are deleted (the seeded ones, as first listed, stay), then
 * bookmarks titled `<title> <n>` are added until `used` of the quota is taken (`used(limit)`; none when omitted).
 */
export function bookmarksBeforeEach(fixture: DemoFixture, fill?: { used(limit: number): number; title: string }): void {
  let seeded: Set<number> | undefined
  beforeEach(async () => {
    const api = await signInToApi(fixture.demo.url, 'admin')
    const bookmarks = await bookmarksOf(api)
    seeded ??= new Set(bookmarks.map((bookmark) => bookmark.id))
    for (const bookmark of bookmarks) {
      if (!seeded.has(bookmark.id)) expect(await api.delete(`/api/bookmarks/${bookmark.id}`)).toBe(204)
    }
    if (!fill) return
    const { used, limit } = await api.get<{ used: number; limit: number }>('/api/bookmarks/quota')
    const slug = fill.title.toLowerCase().replace(/\W+/g, '-')
    for (let count = used + 1; count <= fill.used(limit); count += 1) {
      expect((await api.post('/api/bookmarks', { title: `${fill.title} ${count}`, url: `https://example.org/${slug}/${count}` })).status).toBe(201)
    }
    expect(await api.get('/api/bookmarks/quota')).toEqual({ used: Math.max(used, fill.used(limit)), limit })
  })
}
