/** @jest-environment node */
// The offline banner, in Chromium against the demo (the browser taken offline as DevTools does), on Articles reached
// from the menu. A walk at 1280×800 saw "You are offline: changes will not be saved until the connection is back."
// push the page 54 px down (the Articles heading from y 95 to 149) as the connection dropped, and span x 240–1280,
// flush against the sidebar and the window's edge while the content sits at 264–1256. Now AdminLayout shows it in its
// top bar, its end on the page's margin: nothing of the page moves nor is covered; a phone shows "Offline" there.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { sidewaysOverflow } from './support/look'
import { DESKTOP, PHONE, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

/** The boxes that matter, rounded: the list's heading, its first row's checkbox, the list's right edge, the top bar and its breadcrumb. */
function places(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect()
      return { left: Math.round(rect.left), top: Math.round(rect.top), right: Math.round(rect.right), bottom: Math.round(rect.bottom) }
    }
    return {
      heading: box('.atrium-list h1'),
      firstRow: box('.atrium-list tbody tr input[type=checkbox]'),
      list: box('.atrium-list'),
      topbar: box('.atrium-topbar'),
      breadcrumb: box('.atrium-breadcrumb'),
    }
  })
}

test.each([['1280×800', DESKTOP, /^You are offline: changes will not be saved until the connection is back\.$/], ['375×812', PHONE, /^Offline$/]] as const)(
  'at %s the offline banner moves nothing: it shows in the top bar, its end on the page\'s margin', async (_name, size, shown) => {
    const page = await articlesFromMenu(size)
    await screenshotOnFailure(page, async () => {
      const before = await places(page)
      await page.context().setOffline(true)
      try {
        const banner = page.getByRole('status').filter({ hasText: 'You are offline: changes will not be saved until the connection is back.' })
        await banner.waitFor()
        const after = await places(page)
        // Nothing moved: the heading and the first row where the pointer may be.
        expect(after.heading).toEqual(before.heading)
        expect(after.firstRow).toEqual(before.firstRow)
        // In the top bar's band, ending where the page's content ends, clear of the breadcrumb.
        const box = (await banner.boundingBox())!
        expect(box.y).toBeGreaterThanOrEqual(after.topbar.top)
        expect(box.y + box.height).toBeLessThanOrEqual(after.topbar.bottom)
        expect(Math.abs(box.x + box.width - after.list.right)).toBeLessThanOrEqual(1)
        expect(box.x).toBeGreaterThanOrEqual(after.breadcrumb.right)
        // What it says, as drawn (the sentence on a desktop, a word on a phone, the sentence still read out).
        const drawn = await banner.evaluate((element) => [...element.children].filter((child) => child.getBoundingClientRect().width > 1).map((child) => child.textContent).join(' '))
        expect(drawn).toMatch(shown)
        expect(await sidewaysOverflow(page)).toBe(0)
      } finally {
        await page.context().setOffline(false)
      }
      await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor({ state: 'detached' })
    })
  })
