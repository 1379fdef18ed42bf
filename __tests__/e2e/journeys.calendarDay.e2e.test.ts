/** @jest-environment node */
// A phone's month (375×812), in Chromium against the demo: a day tapped in the grid has its events listed under it,
// and they are brought into view. Before, the list began under the bottom menu bar (7 px of Sat 21's first event
// showed), the page did not move, and the tap seemed to do nothing but ring the day.
import { useDemoFixture } from './support/demoFixture'
import { PHONE, fromMenu, settled, useArticlesPages } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const editorialPage = useArticlesPages(fixture, 'editorial')

test('at 375×812 a day tapped in the month has its events scrolled into view above the menu bar', async () => {
  const page = await editorialPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Events')
    const calendar = page.getByRole('radio', { name: 'Calendar' })
    await calendar.waitFor()
    if (!(await calendar.isChecked())) await calendar.click()
    const grid = page.locator('.atrium-calendar--month')
    await grid.waitFor()
    await settled(page)
    // A busy day in the grid's last rows: its list comes below the grid, at the foot of the screen or past it.
    const busy = grid.locator('[role=gridcell]:has(.atrium-calendar-dot)').last()
    await busy.waitFor()
    await page.evaluate(() => window.scrollTo(0, 0))
    await busy.click()
    expect(await busy.getAttribute('aria-selected')).toBe('true')
    await page.locator('.atrium-calendar-agenda-event').first().waitFor()
    // Waited for: the first event whole between the top of the screen and the menu bar (scrolled, maybe smoothly).
    const placed = await page.waitForFunction(() => {
      const event = document.querySelector('.atrium-calendar-agenda-event')?.getBoundingClientRect()
      const menu = document.querySelector('nav[aria-label="Menu"]')?.getBoundingClientRect()
      return event !== undefined && menu !== undefined && event.top >= 0 && event.bottom <= menu.top && { bottom: event.bottom, menu: menu.top }
    })
    const { bottom, menu } = await placed.jsonValue() as { bottom: number; menu: number }
    expect(bottom).toBeLessThanOrEqual(menu)
    // The day tapped is still on screen above its list (the page moved no further than needed).
    const cell = await busy.boundingBox()
    expect(cell?.y ?? -1).toBeGreaterThanOrEqual(0)
    expect(fixture.pageErrors).toEqual([])
  })
})
