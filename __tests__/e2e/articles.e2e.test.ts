/** @jest-environment node */
// The articles of the demo in Chromium: list state in the URL, the drawer over
// the list, optimistic writes and their rollback, realtime changes from
// another client, and the board. One demo (one database) for the file; each
// test signs in with a browser of its own so that remembered layouts and
// sessions never leak between tests.
import type { Page, Request } from 'playwright-core'
import { membersOf, signInToApi, type ApiArticle } from './support/demoApi'
import { pageOf, useDemoFixture } from './support/demoFixture'
import {
  TITLE_LABEL, articleRows, articlesPath, articlesRegion, columnIndex, openSignedIn, shownTitles,
} from './support/demoUi'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()
const LIST = articlesPath('admin')
const OVER_LIST = /^\/admin\/articles\/list\/articles\/update\/([^/]+)$/
const REFUSAL = 'This title is not allowed.'

async function signedInPage(path: string, size?: { width: number; height: number }): Promise<Page> {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await openSignedIn(page, fixture.demo.url, path, 'admin')
  return page
}

function isArticleList(request: Request): boolean {
  const url = new URL(request.url())
  return request.method() === 'GET' && url.pathname === '/api/articles'
}

/** The list's query string, every key, as a plain object (order of keys ignored). */
function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams)
}

/** Waits until the table shows `titles` (the first one drawn is enough to know which answer is drawn). */
async function waitForTitles(page: Page, titles: readonly string[]): Promise<void> {
  const index = await columnIndex(page, TITLE_LABEL)
  await articleRows(page).first().locator('td').nth(index).getByText(titles[0], { exact: true }).waitFor()
  expect(await shownTitles(page)).toEqual(titles)
}

async function apiTitles(query: string): Promise<string[]> {
  const api = await signInToApi(fixture.demo.url)
  return membersOf<ApiArticle>(await api.get(`/api/articles${query}`)).map((article) => article.title)
}

/** A waiter started before the action it waits for: its rejection (a test failed first) is never unhandled. */
function waiter<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}

/** The first title shown only once (the seed, like real data, repeats some titles). */
function uniqueTitle(titles: readonly string[]): string {
  const title = titles.find((candidate) => titles.indexOf(candidate) === titles.lastIndexOf(candidate))
  if (title === undefined) throw new Error(`every title on this page is repeated: ${JSON.stringify(titles)}`)
  return title
}

function markNoReload(page: Page): Promise<void> {
  return page.evaluate(() => { (window as { __noReload?: boolean }).__noReload = true })
}

function stillNoReload(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as { __noReload?: boolean }).__noReload)
}

test('filter, sort, page and layout go to the URL, reach the API, and survive a reload', async () => {
  const page = await signedInPage(LIST)
  await screenshotOnFailure(page, async () => {
    await articleRows(page).first().waitFor()

    const filters = page.getByRole('search', { name: 'Filters' })
    await filters.getByLabel('Status', { exact: true }).selectOption('draft')
    await filters.getByRole('button', { name: 'Apply' }).click()
    await page.waitForURL((url) => url.searchParams.has('filter'))
    expect(JSON.parse(queryOf(page).filter)).toEqual({ status: 'draft' })

    await articlesRegion(page).getByRole('button', { name: TITLE_LABEL, exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title')

    const pageTwoRequest = waiter(page.waitForRequest((request) => isArticleList(request) && new URL(request.url()).searchParams.get('page') === '2'))
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')

    // The URL reached the API as hydra parameters…
    const sent = new URL((await pageTwoRequest).url())
    expect(sent.searchParams.get('status')).toBe('draft')
    expect(sent.searchParams.get('order[title]')).toBe('asc')
    expect(sent.searchParams.get('page')).toBe('2')
    // …and the table shows what the API answers to them.
    const expected = await apiTitles(sent.search)
    expect(expected.length).toBeGreaterThan(0)
    await waitForTitles(page, expected)
    const before = queryOf(page)

    await page.reload()
    expect(queryOf(page)).toEqual(before)
    await waitForTitles(page, expected)
    expect(await page.getByRole('search', { name: 'Filters' }).getByLabel('Status', { exact: true }).inputValue()).toBe('draft')
    const index = await columnIndex(page, TITLE_LABEL)
    expect(await articlesRegion(page).locator('table thead th').nth(index).getAttribute('aria-sort')).toBe('ascending')
    expect(await page.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page')

    // The layout: the board, with the same filter, sort and page.
    await page.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name: 'Board' }).check()
    await page.waitForURL((url) => url.searchParams.get('layout') === 'board')
    const board = articlesRegion(page).locator('.atrium-board')
    await board.locator('.atrium-board-card-title').first().waitFor()
    await page.reload()
    expect(queryOf(page)).toEqual({ ...before, layout: 'board' })
    await board.locator('.atrium-board-card-title').first().waitFor()
    expect(await page.getByRole('radio', { name: 'Board' }).isChecked()).toBe(true)
    // Every card is a draft of page 2: the whole board is the filtered, sorted page.
    const cards = (await board.locator('.atrium-board-card-title').allInnerTexts()).map((text) => text.trim())
    expect([...cards].sort()).toEqual([...expected].sort())
    expect(await board.locator('section[data-column="draft"] .atrium-board-card').count()).toBe(expected.length)
    expect(fixture.pageErrors).toEqual([])
  })
})

test('a drawer over the list has the over-list URL, survives a reload and closes with Back', async () => {
  const listQuery = '?sort=title&page=2'
  const page = await signedInPage(`${LIST}${listQuery}`)
  await screenshotOnFailure(page, async () => {
    const titles = await shownTitles(page)
    const title = uniqueTitle(titles)
    await articlesRegion(page).getByRole('link', { name: `Edit ${title}`, exact: true }).click()

    await page.waitForURL((url) => OVER_LIST.test(url.pathname))
    expect(queryOf(page)).toEqual({ sort: 'title', page: '2' })
    const drawer = page.getByRole('dialog')
    const field = drawer.getByLabel(TITLE_LABEL, { exact: true })
    await field.waitFor()
    expect(await field.inputValue()).toBe(title)
    expect(await drawer.getAttribute('class')).toContain('atrium-drawer')
    const drawerUrl = page.url()

    await page.reload()
    expect(page.url()).toBe(drawerUrl)
    await field.waitFor()
    expect(await field.inputValue()).toBe(title)
    // The list is still drawn under the drawer, on the same page.
    await waitForTitles(page, titles)

    await page.goBack()
    await page.waitForURL((url) => url.pathname === LIST)
    expect(queryOf(page)).toEqual({ sort: 'title', page: '2' })
    await drawer.waitFor({ state: 'detached' })
    await waitForTitles(page, titles)
  })
})

test('the drawer comes from the right at 1280 px and from the bottom at 375 px', async () => {
  const api = await signInToApi(fixture.demo.url)
  const [article] = membersOf<ApiArticle>(await api.get('/api/articles?order[title]=asc&itemsPerPage=1'))
  const drawerPath = `${LIST}/articles/update/${encodeURIComponent(String(article.id))}`
  const page = await signedInPage(drawerPath, { width: 1280, height: 800 })
  await screenshotOnFailure(page, async () => {
    // No slide-in animation: the boxes below are where the drawer rests.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const drawer = page.getByRole('dialog')
    await drawer.getByLabel(TITLE_LABEL, { exact: true }).waitFor()

    expect(await drawer.getAttribute('data-placement')).toBe('right')
    const wide = await drawer.boundingBox()
    expect(wide).not.toBeNull()
    expect(Math.abs(wide!.x + wide!.width - 1280)).toBeLessThanOrEqual(1)
    expect(wide!.x).toBeGreaterThan(0)
    expect(Math.abs(wide!.y)).toBeLessThanOrEqual(1)
    expect(Math.abs(wide!.height - 800)).toBeLessThanOrEqual(1)

    // Narrowed, the open drawer follows; loaded narrow, it starts there.
    for (const step of ['resize', 'reload'] as const) {
      if (step === 'resize') await page.setViewportSize({ width: 375, height: 740 })
      else await page.reload()
      await page.locator('[role="dialog"][data-placement="bottom"]').waitFor()
      await drawer.getByLabel(TITLE_LABEL, { exact: true }).waitFor()
      const narrow = await drawer.boundingBox()
      expect(narrow).not.toBeNull()
      expect(Math.abs(narrow!.x)).toBeLessThanOrEqual(1)
      expect(Math.abs(narrow!.width - 375)).toBeLessThanOrEqual(1)
      expect(Math.abs(narrow!.y + narrow!.height - 740)).toBeLessThanOrEqual(1)
      expect(narrow!.y).toBeGreaterThan(0)
    }
  })
})

test('an optimistic update shows before the API answers and is put back on refusal, with the violation on its field', async () => {
  const page = await signedInPage(`${LIST}?sort=title`)
  await screenshotOnFailure(page, async () => {
    const original = uniqueTitle(await shownTitles(page))
    await articlesRegion(page).getByRole('link', { name: `Edit ${original}`, exact: true }).click()
    await page.waitForURL((url) => OVER_LIST.test(url.pathname))
    const id = decodeURIComponent(OVER_LIST.exec(new URL(page.url()).pathname)![1])
    const drawer = page.getByRole('dialog')
    const field = drawer.getByLabel(TITLE_LABEL, { exact: true })
    await field.waitFor()

    // Hold the PATCH in the browser until the optimistic state was seen: no timing involved.
    let release!: () => void
    const released = new Promise<void>((resolve) => { release = resolve })
    let arrived!: (request: Request) => void
    const held = new Promise<Request>((resolve) => { arrived = resolve })
    await page.route((url) => url.pathname === `/api/articles/${id}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback()
      arrived(route.request())
      await released
      return route.fallback()
    })

    const refused = `${original} forbidden`
    await field.fill(refused)
    await drawer.getByRole('button', { name: 'Save' }).click()
    const patch = await held
    expect(patch.postDataJSON()).toEqual({ title: refused })

    // Optimistic: the list under the drawer already shows the new title, while the API still has the old one.
    const region = articlesRegion(page)
    await region.getByRole('cell', { name: refused, exact: true }).waitFor({ state: 'attached' })
    const api = await signInToApi(fixture.demo.url)
    expect((await api.get<ApiArticle>(`/api/articles/${encodeURIComponent(id)}`)).title).toBe(original)

    const answer = waiter(page.waitForResponse((response) => response.request() === patch))
    release()
    expect((await answer).status()).toBe(422)

    // Put back, and the API's message on the field it names.
    await region.getByRole('cell', { name: original, exact: true }).waitFor({ state: 'attached' })
    expect(await region.getByRole('cell', { name: refused, exact: true }).count()).toBe(0)
    await drawer.getByText(REFUSAL, { exact: true }).waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await field.getAttribute('aria-describedby')) ?? ''
    const descriptions = await Promise.all(describedBy.split(/\s+/).filter(Boolean)
      .map((describer) => page.locator(`[id="${describer}"]`).innerText()))
    expect(descriptions.join(' ')).toContain(REFUSAL)
    // The reader's input is kept, to be corrected.
    expect(await field.inputValue()).toBe(refused)
    expect((await api.get<ApiArticle>(`/api/articles/${encodeURIComponent(id)}`)).title).toBe(original)
    await page.unroute((url) => url.pathname === `/api/articles/${id}`)
  })
})

test('a change made by another client appears without a reload', async () => {
  const browser = await fixture.newBrowser()
  const page = await pageOf(fixture, browser)
  await screenshotOnFailure(page, async () => {
    // The hub's stream answers once the subscription is registered.
    const subscribed = waiter(page.waitForResponse((response) => new URL(response.url()).pathname === '/.well-known/mercure', { timeout: 60_000 }))
    await openSignedIn(page, fixture.demo.url, `${LIST}?sort=title`, 'admin')
    const api = await signInToApi(fixture.demo.url)
    const [first] = membersOf<ApiArticle>(await api.get('/api/articles?order[title]=asc&itemsPerPage=1'))
    expect((await shownTitles(page))[0]).toBe(first.title)
    expect((await subscribed).status()).toBe(200)
    await markNoReload(page)

    // Sorted first still, so that it stays on this page whatever the list does with the change.
    const changed = `Aaaa changed elsewhere ${Date.now()}`
    const answer = await api.patch(`/api/articles/${encodeURIComponent(String(first.id))}`, { title: changed })
    expect(answer.status).toBe(200)

    await articlesRegion(page).getByRole('cell', { name: changed, exact: true }).waitFor()
    expect(await articlesRegion(page).getByRole('cell', { name: first.title, exact: true }).count()).toBe(0)
    expect(await stillNoReload(page)).toBe(true)
  })
})

test('dragging a board card to another column moves it, and the move persists', async () => {
  const page = await signedInPage(`${LIST}?layout=board&sort=title`)
  await screenshotOnFailure(page, async () => {
    const board = articlesRegion(page).locator('.atrium-board')
    const draft = board.locator('section[data-column="draft"]')
    const review = board.locator('section[data-column="review"]')
    await draft.locator('.atrium-board-card').first().waitFor()
    // Cards show reference titles (the authors') once loaded: a card redrawn under the pointer would drop the drag.
    await board.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
    const texts = async (scope: typeof draft) => (await scope.locator('.atrium-board-card-title').allInnerTexts()).map((text) => text.trim())
    const everyTitle = await texts(board)
    const title = uniqueTitle((await texts(draft)).filter((candidate) => everyTitle.indexOf(candidate) === everyTitle.lastIndexOf(candidate)))
    const card = draft.locator('.atrium-board-card').filter({ has: page.getByText(title, { exact: true }) })
    const inColumn = (column: typeof draft) =>
      column.locator('.atrium-board-card').filter({ has: page.getByText(title, { exact: true }) })
    expect(await inColumn(review).count()).toBe(0)

    const saved = waiter(page.waitForResponse((response) => response.request().method() === 'PATCH'
      && new URL(response.url()).pathname.startsWith('/api/articles/')))
    // Dropped near the column's top: a target's centre below the fold would scroll the page
    // between the press and the drag's start, and the drag would pick up another card.
    await card.dragTo(review, { targetPosition: { x: 24, y: 12 } })
    await inColumn(review).waitFor()
    const answer = await saved
    expect(answer.status()).toBe(200)
    expect(answer.request().postDataJSON()).toEqual({ status: 'review' })
    expect(await inColumn(draft).count()).toBe(0)

    await page.reload()
    await inColumn(review).waitFor()
    expect(await inColumn(draft).count()).toBe(0)

    const api = await signInToApi(fixture.demo.url)
    const path = new URL(answer.url()).pathname
    const stored = await api.get<ApiArticle>(path)
    expect(stored.title).toBe(title)
    expect(stored.status).toBe('review')
    expect(fixture.pageErrors).toEqual([])
  })
})

test('articles name their author, and the drawer changes it through a select of authors by name', async () => {
  type Linked = ApiArticle & { author: string }
  type ApiAuthor = { '@id': string; name: string }
  const api = await signInToApi(fixture.demo.url)
  const [article] = membersOf<Linked>(await api.get('/api/articles?order[title]=asc&itemsPerPage=1'))
  const author = await api.get<ApiAuthor>(article.author)
  const authors = membersOf<ApiAuthor>(await api.get('/api/authors?itemsPerPage=100'))
  const other = authors.find((candidate) => candidate['@id'] !== article.author && authors.filter((one) => one.name === candidate.name).length === 1)!
  const page = await signedInPage(`${LIST}?sort=title`)
  await screenshotOnFailure(page, async () => {
    const index = await columnIndex(page, 'Author')
    const row = articleRows(page).first()
    await row.locator('td').nth(index).getByText(author.name, { exact: true }).waitFor()
    // The table names authors; it never shows their IRIs.
    expect(await articlesRegion(page).locator('tbody td', { hasText: '/api/authors/' }).count()).toBe(0)

    await row.getByRole('link', { name: /^Edit / }).click()
    const select = page.getByRole('dialog').getByLabel('Author', { exact: true })
    await select.locator('option', { hasText: other.name }).waitFor({ state: 'attached' })
    expect(await select.inputValue()).toBe(article.author)
    expect(await select.locator('option:checked').innerText()).toBe(author.name)

    const saved = waiter(page.waitForResponse((response) => response.request().method() === 'PATCH'))
    await select.selectOption({ label: other.name })
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    const answer = await saved
    expect(answer.status()).toBe(200)
    expect(answer.request().postDataJSON()).toEqual({ author: other['@id'] })
    await row.locator('td').nth(index).getByText(other.name, { exact: true }).waitFor()
    expect((await api.get<Linked>(`/api/articles/${encodeURIComponent(String(article.id))}`)).author).toBe(other['@id'])
    expect(fixture.pageErrors).toEqual([])
  })
})
