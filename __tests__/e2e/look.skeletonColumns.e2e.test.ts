/** @jest-environment node */
// A walk with a slow server (3 s added to each API request) at 1280×800 saw the columns jump as the rows came: on
// Authors, Name 250 → 138 px and Email from x 591 to 456. The loading skeleton had a bar per cell and an empty actions
// cell 25 px wide, where the rows' Show, Edit, Delete take 199 px: every column moved left by up to 174 px. The skeleton
// now lays out as the rows will: the same cells with the classes their values will have (one line for a name, a
// paragraph for a textarea), as much text as such values usually hold (drawn as bars), and the row actions' slots (or
// the row menus' "⋯"). The most a column's left edge moved (1280×800): Authors 174 px before, 11 px now; Contacts 123 →
// 64 px; Categories 174 → 20 px; Users 295 → 1 px; Articles 174 → 70 px (its titles are longer than a name: they wrap).
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

/** Adds `ms` to every API request of the page from now on (the demo's `X-Demo-Latency`). */
const slowApi = (page: Page, ms: number) => page.route(/\/(api|rest)\//, (route) =>
  route.continue({ headers: { ...route.request().headers(), 'x-demo-latency': String(ms) } }))

/** The list's header cells, left edge and width each, and the table's width. */
const columns = (page: Page, resource: string) => page.locator(`.atrium-list[data-resource="${resource}"] table`).evaluate((table) => ({
  width: table.getBoundingClientRect().width,
  cells: [...table.querySelectorAll('thead th')].map((cell) => {
    const box = cell.getBoundingClientRect()
    return { name: cell.textContent?.replace(/[↕↑↓]/g, '').trim() ?? '', left: Math.round(box.left), width: Math.round(box.width) }
  }),
}))

/** Goes to `name` from the menu with a slow API: the header cells while its skeleton shows, then once its rows came. */
async function skeletonThenRows(page: Page, name: string) {
  const resource = name.toLowerCase()
  await fromMenu(page, name)
  await page.locator(`.atrium-list[data-resource="${resource}"] .atrium-table__skeleton`).first().waitFor()
  const skeleton = await columns(page, resource)
  await page.locator(`.atrium-list[data-resource="${resource}"] tbody tr:not(.atrium-table__skeleton)`).first().getByRole('checkbox').waitFor()
  await settled(page)
  return { skeleton, rows: await columns(page, resource) }
}

test('1280×800, a slow API: the columns stay where the skeleton drew them as the rows come (the row actions\' column not at all)', async () => {
  const page = await articlesFromMenu(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await slowApi(page, 2000)
    for (const name of ['Authors', 'Contacts', 'Categories']) {
      const { skeleton, rows } = await skeletonThenRows(page, name)
      expect(skeleton.cells.map((cell) => cell.name)).toEqual(rows.cells.map((cell) => cell.name))
      // The actions' column (the last) is as wide as the rows' actions, where they will be.
      expect(skeleton.cells.at(-1)).toEqual(rows.cells.at(-1))
      // No column's edge moves by a tenth of the table (Authors' Email moved 135 px, Contacts' Phone 123).
      const moves = skeleton.cells.map((cell, index) => ({ name: cell.name, moved: Math.abs(cell.left - rows.cells[index].left) }))
      expect(moves.filter(({ moved }) => moved >= rows.width / 10)).toEqual([])
    }
  })
})

test('375×812, a slow API: the skeleton\'s rows are as wide as the cards, nothing out of the list sideways', async () => {
  const page = await articlesFromMenu(PHONE)
  await screenshotOnFailure(page, async () => {
    await slowApi(page, 2000)
    await fromMenu(page, 'Authors')
    const list = page.locator('.atrium-list[data-resource="authors"]')
    const skeleton = list.locator('.atrium-table__skeleton')
    await skeleton.first().waitFor()
    const body = (await list.locator('.atrium-list__body').boundingBox())!
    for (const row of await skeleton.all()) {
      const box = (await row.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(body.x)
      expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 0.5)
    }
    expect(await list.locator('.atrium-list__body').evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1)
    await list.locator('tbody tr:not(.atrium-table__skeleton)').first().getByRole('checkbox').waitFor()
  })
})
