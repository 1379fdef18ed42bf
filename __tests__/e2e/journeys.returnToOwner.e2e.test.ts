/** @jest-environment node */
// The sign-in page's way back is for the person who left it (issue of session 20): admin's session expired on
// Administration (or another tab signed admin out), the sign-in page kept `returnTo=/admin/…`, and editor signing
// in there (or pressing "Continue as editor") landed on "Access denied" for a page that was never theirs. Another
// user now starts at `/` (the editorial articles); the same user still comes back to where they were.
import type { Page } from 'playwright-core'
import { revokeToken } from './support/demoApi'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, SIGN_OUT_BUTTON, articlesPath, signIn, waitForPersistedSession } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, revealInMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)

const fixture = useDemoFixture()
const USERS = '/admin/users/list'
const CATEGORIES = '/admin/categories/list'
const START = articlesPath('editorial')

/** Admin signed in from the sign-in page, then on Administration → Users from the menu. */
async function adminOnUsers(page: Page): Promise<void> {
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'admin')
  await waitForPersistedSession(page)
  await fromMenu(page, 'Users')
  await page.waitForURL((url) => url.pathname === USERS)
  // The admin scope drawn (its check answered) and its list read: nothing asks the API after the token is revoked
  // but the next menu entry (a read answered 401 after it would take the sign-in page back to Users instead).
  await page.getByRole('navigation', { name: 'Menu' }).locator('a[aria-current="page"]', { hasText: 'Users' }).waitFor()
  await settled(page)
}

/** The persisted session's token, once it is another than `before` (redux-persist writes it a moment after a sign-in). */
async function persistedToken(page: Page, before: string | null): Promise<string> {
  const handle = await page.waitForFunction((previous) => {
    const raw = localStorage.getItem('persist:atrium.session')
    const token = raw ? JSON.parse(JSON.parse(raw).token as string) as string | null : null
    return token !== null && token !== previous ? token : undefined
  }, before)
  return await handle.jsonValue() as string
}

const revoked = new WeakMap<Page, string>()

/** The token expires (the API revokes it); the next entry of the menu asks for a sign-in, to come back there. */
async function expireThenMenu(page: Page, entry: string): Promise<void> {
  const token = await persistedToken(page, revoked.get(page) ?? null)
  revoked.set(page, token)
  await revokeToken(fixture.demo.url, token)
  await fromMenu(page, entry)
  await page.waitForURL((url) => url.pathname === LOGIN_PATH && url.searchParams.get('expired') === '1')
  await page.getByRole('status').filter({ hasText: 'Your session has expired.' }).waitFor()
}

/** Where a sign-in landed, once its scope drew: the path, and whether it refused access. */
async function landing(page: Page): Promise<{ path: string; denied: number }> {
  await page.getByRole('navigation', { name: 'Menu' }).or(page.getByRole('alert').filter({ hasText: 'Access denied' })).first().waitFor()
  await settled(page)
  return { path: new URL(page.url()).pathname, denied: await page.getByRole('alert').filter({ hasText: 'Access denied' }).count() }
}

describe.each([['1280×800', DESKTOP], ['375×812', PHONE]])('at %s', (_label, size) => {
  test('a session expired on Administration: admin signing in again comes back there, editor starts at their own start', async () => {
    const page = await pageOf(fixture, await fixture.newBrowser(), size)
    await screenshotOnFailure(page, async () => {
      await adminOnUsers(page)
      await expireThenMenu(page, 'Categories')
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(CATEGORIES)
      await signIn(page, 'admin')
      expect(await landing(page)).toEqual({ path: CATEGORIES, denied: 0 })

      // Expired again (a list not read yet: Users' is still cached, and asks nothing of the API).
      await expireThenMenu(page, 'Authors')
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin/authors/list')
      await signIn(page, 'editor')
      expect(await landing(page)).toEqual({ path: START, denied: 0 })
      await page.getByText('Signed in as').filter({ hasText: 'editor' }).first().waitFor({ state: 'attached' })
      expect(fixture.pageErrors).toEqual([])
    })
  })

  test('admin signed out in another tab, editor signed in there: "Continue as editor" starts at the editorial start', async () => {
    const browser = await fixture.newBrowser()
    const first = await pageOf(fixture, browser, size)
    await adminOnUsers(first)
    const second = await pageOf(fixture, browser, size)
    await second.goto(`${fixture.demo.url}/`)
    await fromMenu(second, 'Bookmarks')
    await second.waitForURL((url) => url.pathname === '/editorial/bookmarks/list')
    await screenshotOnFailure(first, async () => {
      const signOut = second.getByRole('button', { name: SIGN_OUT_BUTTON, exact: true }).first()
      await revealInMenu(second, signOut)
      await signOut.click()
      await second.waitForURL((url) => url.pathname === LOGIN_PATH)
      await first.waitForURL((url) => url.pathname === LOGIN_PATH && url.searchParams.get('signedOut') === 'elsewhere')
      expect(new URL(first.url()).searchParams.get('returnTo')).toBe(USERS)

      await signIn(second, 'editor')
      const go = first.getByRole('button', { name: 'Continue as editor' })
      await go.click()
      expect(await landing(first)).toEqual({ path: START, denied: 0 })
      expect(fixture.pageErrors).toEqual([])
    })
  })
})
