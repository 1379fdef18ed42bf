import type { Page } from 'playwright-core'
import type { DemoFixture } from './demoFixture'
import { LOGIN_PATH, articleRows, articlesPath, openSignedIn, revealInMenu, signIn } from './demoUi'

export { revealInMenu }

/** The desktop size the look is checked at. */
export const DESKTOP = { width: 1280, height: 800 }
/** The phone size the look is checked at. */
export const PHONE = { width: 375, height: 812 }

/**
 * Waits until nothing on the page says it is busy, nor is a scope's check still pending (its page loader: a scope's
 * page is not drawn yet, and what it asks of the API once the check settles is still to come).
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"], .atrium-page-loader').first().waitFor({ state: 'detached' })
}

/** Goes to a menu entry the way a person does: by its link (under "More" on a phone when it is there). */
export async function fromMenu(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true }).first()
  await revealInMenu(page, link)
  await link.click()
}

/**
 * Starts a tab of the file's shared profile without the lists another test left (remembered per person: a sign-in and
 * the menu lead back to them, filtered, sorted, as a board): its first load drops them, a reload in the tab keeps them.
 */
export async function forgetRememberedLists(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('atrium-test.fresh')) return
    sessionStorage.setItem('atrium-test.fresh', '1')
    localStorage.removeItem('persist:atrium.preferences')
  })
}

/** Pages opened by `arrive`, each closed after its test (one tab per test, so a loaded machine does not keep a dozen live demos). */
function usePages(fixture: DemoFixture, arrive: (page: Page) => Promise<void>): (size: { width: number; height: number }) => Promise<Page> {
  const opened: Page[] = []
  afterEach(async () => { await Promise.all(opened.splice(0).map((page) => page.close())) })
  return async (size) => {
    const page = await fixture.newPage(size)
    opened.push(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await forgetRememberedLists(page)
    await arrive(page)
    await settled(page)
    return page
  }
}

/**
 * Registers an `afterEach` closing every page it opened and returns `articlesPage(size)`: a page signed in as admin
 * on the scope's Articles table, reduced motion, its first rows drawn and nothing busy.
 */
export function useArticlesPages(fixture: DemoFixture, scope: 'admin' | 'editorial' = 'admin'): (size: { width: number; height: number }) => Promise<Page> {
  return usePages(fixture, async (page) => {
    await openSignedIn(page, fixture.demo.url, `${articlesPath(scope)}?layout=table`, 'admin')
    await articleRows(page).first().waitFor()
  })
}

/**
 * Registers an `afterEach` closing every page it opened and returns `articlesFromMenu(size)`: a page signed in as
 * admin from the sign-in page, then on Articles from the menu (under "More" on a phone when it is there) as a table
 * (the layout last chosen may be another), reduced motion, its rows' checkboxes drawn and nothing busy.
 */
export function useArticlesFromMenu(fixture: DemoFixture): (size: { width: number; height: number }) => Promise<Page> {
  return usePages(fixture, async (page) => {
    await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
    await signIn(page, 'admin')
    await fromMenu(page, 'Articles')
    await page.waitForURL(/\/articles\/list/)
    const table = page.getByRole('radio', { name: 'Table' })
    await table.waitFor()
    if (!(await table.isChecked())) await table.click()
    await articleRows(page).first().getByRole('checkbox').waitFor()
  })
}
