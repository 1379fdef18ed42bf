/** @jest-environment node */
// A record created from a list of several pages, in Chromium against the demo, at 1280×800 and 375×812: the notice
// saying it was created opens it (the list it returns to shows its first page, and the API put the record last: the
// person had to search for it by title), and it is not drawn on the first page only to leave it.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { articleRows } from './support/demoUi'
import { DESKTOP, PHONE, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

/** Starts recording whether `title` is ever drawn in the articles list (checked at each change of the page). */
async function watchFor(page: Page, title: string): Promise<void> {
  await page.evaluate((wanted) => {
    const seen = { drawn: false }
    Object.assign(window, { __createdSeen: seen })
    new MutationObserver(() => {
      const list = document.querySelector('.atrium-list[data-resource="articles"]')
      if (list?.textContent?.includes(wanted)) seen.drawn = true
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  }, title)
}

describe.each([['1280×800', DESKTOP], ['375×812', PHONE]])('at %s', (_label, size) => {
  test("a new article's notice opens it; the first page, where the API does not put it, never draws it", async () => {
    const page = await articlesFromMenu(size)
    await screenshotOnFailure(page, async () => {
      const first = await articleRows(page).first().innerText()
      await page.getByRole('button', { name: 'Create', exact: true }).or(page.getByRole('link', { name: 'Create', exact: true })).first().click()
      const title = `Created from the menu ${size.width} ${Date.now()}`
      await page.getByLabel('Title', { exact: true }).fill(title)
      await page.getByLabel('Status', { exact: true }).selectOption({ index: 1 })
      await page.getByLabel('Author', { exact: true }).selectOption({ index: 1 })
      await watchFor(page, title)
      const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/articles')
      const refetched = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/articles')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      expect((await created).status()).toBe(201)
      await page.getByText(`${title} created.`).waitFor()
      // The list read again after the create: its first page is as it was (the API puts new articles last).
      await refetched
      await articleRows(page).first().waitFor()
      expect(await articleRows(page).first().innerText()).toBe(first)
      expect(await page.evaluate(() => (window as unknown as { __createdSeen: { drawn: boolean } }).__createdSeen.drawn)).toBe(false)
      // The notice's Show opens the new article, wherever its page is.
      const { id } = await (await created).json() as { id: number }
      await page.getByRole('status').getByRole('button', { name: 'Show', exact: true }).click()
      await page.waitForURL((url) => url.pathname.endsWith(`/articles/read/${id}`))
      await page.getByRole('heading', { name: title }).waitFor()
      expect(fixture.pageErrors).toEqual([])
    })
  })
})
