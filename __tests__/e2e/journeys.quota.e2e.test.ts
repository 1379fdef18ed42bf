/** @jest-environment node */
// A resource with a creation quota (the demo's Bookmarks: 5 each, admin has 3), in Chromium against the demo.
// Saving the last bookmark allowed left the create page on the quota's banner and a toast, a dead end: it now lands
// on the list like any create, with its "created" notice. Once the quota is reached the banner took the Create
// button's place in the list header and pushed the heading 34 px down (the header grew 143 px on a phone): the
// button now stays, disabled, and the reason sits under the header. Create opened by its address once the quota is
// reached shows the reason and the way back to the list.
import type { Locator, Page } from 'playwright-core'
import { signInToApi } from './support/demoApi'
import { bookmarksBeforeEach } from './support/bookmarkQuota'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { openSignedIn, waitForPersistedSession } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const LIST = '/editorial/bookmarks/list'

// Each test starts from the seeded bookmarks: the ones a test added are deleted before the next.
bookmarksBeforeEach(fixture)

/** Where `element` is on the page (its box, the window's scroll added). */
async function onPage(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height }
  })
}

const opened: Page[] = []
afterEach(async () => { await Promise.all(opened.splice(0).map((page) => page.close())) })

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('Bookmarks up to the quota: the last save lands on the list with its notice, the header does not move, Create is disabled with the reason under it (%s)', async (_size, size) => {
  const api = await signInToApi(fixture.demo.url, 'admin')
  const { used, limit } = await api.get<{ used: number; limit: number }>('/api/bookmarks/quota')
  // One save that keeps the create page, then the one that reaches the quota.
  expect(limit - used).toBe(2)
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  opened.push(page)
  await openSignedIn(page, fixture.demo.url, '/editorial/articles/list', 'admin')
  await waitForPersistedSession(page)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Bookmarks')
    const list = page.locator('.atrium-list[data-resource="bookmarks"]')
    const header = list.locator('.atrium-list__header')
    const heading = header.getByRole('heading', { level: 1, name: 'Bookmarks' })
    const create = header.getByRole('button', { name: 'Create', exact: true })
    await list.getByRole('cell', { name: 'Redux Toolkit', exact: true }).waitFor()
    await create.waitFor()
    expect(await create.isEnabled()).toBe(true)
    const before = { heading: await onPage(heading), header: await onPage(header) }

    await create.click()
    for (let count = used + 1; count <= limit; count += 1) {
      await page.getByLabel('Title', { exact: true }).fill(`Saved link ${count}`)
      await page.getByLabel('Address', { exact: true }).fill(`https://example.org/${count}`)
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByText(`Saved link ${count} created.`).waitFor()
      // Below the quota the page stays for the next link, emptied, the focus on its first field.
      if (count < limit) await page.waitForFunction(() => document.activeElement === document.querySelector('.atrium-form input') && (document.activeElement as HTMLInputElement).value === '')
    }
    // The last one allowed lands where a create lands: the list, with the new record and its notice; not the quota's page.
    await page.waitForFunction(([path, notice]) => location.pathname === path
      && (document.querySelector('.atrium-notices')?.textContent ?? '').includes(notice), [LIST, `Saved link ${limit} created.`] as const)
    await list.getByRole('cell', { name: `Saved link ${limit}`, exact: true }).waitFor()
    expect(await page.getByRole('heading', { name: 'New bookmark' }).count()).toBe(0)

    // The quota read again: Create stays where it was, disabled; the heading and the header do not move on the page
    // (the window may have scrolled: the new record's row is focused, above the notices and a phone's bottom bar).
    await header.locator('button.atrium-create:disabled').waitFor()
    expect(await onPage(heading)).toEqual(before.heading)
    expect(await onPage(header)).toEqual(before.header)
    // Why, and what to do: under the header, on the list's first screen (above a phone's bottom bar), read out with the button.
    await page.evaluate(() => window.scrollTo(0, 0))
    const reasonId = await create.getAttribute('aria-describedby')
    expect(reasonId).toBeTruthy()
    const reason = page.locator(`[id="${reasonId}"]`)
    expect(await reason.innerText()).toMatch(new RegExp(`You have ${limit} of ${limit} bookmarks\\. Delete one to add another\\.`))
    const reasonBox = (await reason.boundingBox())!
    const menuBox = (await page.getByRole('navigation', { name: 'Menu' }).boundingBox())!
    const visibleFoot = menuBox.y > 0 ? menuBox.y : size.height
    expect(reasonBox.y).toBeGreaterThanOrEqual(before.header.y + before.header.height)
    expect(reasonBox.y + reasonBox.height).toBeLessThanOrEqual(visibleFoot)
    // Create is not usable: a click where it is opens nothing.
    const createBox = (await create.boundingBox())!
    await page.mouse.click(createBox.x + createBox.width / 2, createBox.y + createBox.height / 2)
    expect(await page.evaluate(() => location.pathname)).toBe(LIST)
    expect(await create.isDisabled()).toBe(true)

    // Create opened by its address (a stale tab, a link) says why, and leads back to the list.
    await page.goto(`${fixture.demo.url}/editorial/bookmarks/create`)
    await page.getByRole('heading', { name: 'Bookmark limit reached' }).waitFor()
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0)
    await page.locator('section.atrium-create').getByRole('link', { name: 'Back to bookmarks', exact: true }).click()
    await page.waitForURL((url) => url.pathname === LIST)
    await list.getByRole('cell', { name: `Saved link ${limit}`, exact: true }).waitFor()
  })
})
