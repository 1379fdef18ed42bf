/** @jest-environment node */
// Issue 14, points 4 to 8, in Chromium against the demo: bulk actions count
// each record, a delete leaves no error behind, URLs of refused actions say
// "Not allowed", and a page size above the API's maximum hides no record (the
// quota's journey is in journeys.quota.e2e.test.ts).
import type { Page } from 'playwright-core'
import { membersOf, signInToApi, type ApiArticle } from './support/demoApi'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { articleRows, articlesPath, articlesRegion, openSignedIn, recordFramesLoaded, rowAction, waitForPersistedSession } from './support/demoUi'
import { watchPage } from './support/pageWatch'
import { fromMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()
const LIST = articlesPath('admin')

async function signedInPage(path: string, account: 'admin' | 'editor' = 'admin'): Promise<Page> {
  const page = await pageOf(fixture, await fixture.newBrowser())
  await openSignedIn(page, fixture.demo.url, path, account)
  await waitForPersistedSession(page)
  return page
}

test('bulk Publish counts each record: "Published 2 of 3; 1 failed: …", the failed row stays selected', async () => {
  const page = await signedInPage(LIST)
  const watch = watchPage(page)
  const api = await signInToApi(fixture.demo.url)
  await screenshotOnFailure(page, async () => {
    await articleRows(page).first().waitFor()
    // The list's first page as the API orders it, to know which records the first rows are.
    const first = membersOf<ApiArticle>(await api.get('/api/articles?page=1&itemsPerPage=25')).slice(0, 3)
    for (const index of [0, 1, 2]) await articleRows(page).nth(index).getByRole('checkbox').check()
    await page.getByText('3 selected').waitFor()
    // Selected rows stand out from the others.
    const background = (index: number) => articleRows(page).nth(index).locator('td').last().evaluate((cell) => getComputedStyle(cell).backgroundColor)
    const unselected = await background(3)
    for (const index of [0, 1, 2]) expect(await background(index)).not.toBe(unselected)

    // Meanwhile another person deletes the second one.
    expect(await api.delete(`/api/articles/${first[1].id}`)).toBe(204)
    await page.getByRole('group', { name: /selected/ }).getByRole('button', { name: 'Publish', exact: true }).click()

    const report = page.locator('.atrium-bulk__report')
    await report.getByText(/^Published 2 of 3; 1 failed: .+/).waitFor()
    await page.getByText('1 selected').waitFor()
    expect([await background(0), await background(2)]).toEqual([unselected, unselected])
    expect(await page.getByText(/Published 3|done for 3/).count()).toBe(0)
    for (const article of [first[0], first[2]]) expect((await api.get<ApiArticle>(`/api/articles/${article.id}`)).status).toBe('published')
    // The one failure expected: the update of the deleted record.
    expect(watch.take([new RegExp(`/api/articles/${first[1].id}`), /status of 404/])).toEqual([])
  })
})

test('after a delete, the deleted record is not read again (no 404, no console error) and the page is full again at its size', async () => {
  const page = await signedInPage(LIST)
  const watch = watchPage(page)
  await screenshotOnFailure(page, async () => {
    const row = articleRows(page).nth(4)
    await row.waitFor()
    await row.getByRole('link', { name: /^Show / }).click()
    const read = page.locator('.atrium-frame .atrium-read')
    await read.waitFor()
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
    await read.getByRole('button', { name: 'Delete', exact: true }).click()
    const dialog = page.locator('.atrium-frame .atrium-delete')
    await dialog.waitFor()
    watch.takeRequests()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.waitForURL((url) => url.pathname === LIST)
    const notice = page.locator('.atrium-notice').filter({ hasText: 'deleted.' })
    await notice.waitFor()
    // Undoable: the DELETE leaves when its notice goes (closed here rather than waited for), then the list is read again.
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === `/api/articles/${id}`)
    const listed = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/articles')
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await deleted
    await listed
    // Give any read of the record the time of that list request to show up.
    await page.waitForFunction(() => document.querySelector('.atrium-list__body')?.getAttribute('aria-busy') === 'false')
    const requests = watch.takeRequests()
    expect(requests).toContain(`DELETE /api/articles/${id}`)
    expect(requests.filter((request) => request === `GET /api/articles/${id}`)).toEqual([])
    // The page is filled again at the size it had: the row drawn away before the answer is no API's maximum.
    const lists = requests.filter((request) => request.startsWith('GET /api/articles?'))
    expect(lists.length).toBeGreaterThan(0)
    expect(lists.filter((request) => !request.includes('itemsPerPage=25'))).toEqual([])
    expect(await articleRows(page).count()).toBe(25)
    expect(new URL(page.url()).searchParams.get('pageSize')).toBeNull()
    expect(watch.take()).toEqual([])
  })
})

test('a list opened offline from the menu says "you are offline." (not the request), and draws itself once back online', async () => {
  const page = await signedInPage(LIST)
  const watch = watchPage(page)
  await screenshotOnFailure(page, async () => {
    await articleRows(page).first().waitFor()
    await page.context().setOffline(true)
    await fromMenu(page, 'Authors')
    const authors = page.locator('.atrium-list[data-resource="authors"]')
    const alert = authors.getByRole('alert')
    await alert.getByText('The list could not be loaded: you are offline.').waitFor()
    expect(await alert.innerText()).not.toMatch(/GET|http|fetch/i)
    // Back online, the list asks again by itself (no Retry to press).
    await page.context().setOffline(false)
    await authors.locator('tbody tr:not(.atrium-table__skeleton)').first().waitFor()
    expect(await authors.getByRole('alert').count()).toBe(0)
    expect(watch.take([/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/])).toEqual([])
  })
})

test('a link to a page past the end says so and offers page 1 (not "No Articles yet. Create the first one")', async () => {
  const page = await signedInPage(`${LIST}?page=999`)
  await screenshotOnFailure(page, async () => {
    const region = page.locator('.atrium-list__body')
    await region.getByText('There is nothing on page 999.').waitFor()
    expect(await page.getByText(/yet\.|Create the first one/).count()).toBe(0)
    await region.getByRole('button', { name: 'Go to page 1' }).click()
    await articleRows(page).first().waitFor()
    expect(new URL(page.url()).searchParams.get('page')).toBeNull()
  })
})

test('a delete URL an editor may not use shows "Not allowed", never the confirmation', async () => {
  const api = await signInToApi(fixture.demo.url)
  const [article] = membersOf<ApiArticle>(await api.get('/api/articles?page=1&itemsPerPage=1'))
  const page = await signedInPage(articlesPath('editorial'), 'editor')
  await screenshotOnFailure(page, async () => {
    for (const path of [`/editorial/articles/list/articles/delete/${article.id}`, `/editorial/articles/delete/${article.id}`]) {
      await page.goto(`${fixture.demo.url}${path}`)
      await page.locator('.atrium-not-allowed').getByText('Not allowed.').waitFor()
      expect(await page.getByText(/You may not delete/).count()).toBe(1)
      expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0)
    }
    expect((await api.get<ApiArticle>(`/api/articles/${article.id}`)).id).toBe(article.id)
  })
})

test('pageSize above what the API serves: the list asks what it serves, and total, pages and Next agree', async () => {
  const page = await signedInPage(`${LIST}?pageSize=200`)
  const watch = watchPage(page)
  await screenshotOnFailure(page, async () => {
    await page.waitForURL((url) => url.searchParams.get('pageSize') === '100')
    const nav = page.getByRole('navigation', { name: 'Pagination' })
    const total = Number((await nav.locator('.atrium-pagination__total').innerText()).replace(/\D/g, ''))
    expect(total).toBeGreaterThan(100)
    const pages = Math.ceil(total / 100)
    const lastPage = page.waitForResponse((response) => response.url().includes(`page=${pages}&itemsPerPage=100`))
    await nav.getByRole('button', { name: `Page ${pages}`, exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === String(pages))
    await lastPage
    // The last page's rows, once drawn (the previous page's 100 stay until the answer is drawn).
    const expected = total - (pages - 1) * 100
    await page.waitForFunction((count) => document.querySelectorAll(
      '.atrium-list[data-resource="articles"] table tbody tr:not(.atrium-table__skeleton)').length === count, expected)
    expect(await articleRows(page).count()).toBe(expected)
    expect(await nav.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
    expect(watch.takeRequests().some((request) => request.includes(`page=${pages}&itemsPerPage=100`))).toBe(true)
    expect(await articlesRegion(page).count()).toBe(1)
    expect(watch.take()).toEqual([])
  })
})

test.each([['1280×800', { width: 1280, height: 800 }], ['375×812', { width: 375, height: 812 }]])('Next at the foot of a page shows the next page from its top (%s)', async (_size, size) => {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await openSignedIn(page, fixture.demo.url, LIST, 'admin')
  await screenshotOnFailure(page, async () => {
    const first = articleRows(page).first()
    await first.waitFor()
    const firstTitle = await first.innerText()
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' })
    await next.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await next.click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await page.waitForFunction((before) => {
      const row = document.querySelector('.atrium-list__body tbody tr')
      return row !== null && (row as HTMLElement).innerText !== before && document.querySelector('.atrium-list__body')?.getAttribute('aria-busy') === 'false'
    }, firstTitle)
    // Page 2's first row is on screen, below the top bar.
    const box = (await articleRows(page).first().boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(size.height)
  })
})

test('a delete the API refuses (an author who still has articles) says why, by name, in place of the question', async () => {
  const api = await signInToApi(fixture.demo.url)
  const used = new Set(membersOf<{ author?: string }>(await api.get('/api/articles?page=1&itemsPerPage=100')).map((article) => article.author))
  const author = membersOf<{ '@id': string; name: string }>(await api.get('/api/authors?page=1&itemsPerPage=25')).find((candidate) => used.has(candidate['@id']))
  if (!author) throw new Error('no author on the first page has an article')
  const page = await signedInPage(LIST)
  await screenshotOnFailure(page, async () => {
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Authors', exact: true }).click()
    const row = page.locator('.atrium-list[data-resource="authors"] tbody tr').filter({ hasText: author.name }).first()
    await (await rowAction(row, /^Delete/)).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete author?' })
    await dialog.getByText(`“${author.name}” will be deleted.`, { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await dialog.getByRole('alert').filter({ hasText: `“${author.name}” could not be deleted: ${author.name} is still used by some articles: delete those or change them first.` }).waitFor()
    expect(await dialog.getByText(/undo it/).count()).toBe(0)
    expect(await dialog.getByText(/Author \d+/).count()).toBe(0)
    // Nothing was deleted: the author is still listed. Refused for good (409), the question offers Close alone.
    await dialog.getByText('Close', { exact: true }).click()
    await row.waitFor()
  })
})

test.each([['1280×800', { width: 1280, height: 800 }], ['375×812', { width: 375, height: 812 }]])('Author sorts the articles by the author’s name, A to Z then Z to A, not by id (%s)', async (_size, size) => {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await openSignedIn(page, fixture.demo.url, '/editorial/articles/list?layout=table', 'admin')
  await screenshotOnFailure(page, async () => {
    await articleRows(page).first().waitFor()
    const sortAuthor = articlesRegion(page).getByRole('button', { name: /^Author/ })
    // Sorts by pressing the header, then reads the rows once the answer to that order is drawn (the header
    // says the new order at once; the rows follow the answer, and the region is busy until then).
    const sortedAuthors = async (direction: 'ascending' | 'descending') => {
      const order = `order[author.name]=${direction === 'ascending' ? 'asc' : 'desc'}`
      const answered = page.waitForResponse((response) => decodeURIComponent(response.url()).includes(order))
      await sortAuthor.click()
      await answered
      await page.locator(`.atrium-list[data-resource="articles"] th[aria-sort="${direction}"]`).waitFor()
      // The list no longer busy, and no author's name still loading ("…" while the authors' list is read).
      await page.waitForFunction(() => {
        const list = document.querySelector('.atrium-list[data-resource="articles"]')
        return list?.querySelector('[role="region"]')?.getAttribute('aria-busy') === 'false' && list.querySelector('tbody [aria-busy="true"]') === null
      })
      // Each row's author, as shown (a phone card labels it "Author").
      return articleRows(page).evaluateAll((rows) => rows.map((row) => {
        const cells = [...row.querySelectorAll('td')]
        const author = cells.find((cell) => cell.querySelector('.atrium-table__card-label')?.textContent === 'Author')
          ?? cells[[...row.closest('table')!.querySelectorAll('thead th')].findIndex((th) => th.textContent?.startsWith('Author'))]
        return (author?.textContent ?? '').replace(/^Author/, '').trim()
      }))
    }
    const ascending = await sortedAuthors('ascending')
    expect(new URL(page.url()).searchParams.get('sort')).toBe('author.name')
    expect(ascending.length).toBe(25)
    expect(ascending.every((name) => name !== '' && !/^\/api\//.test(name))).toBe(true)
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en')))
    const descending = await sortedAuthors('descending')
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'en')))
    expect(descending[0] >= ascending[ascending.length - 1]).toBe(true)
  })
})

test('a delete asked offline names the record as its list shows it (it said "Delete 3?")', async () => {
  const page = await signedInPage('/editorial/categories/list')
  await screenshotOnFailure(page, async () => {
    const rows = page.locator('.atrium-list[data-resource="categories"] tbody tr')
    // A record's row (the skeleton's rows have no checkbox and no text).
    await rows.first().getByRole('checkbox').waitFor()
    const name = (await rows.first().locator('td').nth(1).innerText()).trim()
    expect(name).not.toBe('')
    await recordFramesLoaded(page)
    await page.context().setOffline(true)
    await (await rowAction(rows.first(), /^Delete /)).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText(`“${name}” will be deleted. You can undo this for a few seconds.`).waitFor()
    await page.context().setOffline(false)
  })
})

test('a selection made before a filter changed is said to be off screen, and the delete confirmation names every record it deletes', async () => {
  const page = await signedInPage('/editorial/articles/list', 'editor')
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Authors')
    const rows = page.locator('.atrium-list[data-resource="authors"] tbody tr')
    // Records' rows (the skeleton's rows have no checkbox and no text).
    await rows.nth(1).getByRole('checkbox').waitFor()
    const nameOf = async (index: number) => (await rows.nth(index).locator('td').nth(1).innerText()).trim()
    const [first, second] = [await nameOf(0), await nameOf(1)]
    expect(first).not.toBe('')
    expect(second).not.toBe('')
    await page.getByLabel('Search names').fill(second)
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await rows.filter({ hasText: first }).waitFor({ state: 'detached' })
    await rows.filter({ hasText: second }).getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await rows.filter({ hasText: first }).getByRole('checkbox').check()
    const bar = page.locator('.atrium-bulk')
    // The second author is still on the first page: only a record off screen would be counted apart.
    await bar.getByText(/^2 selected/).waitFor()
    await bar.getByRole('button', { name: 'Delete selected' }).click()
    const question = bar.locator('.atrium-bulk__confirm')
    expect(await question.locator('p').innerText()).toMatch(new RegExp(`^Delete 2 selected \\((${first}, ${second}|${second}, ${first})\\)\\?`))
    const [remove, cancel] = [question.getByRole('button', { name: 'Delete', exact: true }), question.getByRole('button', { name: 'Cancel' })]
    const [removeBox, cancelBox] = [(await remove.boundingBox())!, (await cancel.boundingBox())!]
    expect(cancelBox.x - (removeBox.x + removeBox.width)).toBeGreaterThanOrEqual(8)
    expect(await remove.evaluate((button) => getComputedStyle(button).color)).not.toBe(await cancel.evaluate((button) => getComputedStyle(button).color))
    await cancel.click()

    // A selected record another filter hides is counted apart.
    await page.getByLabel('Search names').fill(first)
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await bar.getByText('2 selected, 1 not shown here').waitFor()
  })
})

test('a bulk action refused offline is told again once back online, the records still selected', async () => {
  const page = await signedInPage(LIST)
  await screenshotOnFailure(page, async () => {
    for (const index of [0, 1]) await articleRows(page).nth(index).getByRole('checkbox').check()
    const bar = page.getByRole('group', { name: /selected/ })
    await bar.getByRole('button', { name: 'Publish', exact: true }).waitFor()
    await page.context().setOffline(true)
    await bar.getByRole('button', { name: 'Publish', exact: true }).click()
    const report = page.locator('.atrium-bulk__report')
    await report.getByText('Publish failed: you are offline.').waitFor()
    await page.context().setOffline(false)
    // It went on saying "you are offline." under a page that was not any more.
    await report.getByText('Not done while you were offline. You are back online: the records not done are still selected, try again.').waitFor()
    expect(await bar.getByText('2 selected').count()).toBe(1)
  })
})

test('the names a list refers to are asked for with its page, not after it: the rows come with their authors', async () => {
  const page = await pageOf(fixture, await fixture.newBrowser(), { width: 1280, height: 800 })
  await openSignedIn(page, fixture.demo.url, '/admin/users/list')
  await screenshotOnFailure(page, async () => {
    await page.locator('.atrium-list[data-resource="users"] tbody tr').first().getByRole('checkbox').waitFor()
    // The articles' page is held: the authors' names must be asked for meanwhile (they were asked once the rows were drawn).
    let release!: () => void
    const held = new Promise<void>((resolve) => { release = resolve })
    await page.route((url) => url.pathname === '/api/articles', async (route) => { await held; await route.continue() })
    const authors = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/authors')
    await fromMenu(page, 'Articles')
    await authors
    release()
    await articleRows(page).first().getByRole('checkbox').waitFor()
    await settled(page)
    expect(await articleRows(page).first().innerText()).toMatch(/[A-Z][a-z]+ [A-Z][a-z]+/)
  })
  await page.close()
})
