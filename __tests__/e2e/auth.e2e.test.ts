/** @jest-environment node */
// Sign-in, returnTo, scope authorization and sign-out, driven in Chromium
// against the demo. Each test uses a browser of its own (a fresh profile), so
// no session leaks from one test to the next.
import type { Page } from 'playwright-core'
import { useDemoFixture, pageOf } from './support/demoFixture'
import {
  LOGIN_PATH, SIGN_OUT_BUTTON, USERNAME_LABEL, articlesPath, articlesRegion, openSignedIn, signIn,
} from './support/demoUi'
import { protectedNodesSeen, watchForProtectedNodes } from './support/protectedWatch'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()

async function freshPage(): Promise<Page> {
  return pageOf(fixture, await fixture.newBrowser())
}

function pathAndQuery(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

test('signed out, a protected URL leads to sign-in with returnTo, draws nothing of the scope, and signing in returns there', async () => {
  const page = await freshPage()
  await screenshotOnFailure(page, async () => {
    const protectedPath = `${articlesPath('admin')}?sort=-title&page=2`
    await watchForProtectedNodes(page)
    await page.goto(`${fixture.demo.url}${protectedPath}`)

    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(protectedPath)
    await page.getByLabel(USERNAME_LABEL, { exact: true }).waitFor()
    expect(await protectedNodesSeen(page)).toEqual([])
    // Nobody was signed in here: no session "expired".
    expect(await page.getByText(/session has expired/).count()).toBe(0)

    await signIn(page, 'admin')
    await page.waitForURL((url) => `${url.pathname}${url.search}` === protectedPath)
    await articlesRegion(page).waitFor()
    // The watch does see the scope once it may render: the empty list above is meaningful.
    expect((await protectedNodesSeen(page)).length).toBeGreaterThan(0)
    expect(fixture.pageErrors).toEqual([])
  })
})

test('an unsafe returnTo (//evil.example) lands on the site\'s home, never on the other site', async () => {
  const page = await freshPage()
  await screenshotOnFailure(page, async () => {
    const offSite: string[] = []
    await page.route((url) => url.hostname.endsWith('evil.example'), async (route) => {
      offSite.push(route.request().url())
      await route.abort()
    })
    await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=${encodeURIComponent('//evil.example/steal')}`)
    await signIn(page, 'admin')

    const origin = new URL(fixture.demo.url).origin
    expect(new URL(page.url()).origin).toBe(origin)
    // Home is the default scope's first menu entry: a scope drawn in AdminLayout.
    await page.locator('.atrium-admin').waitFor()
    expect(new URL(page.url()).origin).toBe(origin)
    expect(pathAndQuery(page)).not.toContain('evil.example')
    expect(offSite).toEqual([])
  })
})

test('an editor on the admin scope sees Access denied and nothing of the scope; the editorial scope opens', async () => {
  const page = await freshPage()
  await screenshotOnFailure(page, async () => {
    await watchForProtectedNodes(page)
    await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=${encodeURIComponent(articlesPath('admin'))}`)
    await signIn(page, 'editor')
    await page.waitForURL((url) => url.pathname === articlesPath('admin'))

    await page.getByRole('alert').filter({ hasText: 'Access denied' }).waitFor()
    expect(await page.locator('.atrium-admin').count()).toBe(0)
    expect(await page.locator('.atrium-list').count()).toBe(0)
    expect(await protectedNodesSeen(page)).toEqual([])

    // The same session may use the editorial scope (the refusal above is about the role, not the sign-in).
    await page.goto(`${fixture.demo.url}${articlesPath('editorial')}`)
    await articlesRegion(page).waitFor()
    expect(await page.getByText('Access denied').count()).toBe(0)
  })
})

test('sign-out returns to sign-in without reloading the page, and the scope is closed afterwards', async () => {
  const page = await freshPage()
  await screenshotOnFailure(page, async () => {
    await openSignedIn(page, fixture.demo.url, articlesPath('admin'), 'admin')
    await articlesRegion(page).waitFor()
    await page.evaluate(() => { (window as { __noReload?: boolean }).__noReload = true })

    await page.getByRole('button', { name: SIGN_OUT_BUTTON }).click()
    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    await page.getByLabel(USERNAME_LABEL, { exact: true }).waitFor()
    // Nobody is taken back to the page the last user left (an expired token is: see above).
    expect(new URL(page.url()).searchParams.get('returnTo')).toBeNull()
    // A reload would have dropped the mark set on this very document.
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true)
    expect(await page.locator('.atrium-admin').count()).toBe(0)

    // The token is gone: the scope asks for a sign-in again, even after a full load, and says no session expired.
    await page.goto(`${fixture.demo.url}${articlesPath('admin')}`)
    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    await page.getByLabel(USERNAME_LABEL, { exact: true }).waitFor()
    expect(await page.getByText(/session has expired/).count()).toBe(0)
    expect(fixture.pageErrors).toEqual([])
  })
})

test('returnTo=/login lands on the app, not on a blank sign-in; a signed-in reader at /login is told who they are, and may go on or switch', async () => {
  const page = await freshPage()
  await screenshotOnFailure(page, async () => {
    await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=${encodeURIComponent(LOGIN_PATH)}`)
    await signIn(page, 'editor')
    await page.locator('.atrium-admin').waitFor()
    expect(new URL(page.url()).pathname).not.toBe(LOGIN_PATH)

    const tasks = '/editorial/tasks/list'
    await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=${encodeURIComponent(tasks)}`)
    const note = page.getByRole('status').filter({ hasText: 'You are signed in as editor' })
    await note.waitFor()
    await note.getByRole('button', { name: 'Continue as editor' }).click()
    await page.waitForURL((url) => url.pathname === tasks)

    // Or someone else signs in from the same page: the app is theirs.
    await page.goto(`${fixture.demo.url}${LOGIN_PATH}`)
    await note.waitFor()
    await signIn(page, 'admin')
    await page.getByRole('complementary').getByText('admin', { exact: true }).waitFor()
    // Signed out, the page names nobody.
    await page.getByRole('button', { name: SIGN_OUT_BUTTON }).click()
    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    await page.getByLabel(USERNAME_LABEL, { exact: true }).waitFor()
    await page.reload()
    await page.getByLabel(USERNAME_LABEL, { exact: true }).waitFor()
    // The page has asked the API who is signed in, and was told nobody.
    await page.locator('main.demo-login[data-session="none"]').waitFor()
    expect(await page.getByText('You are signed in as').count()).toBe(0)
  })
})
