/** @jest-environment node */
// The bulk bar on a phone, in Chromium against the demo at 375×812, Articles reached from the menu. A walk saw it 148 px
// tall with 2 rows ticked (y 592–740: the count and three buttons on a row, "Delete selected" and "Clear selection" a
// row each), a notice stacked above it and the 60 px bottom bar below: about 40% of the screen. It is one row now: the
// count, the first action (Publish) and "⋯", a menu holding the others, each still one tap away.
import { useDemoFixture } from './support/demoFixture'
import { BULK_MORE, articleRows } from './support/demoUi'
import { PHONE, useArticlesFromMenu } from './support/lookPages'
import { outsideViewport } from './support/look'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

test('at 375×812 with two rows ticked the bulk bar is one row, the rest of its actions in its "⋯" menu', async () => {
  const page = await articlesFromMenu(PHONE)
  await screenshotOnFailure(page, async () => {
    for (const index of [0, 1]) await articleRows(page).nth(index).getByRole('checkbox').check()
    const bar = page.getByRole('group', { name: '2 selected' })
    await bar.waitFor()
    const box = (await bar.boundingBox())!
    // One row: the count and its buttons share a line, the bar no taller than a button and its padding.
    expect(box.height).toBeLessThanOrEqual(64)
    const tops = await bar.locator(':scope > span, :scope > button').evaluateAll((parts) => parts.map((part) => {
      const rect = part.getBoundingClientRect()
      return Math.round(rect.top + rect.height / 2)
    }))
    expect(tops.length).toBe(3)
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2)
    expect(await bar.getByRole('button').allInnerTexts()).toEqual(['Publish', '⋯'])
    // With the phone's bottom bar, under a fifth of the screen (it was about 40%).
    const bottomBar = (await page.locator('.atrium-sidebar').boundingBox())!
    expect(PHONE.height - box.y).toBeLessThan(PHONE.height / 5 + 8)
    expect(bottomBar.y).toBeGreaterThanOrEqual(box.y + box.height)

    // Every other action one tap away, in the menu, on screen.
    await bar.getByRole('button', { name: BULK_MORE }).click()
    const menu = page.getByRole('menu', { name: BULK_MORE })
    await menu.waitFor()
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Export selected', 'Delete selected', 'Clear selection'])
    expect(await outsideViewport(page, ['.atrium-bulk .atrium-row-menu'])).toEqual([])
    await menu.getByRole('menuitem', { name: 'Clear selection' }).click()
    await bar.waitFor({ state: 'detached' })
    expect(await articleRows(page).nth(0).getByRole('checkbox').isChecked()).toBe(false)
  })
})
