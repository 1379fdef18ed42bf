/** @jest-environment node */
// A list left and found again from the menu, in Chromium against the demo, at 1280×800 and 375×812. A walk saw
// Articles → search "routing", Apply → sort by Views → Per page 10 → Authors (menu) → Articles (menu) come back bare:
// search empty, 25 per page, no sort (only the layout was kept). As react-admin keeps a resource's list parameters, the
// menu's link now leads back to the list as it was left (filter, sort, page, page size), in its address (a new tab, a
// copied link), never with a filter the list does not declare, and not for the next person to sign in in the tab.
// "Clear filters" clears what is remembered of the filter; a list under a record keeps its state to itself.
// The breadcrumb's link back to the list (on a record's page) leads where the menu's does: Authors sorted by Name →
// an author's Show → the crumb "Authors" came back unsorted (its href was the bare list). A sign-in lands on the first
// entry's list as it was left too: it landed bare (25 a page for 10 kept) and remembered it bare over what was kept.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { membersOf, revokeToken, signInToApi } from './support/demoApi'
import { LOGIN_PATH, articleRows, rowAction, shownTitles, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()

const ARTICLES = '/editorial/articles/list'

/** A page of a browser of its own (no shared profile: nothing remembered), signed in as `account` at the scope's start. */
async function signedIn(size: { width: number; height: number }, account: 'admin' | 'editor' = 'admin'): Promise<Page> {
  const browser = await fixture.newBrowser()
  const page = await browser.newPage()
  await page.setViewportSize(size)
  page.setDefaultTimeout(30_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, account)
  return page
}

/** The list's query parameters in the page's address, as an object (the filter parsed). */
function listParams(page: Page): Record<string, unknown> {
  const params = Object.fromEntries(new URL(page.url()).searchParams)
  return params.filter === undefined ? params : { ...params, filter: JSON.parse(params.filter) as unknown }
}

/** Goes to `name` from the menu and waits for its list to be drawn and settled. */
async function openFromMenu(page: Page, name: string, path: RegExp): Promise<void> {
  await fromMenu(page, name)
  await page.waitForURL((url) => path.test(url.pathname))
  await page.locator('.atrium-list tbody tr:not(.atrium-table__skeleton)').first().waitFor()
  await settled(page)
}

/** The href of the menu's entry `name` (under "More" on a phone, where it is in the page all the same). */
const menuHref = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true }).first().getAttribute('href')

test('desktop: Articles filtered, sorted and 10 a page is found so again from the menu, also after a visit to a list under a record', async () => {
  const page = await signedIn(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await openFromMenu(page, 'Articles', /\/articles\/list$/)
    await page.getByLabel('Search titles').fill('routing')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await page.waitForURL(/filter=/)
    await page.locator('thead th').filter({ hasText: 'Views' }).getByRole('button').click()
    await page.waitForURL(/sort=views/)
    await page.getByLabel('Per page').selectOption('10')
    await page.waitForURL(/pageSize=10/)
    await settled(page)
    const left = listParams(page)
    expect(left).toEqual({ filter: { title: { contains: 'routing' } }, sort: 'views', pageSize: '10' })

    await openFromMenu(page, 'Authors', /\/authors\/list$/)
    // The link says where it leads: a new tab or a copied link finds the same list.
    const href = await menuHref(page, 'Articles')
    expect(new URL(href ?? '', fixture.demo.url).pathname).toBe(ARTICLES)
    await openFromMenu(page, 'Articles', /\/articles\/list$/)
    expect(listParams(page)).toEqual(left)
    expect(await page.getByLabel('Search titles').inputValue()).toBe('routing')
    expect(await page.getByLabel('Per page').inputValue()).toBe('10')
    expect(await page.locator('thead th[aria-sort="ascending"]').innerText()).toContain('Views')
    const titles = await shownTitles(page)
    expect(titles.length).toBeGreaterThan(0)
    for (const title of titles) expect(title.toLowerCase()).toContain('routing')

    // An author's page lists their articles under them (state of its own, not the URL's): it leaves Articles' alone.
    await openFromMenu(page, 'Authors', /\/authors\/list$/)
    await (await rowAction(page.locator('.atrium-list[data-resource="authors"] tbody tr:not(.atrium-table__skeleton)').first(), /^Show /)).click()
    await page.locator('.atrium-tabs .atrium-list[data-resource="articles"] tbody tr:not(.atrium-table__skeleton)').first().waitFor()
    await settled(page)
    await openFromMenu(page, 'Articles', /\/articles\/list$/)
    expect(listParams(page)).toEqual(left)
  })
})

test('phone: the page, then the filter, are kept through "More" and the bottom bar; "Clear filters" forgets the filter', async () => {
  const page = await signedIn(PHONE)
  await screenshotOnFailure(page, async () => {
    await openFromMenu(page, 'Articles', /\/articles\/list$/)
    await page.getByLabel('Per page').selectOption('10')
    await page.waitForURL(/pageSize=10/)
    await settled(page)
    const firstPage = await articleRows(page).first().innerText()
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next', exact: true }).click()
    await page.waitForURL(/page=2/)
    // The first page's rows stay drawn while the second is read: wait for the second's.
    await page.waitForFunction((first) => {
      const row = document.querySelector<HTMLElement>('.atrium-list[data-resource="articles"] tbody tr:not(.atrium-table__skeleton)')
      return row !== null && row.innerText !== first
    }, firstPage)
    await settled(page)
    const secondPage = await articleRows(page).first().innerText()

    await openFromMenu(page, 'Contacts', /\/contacts\/list$/)
    await openFromMenu(page, 'Articles', /\/articles\/list$/)
    expect(listParams(page)).toEqual({ page: '2', pageSize: '10' })
    expect(await articleRows(page).first().innerText()).toBe(secondPage)

    await page.getByLabel('Search titles').fill('routing')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await page.waitForURL(/filter=/)
    await settled(page)
    await openFromMenu(page, 'Contacts', /\/contacts\/list$/)
    await openFromMenu(page, 'Articles', /\/articles\/list$/)
    expect(listParams(page)).toEqual({ filter: { title: { contains: 'routing' } }, pageSize: '10' })
    expect(await page.getByLabel('Search titles').inputValue()).toBe('routing')

    // The way back to the whole list: "Clear filters", remembered as such (the page size stays what was chosen).
    await page.getByRole('button', { name: 'Clear filters', exact: true }).click()
    await page.waitForURL((url) => !url.searchParams.has('filter'))
    await settled(page)
    await openFromMenu(page, 'Contacts', /\/contacts\/list$/)
    await openFromMenu(page, 'Articles', /\/articles\/list$/)
    expect(listParams(page)).toEqual({ pageSize: '10' })
    expect(await page.getByLabel('Search titles').inputValue()).toBe('')
  })
})

test('what is remembered is the declared filter only, and none of it is left for the next person to sign in', async () => {
  const page = await signedIn(DESKTOP)
  await screenshotOnFailure(page, async () => {
    // A shared link with a filter the list does not declare: the list drops it, and so does the way back.
    const filter = encodeURIComponent(JSON.stringify({ title: { contains: 'routing' }, secret: 'x' }))
    await page.goto(`${fixture.demo.url}${ARTICLES}?filter=${filter}&sort=-views`)
    await articleRows(page).first().waitFor()
    await settled(page)
    await openFromMenu(page, 'Authors', /\/authors\/list$/)
    const href = new URL(await menuHref(page, 'Articles') ?? '', fixture.demo.url)
    expect(JSON.parse(href.searchParams.get('filter') ?? 'null')).toEqual({ title: { contains: 'routing' } })
    expect(href.searchParams.get('sort')).toBe('-views')

    // Authors searched (not the list a sign-in lands on, which would be drawn bare anyway), then signed out and in as
    // someone else in the same tab: the menu leads to the bare list.
    await page.getByLabel('Search names').fill('an')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await page.waitForURL(/filter=/)
    await settled(page)
    await openFromMenu(page, 'Articles', /\/articles\/list$/)
    expect(await menuHref(page, 'Authors')).toMatch(/\?filter=/)
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    await signIn(page, 'editor')
    await page.getByRole('navigation', { name: 'Menu' }).waitFor()
    expect(await menuHref(page, 'Authors')).toBe('/editorial/authors/list')
    await openFromMenu(page, 'Authors', /\/authors\/list$/)
    expect(listParams(page)).toEqual({})
    expect(await page.getByLabel('Search names').inputValue()).toBe('')
    expect(await page.evaluate(() => localStorage.getItem('persist:atrium.preferences') ?? '')).not.toContain('contains')
  })
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]])('%s: the breadcrumb\'s link from a record back to its list finds it as it was left, as the menu does', async (_size, size) => {
  const page = await signedIn(size)
  await screenshotOnFailure(page, async () => {
    await openFromMenu(page, 'Authors', /\/authors\/list$/)
    const authors = page.locator('.atrium-list[data-resource="authors"] tbody tr:not(.atrium-table__skeleton)')
    await page.locator('thead th').filter({ hasText: 'Name' }).getByRole('button').click()
    await page.waitForURL(/sort=name/)
    // The sorted page drawn (the old rows stay while it is read): the API's first author by name on top.
    const api = await signInToApi(fixture.demo.url, 'admin')
    const [firstAuthor] = membersOf<{ name: string }>(await api.get('/api/authors?order[name]=asc&itemsPerPage=1'))
    await authors.first().filter({ hasText: firstAuthor.name }).waitFor()
    await settled(page)
    const first = await authors.first().innerText()
    await (await rowAction(authors.nth(2), /^Show /)).click()
    await page.waitForURL(/\/authors\/read\//)
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Authors', exact: true })
    // Its address says where it leads (a new tab finds the same list), and so does the menu's.
    expect(new URL(await crumb.getAttribute('href') ?? '', fixture.demo.url).search).toBe('?sort=name')
    expect(await menuHref(page, 'Authors')).toBe(await crumb.getAttribute('href'))
    await crumb.click()
    await page.waitForURL((url) => url.pathname.endsWith('/authors/list'))
    await authors.first().waitFor()
    await settled(page)
    expect(listParams(page)).toEqual({ sort: 'name' })
    expect(await page.locator('thead th[aria-sort="ascending"]').innerText()).toContain('Name')
    expect(await authors.first().innerText()).toBe(first)
  })
})

/** The session token expires (the API revokes it); the person comes back to the site's start, which asks them to sign in. */
async function expiredAndBack(page: Page): Promise<void> {
  const token = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:atrium.session') ?? '{}').token as string) as string)
  await revokeToken(fixture.demo.url, token)
  await page.goto(`${fixture.demo.url}/`)
  await page.waitForURL((url) => url.pathname === LOGIN_PATH && url.searchParams.get('expired') === '1')
}

test.each([['1280×800', DESKTOP], ['375×812', PHONE]])('%s: a sign-in lands on its list as the same person left it, and never on another person\'s', async (_size, size) => {
  const page = await signedIn(size)
  await screenshotOnFailure(page, async () => {
    // Where a sign-in lands: Articles, the first entry, bare.
    await page.waitForURL((url) => url.pathname === ARTICLES)
    await articleRows(page).first().waitFor()
    await settled(page)
    expect(listParams(page)).toEqual({})
    await page.getByLabel('Per page').selectOption('10')
    await page.waitForURL(/pageSize=10/)
    await settled(page)
    await openFromMenu(page, 'Authors', /\/authors\/list$/)

    // The token expires; the same person signs in again: Articles as they left it, and still remembered so.
    await expiredAndBack(page)
    await signIn(page, 'admin')
    await page.waitForURL((url) => url.pathname === ARTICLES)
    await articleRows(page).first().waitFor()
    await settled(page)
    expect(listParams(page)).toEqual({ pageSize: '10' })
    expect(await page.getByLabel('Per page').inputValue()).toBe('10')
    expect(await articleRows(page).count()).toBe(10)
    await openFromMenu(page, 'Authors', /\/authors\/list$/)
    expect(new URL(await menuHref(page, 'Articles') ?? '', fixture.demo.url).search).toBe('?pageSize=10')

    // Someone else signs in in the same tab: they land on the bare list, and nothing of the last person's is kept.
    await expiredAndBack(page)
    await signIn(page, 'editor')
    await page.waitForURL((url) => url.pathname === ARTICLES)
    await articleRows(page).first().waitFor()
    await settled(page)
    expect(listParams(page)).toEqual({})
    expect(await page.getByLabel('Per page').inputValue()).toBe('25')
    expect(await menuHref(page, 'Articles')).toBe(ARTICLES)
    // What is kept in the browser follows (redux-persist writes a moment later).
    await page.waitForFunction(() => !(localStorage.getItem('persist:atrium.preferences') ?? 'pageSize').includes('pageSize'))
  })
})
