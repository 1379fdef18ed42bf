/** @jest-environment node */
// A walk at 1280×800 found Contacts' table (six columns and Show, Edit, Delete) wider than its box beside the sidebar:
// Delete was cut at the right edge, reached only by scrolling the table sideways. Row actions that do not fit now go
// behind one "⋯" button per row, as on a phone card; a table where they fit keeps them in the row, and a wider window
// brings them back.
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, fromMenu, useArticlesPages } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const signedInPage = useArticlesPages(fixture, 'editorial')

test('at 1280×800 a table too wide for its row actions puts them behind "⋯" (nothing cut off), one that fits keeps its buttons, and a wider window brings them back', async () => {
  const page = await signedInPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    const articles = page.locator('.atrium-list[data-resource="articles"]')
    expect(await articles.locator('tbody tr').first().getByRole('link', { name: /^Show / }).isVisible()).toBe(true)

    await fromMenu(page, 'Contacts')
    const body = page.locator('.atrium-list[data-resource="contacts"] .atrium-list__body')
    const row = body.locator('tbody tr').first()
    await row.getByRole('checkbox').waitFor()
    const menu = row.getByRole('button', { name: /^Actions for / })
    await menu.waitFor()
    // Nothing to scroll sideways: every column and the row's "⋯" inside the box.
    expect(await body.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1)
    const [box, button] = [await body.boundingBox(), await menu.boundingBox()]
    expect(button!.x + button!.width).toBeLessThanOrEqual(box!.x + box!.width)
    // The menu holds the row's actions; Show opens the record (a page of its own for contacts), Back the list again.
    const name = (await menu.getAttribute('aria-label'))!.replace(/^Actions for /, '')
    await menu.click()
    await page.getByRole('menuitem', { name: /^Show/ }).click()
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor()
    await page.goBack()
    await menu.waitFor()

    // With room for them, the row's own actions are back.
    await page.setViewportSize({ width: 1800, height: 800 })
    await row.getByRole('button', { name: /^Delete / }).waitFor()
    expect(await menu.count()).toBe(0)
    expect(await body.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1)
  })
})
