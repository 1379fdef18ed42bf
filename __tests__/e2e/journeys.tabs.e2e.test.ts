/** @jest-environment node */
// Two tabs of one browser, in Chromium against the demo: a sign-out in one signs the other out at
// once (no record of the last user left on screen, the sign-in page saying why); a sign-in in one is
// taken over by the other, which shows nothing of the previous user and keeps what the same user typed.
import type { Page } from 'playwright-core'
import { membersOf, signInToApi } from './support/demoApi'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, SIGN_OUT_BUTTON, signIn, waitForPersistedSession } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)

const fixture = useDemoFixture()
const BOOKMARKS = '/editorial/bookmarks/list'

/** Signs out the way a person does: the sidebar's button, or on a phone the one under "More". */
async function signOutFromMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: SIGN_OUT_BUTTON, exact: true }).first()
  if (!(await button.isVisible())) await page.getByRole('navigation', { name: 'Menu' }).getByText('More', { exact: true }).click()
  await button.click()
  await page.waitForURL((url) => url.pathname === LOGIN_PATH)
}

/** Two tabs of a fresh browser profile, sized `size`; the first signed in as admin on Bookmarks from the menu, the second on them too (the session is the browser's). */
async function twoTabs(size: { width: number; height: number }): Promise<[Page, Page]> {
  const browser = await fixture.newBrowser()
  const first = await pageOf(fixture, browser, size)
  await first.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(first, 'admin')
  await waitForPersistedSession(first)
  await fromMenu(first, 'Bookmarks')
  const second = await pageOf(fixture, browser, size)
  await second.goto(`${fixture.demo.url}/`)
  await fromMenu(second, 'Bookmarks')
  for (const page of [first, second]) {
    await page.waitForURL((url) => url.pathname === BOOKMARKS)
    await settled(page)
  }
  return [first, second]
}

const titlesOf = async (account: 'admin' | 'editor') =>
  membersOf<{ title: string }>(await (await signInToApi(fixture.demo.url, account)).get('/api/bookmarks')).map((bookmark) => bookmark.title)

describe.each([['1280×800', DESKTOP], ['375×812', PHONE]])('at %s', (_label, size) => {
  test('signing out in one tab signs the other out at once: the sign-in page says why, no bookmark of admin left', async () => {
    const adminTitles = await titlesOf('admin')
    const [first, second] = await twoTabs(size)
    await screenshotOnFailure(second, async () => {
      await second.getByText(adminTitles[0], { exact: true }).first().waitFor()
      await signOutFromMenu(first)

      // The other tab follows by itself, with no click and no request refused first.
      await second.waitForURL((url) => url.pathname === LOGIN_PATH)
      await second.getByRole('status').filter({ hasText: 'You signed out in another tab.' }).waitFor()
      // It did not sign out here: signing in again comes back to where it was.
      expect(new URL(second.url()).searchParams.get('returnTo')).toBe(BOOKMARKS)
      for (const title of adminTitles) expect(await second.getByText(title, { exact: true }).count()).toBe(0)
      expect(await second.locator('main[data-session]').getAttribute('data-session')).toBe('none')

      // Signing in again in the first tab: the second one says who is signed in now.
      await signIn(first, 'editor')
      await second.locator('main[data-session="signed-in"]').waitFor()
      await second.getByRole('button', { name: 'Continue as editor' }).waitFor()
      expect(await second.getByText('You signed out in another tab.').count()).toBe(0)
      expect(fixture.pageErrors).toEqual([])
    })
  })

  test('another user signing in in one tab: the other shows none of the last user\'s bookmarks, only the new user\'s', async () => {
    const adminTitles = await titlesOf('admin')
    const editorTitles = await titlesOf('editor')
    const adminOnly = adminTitles.filter((title) => !editorTitles.includes(title))
    expect(adminOnly.length).toBeGreaterThan(0)
    const [first, second] = await twoTabs(size)
    await screenshotOnFailure(second, async () => {
      await second.getByText(adminOnly[0], { exact: true }).first().waitFor()
      // The sign-in page of the first tab offers to sign in as someone else (without signing out first).
      await first.goto(`${fixture.demo.url}${LOGIN_PATH}`)
      await first.locator('main[data-session="signed-in"]').waitFor()
      await signIn(first, 'editor')

      const list = second.locator('.atrium-list[data-resource="bookmarks"]')
      await list.getByText(editorTitles[0], { exact: true }).first().waitFor()
      await settled(second)
      for (const title of adminOnly) expect(await second.getByText(title, { exact: true }).count()).toBe(0)
      expect(new URL(second.url()).pathname).toBe(BOOKMARKS)
      expect(fixture.pageErrors).toEqual([])
    })
  })

  test('the same user signing in again in one tab: the other goes on, its form keeping what was typed, and saves', async () => {
    const [first, second] = await twoTabs(size)
    await screenshotOnFailure(second, async () => {
      await second.getByRole('button', { name: 'Create', exact: true }).click()
      const title = second.getByLabel('Title', { exact: true })
      const typed = `Kept across tabs ${Date.now()}`
      await title.fill(typed)
      const address = second.getByLabel('Address', { exact: true })
      await address.fill('https://example.org/kept-across-tabs')

      await first.goto(`${fixture.demo.url}${LOGIN_PATH}`)
      await first.locator('main[data-session="signed-in"]').waitFor()
      const login = first.waitForResponse((response) => new URL(response.url()).pathname === '/api/login_check')
      // The second tab asks who the new session is (the same user: it goes on quietly).
      const asked = second.waitForResponse((response) => new URL(response.url()).pathname === '/api/me' && response.request().headers().authorization !== undefined)
      await signIn(first, 'admin')
      const { token } = await (await login).json() as { token: string }
      const me = await asked
      expect(me.request().headers().authorization).toBe(`Bearer ${token}`)
      expect(me.status()).toBe(200)
      await me.finished()
      await settled(second)

      // Nothing was drawn again in the second tab: the form is as typed, and it saves.
      const saved = second.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bookmarks')
      expect(await second.getByRole('heading', { level: 1 }).innerText()).toMatch(/bookmark/i)
      expect(await title.inputValue()).toBe(typed)
      expect(await address.inputValue()).toBe('https://example.org/kept-across-tabs')
      await second.getByRole('button', { name: 'Save', exact: true }).click()
      expect((await saved).status()).toBe(201)
      expect(fixture.pageErrors).toEqual([])
      // Saved as typed (the bookmark is removed again: the demo allows a few per user).
      const api = await signInToApi(fixture.demo.url, 'admin')
      const created = membersOf<{ '@id': string; title: string; url: string }>(await api.get('/api/bookmarks')).find((bookmark) => bookmark.title === typed)
      expect(created?.url).toBe('https://example.org/kept-across-tabs')
      expect(await api.delete(created?.['@id'] ?? '/api/bookmarks/missing')).toBe(204)
    })
  })

  test('signing out in one tab while the other has a form typed: signing in again there brings the form back as typed', async () => {
    const [first, second] = await twoTabs(size)
    await screenshotOnFailure(second, async () => {
      await second.getByRole('button', { name: 'Create', exact: true }).click()
      const typed = `Typed before a sign-out elsewhere ${Date.now()}`
      await second.getByLabel('Title', { exact: true }).fill(typed)
      const formAt = new URL(second.url())
      await signOutFromMenu(first)

      await second.waitForURL((url) => url.pathname === LOGIN_PATH)
      await second.getByRole('status').filter({ hasText: 'what you typed and did not save is kept' }).waitFor()
      expect(await second.getByText(typed).count()).toBe(0)
      await signIn(second, 'admin')
      // Back on the form, as typed (it had been lost: 0 of its characters came back, and the list opened instead).
      await second.waitForURL((url) => url.pathname === formAt.pathname && url.search === formAt.search)
      await second.getByText('Your unsaved changes are back').waitFor()
      expect(await second.getByLabel('Title', { exact: true }).inputValue()).toBe(typed)
      expect(fixture.pageErrors).toEqual([])
    })
  })

  test('another user signing in in one tab: the other tab says so, and that what was typed there was not kept', async () => {
    const [first, second] = await twoTabs(size)
    await screenshotOnFailure(second, async () => {
      await second.getByRole('button', { name: 'Create', exact: true }).click()
      await second.getByLabel('Title', { exact: true }).fill('Typed by admin')
      await first.goto(`${fixture.demo.url}${LOGIN_PATH}`)
      await first.locator('main[data-session="signed-in"]').waitFor()
      await signIn(first, 'editor')

      // Before: the tab switched to the editor's records with no word at all.
      await second.getByRole('alert').filter({ hasText: 'You signed in as another user in another tab' }).waitFor()
      expect(await second.getByRole('alert').filter({ hasText: 'Changes not saved here were not kept.' }).count()).toBe(1)
      await settled(second)
      expect(await second.getByText('Typed by admin').count()).toBe(0)
      expect(await second.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('atrium:draft:')).length)).toBe(0)
      expect(fixture.pageErrors).toEqual([])
    })
  })
})
