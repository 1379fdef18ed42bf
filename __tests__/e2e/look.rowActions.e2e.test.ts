/** @jest-environment node */
// A walk at 1280×800 found Contacts' table (six columns and Show, Edit, Delete) wider than its box beside the sidebar:
// Delete was cut at the right edge, reached only by scrolling the table sideways. Row actions that do not fit now go
// behind one "⋯" button per row, as on a phone card; a table where they fit keeps them in the row, and a wider window
// brings them back.
import type { Locator, Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, fromMenu, useArticlesPages } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const signedInPage = useArticlesPages(fixture, 'editorial')

/** Contacts from the menu, its first row drawn with its "⋯": the table's box, that row and its menu button. */
async function contactsFromMenu(page: Page): Promise<{ body: Locator; row: Locator; menu: Locator }> {
  await fromMenu(page, 'Contacts')
  const body = page.locator('.atrium-list[data-resource="contacts"] .atrium-list__body')
  const row = body.locator('tbody tr').first()
  await row.getByRole('checkbox').waitFor()
  const menu = row.getByRole('button', { name: /^Actions for / })
  await menu.waitFor()
  return { body, row, menu }
}

test('at 1280×800 a table too wide for its row actions puts them behind "⋯" (nothing cut off), one that fits keeps its buttons, and a wider window brings them back', async () => {
  const page = await signedInPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    const articles = page.locator('.atrium-list[data-resource="articles"]')
    expect(await articles.locator('tbody tr').first().getByRole('link', { name: /^Show / }).isVisible()).toBe(true)

    const { body, row, menu } = await contactsFromMenu(page)
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

test('at 1024×768 a table wider than its box by its columns alone keeps each row\'s "⋯" in view at the right edge, shaded while more is hidden, and every column can be scrolled to', async () => {
  const page = await signedInPage({ width: 1024, height: 768 })
  await screenshotOnFailure(page, async () => {
    const { body, row, menu } = await contactsFromMenu(page)
    const city = body.locator('thead th').filter({ hasText: 'City' })
    const inBox = async (target: typeof menu) => {
      const [box, rect] = [await body.boundingBox(), await target.boundingBox()]
      return rect!.x >= box!.x && rect!.x + rect!.width <= box!.x + box!.width + 0.5
    }
    // The columns alone are wider than the box (the City column is past its right edge) …
    expect(await body.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(20)
    expect(await inBox(city)).toBe(false)
    // … yet the row's "⋯" is in view, over the cut columns, with a shade on its left as the cue.
    expect(await inBox(menu)).toBe(true)
    expect(await body.getAttribute('data-overflow')).toBe('')
    expect(await row.locator('td.atrium-table__actions').evaluate((cell) => getComputedStyle(cell).boxShadow)).not.toBe('none')

    // Scrolled to the end: City in view, the "⋯" still there, no shade (nothing more to the right).
    await body.evaluate((element) => { element.scrollLeft = element.scrollWidth })
    await page.waitForFunction(() => !document.querySelector('.atrium-list[data-resource="contacts"] .atrium-list__body')?.hasAttribute('data-overflow'))
    expect(await inBox(city)).toBe(true)
    expect(await inBox(menu)).toBe(true)
    expect(await row.locator('td.atrium-table__actions').evaluate((cell) => getComputedStyle(cell).boxShadow)).toBe('none')
    // The menu still opens the row's actions.
    await menu.click()
    await page.getByRole('menuitem', { name: /^Edit/ }).waitFor()
  })
})
