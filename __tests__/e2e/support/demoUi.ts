import type { Locator, Page } from 'playwright-core'
import { ACCOUNTS } from './demoApi'

// The demo's URLs and accessible names, in one place (see demo/README.md).

/** The sign-in page. */
export const LOGIN_PATH = '/login'
/** Label of the sign-in page's user name input. */
export const USERNAME_LABEL = 'Username'
/** Label of the sign-in page's password input. */
export const PASSWORD_LABEL = 'Password'
/** The sign-in page's submit button. */
export const SIGN_IN_BUTTON = 'Sign in'
/** The sign-out button in AdminLayout's sidebar footer. */
export const SIGN_OUT_BUTTON = 'Sign out'

/** The articles list of a scope. */
export function articlesPath(scope: 'admin' | 'editorial' = 'admin'): string {
  return `/${scope}/articles/list`
}

/** The events list (calendar). */
export const EVENTS_PATH = '/editorial/events/list'

/** The articles list's body: the region named after the resource (lib/views/list/ListView.tsx). */
export function articlesRegion(page: Page): Locator {
  return page.locator('.atrium-list[data-resource="articles"]').getByRole('region', { name: /articles/i })
}

/** The articles table's rows with data (the header row and loading skeletons excluded). */
export function articleRows(page: Page): Locator {
  return articlesRegion(page).locator('table tbody tr:not(.atrium-table__skeleton)')
}

/** The 0-based index of the articles table's column whose header reads `label`. */
export async function columnIndex(page: Page, label: string): Promise<number> {
  const headers = articlesRegion(page).locator('table thead th')
  await headers.first().waitFor()
  const texts = (await headers.allInnerTexts()).map((text) => text.trim())
  const index = texts.indexOf(label)
  if (index === -1) throw new Error(`no column "${label}" in the articles table (headers: ${JSON.stringify(texts)})`)
  return index
}

/** The titles shown in the articles table, in order, once rows are drawn. */
export async function shownTitles(page: Page): Promise<string[]> {
  await articleRows(page).first().waitFor()
  const index = await columnIndex(page, TITLE_LABEL)
  return (await articleRows(page).locator(`td:nth-child(${index + 1})`).allInnerTexts()).map((text) => text.trim())
}

/** The articles form's and table's title label. */
export const TITLE_LABEL = 'Title'

/** Fills the sign-in form and submits it; resolves once the page left `/login`. */
export async function signIn(page: Page, account: keyof typeof ACCOUNTS): Promise<void> {
  await page.getByLabel(USERNAME_LABEL, { exact: true }).fill(ACCOUNTS[account].username)
  await page.getByLabel(PASSWORD_LABEL, { exact: true }).fill(ACCOUNTS[account].password)
  await page.getByRole('button', { name: SIGN_IN_BUTTON, exact: true }).click()
  await page.waitForURL((url) => url.pathname !== LOGIN_PATH)
}

/** Goes to `path` on `baseUrl`, signing in as `account` first when the demo asks. */
export async function openSignedIn(page: Page, baseUrl: string, path: string, account: keyof typeof ACCOUNTS = 'admin'): Promise<void> {
  await page.goto(`${baseUrl}${LOGIN_PATH}?returnTo=${encodeURIComponent(path)}`)
  await signIn(page, account)
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path)
}

/**
 * Waits until the session token is persisted (redux-persist writes
 * `localStorage` a moment after the sign-in), so that a full page load that
 * follows still has it.
 */
export async function waitForPersistedSession(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const raw = localStorage.getItem('persist:atrium.session')
    const token = raw ? (JSON.parse(raw) as { token?: string }).token : undefined
    return typeof token === 'string' && token !== 'null'
  })
}

/**
 * The control of a row action named `name` (`Edit <title>`…), as a person reaches it: the row's
 * link (Show, Edit) or button (Delete) in a table, or on a phone card (below 768 px, actions behind
 * "⋯") the item of the row's menu, which this opens. Click the result; its `aria-label` names the
 * record either way.
 */
export async function rowAction(row: Locator, name: RegExp): Promise<Locator> {
  await row.waitFor()
  const menu = row.getByRole('button', { name: /^Actions for / })
  if (await menu.count() === 0) return row.getByRole('link', { name }).or(row.getByRole('button', { name }))
  if (await menu.getAttribute('aria-expanded') !== 'true') await menu.click()
  const item = row.getByRole('menu').getByRole('menuitem', { name })
  await item.waitFor()
  return item
}

/**
 * Waits until the code of the record views and of their frames (dialogs, drawers) is in the page: it loads
 * once the browser idles after the first view, up to 2 s later on a loaded machine, and a test that goes
 * offline before it would meet "This part of the page could not be loaded" rather than the view it opens.
 */
export async function recordFramesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const names = performance.getEntriesByType('resource').map((entry) => entry.name)
    return [/\/ViewFrame-[^/]*\.js$/, /\/recordViewSet-[^/]*\.js$/].every((chunk) => names.some((name) => chunk.test(name)))
  })
}

/** The accessible name of the bulk bar's "⋯" on a phone. */
export const BULK_MORE = 'More actions for the selection'

/**
 * One of the bulk bar's actions, by its name, ready to click: its button where the bar shows it, else its entry in the
 * bar's "⋯" menu, opened (a phone's bar is one row: the count, the first custom action and "⋯" with the others).
 */
export async function bulkAction(bar: Locator, name: string): Promise<Locator> {
  const button = bar.getByRole('button', { name, exact: true })
  const more = bar.getByRole('button', { name: BULK_MORE, exact: true })
  await button.or(more).first().waitFor()
  if (await button.isVisible()) return button
  await more.click()
  return bar.page().getByRole('menu', { name: BULK_MORE }).getByRole('menuitem', { name, exact: true })
}

/**
 * Makes `control` of the menu visible the way a person does: at once in a sidebar, or on a phone by opening "More"
 * (again if the page moved on and closed it, as the redirect after a sign-in does).
 */
export async function revealInMenu(page: Page, control: Locator): Promise<void> {
  const closedMore = page.getByRole('navigation', { name: 'Menu' }).locator('details:not([open]) > summary')
  // The menu drawn first: on a page still loading, "not visible yet" is not "under More".
  for (;;) {
    await control.or(closedMore).first().waitFor()
    if (await control.isVisible()) return
    await closedMore.click()
  }
}
