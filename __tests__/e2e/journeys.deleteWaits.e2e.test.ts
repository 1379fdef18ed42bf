/** @jest-environment node */
// While an undoable delete waits (its notice offering Undo), and once it is sent, as a person meets it in Chromium
// against the demo, at 1280×800 and 375×812, Articles opened from the menu. Walks saw:
// - an article deleted from its Show (or Edit) drawer, then Back: the drawer drew the article from the cache as if it
//   still existed (Edit and Delete offered, its form could be saved), its notice still saying "deleted" with Undo;
// - an article deleted meanwhile by someone else: the waiting DELETE answered 404, and the article came back into the
//   list with "… could not be deleted: Not Found";
// - a page left (its delete sent with `keepalive`) and come back to from the back-forward cache: the notice was still
//   there, and its Undo closed it and brought nothing back;
// - a drawer left open on an article once its DELETE was sent read it again: one more GET, answered 404.
// Now the drawer says the article does not exist (as for any deleted record; its × leads back to the list) and Undo
// shows it again; a 404 is a delete done (the article stays out, nothing is said to have failed); and the notice goes
// with the page: restored, it offers no Undo; and an article the API deleted is never read again.
import type { Locator, Page } from 'playwright-core'
import { signInToApi } from './support/demoApi'
import { useDemoFixture, pageOf } from './support/demoFixture'
import { LOGIN_PATH, articleRows, rowAction, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesFromMenu } from './support/lookPages'
import { watchPage } from './support/pageWatch'
import { saveScreenshot, screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

const MISSING = 'This record does not exist: it may have been deleted.'

/** The title of the article in `row`, as its Delete names it (a phone's row menu closed again). */
async function titleOf(page: Page, row: Locator): Promise<string> {
  const title = ((await (await rowAction(row, /^Delete /)).getAttribute('aria-label')) ?? '').replace(/^Delete /, '')
  await page.keyboard.press('Escape')
  return title
}

/** Opens `row`'s `action` (Show or Edit) in the drawer; resolves with the article's id once drawn. */
async function openFromRow(page: Page, row: Locator, action: 'Show' | 'Edit'): Promise<string> {
  await (await rowAction(row, new RegExp(`^${action} `))).click()
  const view = action === 'Show' ? 'read' : 'update'
  await page.waitForFunction((name) => new RegExp(`/articles/${name}/[^/]+$`).test(location.pathname), view)
  await page.locator('.atrium-drawer').getByRole('button', { name: 'Delete', exact: true }).waitFor()
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
}

/** Deletes the article shown in the drawer through its Delete and the confirmation; resolves with its notice. */
async function deleteFromDrawer(page: Page, title: string): Promise<Locator> {
  await page.locator('.atrium-drawer').getByRole('button', { name: 'Delete', exact: true }).click()
  const question = page.getByRole('alertdialog', { name: 'Delete article?' })
  await question.getByRole('button', { name: 'Delete', exact: true }).click()
  const notice = page.locator('.atrium-notice').filter({ hasText: `${title} deleted.` })
  await notice.waitFor()
  await question.waitFor({ state: 'detached' })
  return notice
}

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('Back to the Show or Edit drawer of an article whose delete waits: it does not exist (nothing to edit), and Undo shows it again (%s)', async (_size, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    const drawer = page.locator('.atrium-drawer')
    for (const action of ['Show', 'Edit'] as const) {
      const row = articleRows(page).nth(1)
      const title = await titleOf(page, row)
      const id = await openFromRow(page, row, action)
      const notice = await deleteFromDrawer(page, title)
      await notice.hover()
      await page.waitForFunction(() => location.pathname.endsWith('/articles/list'))
      await page.goBack()
      await page.waitForFunction((path) => location.pathname.endsWith(path), `/${action === 'Show' ? 'read' : 'update'}/${id}`)
      await notice.hover()
      await drawer.getByText(MISSING, { exact: true }).waitFor()
      // Nothing of the article: no fields, no Edit, Delete or Save; the drawer's × leads back to the list.
      expect(await drawer.getByRole('button').allInnerTexts()).toEqual(['×'])
      expect(await drawer.getByText(title, { exact: true }).count()).toBe(0)
      if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, `delete-waits-${action}-${size.width}`)

      await notice.getByRole('button', { name: 'Undo' }).click()
      await page.mouse.move(0, 0)
      if (action === 'Show') await drawer.getByRole('button', { name: 'Edit', exact: true }).waitFor()
      else expect(await drawer.getByLabel('Title', { exact: true }).inputValue()).toBe(title)
      expect(await drawer.getByText(MISSING).count()).toBe(0)
      await drawer.getByRole('button', { name: 'Close' }).click()
      await drawer.waitFor({ state: 'detached' })
      await articleRows(page).filter({ hasText: title }).first().waitFor()
    }
  })
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('an article someone else deleted while its delete waited: the DELETE\'s 404 is a delete done, nothing said to fail, and the drawer left open never draws it again nor reads it (%s)', async (_size, size) => {
  const page = await articlesFromMenu(size)
  const watch = watchPage(page)
  await screenshotOnFailure(page, async () => {
    const drawer = page.locator('.atrium-drawer')
    const row = articleRows(page).nth(2)
    const title = await titleOf(page, row)
    const sameTitle = await articleRows(page).filter({ hasText: title }).count()
    const id = await openFromRow(page, row, 'Show')
    const notice = await deleteFromDrawer(page, title)
    await notice.hover()
    await page.waitForFunction(() => location.pathname.endsWith('/articles/list'))
    await page.goBack()
    await drawer.getByText(MISSING, { exact: true }).waitFor()
    await notice.hover()
    expect(await (await signInToApi(fixture.demo.url)).delete(`/api/articles/${encodeURIComponent(id)}`)).toBe(204)
    // From now on, whatever the drawer draws: never the article's fields nor "Loading…".
    await drawer.evaluate((element) => {
      const drawn: string[] = []
      ;(window as unknown as { drawn: string[] }).drawn = drawn
      new MutationObserver((changes) => {
        for (const node of changes.flatMap((change) => [...change.addedNodes])) {
          if (node instanceof Element) drawn.push(...[node, ...node.querySelectorAll('*')].filter((added) => added.matches('dl, h1, h2, .atrium-loading')).map((added) => added.outerHTML))
        }
      }).observe(element, { subtree: true, childList: true })
    })
    const sent = page.waitForResponse((response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === `/api/articles/${id}`)
    // Every read of the article from now on (it read it again once the delete was done: a GET answered 404).
    const reads: string[] = []
    page.on('request', (request) => { if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/articles/${id}`) reads.push(request.url()) })
    // The pointer away, its time runs out.
    await page.mouse.move(0, 0)
    expect((await sent).status()).toBe(404)
    await notice.waitFor({ state: 'detached' })
    await settled(page)
    expect(await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn)).toEqual([])
    expect(await drawer.getByText(MISSING, { exact: true }).count()).toBe(1)
    expect(await page.getByRole('alert', { name: 'Errors' }).innerText()).toBe('')
    if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, `delete-404-${size.width}`)
    await drawer.getByRole('button', { name: 'Close' }).click()
    await drawer.waitFor({ state: 'detached' })
    await settled(page)
    expect(await articleRows(page).filter({ hasText: title }).count()).toBe(sameTitle - 1)
    // The lists were read again meanwhile; the article, known deleted, never.
    expect(reads).toEqual([])
    const notFound = new RegExp(`(HTTP 404 (DELETE|GET) /api/articles/${id}$|console error: Failed to load resource: .* 404)`)
    expect(watch.take([notFound])).toEqual([])
  })
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('a page left while a delete waited (sent as it went) and restored from the back-forward cache offers no Undo: the notice went with the page (%s)', async (_size, size) => {
  // A browser that keeps pages left in the back-forward cache, as a person's does.
  const page = await pageOf(fixture, await fixture.newBrowser({ backForwardCache: true }), size)
  await screenshotOnFailure(page, async () => {
    await page.addInitScript(() => {
      addEventListener('pageshow', (event) => { if (event.persisted) document.documentElement.dataset.restored = 'true' })
    })
    await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
    await signIn(page, 'admin')
    await fromMenu(page, 'Articles')
    const table = page.getByRole('radio', { name: 'Table' })
    await table.waitFor()
    if (!(await table.isChecked())) await table.click()
    const row = articleRows(page).nth(3)
    const title = await titleOf(page, row)
    // Titles may repeat (the demo's seed): the rows of that title, this one among them.
    const sameTitle = await articleRows(page).filter({ hasText: title }).count()
    const id = await openFromRow(page, row, 'Show')
    const notice = await deleteFromDrawer(page, title)
    await notice.hover()
    // Away to another page (an address typed), then Back: the demo comes back from the cache, as it was left.
    await page.goto('about:blank')
    await page.goBack({ waitUntil: 'commit' })
    await page.waitForFunction(() => document.documentElement.dataset.restored === 'true')
    await articleRows(page).first().waitFor()
    expect(await page.locator('.atrium-notice').filter({ hasText: `${title} deleted.` }).count()).toBe(0)
    expect(await page.locator('.atrium-notices').getByRole('button', { name: 'Undo' }).count()).toBe(0)
    if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, `delete-bfcache-${size.width}`)
    // It was sent as the page went: the server no longer has it (asked until it answered; each try is a request).
    const api = await signInToApi(fixture.demo.url)
    let gone = false
    for (let tries = 0; tries < 100 && !gone; tries += 1) gone = await api.get(`/api/articles/${encodeURIComponent(id)}`).then(() => false, () => true)
    expect(gone).toBe(true)
    expect(await articleRows(page).filter({ hasText: title }).count()).toBe(sameTitle - 1)
  })
})
