/** @jest-environment node */
// The dark scheme, in Chromium against the demo, from the menu. A walk saw "Bookmark limit reached" (Bookmarks, 5 of 5
// saved) stay a light-yellow box with dark text on the dark scheme's near-black page, at 1280×800 and 375×812: the
// demo's stylesheet drew it with hard-coded colours. It now takes the theme's warning tokens, as every colour of the
// demo's stylesheet takes one (theme/hostColours checks the stylesheets).
import { signInToApi } from './support/demoApi'
import { useDemoFixture } from './support/demoFixture'
import { drawnLightness } from './support/look'
import { DESKTOP, PHONE, fromMenu, useArticlesPages } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesPage = useArticlesPages(fixture, 'editorial')

// Admin's bookmarks filled up to the quota for each test, and the ones added deleted after it.
const added: number[] = []
beforeEach(async () => {
  const api = await signInToApi(fixture.demo.url, 'admin')
  const { used, limit } = await api.get<{ used: number; limit: number }>('/api/bookmarks/quota')
  for (let count = used; count < limit; count += 1) {
    const { status, body } = await api.post('/api/bookmarks', { title: `Dark scheme ${count}`, url: `https://example.com/dark/${count}` })
    expect(status).toBe(201)
    added.push((body as { id: number }).id)
  }
})
afterEach(async () => {
  const api = await signInToApi(fixture.demo.url, 'admin')
  for (const id of added.splice(0)) expect(await api.delete(`/api/bookmarks/${id}`)).toBe(204)
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('at %s in the dark scheme, "Bookmark limit reached" is dark like the page, its text light', async (_name, size) => {
  const page = await articlesPage(size)
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' })
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Bookmarks')
    const note = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Bookmark limit reached' }) })
    await note.waitFor()
    const box = (await note.boundingBox())!
    // Inside the box, left of its text: its background as drawn.
    const inside = await drawnLightness(page, { x: box.x + 4, y: box.y + 4, width: 8, height: Math.min(24, box.height - 8) })
    const pageBackground = await drawnLightness(page, { x: box.x + 4, y: box.y - 12, width: 8, height: 8 })
    expect(pageBackground).toBeLessThan(60)
    expect(inside).toBeLessThan(80)
    // Its text lighter than its background (relative luminance of the computed colours).
    const [text, background] = await note.evaluate((element) => {
      const luminance = (colour: string) => {
        const [r, g, b] = colour.match(/[\d.]+/g)!.slice(0, 3).map(Number)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const style = getComputedStyle(element)
      return [luminance(style.color), luminance(style.backgroundColor)]
    })
    expect(text - background).toBeGreaterThan(120)
  })
})
