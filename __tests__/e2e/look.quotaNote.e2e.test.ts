/** @jest-environment node */
// A quota's note, in Chromium against the demo (Bookmarks: 5 each), from the menu at 1280×800 and 375×812. A walk saw
// the table jump as the count reached the limit and left it: "Bookmark limit reached" came under the header, above the
// rows, and pushed them 119 px down (143 px on a phone); a delete took them back up. The list now keeps the note's place
// once the quota is read: below the limit it says the usage ("4 of 5 bookmarks used."), at the limit the reason, in the
// same place, as tall either way (the demo draws its reason on one line where it fits). The table's top stays put.
import type { Locator, Page } from 'playwright-core'
import { bookmarksBeforeEach } from './support/bookmarkQuota'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { openSignedIn, rowAction, waitForPersistedSession } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()

// Each test starts one below the quota: the seeded bookmarks and its own (the ones a test left are deleted first).
bookmarksBeforeEach(fixture, { used: (limit) => limit - 1, title: 'Almost full' })

const opened: Page[] = []
afterEach(async () => { await Promise.all(opened.splice(0).map((page) => page.close())) })

/**
 * Where the rows start: the table's top edge on the page, the window's scroll added (a save lands on the list with the
 * new record's row focused, which may scroll the window to bring that row above the notices and a phone's bottom bar).
 */
const tableTop = async (list: Locator) => list.locator('.atrium-list__body table').evaluate((table) => table.getBoundingClientRect().y + window.scrollY)

/** Whether `element` is drawn in the window, above a phone's bottom bar. */
const onScreen = async (page: Page, element: Locator, size: { height: number }) => {
  const box = (await element.boundingBox())!
  const menu = (await page.getByRole('navigation', { name: 'Menu' }).boundingBox())!
  return box.y >= 0 && box.y + box.height <= (menu.y > 0 ? menu.y : size.height)
}

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('the table does not move as Bookmarks reach the quota and leave it; the usage, then the reason, in one place (%s)', async (_size, size) => {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  opened.push(page)
  await openSignedIn(page, fixture.demo.url, '/editorial/articles/list', 'admin')
  await waitForPersistedSession(page)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Bookmarks')
    const list = page.locator('.atrium-list[data-resource="bookmarks"]')
    const header = list.locator('.atrium-list__header')
    const usage = list.getByText('4 of 5 bookmarks used.', { exact: true })
    await list.getByRole('cell', { name: 'Almost full 4', exact: true }).waitFor()
    await header.locator('button.atrium-create:enabled').waitFor()
    await usage.waitFor()
    expect(await onScreen(page, usage, size)).toBe(true)
    const before = await tableTop(list)

    // The fifth: back on the list, full, with the reason where the usage was.
    await header.getByRole('button', { name: 'Create', exact: true }).click()
    await page.getByLabel('Title', { exact: true }).fill('The fifth')
    await page.getByLabel('Address', { exact: true }).fill('https://example.org/fifth')
    await page.getByRole('button', { name: 'Save' }).click()
    await list.getByRole('cell', { name: 'The fifth', exact: true }).waitFor()
    await header.locator('button.atrium-create:disabled').waitFor()
    const reason = list.getByRole('heading', { name: 'Bookmark limit reached' })
    await reason.waitFor()
    await usage.waitFor({ state: 'hidden' })
    expect(await tableTop(list)).toBe(before)
    // On the list's first screen.
    await page.evaluate(() => window.scrollTo(0, 0))
    expect(await onScreen(page, reason, size)).toBe(true)

    // One deleted (its Undo waiting): room again, the usage back, the rows where they were.
    await (await rowAction(list.locator('table tbody tr').filter({ hasText: 'The fifth' }), /^Delete /)).click()
    await page.getByRole('alertdialog', { name: 'Delete bookmark?' }).getByRole('button', { name: 'Delete', exact: true }).click()
    await list.getByRole('cell', { name: 'The fifth', exact: true }).waitFor({ state: 'detached' })
    await header.locator('button.atrium-create:enabled').waitFor()
    await usage.waitFor()
    await reason.waitFor({ state: 'hidden' })
    expect(await tableTop(list)).toBe(before)
  })
})
