/** @jest-environment node */
// The breadcrumb of a view opened from a record's tab ends with what the page shows. A walk of the demo at 1280×800:
// Editorial → Authors → an author → Create in its Articles tab: the page was headed "New article", and the breadcrumb
// ended "Editorial › Authors › <author>" with the author as the current page (aria-current), no "New article" step.
// The create page, a child view drawn in place of the author's page, is now the last crumb, the author a link back to
// its Articles tab; an article read in its drawer over the author leaves the author the page shown (as a view drawn
// over a list leaves the list's crumb last). At desktop and phone widths, reached from the menu.
import type { Locator, Page } from 'playwright-core'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { openSignedIn, rowAction } from './support/demoUi'
import { saveScreenshot, screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)

const fixture = useDemoFixture()
const TAB = /^\/editorial\/authors\/read\/([^/]+)(?:\/articles)?$/
const CHILD_CREATE = /^\/editorial\/authors\/read\/([^/]+)\/articles\/create$/
const CHILD_READ = /^\/editorial\/authors\/read\/([^/]+)\/articles\/read\/([^/]+)$/

/** Saves a screenshot to look at when ATRIUM_SCREENSHOTS is set (the walk-through of a change). */
async function look(page: Page, name: string): Promise<void> {
  if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, name)
}

function breadcrumb(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Breadcrumb' })
}

/** The crumbs' texts, and the text of the one marked as the current page. */
async function crumbs(page: Page): Promise<{ texts: string[]; current: string[] }> {
  const texts = (await breadcrumb(page).locator('li').allInnerTexts()).map((text) => text.trim())
  const current = (await breadcrumb(page).locator('[aria-current="page"]').allInnerTexts()).map((text) => text.trim())
  return { texts, current }
}

/** The crumbs whose text is cut (drawn shortened, with an ellipsis). */
async function cutCrumbs(page: Page): Promise<string[]> {
  return breadcrumb(page).locator('li').evaluateAll((items) => {
    const cut = (element: Element) => element.scrollWidth > element.clientWidth + 1
    return items.filter((item) => cut(item) || [...item.children].some(cut)).map((item) => item.textContent ?? '')
  })
}

/** Signed in as editor, from the menu: Authors, then the first author's page with its Articles. Returns the author's name and id. */
async function openAuthor(size: { width: number; height: number }): Promise<{ page: Page; author: string; id: string }> {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await openSignedIn(page, fixture.demo.url, '/editorial/articles/list', 'editor')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Authors', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/editorial/authors/list')
  const show = await rowAction(page.locator('.atrium-list[data-resource="authors"] tbody tr:not(.atrium-table__skeleton)').first(), /^Show /)
  const author = ((await show.getAttribute('aria-label')) ?? (await show.innerText())).replace(/^Show /, '')
  await show.click()
  await page.getByRole('heading', { level: 1, name: author }).waitFor()
  await page.waitForURL((url) => TAB.test(url.pathname))
  await page.locator('.atrium-tabs .atrium-list[data-resource="articles"] tbody tr:not(.atrium-table__skeleton)').first().waitFor()
  await breadcrumb(page).getByText(author, { exact: true }).waitFor()
  return { page, author, id: TAB.exec(new URL(page.url()).pathname)?.[1] ?? '' }
}

describe.each([
  ['1280×800', { width: 1280, height: 800 }],
  ['375×812', { width: 375, height: 812 }],
])('%s: the breadcrumb of a view opened from an author’s Articles tab', (label, size) => {
  test('a new article from the tab is the last crumb (the current page), the author a link back to the tab', async () => {
    const { page, author, id } = await openAuthor(size)
    await screenshotOnFailure(page, async () => {
      expect(await crumbs(page)).toEqual({ texts: ['Editorial', 'Authors', author], current: [author] })
      await page.locator('.atrium-tabs').getByRole('button', { name: 'Create', exact: true }).first().click()
      await page.waitForURL((url) => CHILD_CREATE.test(url.pathname))
      await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor()
      await breadcrumb(page).getByText('New article', { exact: true }).waitFor()
      await look(page, `childCrumbs-${label}-create`)
      expect(await crumbs(page)).toEqual({ texts: ['Editorial', 'Authors', author, 'New article'], current: ['New article'] })
      // The page and the way back to the author are read whole, a phone's too: the crumbs before them give way first
      // (at 375 px the page's crumb was cut to "Ne…", and to nothing at 320 px).
      expect(await cutCrumbs(page)).toEqual(size.width < 768 ? ['Editorial', 'Authors'] : [])
      // Shortened on a phone or not, the author is never the current page: a link back to its tab.
      const back = breadcrumb(page).getByRole('link', { name: author, exact: true })
      expect(await back.getAttribute('href')).toBe(`/editorial/authors/read/${id}/articles`)
      await back.click()
      await page.waitForURL((url) => TAB.test(url.pathname))
      await page.getByRole('heading', { level: 1, name: author }).waitFor()
      expect(await crumbs(page)).toEqual({ texts: ['Editorial', 'Authors', author], current: [author] })
      expect(fixture.pageErrors).toEqual([])
    })
  })

  test('an article read in its drawer leaves the author the page shown, the last crumb', async () => {
    const { page, author } = await openAuthor(size)
    await screenshotOnFailure(page, async () => {
      const row = page.locator('.atrium-tabs .atrium-list[data-resource="articles"] tbody tr:not(.atrium-table__skeleton)').first()
      const show = await rowAction(row, /^Show /)
      const title = ((await show.getAttribute('aria-label')) ?? '').replace(/^Show /, '')
      await show.click()
      await page.waitForURL((url) => CHILD_READ.test(url.pathname))
      await page.getByRole('dialog', { name: title }).waitFor()
      await look(page, `childCrumbs-${label}-drawer`)
      expect(await crumbs(page)).toEqual({ texts: ['Editorial', 'Authors', author], current: [author] })
      expect(fixture.pageErrors).toEqual([])
    })
  })
})
