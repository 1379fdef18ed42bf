/** @jest-environment node */
// A resource with a creation quota (the demo's Bookmarks: 5 each) and a delete waiting for its Undo, in Chromium against
// the demo. A walk at 5 of 5 deleted one: the list showed 4 rows, but "You have 5 of 5 bookmarks" stayed under the header
// and Create stayed disabled until the Undo notice lapsed (the DELETE is sent only then). Now the list counts the waiting
// delete out (Create usable at once, the reason gone); Create sends it first (its notice goes) and the create page reads
// the quota with room, so the list, the create page and the save agree. Undo counts it in again.
import type { Locator, Page } from 'playwright-core'
import { signInToApi } from './support/demoApi'
import { bookmarksBeforeEach, bookmarksOf } from './support/bookmarkQuota'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { openSignedIn, rowAction, waitForPersistedSession } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const LIST = '/editorial/bookmarks/list'

// Each test starts at the quota: the seeded bookmarks and its own up to the limit (the ones a test left are deleted first).
bookmarksBeforeEach(fixture, { used: (limit) => limit, title: 'Full link' })

const opened: Page[] = []
afterEach(async () => { await Promise.all(opened.splice(0).map((page) => page.close())) })

/** Bookmarks from the menu, at the quota: Create disabled, the reason under the header. */
async function fullList(size: { width: number; height: number }) {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  opened.push(page)
  await openSignedIn(page, fixture.demo.url, '/editorial/articles/list', 'admin')
  await waitForPersistedSession(page)
  await fromMenu(page, 'Bookmarks')
  const list = page.locator('.atrium-list[data-resource="bookmarks"]')
  const header = list.locator('.atrium-list__header')
  const create = header.getByRole('button', { name: 'Create', exact: true })
  const reason = list.locator('.atrium-list__reason')
  await header.locator('button.atrium-create:disabled').waitFor()
  await reason.getByText('You have 5 of 5 bookmarks. Delete one to add another.').waitFor()
  return { page, list, create, reason }
}

/** Deletes the bookmark titled `title` from its row; resolves with its Undo notice, held on screen (focused). */
async function deleteRow(page: Page, list: Locator, title: string): Promise<Locator> {
  const row = list.locator('table tbody tr:not(.atrium-table__skeleton)').filter({ hasText: title }).first()
  await (await rowAction(row, /^Delete /)).click()
  const question = page.getByRole('alertdialog', { name: 'Delete bookmark?' })
  await question.getByRole('button', { name: 'Delete', exact: true }).click()
  await question.waitFor({ state: 'detached' })
  const notice = page.locator('.atrium-notice').filter({ hasText: `${title} deleted.` })
  // Hovered and focused, the notice stays (its time starts again once both leave): the delete keeps waiting for Undo.
  await notice.hover()
  await notice.getByRole('button', { name: 'Undo' }).focus()
  return notice
}

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('at the quota, a delete waiting for its Undo makes room at once; Create sends it, and the create page and the save have that room (%s)', async (_size, size) => {
  const api = await signInToApi(fixture.demo.url, 'admin')
  const { page, list, create, reason } = await fullList(size)
  await screenshotOnFailure(page, async () => {
    const notice = await deleteRow(page, list, 'Full link 5')
    await list.getByText('Full link 5', { exact: true }).waitFor({ state: 'detached' })

    // The list counts it out while its Undo waits: Create usable, no reason, nothing sent yet.
    await header(list).locator('button.atrium-create:enabled').waitFor()
    await reason.waitFor({ state: 'hidden' })
    expect(await create.getAttribute('aria-describedby')).toBeNull()
    expect(await notice.isVisible()).toBe(true)
    expect((await bookmarksOf(api)).map((bookmark) => bookmark.title)).toContain('Full link 5')

    // Create sends the waiting delete first (its notice goes), then the page has room: the form, not "limit reached".
    await create.click()
    await page.getByRole('heading', { name: 'New bookmark' }).waitFor()
    await page.getByLabel('Title', { exact: true }).waitFor()
    expect(await page.getByRole('heading', { name: 'Bookmark limit reached' }).count()).toBe(0)
    await notice.waitFor({ state: 'detached' })
    expect((await bookmarksOf(api)).map((bookmark) => bookmark.title)).not.toContain('Full link 5')

    // The save has that room: the fifth again, back on the list, which is full again.
    await page.getByLabel('Title', { exact: true }).fill('Room made')
    await page.getByLabel('Address', { exact: true }).fill('https://example.org/room')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForFunction((path) => location.pathname === path
      && (document.querySelector('.atrium-notices')?.textContent ?? '').includes('Room made created.'), LIST)
    await list.getByText('Room made', { exact: true }).waitFor()
    await header(list).locator('button.atrium-create:disabled').waitFor()
    await reason.getByText('You have 5 of 5 bookmarks. Delete one to add another.').waitFor()
    expect(await api.get('/api/bookmarks/quota')).toEqual({ used: 5, limit: 5 })
  })
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('at the quota, Undo of a waiting delete takes the room back: Create disabled again with its reason, nothing sent (%s)', async (_size, size) => {
  const api = await signInToApi(fixture.demo.url, 'admin')
  const { page, list, reason } = await fullList(size)
  await screenshotOnFailure(page, async () => {
    const notice = await deleteRow(page, list, 'Full link 4')
    await header(list).locator('button.atrium-create:enabled').waitFor()
    await reason.waitFor({ state: 'hidden' })

    await notice.getByRole('button', { name: 'Undo' }).click()
    await list.getByText('Full link 4', { exact: true }).waitFor()
    await header(list).locator('button.atrium-create:disabled').waitFor()
    await reason.getByText('You have 5 of 5 bookmarks. Delete one to add another.').waitFor()
    expect(await api.get('/api/bookmarks/quota')).toEqual({ used: 5, limit: 5 })
  })
})

function header(list: Locator): Locator {
  return list.locator('.atrium-list__header')
}
