/** @jest-environment node */
// A walk at 1280×800 moved the keyboard focus into the Articles table (Tab from the header, Arrow Down to the second
// row): the row's focus ring, an outline 2 px outside the row, was cut on the left by the table's box and drawn under
// the sticky row-actions cell on the right (its top and bottom lines stopped where Show, Edit, Delete begin, about
// 190 px short, and no right side). The ring is now drawn inside the row's cells: whole on all four sides.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { drawnLuminance } from './support/look'
import { DESKTOP, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

type Box = { x: number; y: number; width: number; height: number }

/** The darkest luminance (0–255) drawn in `box` of the page. */
const darkestIn = (page: Page, box: Box) =>
  drawnLuminance(page, { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }, 'darkest')

test('1280×800: a table row focused from the keyboard shows its focus ring on all four sides, over the sticky row actions too', async () => {
  const page = await articlesFromMenu(DESKTOP)
  await screenshotOnFailure(page, async () => {
    const list = page.locator('.atrium-list[data-resource="articles"]')
    await settled(page)
    await list.locator('thead button').last().focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    const row = list.locator('tbody tr').nth(1)
    await page.waitForFunction((element) => document.activeElement === element && element.matches(':focus-visible'), await row.elementHandle())
    const actions = row.locator('td.atrium-table__actions')
    const [rowBox, actionsBox, body] = [(await row.boundingBox())!, (await actions.boundingBox())!, (await list.locator('.atrium-list__body').boundingBox())!]
    // The actions cell is the sticky one at the row's right end, inside the table's box.
    expect(await actions.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky')
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(body.x + body.width)

    // The focus colour's luminance (the accent, #2b59c3: 87); the cells' own background is white (255), their text
    // never reaches the strips read: 3 px along each edge inside the row, away from the text.
    const ring = 87
    const right = rowBox.x + rowBox.width
    const bottom = rowBox.y + rowBox.height
    const strips: Record<string, Box> = {
      left: { x: rowBox.x, y: rowBox.y + rowBox.height / 4, width: 3, height: rowBox.height / 2 },
      right: { x: right - 3, y: rowBox.y + rowBox.height / 4, width: 3, height: rowBox.height / 2 },
      'top over the actions': { x: actionsBox.x + actionsBox.width - 12, y: rowBox.y, width: 8, height: 3 },
      'bottom over the actions': { x: actionsBox.x + actionsBox.width - 12, y: bottom - 3, width: 8, height: 3 },
      'top over the title': { x: rowBox.x + 60, y: rowBox.y, width: 8, height: 3 },
    }
    const darkest: Record<string, number> = {}
    for (const [side, strip] of Object.entries(strips)) darkest[side] = await darkestIn(page, strip)
    for (const side of Object.keys(strips)) expect([side, Math.abs(darkest[side] - ring) <= 25]).toEqual([side, true])

    // Another row than the focused one has no ring.
    const other = (await list.locator('tbody tr').nth(3).boundingBox())!
    expect(await darkestIn(page, { x: other.x + other.width - 3, y: other.y + other.height / 4, width: 3, height: other.height / 2 })).toBeGreaterThan(200)
  })
})
