/** @jest-environment node */
// A walk at 1280×800 found the Events and Tasks tables (their second layout) in no sensible order: the Events table
// read 12/21, 11/13, 12/18, 1/14… The demo now declares their order (`sort: ['startsAt']`, `sort: ['startDate']`):
// the tables read in time order, their header says so, the address carries no sort, and a header pressed orders by
// its column until pressed back to no order.
import type { Page } from 'playwright-core'
import { membersOf, signInToApi } from './support/demoApi'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

/** The records' titles as the list shows them, top to bottom (each row's checkbox names its record). */
const shownTitles = (page: Page, resource: string) => page.locator(`.atrium-list[data-resource="${resource}"] tbody tr:not(.atrium-table__skeleton) input[type=checkbox]`)
  .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')?.replace(/^Select /, '')))

/** Waits for the list to show `expected` titles in order (an order pressed is read, then drawn), then checks them. */
async function expectTitles(page: Page, resource: string, expected: string[]): Promise<void> {
  await page.waitForFunction(({ selector, titles }) => [...document.querySelectorAll(selector)].map((box) => box.getAttribute('aria-label')?.replace(/^Select /, '')).join('\n') === titles,
    { selector: `.atrium-list[data-resource="${resource}"] tbody tr:not(.atrium-table__skeleton) input[type=checkbox]`, titles: expected.join('\n') }).catch(() => undefined)
  expect(await shownTitles(page, resource)).toEqual(expected)
}

/** The first page's titles as the API orders them by `order`. */
async function apiTitles(order: string): Promise<string[]> {
  const api = await signInToApi(fixture.demo.url)
  return membersOf<{ title: string }>(await api.get(`/api/${order}&page=1&itemsPerPage=25`)).map((record) => record.title)
}

/** Goes to `name` from the menu, switches it to its Table, and waits for its rows. */
async function tableFromMenu(page: Page, name: string): Promise<void> {
  await fromMenu(page, name)
  await page.waitForURL((url) => url.pathname.endsWith(`/${name.toLowerCase()}/list`))
  await page.getByRole('radio', { name: 'Table' }).click()
  await page.waitForURL((url) => url.searchParams.get('layout') === 'table')
  await page.locator(`.atrium-list[data-resource="${name.toLowerCase()}"] tbody tr:not(.atrium-table__skeleton) input[type=checkbox]`).first().waitFor()
  await settled(page)
}

for (const size of [DESKTOP, PHONE]) {
  test(`${size.width}×${size.height}: the Events and Tasks tables read in time order, their start column marked, no sort in the address`, async () => {
    const page = await articlesFromMenu(size)
    await screenshotOnFailure(page, async () => {
      for (const [name, field, label] of [['Events', 'startsAt', 'Starts at'], ['Tasks', 'startDate', 'Start']] as const) {
        const resource = name.toLowerCase()
        await tableFromMenu(page, name)
        expect(new URL(page.url()).searchParams.has('sort')).toBe(false)
        const header = page.locator(`.atrium-list[data-resource="${resource}"] thead th`).filter({ hasText: new RegExp(`^${label}`) })
        expect(await header.getAttribute('aria-sort')).toBe('ascending')
        await expectTitles(page, resource, await apiTitles(`${resource}?order[${field}]=asc`))

        // A header pressed orders by its column; pressed back to no order, the table is in time order again.
        const title = page.locator(`.atrium-list[data-resource="${resource}"] thead th`).filter({ hasText: /^Title/ }).getByRole('button')
        await title.click()
        await page.waitForURL((url) => url.searchParams.get('sort') === 'title')
        await expectTitles(page, resource, await apiTitles(`${resource}?order[title]=asc`))
        await title.click()
        await page.waitForURL((url) => url.searchParams.get('sort') === '-title')
        await title.click()
        await page.waitForURL((url) => !url.searchParams.has('sort'))
        await expectTitles(page, resource, await apiTitles(`${resource}?order[${field}]=asc`))
        expect(await header.getAttribute('aria-sort')).toBe('ascending')
      }
    })
  })
}
