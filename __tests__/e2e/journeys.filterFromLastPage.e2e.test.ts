/** @jest-environment node */
// A walk at 1280×800 (admin, 5 of 6 tries) filtered Articles from its last page: page 13 (8 rows), "caching" in Search
// titles, Enter. The address gained `pageSize=8`, "Per page" showed 8 (not one of 10/25/50/100), the list said "17 in
// all" 8 at a time, and "Clear filters" kept it (308 articles in 39 pages); on Authors from page 2 (16 rows) it became
// 16 a page, remembered for the menu. While the filter's code loaded (the tab's first filter), the list drew the last
// page's rows for the filtered page 1 and took their count for the most the API serves. A filter now goes back to page 1
// at the size the list had, and only an answer to the very request asked can say the API serves fewer.
import type { Page } from 'playwright-core'
import { membersOf, signInToApi, type ApiArticle } from './support/demoApi'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

// 283 articles, as the walk's 308: a last page of 8 (the demo's 300 fill page 12).
beforeAll(async () => {
  const api = await signInToApi(fixture.demo.url)
  for (const article of membersOf<ApiArticle>(await api.get('/api/articles?itemsPerPage=17&order[id]=desc'))) {
    expect(await api.delete(`/api/articles/${article.id}`)).toBe(204)
  }
})

const pagination = (page: Page, resource: string) => page.locator(`.atrium-list[data-resource="${resource}"]`).getByRole('navigation', { name: 'Pagination' })
const dataRows = (page: Page, resource: string) => page.locator(`.atrium-list[data-resource="${resource}"] tbody tr:not(.atrium-table__skeleton)`)

/** The list's "N in all", as a number. */
async function total(page: Page, resource: string): Promise<number> {
  return Number((await pagination(page, resource).getByText(/ in all$/).innerText()).replace(/\D/g, ''))
}

/** What the list says of its page size: the address's `pageSize`, "Per page", and the rows shown out of how many. */
async function pageSizeSeen(page: Page, resource: string) {
  await settled(page)
  const all = await total(page, resource)
  return { pageSize: new URL(page.url()).searchParams.get('pageSize'), perPage: await pagination(page, resource).getByLabel('Per page').inputValue(), rows: await dataRows(page, resource).count(), all }
}

/** The page sizes remembered for the menu's links (`persist:atrium.preferences`), as written. */
const rememberedSizes = (page: Page) => page.evaluate(() => (localStorage.getItem('persist:atrium.preferences') ?? '').match(/pageSize[^,}]*/g) ?? [])

/** Presses the last page's number in the pagination and waits for its rows. */
async function lastPage(page: Page, resource: string): Promise<number> {
  const buttons = pagination(page, resource).getByRole('button', { name: /^Page \d+$/ })
  const last = Number(await buttons.last().innerText())
  await buttons.last().click()
  await page.waitForURL((url) => url.searchParams.get('page') === String(last))
  await pagination(page, resource).getByRole('button', { name: `Page ${last}` }).and(page.locator('[aria-current=page]')).waitFor()
  await settled(page)
  expect(await dataRows(page, resource).count()).toBeLessThan(25)
  return last
}

for (const size of [DESKTOP, PHONE]) {
  test(`${size.width}×${size.height}: Articles filtered from the last page show page 1 at 25 a page, and Clear filters keeps 25`, async () => {
    const page = await articlesFromMenu(size)
    await screenshotOnFailure(page, async () => {
      const all = await total(page, 'articles')
      await lastPage(page, 'articles')
      await page.getByLabel('Search titles').fill('caching')
      await page.getByLabel('Search titles').press('Enter')
      await page.waitForURL((url) => url.searchParams.has('filter') && !url.searchParams.has('page'))
      await page.waitForFunction((before) => !document.querySelector('.atrium-pagination')?.textContent?.includes(`${before} in all`), all)
      const filtered = await pageSizeSeen(page, 'articles')
      expect(filtered.all).toBeGreaterThan(0)
      expect(filtered).toEqual({ pageSize: null, perPage: '25', rows: Math.min(25, filtered.all), all: filtered.all })

      // Back to the last page, a Status this time (Apply), then Clear filters.
      await page.getByRole('button', { name: 'Clear filters' }).click()
      await page.waitForURL((url) => !url.searchParams.has('filter'))
      await pagination(page, 'articles').getByText(`${all} in all`).waitFor()
      await lastPage(page, 'articles')
      await page.getByLabel('Status').selectOption('draft')
      await page.getByRole('button', { name: 'Apply', exact: true }).click()
      await page.waitForURL((url) => url.searchParams.has('filter') && !url.searchParams.has('page'))
      await page.waitForFunction((before) => !document.querySelector('.atrium-pagination')?.textContent?.includes(`${before} in all`), all)
      const drafts = await pageSizeSeen(page, 'articles')
      expect(drafts).toEqual({ pageSize: null, perPage: '25', rows: Math.min(25, drafts.all), all: drafts.all })
      await page.getByRole('button', { name: 'Clear filters' }).click()
      await pagination(page, 'articles').getByText(`${all} in all`).waitFor()
      expect(await pageSizeSeen(page, 'articles')).toEqual({ pageSize: null, perPage: '25', rows: 25, all })
      expect(await pagination(page, 'articles').getByRole('button', { name: /^Page \d+$/ }).last().innerText()).toBe(String(Math.ceil(all / 25)))
      expect(await rememberedSizes(page)).toEqual([])
    })
  })

  test(`${size.width}×${size.height}: Authors searched from page 2 stay 25 a page, and the menu leads back to 25 a page`, async () => {
    const page = await articlesFromMenu(size)
    await screenshotOnFailure(page, async () => {
      await fromMenu(page, 'Authors')
      await page.waitForURL(/\/authors\/list/)
      await dataRows(page, 'authors').first().getByRole('checkbox').waitFor()
      const all = await total(page, 'authors')
      await lastPage(page, 'authors')
      // Names with an "a": most of them, more than the last page's rows.
      await page.getByLabel('Search names').fill('a')
      await page.getByLabel('Search names').press('Enter')
      await page.waitForURL((url) => url.searchParams.has('filter') && !url.searchParams.has('page'))
      await page.waitForFunction((before) => !document.querySelector('.atrium-pagination')?.textContent?.includes(`${before} in all`), all)
      const searched = await pageSizeSeen(page, 'authors')
      expect(searched.all).toBeGreaterThan(all - 25)
      expect(searched).toEqual({ pageSize: null, perPage: '25', rows: Math.min(25, searched.all), all: searched.all })
      await fromMenu(page, 'Articles')
      await page.waitForURL(/\/articles\/list/)
      await fromMenu(page, 'Authors')
      await page.waitForURL((url) => url.pathname.endsWith('/authors/list') && url.searchParams.has('filter'))
      await pagination(page, 'authors').getByText(`${searched.all} in all`).waitFor()
      expect(await pageSizeSeen(page, 'authors')).toEqual(searched)
      expect(await rememberedSizes(page)).toEqual([])
    })
  })
}
