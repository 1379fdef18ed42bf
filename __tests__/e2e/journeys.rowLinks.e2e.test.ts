/** @jest-environment node */
// A walk found a list's Show and Edit drawn as buttons: a middle click, Ctrl+click, "Open in new tab" and "Copy link
// address" did nothing, and hovering showed no address. They are links now, to the address their click opens (a row's
// actions, a phone card's title, the items of a row's "⋯" menu); Delete stays a button. Walked from the menu at
// 1280×800 and 375×812: hovering one points at its address, Ctrl+click opens that record in a new tab, signed in, the
// list left as it was, and a plain click opens it in the app as before (drawers over the list, pages on their own),
// the focus back in its row once the drawer closes.
import type { Locator, Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { TITLE_LABEL } from './support/demoUi'
import { useLinkTabs, type Size } from './support/linkTabs'
import { DESKTOP, PHONE, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()

const tabs = useLinkTabs(fixture)
const { openInNewTab, follow, expectNoProblems } = tabs

/** Signed in from the sign-in page, then on `entry` from the menu (under "More" on a phone), its rows drawn. */
async function fromMenuSignedIn(size: Size, entry: string, resource: string): Promise<Page> {
  const page = await tabs.fromMenuSignedIn(size, entry, resource)
  await rowsOf(page, resource).first().getByRole('checkbox').waitFor()
  await settled(page)
  return page
}

const rowsOf = (scope: Page | Locator, resource: string) =>
  scope.locator(`.atrium-list[data-resource="${resource}"] tbody tr:not(.atrium-table__skeleton)`)

/** The link of a row's action named `name`: in the row, or the item of its "⋯" menu (which this opens). */
async function rowLink(row: Locator, name: RegExp): Promise<Locator> {
  const menu = row.getByRole('button', { name: /^Actions for / })
  const link = row.getByRole('link', { name })
  await link.or(menu).first().waitFor()
  if (await menu.count() === 0) return link
  if (await menu.getAttribute('aria-expanded') !== 'true') await menu.click()
  const item = row.getByRole('menu').getByRole('menuitem', { name })
  await item.waitFor()
  expect(await item.evaluate((element) => element.tagName)).toBe('A')
  return item
}

/** Closes the row's "⋯" menu if it is open (a Ctrl+click leaves it open), by its button. */
async function closeMenu(row: Locator): Promise<void> {
  const menu = row.getByRole('button', { name: /^Actions for / })
  if (await menu.count() === 0 || await menu.getAttribute('aria-expanded') !== 'true') return
  await menu.click()
  await row.getByRole('menu').waitFor({ state: 'detached' })
}

/** Waits until the form field `field` holds `value` (it is filled once the record is read). */
async function waitForValue(field: Locator, value: string): Promise<void> {
  await field.waitFor()
  await field.page().waitForFunction(([element, expected]) => (element as HTMLInputElement | null)?.value === expected, [await field.elementHandle(), value] as const)
}

describe.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('at %s', (_name, size) => {
  test('Articles: Show and Edit lead to the drawer over the list; Ctrl+click opens it in a new tab, signed in; a plain click opens it here', async () => {
    const page = await fromMenuSignedIn(size, 'Articles', 'articles')
    await screenshotOnFailure(page, async () => {
      const row = rowsOf(page, 'articles').first()
      const edit = await rowLink(row, /^Edit /)
      const title = (await edit.getAttribute('aria-label'))!.replace(/^Edit /, '')
      const { tab, href } = await openInNewTab(page, edit, size)
      expect(href).toMatch(/^\/editorial\/articles\/list\/articles\/update\/[^/?#]+(\?.*)?$/)
      await waitForValue(tab.getByRole('dialog').getByLabel(TITLE_LABEL, { exact: true }), title)
      await closeMenu(row)

      if (size === PHONE) {
        // A card's title leads where its Show does.
        const card = row.locator('.atrium-table__card-title').getByRole('link', { name: title, exact: true })
        const show = await rowLink(row, /^Show /)
        expect(await card.getAttribute('href')).toBe(await show.getAttribute('href'))
        await closeMenu(row)
        const opened = await openInNewTab(page, card, size)
        await opened.tab.getByRole('dialog').getByRole('heading', { name: title }).waitFor()
      }

      const show = await rowLink(row, /^Show /)
      const address = await follow(page, show)
      expect(address).toMatch(/^\/editorial\/articles\/list\/articles\/read\/[^/?#]+(\?.*)?$/)
      const drawer = page.getByRole('dialog')
      await drawer.getByRole('heading', { name: title }).waitFor()
      await page.waitForFunction(() => document.querySelector('[role=dialog]')?.contains(document.activeElement) === true)
      await page.keyboard.press('Escape')
      await drawer.waitFor({ state: 'detached' })
      expect(new URL(page.url()).pathname).toBe('/editorial/articles/list')
      // The focus is back in the row it was opened from.
      expect(await row.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      expectNoProblems()
    })
  })

  test("Authors: Show leads to the author's page, and Show in the author's Articles tab to the drawer over it; both open in a new tab too", async () => {
    const page = await fromMenuSignedIn(size, 'Authors', 'authors')
    await screenshotOnFailure(page, async () => {
      const row = rowsOf(page, 'authors').first()
      const show = await rowLink(row, /^Show /)
      const name = (await show.getAttribute('aria-label'))!.replace(/^Show /, '')
      const { tab, href } = await openInNewTab(page, show, size)
      expect(href).toMatch(/^\/editorial\/authors\/read\/[^/?#]+$/)
      await tab.getByRole('heading', { level: 1, name, exact: true }).waitFor()

      await follow(page, await rowLink(row, /^Show /))
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor()
      // The author's articles, a list in the record's tab: its Show opens the article over the author's page.
      const article = rowsOf(page, 'articles').first()
      await article.getByRole('checkbox').waitFor()
      const showArticle = await rowLink(article, /^Show /)
      const articleTitle = (await showArticle.getAttribute('aria-label'))!.replace(/^Show /, '')
      const child = await openInNewTab(page, showArticle, size)
      expect(child.href).toMatch(/^\/editorial\/authors\/read\/[^/?#]+\/articles\/read\/[^/?#]+$/)
      expect(child.href.startsWith(`${href}/articles/read/`)).toBe(true)
      await child.tab.getByRole('dialog').getByRole('heading', { name: articleTitle }).waitFor()

      await follow(page, await rowLink(article, /^Show /))
      await page.getByRole('dialog').getByRole('heading', { name: articleTitle }).waitFor()
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor()
      expectNoProblems()
    })
  })

  test("Contacts: Show (behind the row's \"⋯\" where the columns leave no room) leads to the contact's page, here or in a new tab", async () => {
    const page = await fromMenuSignedIn(size, 'Contacts', 'contacts')
    await screenshotOnFailure(page, async () => {
      const row = rowsOf(page, 'contacts').first()
      const show = await rowLink(row, /^Show /)
      const name = (await show.getAttribute('aria-label'))!.replace(/^Show /, '')
      const { tab, href } = await openInNewTab(page, show, size)
      expect(href).toMatch(/^\/editorial\/contacts\/read\/[^/?#]+$/)
      await tab.getByRole('heading', { level: 1, name, exact: true }).waitFor()
      // The menu stays open after a Ctrl+click (the link is still there for another); a plain click chooses it.
      await follow(page, await rowLink(row, /^Show /))
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor()
      await page.goBack()
      await row.getByRole('checkbox').waitFor()
      expectNoProblems()
    })
  })
})
