/** @jest-environment node */
// A record created from a record's tab, in Chromium against the demo, from the menu at 1280×800 and 375×812. A walk:
// Editorial → Authors → an author → Articles tab → Create → Save: back on the tab, the notice said "<title> created."
// with no Show, where a create from the articles list says it with Show (which opens the new article). It now has Show
// too, opening the new article where the tab's own Show does: in its drawer over the author
// (…/authors/read/<id>/articles/read/<articleId>); closing it returns to the tab.
import type { Page } from 'playwright-core'
import { membersOf, signInToApi } from './support/demoApi'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { openSignedIn, rowAction } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const TAB = /^\/editorial\/authors\/read\/([^/]+)(?:\/articles)?$/
const CHILD_CREATE = /^\/editorial\/authors\/read\/([^/]+)\/articles\/create$/
const CHILD_READ = /^\/editorial\/authors\/read\/([^/]+)\/articles\/read\/([^/]+)$/

const pathOf = (page: Page) => new URL(page.url()).pathname

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)("an article created from an author's tab: its notice's Show opens it in its drawer over the author, as a top-level create's does (%s)", async (label, size) => {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await openSignedIn(page, fixture.demo.url, '/editorial/articles/list', 'editor')
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Authors')
    await page.waitForURL((url) => url.pathname === '/editorial/authors/list')
    const show = await rowAction(page.locator('.atrium-list[data-resource="authors"] tbody tr:not(.atrium-table__skeleton)').first(), /^Show /)
    await show.click()
    await page.waitForURL((url) => TAB.test(url.pathname))
    const authorId = TAB.exec(pathOf(page))?.[1]
    const tab = page.locator('.atrium-tabs .atrium-list[data-resource="articles"]')
    await tab.locator('tbody tr:not(.atrium-table__skeleton)').first().waitFor()
    await tab.getByRole('button', { name: 'Create', exact: true }).first().click()
    await page.waitForURL((url) => CHILD_CREATE.test(url.pathname))
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLSelectElement>('select[name="author"]')
      return element !== null && element.getAttribute('aria-busy') !== 'true' && element.selectedIndex > 0
    })
    const title = `Shown from the tab ${label} ${Date.now()}`
    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByLabel('Status').selectOption('draft')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => TAB.test(url.pathname))

    const notice = page.locator('.atrium-notice').filter({ hasText: `${title} created.` })
    await notice.waitFor()
    const api = await signInToApi(fixture.demo.url)
    const [stored] = membersOf<{ id: number }>(await api.get(`/api/articles?title=${encodeURIComponent(title)}`))
    expect(stored).toBeDefined()
    await notice.getByRole('button', { name: 'Show', exact: true }).click()
    await page.waitForURL((url) => CHILD_READ.test(url.pathname))
    expect(CHILD_READ.exec(pathOf(page))?.slice(1)).toEqual([authorId, String(stored.id)])
    const drawer = page.locator('.atrium-drawer')
    await drawer.getByText(title, { exact: true }).first().waitFor()

    // Closed, it leaves the author's tab, the new article in it.
    await drawer.getByRole('button', { name: 'Close' }).click()
    await page.waitForURL((url) => TAB.test(url.pathname))
    expect(TAB.exec(pathOf(page))?.[1]).toBe(authorId)
    await tab.getByText(title).first().waitFor()
    expect(fixture.pageErrors).toEqual([])
  })
})
