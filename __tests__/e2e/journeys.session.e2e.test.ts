/** @jest-environment node */
// Issue 14, points 3 and 9, in Chromium against the demo: switching users in
// one tab shows nothing of the previous user at any moment, and focus is
// never lost from the read drawer to the views it opens.
import type { Page } from 'playwright-core'
import { membersOf, signInToApi } from './support/demoApi'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, SIGN_OUT_BUTTON, articleRows, articlesPath, openSignedIn, signIn } from './support/demoUi'
import { watchPage } from './support/pageWatch'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()
const BOOKMARKS = '/editorial/bookmarks/list'
const NOTES = '/editorial/notes/list'

/** The sidebar's link to `name` (at desktop width, every entry is in view). */
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true })

/**
 * Before any page script runs, records every text node or element added (or
 * changed) while `window.__watching` is set whose text holds one of `texts`.
 */
async function watchTexts(page: Page, texts: readonly string[]): Promise<void> {
  await page.addInitScript((watched) => {
    const seen: string[] = []
    ;(window as unknown as { __seen: string[] }).__seen = seen
    const check = (node: Node) => {
      if (!(window as unknown as { __watching?: boolean }).__watching) return
      const text = node.textContent ?? ''
      for (const candidate of watched) if (text.includes(candidate)) seen.push(`${location.pathname}: ${candidate}`)
    }
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') check(mutation.target)
        else mutation.addedNodes.forEach(check)
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, texts)
}

test('admin opens Bookmarks, signs out, editor signs in in the same tab: no admin bookmark in the DOM at any moment', async () => {
  const admin = await signInToApi(fixture.demo.url, 'admin')
  const editor = await signInToApi(fixture.demo.url, 'editor')
  const titlesOf = async (api: typeof admin) => membersOf<{ title: string }>(await api.get('/api/bookmarks')).map((bookmark) => bookmark.title)
  const adminTitles = await titlesOf(admin)
  const editorTitles = await titlesOf(editor)
  const adminOnly = adminTitles.filter((title) => !editorTitles.some((other) => other.includes(title)))
  expect(adminOnly.length).toBeGreaterThan(0)

  const page = await pageOf(fixture, await fixture.newBrowser())
  await watchTexts(page, adminOnly)
  await screenshotOnFailure(page, async () => {
    await openSignedIn(page, fixture.demo.url, BOOKMARKS, 'admin')
    await page.locator('.atrium-list[data-resource="bookmarks"]').getByText(adminOnly[0]).waitFor()

    // From the sign-out click on, no node may carry an admin bookmark.
    await page.evaluate(() => { (window as unknown as { __watching: boolean }).__watching = true })
    await page.getByRole('button', { name: SIGN_OUT_BUTTON }).click()
    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    // A sign-out takes nobody back to where the last user was.
    expect(new URL(page.url()).searchParams.get('returnTo')).toBeNull()
    expect(await page.getByText(adminOnly[0]).count()).toBe(0)
    await signIn(page, 'editor')
    expect(new URL(page.url()).pathname).not.toBe(BOOKMARKS)
    await menuLink(page, 'Bookmarks').click()
    await page.waitForURL((url) => url.pathname === BOOKMARKS)
    const list = page.locator('.atrium-list[data-resource="bookmarks"]')
    await list.getByText(editorTitles[0], { exact: true }).waitFor()
    for (const title of adminOnly) expect(await page.getByText(title).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([])
    expect(fixture.pageErrors).toEqual([])
  })
})

test('a note admin kept in this browser is not shown to editor, who signs in next in the same tab; admin finds it again', async () => {
  const title = `Admin's note ${Date.now()}`
  const page = await pageOf(fixture, await fixture.newBrowser())
  await watchTexts(page, [title])
  await screenshotOnFailure(page, async () => {
    await openSignedIn(page, fixture.demo.url, '/editorial/articles/list', 'admin')
    await menuLink(page, 'Notes').click()
    await page.waitForURL((url) => url.pathname === NOTES)
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.getByLabel('Title').fill(title)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const notes = page.locator('.atrium-list[data-resource="notes"]')
    await page.waitForURL((url) => url.pathname === NOTES)
    await notes.getByText(title).waitFor()

    await page.evaluate(() => { (window as unknown as { __watching: boolean }).__watching = true })
    await page.getByRole('button', { name: SIGN_OUT_BUTTON }).click()
    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    await signIn(page, 'editor')
    await menuLink(page, 'Notes').click()
    await page.waitForURL((url) => url.pathname === NOTES)
    await notes.locator('[aria-busy="true"]').waitFor({ state: 'detached' })
    await notes.getByText('No notes yet', { exact: false }).first().waitFor()
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([])

    await page.evaluate(() => { (window as unknown as { __watching: boolean }).__watching = false })
    await page.getByRole('button', { name: SIGN_OUT_BUTTON }).click()
    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    await signIn(page, 'admin')
    await menuLink(page, 'Notes').click()
    await notes.getByText(title).waitFor()
    expect(fixture.pageErrors).toEqual([])
  })
})

test('the layout admin chose (Articles as a Board) is not what editor, signing in next in the same tab, finds', async () => {
  const page = await pageOf(fixture, await fixture.newBrowser())
  await screenshotOnFailure(page, async () => {
    await openSignedIn(page, fixture.demo.url, articlesPath('editorial'), 'admin')
    await articleRows(page).first().waitFor()
    await page.getByRole('radio', { name: 'Board' }).check()
    await page.locator('.atrium-board').waitFor()
    await page.getByRole('button', { name: SIGN_OUT_BUTTON }).click()
    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    await signIn(page, 'editor')
    await menuLink(page, 'Articles').click()
    await articleRows(page).first().waitFor()
    expect(await page.getByRole('radio', { name: 'Table' }).isChecked()).toBe(true)
    expect(await page.locator('.atrium-board').count()).toBe(0)
  })
})

describe('focus from the read drawer', () => {
  test.each([['Edit', 'update'], ['Delete', 'delete']])('%s moves focus into the %s view; Escape closes it at once, focus back on the list', async (button, action) => {
    const page = await pageOf(fixture, await fixture.newBrowser())
    const watch = watchPage(page)
    await openSignedIn(page, fixture.demo.url, articlesPath('admin'), 'admin')
    await screenshotOnFailure(page, async () => {
      await articleRows(page).first().waitFor()
      await articleRows(page).first().getByRole('link', { name: /^Show / }).click()
      const read = page.locator('.atrium-frame .atrium-read')
      await read.waitFor()
      await read.getByRole('button', { name: button, exact: true }).click()
      await page.waitForURL((url) => url.pathname.includes(`/articles/${action}/`))
      await page.locator(`.atrium-frame .atrium-${action}`).waitFor()
      await page.waitForFunction(() => document.querySelector('.atrium-frame')?.contains(document.activeElement) === true)
      await page.keyboard.press('Escape')
      await page.waitForURL((url) => url.pathname === articlesPath('admin'))
      await page.locator('.atrium-frame').waitFor({ state: 'detached' })
      await page.waitForFunction(() => document.activeElement !== document.body && document.activeElement?.closest('.atrium-list') !== null)
      expect(watch.take()).toEqual([])
    })
  })
})
