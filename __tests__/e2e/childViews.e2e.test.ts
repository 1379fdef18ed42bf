/** @jest-environment node */
// Views in the URL over a record page, in the demo in Chromium: an author's Articles, its one tab
// (drawn under the author with no tab list: …/authors/read/<id>, or …/<id>/articles once a view
// opened from it is closed), an article opened from it in its drawer over the author
// (…/articles/read/<articleId>), restored by a reload and left with Back, and a new article
// created from the tab with that author already selected; the tab's list draws no Author column (the author is the
// page's). At desktop and phone widths.
import type { Page } from 'playwright-core'
import { signInToApi, membersOf } from './support/demoApi'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { openSignedIn, rowAction } from './support/demoUi'
import { saveScreenshot, screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)

const fixture = useDemoFixture()
// The author's page, with its one tab's path or without it (the first tab is shown either way).
const TAB = /^\/editorial\/authors\/read\/([^/]+)(?:\/articles)?$/
const CHILD_READ = /^\/editorial\/authors\/read\/([^/]+)\/articles\/read\/([^/]+)$/
const CHILD_CREATE = /^\/editorial\/authors\/read\/([^/]+)\/articles\/create$/

/** Saves a screenshot to look at when ATRIUM_SCREENSHOTS is set (the walk-through of a change). */
async function look(page: Page, name: string): Promise<void> {
  if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, name)
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname
}

async function signedInPage(size: { width: number; height: number }): Promise<Page> {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await openSignedIn(page, fixture.demo.url, '/editorial/articles/list', 'editor')
  return page
}

/** From the menu: Authors, then the first author's page, with its articles under it. Returns the author's name. */
async function openAuthorArticles(page: Page): Promise<string> {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Authors', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/editorial/authors/list')
  const show = await rowAction(page.locator('.atrium-list[data-resource="authors"] tbody tr:not(.atrium-table__skeleton)').first(), /^Show /)
  const name = ((await show.getAttribute('aria-label')) ?? (await show.innerText())).replace(/^Show /, '')
  await show.click()
  await page.getByRole('heading', { level: 1, name }).waitFor()
  await page.waitForURL((url) => TAB.test(url.pathname))
  await articlesUnder(page).locator('tbody tr:not(.atrium-table__skeleton)').first().waitFor()
  // One tab is no choice: no lone tab button over the list (a walk saw "Articles" as a tab, then as the list's title).
  expect(await page.getByRole('tablist').count()).toBe(0)
  expect(await page.getByRole('tab').count()).toBe(0)
  return name
}

/** The author's articles, drawn under the author. */
function articlesUnder(page: Page) {
  return page.locator('.atrium-tabs .atrium-list[data-resource="articles"]')
}

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 812 }],
])('an author’s Articles tab (%s)', (label, size) => {
  test('an article opens over the author at …/articles/read/<id>; a reload restores it, Back returns to the tab', async () => {
    const page = await signedInPage(size)
    await screenshotOnFailure(page, async () => {
      const author = await openAuthorArticles(page)
      const tab = articlesUnder(page)
      const showArticle = await rowAction(tab.locator('tbody tr:not(.atrium-table__skeleton)').first(), /^Show /)
      const title = ((await showArticle.getAttribute('aria-label')) ?? '').replace(/^Show /, '')
      await look(page, `child-${label}-1-tab`)
      await showArticle.click()
      await page.waitForURL((url) => CHILD_READ.test(url.pathname))
      const drawer = page.getByRole('dialog', { name: title })
      await drawer.waitFor()
      // The author's page stays under the drawer.
      await page.getByRole('heading', { level: 1, name: author }).waitFor({ state: 'attached' })
      await look(page, `child-${label}-2-drawer`)

      const childUrl = pathOf(page)
      await page.reload()
      await page.getByRole('dialog', { name: title }).waitFor()
      expect(pathOf(page)).toBe(childUrl)

      await page.goBack()
      await page.waitForURL((url) => TAB.test(url.pathname))
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await articlesUnder(page).getByText(title, { exact: true }).first().waitFor()
      expect(fixture.pageErrors).toEqual([])
    })
  })

  test('the tab draws no Author column (nor an Author field on a phone card): every row would name the author above it', async () => {
    const page = await signedInPage(size)
    await screenshotOnFailure(page, async () => {
      const author = await openAuthorArticles(page)
      const tab = articlesUnder(page)
      const headers = (await tab.locator('thead th').allInnerTexts()).map((text) => text.trim())
      expect(headers).toEqual(expect.arrayContaining(['Title', 'Status', 'Views']))
      expect(headers).not.toContain('Author')
      // Nowhere in the rows: no cell (or card field) ends with the name of the author the page is about (a title
      // made by the create test below may hold it, followed by the time).
      const endsWithAuthor = new RegExp(`${author.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      expect(await tab.locator('tbody td').filter({ hasText: endsWithAuthor }).count()).toBe(0)
      expect(await tab.locator('.atrium-table__card-label').filter({ hasText: /^Author$/ }).count()).toBe(0)
      // The Articles list itself keeps it.
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Articles', exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/editorial/articles/list')
      await tab.waitFor({ state: 'detached' })
      const list = page.locator('.atrium-list[data-resource="articles"]')
      await list.locator('tbody tr:not(.atrium-table__skeleton)').first().waitFor()
      expect((await list.locator('thead th').allInnerTexts()).map((text) => text.trim())).toContain('Author')
    })
  })

  test('a new article created from the tab starts with that author selected, and saving returns to the tab', async () => {
    const page = await signedInPage(size)
    await screenshotOnFailure(page, async () => {
      const author = await openAuthorArticles(page)
      const authorId = TAB.exec(pathOf(page))?.[1]
      const tab = articlesUnder(page)
      await tab.getByRole('button', { name: 'Create', exact: true }).first().click()
      await page.waitForURL((url) => CHILD_CREATE.test(url.pathname))
      await page.getByRole('link', { name: `Back to ${author}` }).waitFor()
      const select = page.getByLabel('Author')
      await page.waitForFunction(() => {
        const element = document.querySelector<HTMLSelectElement>('select[name="author"]')
        return element !== null && element.getAttribute('aria-busy') !== 'true' && element.selectedIndex > 0
      })
      expect(await select.inputValue()).toBe(`/api/authors/${authorId}`)
      expect((await select.locator('option:checked').innerText()).trim()).toBe(author)
      await look(page, `child-${label}-3-create`)

      const title = `From ${author}'s tab ${label} ${Date.now()}`
      await page.getByLabel('Title').fill(title)
      await page.getByLabel('Status').selectOption('draft')
      await page.getByRole('button', { name: 'Save' }).click()
      await page.waitForURL((url) => TAB.test(url.pathname))
      await articlesUnder(page).getByText(title).waitFor()
      await look(page, `child-${label}-4-saved`)

      const api = await signInToApi(fixture.demo.url)
      const stored = membersOf<{ title: string; author: string }>(await api.get(`/api/articles?title=${encodeURIComponent(title)}`))
      expect(stored.map((article) => article.author)).toEqual([`/api/authors/${authorId}`])
      expect(fixture.pageErrors).toEqual([])
    })
  })
})
